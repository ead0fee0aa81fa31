/**
 * The re-record job end to end: real git with a bare remote, the real claude binary against the
 * scripted model of each example scenario. A committed skill edit makes the example cassettes
 * stale; `rerecord` refreshes them, commits only those files and pushes (or opens/updates a PR
 * through our loopback GitHub API), and the remote's fresh clone verifies clean. Also: a
 * concurrent push (rebase and succeed), a conflicting one (stop, nothing pushed), and a failing
 * re-record (nothing committed, old cassette byte-identical). An unrecorded scenario (its cassette
 * never committed) is recorded into the folder its neighbour's cassette lives in and written back
 * with the rest, after which `check` finds no unrecorded scenario (those tests run the CLI bundled
 * from src/, test/helpers/bundle-cli.ts).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { startGitHubServer, type RecordedRequest } from "../helpers/github-server.js";
import { checkAgainstOpenApi } from "../helpers/github-openapi.js";
import { bundleCli, type BundledCli } from "../helpers/bundle-cli.js";
import { runRerecordJob } from "../../src/live/rerecord/run.js";
import { DEFAULT_BOT_IDENTITY } from "../../src/live/rerecord/git.js";
import { createGitHubClient } from "../../src/gate/github/client.js";
import { resolveAgentBinary } from "../../src/live/agent/binary.js";

const ACTION = join(REPO_ROOT, "dist/action.js");
const SKILL = "skills/csv-metrics/skills/csv-metrics/SKILL.md";

let base: string;
let remote: string;
let work: string;

const remoteSha = (ref = "refs/heads/main") => git(remote, "rev-parse", ref).trim();
const headOf = (dir: string) => git(dir, "rev-parse", "HEAD").trim();
const filesOf = (dir: string, sha: string) =>
  git(dir, "diff-tree", "--no-commit-id", "--name-only", "-r", `${sha}^`, sha).trim().split("\n").sort();

function clone(name: string): string {
  const dir = join(base, name);
  git(base, "clone", "-q", remote, dir);
  return dir;
}

/** Commits (and pushes) an edit to the skill, which makes every example cassette stale. */
function editSkill(dir: string, line: string): void {
  appendFileSync(join(dir, SKILL), `\n${line}\n`);
  git(dir, "commit", "-qam", `skill: ${line}`);
  git(dir, "push", "-q", "origin", "main");
}

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "cowork-rerecord-"));
  remote = join(base, "remote.git");
  git(base, "init", "-q", "--bare", "-b", "main", remote);
  work = join(base, "work");
  cpSync(join(REPO_ROOT, "examples"), work, { recursive: true });
  // the job's behaviour is shown on the three csv-metrics examples (each other example adds a recording to every test;
  // its scenario goes too, or it would be an unrecorded scenario every run records)
  for (const name of readdirSync(join(work, "replays"))) {
    if (!["csv-report", "denied-delete", "metric-choice"].some((keep) => name === `${keep}.cassette.json`)) {
      const stem = name.replace(/\.cassette\.json$/, "");
      for (const f of [`replays/${name}`, `scenarios/${stem}.yaml`, `model-scripts/${stem}.yaml`])
        rmSync(join(work, f), { force: true });
    }
  }
  writeFileSync(join(work, "NOTES.md"), "tracked notes\n");
  git(work, "init", "-q", "-b", "main");
  git(work, "remote", "add", "origin", remote);
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "examples");
  git(work, "push", "-q", "-u", "origin", "main");
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe("rerecord --commit-mode push", () => {
  it("re-records the stale cassettes, commits only them, pushes; a fresh clone of the remote verifies clean", () => {
    editSkill(work, "Report the row count first.");
    writeFileSync(join(work, "NOTES.md"), "a local edit nobody asked to commit\n");
    writeFileSync(join(work, "scratch.txt"), "untracked\n");
    const before = headOf(work);
    expect(runCli(["verify", "replays"], { cwd: work }).code).toBe(1); // stale to begin with

    const run = runCli(["rerecord", "--commit-mode", "push"], { cwd: work });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/3 stale, 0 fresh/);
    const sha = headOf(work);
    expect(git(work, "rev-parse", "HEAD^").trim()).toBe(before);
    expect(filesOf(work, sha)).toEqual([
      "replays/csv-report.cassette.json",
      "replays/denied-delete.cassette.json",
      "replays/metric-choice.cassette.json",
    ]);
    const message = git(work, "log", "-1", "--format=%an <%ae>%n%B").trim();
    expect(message.split("\n\n").slice(0, 2).join("\n\n")).toBe(
      [
        `${DEFAULT_BOT_IDENTITY.name} <${DEFAULT_BOT_IDENTITY.email}>`,
        "Re-record 3 stale cassettes",
        "",
        "- replays/csv-report.cassette.json",
        "- replays/denied-delete.cassette.json",
        "- replays/metric-choice.cassette.json",
      ].join("\n"),
    );
    // the details: per cassette its spend and the semantic diff's lines, then the total spend
    expect(message).toMatch(
      /\n\nreplays\/csv-report\.cassette\.json \(\$[0-9.]+ \(scripted model: not billed\)\):\n {2}csv-report: verdict pass -> pass; tool calls /,
    );
    expect(message).toMatch(/triggered by: \[skill\]/);
    expect(message.split("\n").at(-1)).toMatch(
      /^Spend reported by the recorded runs: \$[0-9.]+ \(\$[0-9.]+ reported by scripted runs \(not billed\)\)$/,
    );
    expect(run.stdout).toMatch(
      /^ok: re-recorded 3 cassettes \(\$[0-9.]+ reported by scripted runs \(not billed\)\); pushed [0-9a-f]{12} to main$/m,
    );
    expect(remoteSha()).toBe(sha);
    expect(git(work, "status", "--porcelain").split("\n").filter(Boolean).sort()).toEqual([
      " M NOTES.md",
      "?? scratch.txt",
    ]);
    expect(readdirSync(join(work, "replays")).filter((f) => f.includes(".tmp"))).toEqual([]);

    const fresh = clone("fresh");
    const verify = runCli(["verify", "replays"], { cwd: fresh });
    expect(verify.code, verify.stdout + verify.stderr).toBe(0);
    const replay = runCli(["replay", "replays"], { cwd: fresh });
    expect(replay.code, replay.stdout + replay.stderr).toBe(0);
  });

  it("a concurrent push between record and push: fetch, rebase, push again", async () => {
    editSkill(work, "Mention the currency.");
    const other = clone("other");
    const report = await runRerecordJob({
      root: work,
      paths: ["replays/denied-delete.cassette.json"],
      mode: "push",
      recordEnv: process.env,
      beforePush: (attempt) => {
        if (attempt !== 1) return;
        writeFileSync(join(other, "NOTES.md"), "someone else's notes\n");
        git(other, "commit", "-qam", "unrelated concurrent commit");
        git(other, "push", "-q", "origin", "main");
      },
    });
    expect(report.commitError).toBeUndefined();
    expect(report.ok).toBe(true);
    expect(report.commit.pushAttempts).toBe(2);
    expect(remoteSha()).toBe(report.commit.commitSha);
    expect(git(work, "rev-parse", "HEAD^").trim()).toBe(headOf(other));
    expect(filesOf(work, report.commit.commitSha!)).toEqual(["replays/denied-delete.cassette.json"]);
    expect(readFileSync(join(work, "NOTES.md"), "utf8")).toBe("someone else's notes\n");
  });

  it("a conflicting change to the same cassette on the remote: stop, push nothing, leave no rebase behind", async () => {
    editSkill(work, "Round to two decimals.");
    const other = clone("other");
    const report = await runRerecordJob({
      root: work,
      paths: ["replays/denied-delete.cassette.json"],
      mode: "push",
      recordEnv: process.env,
      beforePush: (attempt) => {
        if (attempt !== 1) return;
        const p = join(other, "replays/denied-delete.cassette.json");
        writeFileSync(
          p,
          readFileSync(p, "utf8").replace(/"startedAtWall": "[^"]*"/, '"startedAtWall": "2001-01-01T00:00:00.000Z"'),
        );
        git(other, "commit", "-qam", "someone else touched the cassette");
        git(other, "push", "-q", "origin", "main");
      },
    });
    const remoteTip = headOf(other);
    expect(report.ok).toBe(false);
    expect(report.commitError).toMatch(
      /^push to origin\/main: the remote changed replays\/denied-delete\.cassette\.json as well .*rebase aborted, nothing pushed/,
    );
    expect(remoteSha()).toBe(remoteTip);
    expect(existsSync(join(work, ".git/rebase-merge")) || existsSync(join(work, ".git/rebase-apply"))).toBe(false);
    // the commit was built off the user's branch (isolated-push.ts): HEAD is untouched, nothing staged,
    // and the refreshed cassette stays in the work tree for the next run (the crash journal knows it)
    expect(headOf(work)).not.toBe(remoteTip);
    expect(git(work, "diff", "--cached", "--name-only").trim()).toBe("");
    expect(git(work, "status", "--porcelain").trim()).toBe("M replays/denied-delete.cassette.json");
    expect(git(work, "log", "--format=%an", "-1").trim()).not.toBe(DEFAULT_BOT_IDENTITY.name); // no unpushed bot commit on the branch
  });

  it("a failing re-record: exit 1, nothing committed, the old cassette byte-identical", () => {
    const script = join(work, "model-scripts/denied-delete.yaml");
    writeFileSync(
      script,
      readFileSync(script, "utf8").replace("I was not permitted to delete sales.csv", "Done, sales.csv is gone"),
    );
    git(work, "commit", "-qam", "a model that no longer passes");
    editSkill(work, "Never delete uploads.");
    const cassette = join(work, "replays/denied-delete.cassette.json");
    const before = readFileSync(cassette);
    const head = headOf(work);

    const run = runCli(["rerecord", "replays/denied-delete.cassette.json", "--commit-mode", "push"], { cwd: work });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(
      /✗ failed replays\/denied-delete\.cassette\.json \(v12, \$[0-9.]+ \(scripted model: not billed\)\) — the live run failed its assertions: .*not permitted/,
    );
    expect(readFileSync(cassette).equals(before)).toBe(true);
    expect(headOf(work)).toBe(head);
    expect(remoteSha()).toBe(head);
    expect(git(work, "status", "--porcelain").trim()).toBe("");
  });
});

describe("rerecord --commit-mode none", () => {
  it("keeps a v9 cassette at v9, leaves the refreshed file in the work tree and commits nothing", () => {
    const rec = runCli(
      ["record", "scenarios/metric-choice.yaml", "--out", "replays/metric-choice.cassette.json", "--format", "v9"],
      { cwd: work },
    );
    expect(rec.code, rec.stderr).toBe(0);
    git(work, "commit", "-qam", "metric-choice at v9");
    editSkill(work, "Ask before computing.");
    const head = headOf(work);
    const run = runCli(["rerecord", "replays/metric-choice.cassette.json", "--output-format", "json"], { cwd: work });
    expect(run.code, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.results).toEqual([
      expect.objectContaining({ cassette: "replays/metric-choice.cassette.json", status: "refreshed", format: "v9" }),
    ]);
    expect(out.commit).toEqual({ changesDetected: true });
    const c = JSON.parse(readFileSync(join(work, "replays/metric-choice.cassette.json"), "utf8"));
    expect(c.cassetteVersion).toBe(9);
    expect(headOf(work)).toBe(head);
    expect(git(work, "status", "--porcelain").trim()).toBe("M replays/metric-choice.cassette.json");
  });
});

const SCRIPT = "model-scripts/metric-choice.yaml";
const METRIC = "replays/metric-choice.cassette.json";

/** Commits and pushes a change to a file of the work tree. */
function commitEdit(dir: string, file: string, edit: (text: string) => string, message: string): void {
  const p = join(dir, file);
  writeFileSync(p, edit(readFileSync(p, "utf8")));
  git(dir, "commit", "-qam", message);
  git(dir, "push", "-q", "origin", "main");
}

/** Every request the job made is an operation of GitHub's REST API, with a body its schema accepts. */
function expectValidAgainstOpenApi(requests: RecordedRequest[]): string[] {
  const ops = requests.map((r) => {
    const v = checkAgainstOpenApi(r);
    expect(v.problems, `${r.method} ${r.path}`).toEqual([]);
    return v.operationId!;
  });
  return ops;
}

describe("the Action, command: rerecord, commit-mode pull-request", () => {
  it("opens the PR with a diff section per cassette, updates it, closes it (comment, branch deleted) when nothing is stale, and does not reopen a declined one", async () => {
    const server = await startGitHubServer({ git: remote });
    server.onDeleteRef = (ref) => {
      try {
        git(remote, "update-ref", "-d", `refs/${ref}`, git(remote, "rev-parse", `refs/${ref}`).trim());
        return true;
      } catch {
        return false;
      }
    };
    const runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
    const apiKey = "sk-ant-api03-" + "K".repeat(40);
    const initial = headOf(work);
    const action = () =>
      runAction(server.url, runner, {
        "INPUT_ANTHROPIC-API-KEY": apiKey,
        GITHUB_RUN_ID: "77",
        GITHUB_SERVER_URL: "https://github.example",
      });
    try {
      // 1. the model script changes a question's wording: the cassette is stale, its AskUserQuestion call changes
      commitEdit(
        work,
        SCRIPT,
        (t) => t.replace("Sum of every numeric column", "Sum of each numeric column"),
        "script: reword Totals",
      );
      const mainBefore = headOf(work);
      const first = await action();
      expect(first.code, first.log).toBe(0);
      const branchSha = remoteSha("refs/heads/cowork/rerecord-main");
      expect(first.outputs).toMatchObject({
        ok: "true",
        refreshed: "1",
        failed: "0",
        "changes-detected": "true",
        "commit-sha": branchSha,
        "pushed-sha": "",
        "pull-request-number": "1",
        "pull-request-operation": "created",
      });
      expect(git(remote, "rev-parse", `${branchSha}^`).trim()).toBe(mainBefore);
      expect(server.git!.verified.has(branchSha)).toBe(true); // commit-signing api, the default: made through the API
      expect(filesOf(remote, branchSha)).toEqual([METRIC]);
      expect(remoteSha()).toBe(mainBefore); // the base branch is not touched
      expect(git(remote, "show", `${branchSha}:${METRIC}`)).not.toContain(apiKey);
      expect(server.pulls).toEqual([
        expect.objectContaining({
          number: 1,
          head: "cowork/rerecord-main",
          base: "main",
          title: "Re-record 1 stale cassette",
          state: "open",
        }),
      ]);
      const body1 = server.pulls[0]!.body;
      expect(body1).toMatch(
        /^## cowork-harness rerecord\n\n✅ re-recorded 1 cassette \(\$[0-9.]+ reported by scripted runs \(not billed\)\)\n/,
      );
      expect(body1).toContain(`### \`${METRIC}\` — $`);
      expect(body1).toContain("Verdict: pass → pass");
      expect(body1).toContain("**Re-recorded because**\n- \\[model-script\\]");
      expect(body1).toContain("```mermaid");
      expect(body1).toMatch(/- changed `AskUserQuestion`/);
      expect(body1).toMatch(/\| cost \| \$[0-9.]+ \| \$[0-9.]+ \|/);
      expect(body1).toMatch(
        /\| `replays\/metric-choice\.cassette\.json` \| ✅ refreshed \| \$[0-9.]+ \(scripted model: not billed\) \|/,
      );
      expect(body1).toContain("Full detail in the [job summary](https://github.example/acme/skills/actions/runs/77).");
      expect(body1).toMatch(/<!-- cowork-harness:rerecord key=[0-9a-f]{16} -->\n$/);
      const summary1 = readFileSync(first.outputs["summary-md"]!, "utf8");
      expect(summary1).toContain("Pull request #1 created");
      expect(summary1).toContain("```mermaid");
      expect(readFileSync(join(runner, "step-summary.md"), "utf8")).toContain(summary1);
      const results1 = JSON.parse(readFileSync(first.outputs.results!, "utf8"));
      expect(results1.results).toEqual([
        expect.objectContaining({
          cassette: METRIC,
          status: "refreshed",
          costUsd: expect.any(Number),
          diff: expect.objectContaining({ name: "metric-choice" }),
        }),
      ]);
      expect(results1.spentUsd).toBe(results1.results[0].costUsd);

      // 2. the skill moves on; the cassette in the work tree is stale again: same PR, new branch head and body
      git(work, "checkout", "-q", "--", "replays");
      editSkill(work, "And keep it short.");
      const second = await action();
      expect(second.code, second.log).toBe(0);
      const branchSha2 = remoteSha("refs/heads/cowork/rerecord-main");
      expect(branchSha2).not.toBe(branchSha);
      expect(git(remote, "rev-parse", `${branchSha2}^`).trim()).toBe(headOf(work));
      expect(second.outputs).toMatchObject({
        "commit-sha": branchSha2,
        "pull-request-number": "1",
        "pull-request-operation": "updated",
      });
      expect(server.pulls).toHaveLength(1);
      expect(server.pulls[0]!.body).toContain("**Re-recorded because**\n- \\[skill\\]");
      expect(server.pulls[0]!.body).not.toBe(body1);

      // 3. both edits are reverted on main: nothing is stale, the PR is closed with a comment and its branch deleted
      git(work, "checkout", "-q", "--", "replays");
      git(work, "checkout", "-q", initial, "--", SCRIPT, SKILL);
      git(work, "commit", "-qm", "revert the script and the skill");
      git(work, "push", "-q", "origin", "main");
      const third = await action();
      expect(third.code, third.log).toBe(0);
      expect(third.outputs).toMatchObject({
        ok: "true",
        refreshed: "0",
        "pull-request-number": "",
        "pull-request-operation": "none",
      });
      expect(server.pulls[0]!.state).toBe("closed");
      expect(server.pulls[0]!.merged_at ?? null).toBeNull();
      expect(server.comments).toEqual([
        expect.objectContaining({
          issue: 1,
          body: expect.stringMatching(/^No cassette is stale on `main` any more \(1 checked at [0-9a-f]{12}\)/),
        }),
      ]);
      expect(server.deletedRefs).toEqual(["heads/cowork/rerecord-main"]);
      expect(() => remoteSha("refs/heads/cowork/rerecord-main")).toThrow();
      expect(readFileSync(third.outputs["summary-md"]!, "utf8")).toContain(
        "Closed pull request #1 and deleted its branch",
      );

      // 4. stale again: a new PR (the closed one was closed by the job, not declined); a person closes it unmerged
      editSkill(work, "Be precise.");
      const fourth = await action();
      expect(fourth.code, fourth.log).toBe(0);
      expect(fourth.outputs).toMatchObject({ "pull-request-number": "2", "pull-request-operation": "created" });
      server.closePull(2);
      const requestsBefore = server.requests.length;

      // 5. the same cassette stale for the same reason: declined — nothing recorded, pushed or opened; green with a warning
      git(work, "checkout", "-q", "--", "replays");
      const branchBefore = remoteSha("refs/heads/cowork/rerecord-main");
      const fifth = await action();
      expect(fifth.code, fifth.log).toBe(0);
      expect(fifth.log).toMatch(
        /::warning::pull request #2 with these re-records was closed without merging .*not opening it again/,
      );
      expect(fifth.outputs).toMatchObject({ ok: "true", refreshed: "0", "pull-request-number": "" });
      expect(git(work, "status", "--porcelain").trim()).toBe(""); // nothing was recorded
      expect(remoteSha("refs/heads/cowork/rerecord-main")).toBe(branchBefore);
      expect(server.pulls.map((p) => [p.number, p.state])).toEqual([
        [1, "closed"],
        [2, "closed"],
      ]);
      expect(server.requests.slice(requestsBefore).filter((r) => r.method !== "GET")).toEqual([]);

      for (const r of server.requests) expect(JSON.stringify(r.body ?? "")).not.toContain(apiKey);
      const ops = expectValidAgainstOpenApi(server.requests);
      for (const op of ["pulls/create", "pulls/update", "pulls/list", "issues/create-comment", "git/delete-ref"])
        expect(ops).toContain(op);
      const close = server.requests.find(
        (r) => r.method === "PATCH" && (r.body as { state?: string }).state === "closed",
      );
      expect(close?.path).toBe("/repos/acme/skills/pulls/1");
    } finally {
      await server.close();
      rmSync(runner, { recursive: true, force: true });
    }
  });

  it("from a fork pull request: a notice, nothing recorded or pushed, no API write; the summary and outputs are written", async () => {
    const server = await startGitHubServer();
    const runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
    try {
      editSkill(work, "A fork wants this.");
      const cassette = join(work, METRIC);
      const before = readFileSync(cassette);
      const fork = {
        name: "pull_request",
        payload: {
          pull_request: {
            number: 5,
            head: { sha: headOf(work), repo: { full_name: "mallory/skills" } },
            base: { repo: { full_name: "acme/skills" } },
          },
        },
      };
      const run = await runAction(server.url, runner, {}, fork);
      expect(run.code, run.log).toBe(0);
      expect(run.log).toMatch(/::notice::cowork-harness: refusing to open a pull request .*pull request from a fork/);
      expect(run.log).toMatch(/· would re-record replays\/metric-choice\.cassette\.json/);
      expect(run.outputs).toMatchObject({
        ok: "true",
        refreshed: "0",
        failed: "0",
        "changes-detected": "false",
        "commit-sha": "",
        "pull-request-number": "",
        "pull-request-operation": "none",
      });
      expect(readFileSync(join(runner, "step-summary.md"), "utf8")).toMatch(
        /✅ would re-record 1 cassette \(dry run: nothing recorded\)/,
      );
      expect(readFileSync(cassette).equals(before)).toBe(true);
      expect(server.requests.filter((r) => r.method !== "GET")).toEqual([]);
      expect(() => remoteSha("refs/heads/cowork/rerecord-main")).toThrow();
    } finally {
      await server.close();
      rmSync(runner, { recursive: true, force: true });
    }
  });

  it("no token in pull-request mode: the step fails naming the input, lists what is stale, writes the summary and every output", async () => {
    const server = await startGitHubServer();
    const runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
    try {
      editSkill(work, "Nobody gave a token.");
      const before = readFileSync(join(work, METRIC));
      const run = await runAction(server.url, runner, { "INPUT_GITHUB-TOKEN": "" });
      expect(run.code, run.log).toBe(1);
      expect(run.log).toMatch(
        /::error::cowork-harness rerecord: refusing to open a pull request of re-records \(commit-mode pull-request\), so nothing is re-recorded: no GitHub token — add the github-token input \(its default is \$\{\{ github\.token \}\}/,
      );
      expect(run.outputs).toMatchObject({
        ok: "false",
        refreshed: "0",
        failed: "0",
        "pull-request-number": "",
        "pushed-sha": "",
      });
      expect(existsSync(run.outputs.results!)).toBe(true);
      const summary = readFileSync(join(runner, "step-summary.md"), "utf8");
      expect(summary).toMatch(/^## cowork-harness rerecord\n\n❌ refusing to open a pull request .*no GitHub token/);
      expect(summary).toMatch(/\| `replays\/metric-choice\.cassette\.json` \| · would re-record \|/);
      expect(readFileSync(join(work, METRIC)).equals(before)).toBe(true);
      expect(server.requests).toEqual([]);
    } finally {
      await server.close();
      rmSync(runner, { recursive: true, force: true });
    }
  });

  it("an input error (bad max-cost-usd; for check, a bad fail-on): the step fails, and the summary and outputs are still written", async () => {
    const server = await startGitHubServer();
    const runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
    try {
      const bad = await runAction(server.url, runner, { "INPUT_MAX-COST-USD": "lots" });
      expect(bad.code, bad.log).toBe(2);
      expect(bad.log).toMatch(/::error::cowork-harness rerecord: input max-cost-usd must be a positive number/);
      expect(bad.outputs).toMatchObject({
        ok: "false",
        refreshed: "0",
        failed: "0",
        "pull-request-number": "",
        "pushed-sha": "",
      });
      expect(JSON.parse(readFileSync(bad.outputs.results!, "utf8")).error.message).toMatch(
        /^input max-cost-usd must be/,
      );
      expect(readFileSync(join(runner, "step-summary.md"), "utf8")).toMatch(
        /❌ input max-cost-usd must be a positive number/,
      );

      rmSync(join(runner, "step-summary.md"));
      const check = await runAction(server.url, runner, { INPUT_COMMAND: "check", "INPUT_FAIL-ON": "assertionz" });
      expect(check.code, check.log).toBe(2);
      expect(check.outputs).toMatchObject({
        ok: "false",
        failed: "0",
        stale: "0",
        results: join(runner, "cowork-harness-results.json"),
        "summary-md": join(runner, "cowork-harness-summary.md"),
      });
      expect(JSON.parse(readFileSync(check.outputs.results!, "utf8"))).toMatchObject({
        command: "check",
        ok: false,
        results: [],
      });
      expect(readFileSync(join(runner, "step-summary.md"), "utf8")).toMatch(
        /^## cowork-harness check\n\n❌ .*assertionz/,
      );

      rmSync(join(runner, "step-summary.md"));
      const none = await runAction(server.url, runner, {
        INPUT_COMMAND: "check",
        INPUT_PATHS: "nowhere/*.cassette.json",
      });
      expect(none.code, none.log).toBe(2);
      expect(none.outputs.results).toBe(join(runner, "cowork-harness-results.json"));
      expect(readFileSync(join(runner, "step-summary.md"), "utf8")).toMatch(
        /^## cowork-harness check\n\n❌ .*nowhere\//,
      );
    } finally {
      await server.close();
      rmSync(runner, { recursive: true, force: true });
    }
  });
});

describe("rerecord: local safety, scope and cost", () => {
  it("a local commit that was not pushed is never pushed: refused before recording, in both write-back modes", () => {
    editSkill(work, "Pushed skill edit.");
    writeFileSync(join(work, "NOTES.md"), "private work in progress\n");
    git(work, "commit", "-qam", "my unpushed work");
    const head = headOf(work);
    const tip = remoteSha();
    const cassette = readFileSync(join(work, METRIC));
    for (const mode of ["push", "pull-request"]) {
      const run = runCli(["rerecord", METRIC, "--commit-mode", mode, "--repo", "acme/skills"], {
        cwd: work,
        env: { GITHUB_TOKEN: "ghs_x", GITHUB_API_URL: "http://127.0.0.1:9" },
      });
      expect(run.code, run.stdout + run.stderr).toBe(1);
      expect(run.stderr).toMatch(
        /HEAD has 1 commit\(s\) that origin\/main does not have \([0-9a-f]+ my unpushed work\) — the re-record writes back only the cassettes/,
      );
      expect(remoteSha()).toBe(tip);
      expect(headOf(work)).toBe(head);
      expect(readFileSync(join(work, METRIC)).equals(cassette)).toBe(true);
    }
    expect(() => git(remote, "cat-file", "-e", `${head}^{commit}`)).toThrow(); // the unpushed commit never reached the remote
  });

  it("--dry-run says what it would re-record and from which scenario; --include-failing adds a fresh cassette whose verdict fails", () => {
    const p = join(work, METRIC);
    const c = JSON.parse(readFileSync(p, "utf8"));
    for (const a of c.scenario.assert) if (a.transcript_contains) a.transcript_contains = "Medians";
    writeFileSync(p, JSON.stringify(c, null, 2));
    git(work, "commit", "-qam", "a frozen assertion the recording fails");
    git(work, "push", "-q", "origin", "main");
    const plain = runCli(["rerecord", "--dry-run"], { cwd: work });
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(/^0 stale, 3 fresh\nok: nothing is stale among 3 cassettes$/m);
    const dry = runCli(["rerecord", "--dry-run", "--include-failing"], { cwd: work });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(
      "· would re-record replays/metric-choice.cassette.json from scenarios/metric-choice.yaml (v12)",
    );
    expect(dry.stdout).toContain('selected: [verdict] the cassette fails its replay: transcript missing "Medians"');
    expect(dry.stderr).toContain(
      "would re-record replays/metric-choice.cassette.json from scenarios/metric-choice.yaml",
    );
    expect(dry.stderr).not.toContain("re-recording");
    expect(readFileSync(p, "utf8")).toContain('"Medians"');

    const real = runCli(["rerecord", "--include-failing", "--output-format", "json"], { cwd: work });
    expect(real.code, real.stderr).toBe(0);
    const out = JSON.parse(real.stdout);
    expect(out.results).toEqual([
      expect.objectContaining({ cassette: METRIC, status: "refreshed", verdictBefore: false }),
    ]);
    expect(out.results[0].diff.verdict).toEqual({ before: false, after: true });
    expect(runCli(["replay", METRIC], { cwd: work }).code).toBe(0);
  });

  it("max-cost-usd stops at the cassette whose reported spend reaches the cap; spend per cassette and in total", () => {
    editSkill(work, "Costs matter.");
    // the denied-delete script reports 200k input tokens per turn: the agent prices that run above $1
    commitEdit(
      work,
      "model-scripts/denied-delete.yaml",
      (t) =>
        t
          .replace(/^(\s+)respond:/gm, "$1usage: {input_tokens: 200000, output_tokens: 10}\n$1respond:")
          .replace(/^ {2}- respond:/gm, "  - usage: {input_tokens: 200000, output_tokens: 10}\n    respond:"),
      "expensive script",
    );
    const skipped = readFileSync(join(work, METRIC));
    const run = runCli(["rerecord", "--max-cost-usd", "1", "--output-format", "json"], { cwd: work });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const out = JSON.parse(run.stdout);
    expect(out.results.map((r: { cassette: string; status: string }) => [r.cassette, r.status])).toEqual([
      ["replays/csv-report.cassette.json", "refreshed"],
      ["replays/denied-delete.cassette.json", "refreshed"],
      [METRIC, "skipped"],
    ]);
    const reported = (f: string) => {
      const lines: string[] = JSON.parse(readFileSync(join(work, f), "utf8")).events;
      return JSON.parse(lines.filter((l) => l.includes('"type":"result"')).at(-1)!).total_cost_usd as number;
    };
    const [csv, denied] = out.results as { costUsd: number }[];
    expect(csv!.costUsd).toBe(reported("replays/csv-report.cassette.json"));
    expect(denied!.costUsd).toBe(reported("replays/denied-delete.cassette.json"));
    expect(csv!.costUsd).toBeLessThan(1);
    expect(denied!.costUsd).toBeGreaterThan(1);
    expect(out.spentUsd).toBeCloseTo(csv!.costUsd + denied!.costUsd, 10);
    expect(out.results[2].error).toMatch(/^max-cost-usd \$1\.00 reached \(\$[0-9.]+ spent\) — left for the next run$/);
    expect(out.outcome.line).toMatch(
      /^max-cost-usd \$1\.00 reached after \$[0-9.]+: 1 stale cassette not re-recorded \(replays\/metric-choice\.cassette\.json\)/,
    );
    expect(readFileSync(join(work, METRIC)).equals(skipped)).toBe(true);
  });
});

const DENIED = "replays/denied-delete.cassette.json";

describe("rerecord: an unrecorded scenario", () => {
  // this change reaches dist/ only with the next build: these tests run the CLI bundled from src/
  let bundled: BundledCli | undefined;
  beforeAll(async () => {
    bundled = await bundleCli("src/cli/main.ts");
  }, 120_000);
  afterAll(() => bundled?.cleanup());

  /** The CLI built from src/, run as runCli runs dist/cli.js (the pinned agent named: the bundle is outside the checkout). */
  const cli = (args: string[], cwd: string) => {
    const r = spawnSync(process.execPath, [bundled!.cli, ...args], {
      cwd,
      env: {
        ...process.env,
        GITHUB_ACTIONS: "",
        GITHUB_STEP_SUMMARY: "",
        COWORK_HARNESS_OUTPUT_FORMAT: "",
        COWORK_AGENT_BINARY: resolveAgentBinary(),
      },
      encoding: "utf8",
      timeout: 300_000,
    });
    return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
  };

  /** One recorded scenario (metric-choice, its cassette in replays/) and one unrecorded (denied-delete: its cassette removed), pushed. */
  function oneRecordedOneUnrecorded(): void {
    git(work, "rm", "-q", DENIED, "replays/csv-report.cassette.json", "scenarios/csv-report.yaml");
    git(work, "commit", "-qm", "denied-delete has no cassette");
    git(work, "push", "-q", "origin", "main");
  }

  it("push: records it into replays/, where its neighbour's cassette lives, commits and pushes only that file; check on a fresh clone finds no unrecorded scenario", () => {
    oneRecordedOneUnrecorded();
    const before = cli(["check"], work);
    expect(before.stdout).toMatch(/^! unrecorded scenarios\/denied-delete\.yaml — /m);

    const dry = cli(["rerecord", "--dry-run"], work);
    expect(dry.code, dry.stdout + dry.stderr).toBe(0);
    expect(dry.stdout).toContain(
      "· would record (unrecorded) replays/denied-delete.cassette.json from scenarios/denied-delete.yaml (v12)",
    );
    expect(dry.stdout).toMatch(
      /^0 stale, 1 unrecorded, 1 fresh\nok: would record 1 unrecorded scenario \(dry run: nothing recorded\)$/m,
    );
    expect(dry.stdout).not.toContain("nothing is stale");
    // --scenarios names where the scenario files are: none there, nothing to record
    const elsewhere = cli(["rerecord", "--dry-run", "--scenarios", "elsewhere/**/*.yaml"], work);
    expect(elsewhere.stdout).toMatch(/^ok: nothing is stale among 1 cassette$/m);
    expect(existsSync(join(work, DENIED))).toBe(false);

    const head = headOf(work);
    const run = cli(["rerecord", "--commit-mode", "push"], work);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /^✓ recorded \(was unrecorded\) replays\/denied-delete\.cassette\.json from scenarios\/denied-delete\.yaml \(v12, \$[0-9.]+ \(scripted model: not billed\)\)$/m,
    );
    expect(run.stdout).toContain("    selected: [unrecorded] no cassette records scenarios/denied-delete.yaml");
    expect(run.stdout).toMatch(/^0 stale, 1 unrecorded, 1 fresh/m);
    expect(run.stdout).toMatch(
      /^ok: recorded 1 unrecorded scenario \(\$[0-9.]+ reported by scripted runs \(not billed\)\); pushed [0-9a-f]{12} to main$/m,
    );
    const sha = headOf(work);
    expect(git(work, "rev-parse", "HEAD^").trim()).toBe(head);
    expect(remoteSha()).toBe(sha);
    expect(filesOf(work, sha)).toEqual([DENIED]);
    expect(existsSync(join(work, "scenarios/denied-delete.cassette.json"))).toBe(false); // not record's default, beside it
    const message = git(work, "log", "-1", "--format=%B").trim();
    expect(message.split("\n\n").slice(0, 2).join("\n\n")).toBe(`Record 1 unrecorded scenario\n\n- ${DENIED}`);
    expect(message).toMatch(
      /\n\nreplays\/denied-delete\.cassette\.json \(\$[0-9.]+ \(scripted model: not billed\)\):\n {2}recorded \(was unrecorded\) from scenarios\/denied-delete\.yaml\n/,
    );
    const cassette = JSON.parse(readFileSync(join(work, DENIED), "utf8"));
    expect(cassette.scenarioSource).toBe("../scenarios/denied-delete.yaml");
    expect(git(work, "status", "--porcelain").trim()).toBe("");

    const fresh = clone("fresh");
    expect(existsSync(join(fresh, DENIED))).toBe(true);
    const check = cli(["check"], fresh);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/^✓ denied-delete \(replays\/denied-delete\.cassette\.json\) — /m);
    expect(check.stdout + check.stderr).not.toMatch(/^[!✗] unrecorded |unrecorded scenario/m);
    const again = cli(["rerecord", "--dry-run"], fresh);
    expect(again.stdout).toMatch(/^ok: nothing is stale among 2 cassettes$/m);
  }, 300_000);

  it("pull-request: one PR re-records the stale cassette and records the unrecorded scenario, each named as such", async () => {
    oneRecordedOneUnrecorded();
    editSkill(work, "Keep it brief."); // metric-choice's cassette goes stale
    const main = remoteSha();
    const server = await startGitHubServer();
    try {
      const report = await runRerecordJob({
        root: work,
        paths: [],
        mode: "pull-request",
        recordEnv: process.env,
        github: { client: createGitHubClient("ghs_test", server.url, {}), owner: "acme", repo: "skills" },
      });
      expect(report.commitError).toBeUndefined();
      expect(report.ok, report.outcome.line).toBe(true);
      expect(report.items.map((i) => [i.cassettePath, i.status, i.unrecorded])).toEqual([
        [join(work, METRIC), "refreshed", undefined],
        [join(work, DENIED), "refreshed", true],
      ]);
      const branch = remoteSha("refs/heads/cowork/rerecord-main");
      expect(filesOf(remote, branch)).toEqual([DENIED, METRIC]);
      expect(remoteSha()).toBe(main);
      expect(server.pulls).toEqual([
        expect.objectContaining({ title: "Re-record 1 stale cassette, record 1 unrecorded scenario", state: "open" }),
      ]);
      const body = server.pulls[0]!.body;
      expect(body).toMatch(
        /^## cowork-harness rerecord\n\n✅ re-recorded 1 cassette and recorded 1 unrecorded scenario \(\$[0-9.]+ reported by scripted runs \(not billed\)\)\n/,
      );
      expect(body).toMatch(/· 2 selected of 1 cassette\(s\) and 1 unrecorded scenario\(s\) · /);
      expect(body).toMatch(
        /\| `replays\/metric-choice\.cassette\.json` \| ✅ refreshed \| \$[0-9.]+ .*\| \\\[skill\\\]/,
      );
      expect(body).toMatch(
        /\| `replays\/denied-delete\.cassette\.json` \| ✅ recorded \(was unrecorded\) \| \$[0-9.]+ .*\| \\\[unrecorded\\\] no cassette records scenarios\/denied-delete\.yaml \|/,
      );
      expect(body).toContain(
        "Recorded (was unrecorded) from `scenarios/denied-delete.yaml`: its first cassette, nothing to diff against.",
      );
      expect(body).toContain("Verdict: pass → pass"); // the stale one's diff is still there
    } finally {
      await server.close();
    }
  }, 300_000);

  it("the Action (dist/action.js), commit-mode pull-request: the summary, the results and the outputs name it recorded (was unrecorded); the scenarios input narrows the search", async () => {
    oneRecordedOneUnrecorded();
    const server = await startGitHubServer({ git: remote });
    const runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
    try {
      const none = await runAction(server.url, runner, { INPUT_SCENARIOS: "elsewhere/**/*.yaml" });
      expect(none.code, none.log).toBe(0);
      expect(none.outputs).toMatchObject({ refreshed: "0", "pull-request-operation": "none" });
      expect(server.pulls).toEqual([]);

      const run = await runAction(server.url, runner);
      expect(run.code, run.log).toBe(0);
      expect(run.log).toMatch(
        /^✓ recorded \(was unrecorded\) replays\/denied-delete\.cassette\.json from scenarios\/denied-delete\.yaml \(/m,
      );
      expect(run.outputs).toMatchObject({
        ok: "true",
        refreshed: "1",
        failed: "0",
        "changes-detected": "true",
        "pull-request-number": "1",
        "pull-request-operation": "created",
      });
      expect(filesOf(remote, remoteSha("refs/heads/cowork/rerecord-main"))).toEqual([DENIED]);
      expect(server.pulls).toEqual([expect.objectContaining({ title: "Record 1 unrecorded scenario" })]);
      const summary = readFileSync(run.outputs["summary-md"]!, "utf8");
      expect(summary).toMatch(/^## cowork-harness rerecord\n\n✅ recorded 1 unrecorded scenario \(/);
      expect(summary).toMatch(/\| `replays\/denied-delete\.cassette\.json` \| ✅ recorded \(was unrecorded\) \|/);
      const results = JSON.parse(readFileSync(run.outputs.results!, "utf8"));
      expect(results.results).toEqual([
        expect.objectContaining({
          cassette: DENIED,
          scenario: "scenarios/denied-delete.yaml",
          status: "refreshed",
          label: "recorded (was unrecorded)",
          unrecorded: true,
        }),
      ]);
    } finally {
      await server.close();
      rmSync(runner, { recursive: true, force: true });
    }
  }, 300_000);

  it("a failing record of it: exit 1, reported as a failed record of the scenario, no cassette written, nothing committed", () => {
    oneRecordedOneUnrecorded();
    commitEdit(
      work,
      "model-scripts/denied-delete.yaml",
      (t) => t.replace("I was not permitted to delete sales.csv", "Done, sales.csv is gone"),
      "a model that no longer passes",
    );
    const head = headOf(work);
    const run = cli(["rerecord", "--commit-mode", "push", "--output-format", "json"], work);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const out = JSON.parse(run.stdout);
    expect(out.results).toEqual([
      expect.objectContaining({
        cassette: DENIED,
        scenario: "scenarios/denied-delete.yaml",
        status: "failed",
        label: "failed",
        unrecorded: true,
        error: expect.stringMatching(/^the live run failed its assertions: .*not permitted/),
      }),
    ]);
    expect(out.outcome.line).toMatch(
      /^none of the 1 unrecorded scenario could be recorded — scenarios\/denied-delete\.yaml \(unrecorded\): the live run failed its assertions/,
    );
    expect(existsSync(join(work, DENIED))).toBe(false);
    expect(readdirSync(join(work, "replays")).filter((f) => f.includes(".tmp"))).toEqual([]);
    expect(headOf(work)).toBe(head);
    expect(remoteSha()).toBe(head);
    expect(git(work, "status", "--porcelain").trim()).toBe("");
  }, 300_000);
});

interface ActionRun {
  code: number;
  log: string;
  outputs: Record<string, string>;
}

/** dist/action.js as GitHub runs it: a child process with INPUT_* and the runner's files. */
async function runAction(
  apiUrl: string,
  runner: string,
  over: NodeJS.ProcessEnv = {},
  event: { name: string; payload: unknown } = { name: "schedule", payload: { schedule: "0 3 * * 1" } },
): Promise<ActionRun> {
  const outFile = join(runner, `out-${Math.random()}`);
  const eventPath = join(runner, "event.json");
  writeFileSync(outFile, "");
  writeFileSync(eventPath, JSON.stringify(event.payload));
  // the container tier's settings (scripts/agent-image.sh prints them) reach the Action as on a runner
  const tier = Object.fromEntries(
    Object.entries(process.env).filter(([k]) =>
      /^(COWORK_AGENT_IMAGE|COWORK_CONTAINER_RUNTIME|COWORK_OCI_RUNTIME|CONTAINERS_CONF|XDG_RUNTIME_DIR)$/.test(k),
    ),
  );
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...tier,
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: work,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: "acme/skills",
    GITHUB_API_URL: apiUrl,
    GITHUB_OUTPUT: outFile,
    GITHUB_STEP_SUMMARY: join(runner, "step-summary.md"),
    RUNNER_TEMP: runner,
    INPUT_COMMAND: "rerecord",
    "INPUT_COMMIT-MODE": "pull-request",
    "INPUT_GITHUB-TOKEN": "ghs_testtoken0123456789abcdefghijklmnopqrstu",
    INPUT_PATHS: METRIC,
    INPUT_CACHE: "false",
    ...over,
  };
  const child = spawn(process.execPath, [ACTION], { env, cwd: work });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const code = await new Promise<number>((res) => child.on("close", (c) => res(c ?? -1)));
  const outputs: Record<string, string> = {};
  for (const m of readFileSync(outFile, "utf8").matchAll(/^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm))
    outputs[m[1]!] = m[3]!;
  return { code, log, outputs };
}
