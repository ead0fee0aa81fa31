/**
 * The re-record job end to end: real git with a bare remote, the real claude binary against the
 * scripted model of each example scenario. A committed skill edit makes the example cassettes
 * stale; `rerecord` refreshes them, commits only those files and pushes (or opens/updates a PR
 * through our loopback GitHub API), and the remote's fresh clone verifies clean. Also: a
 * concurrent push (rebase and succeed), a conflicting one (stop, nothing pushed), and a failing
 * re-record (nothing committed, old cassette byte-identical).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { startGitHubServer } from "../helpers/github-server.js";
import { runRerecordJob } from "../../src/rerecord/run.js";
import { DEFAULT_BOT_IDENTITY } from "../../src/rerecord/git.js";

const ACTION = join(REPO_ROOT, "dist/action.js");
const SKILL = "skills/csv-metrics/skills/csv-metrics/SKILL.md";

let base: string;
let remote: string;
let work: string;

const remoteSha = (ref = "refs/heads/main") => git(remote, "rev-parse", ref).trim();
const headOf = (dir: string) => git(dir, "rev-parse", "HEAD").trim();
const filesOf = (dir: string, sha: string) => git(dir, "diff-tree", "--no-commit-id", "--name-only", "-r", `${sha}^`, sha).trim().split("\n").sort();

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
    expect(filesOf(work, sha)).toEqual(["replays/csv-report.cassette.json", "replays/denied-delete.cassette.json", "replays/metric-choice.cassette.json"]);
    expect(git(work, "log", "-1", "--format=%an <%ae>%n%B").trim()).toBe(
      [
        `${DEFAULT_BOT_IDENTITY.name} <${DEFAULT_BOT_IDENTITY.email}>`,
        "Re-record 3 stale cassettes",
        "",
        "- replays/csv-report.cassette.json",
        "- replays/denied-delete.cassette.json",
        "- replays/metric-choice.cassette.json",
      ].join("\n"),
    );
    expect(remoteSha()).toBe(sha);
    expect(git(work, "status", "--porcelain").split("\n").filter(Boolean).sort()).toEqual([" M NOTES.md", "?? scratch.txt"]);
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
        writeFileSync(p, readFileSync(p, "utf8").replace(/"startedAtWall": "[^"]*"/, '"startedAtWall": "2001-01-01T00:00:00.000Z"'));
        git(other, "commit", "-qam", "someone else touched the cassette");
        git(other, "push", "-q", "origin", "main");
      },
    });
    const remoteTip = headOf(other);
    expect(report.ok).toBe(false);
    expect(report.commitError).toMatch(/^push to origin\/main: the remote changed replays\/denied-delete\.cassette\.json as well .*rebase aborted, nothing pushed/);
    expect(remoteSha()).toBe(remoteTip);
    expect(existsSync(join(work, ".git/rebase-merge")) || existsSync(join(work, ".git/rebase-apply"))).toBe(false);
    expect(git(work, "status", "--porcelain").trim()).toBe("");
    expect(filesOf(work, headOf(work))).toEqual(["replays/denied-delete.cassette.json"]); // our commit, intact and unpushed
  });

  it("a failing re-record: exit 1, nothing committed, the old cassette byte-identical", () => {
    const script = join(work, "model-scripts/denied-delete.yaml");
    writeFileSync(script, readFileSync(script, "utf8").replace("I was not permitted to delete sales.csv", "Done, sales.csv is gone"));
    git(work, "commit", "-qam", "a model that no longer passes");
    editSkill(work, "Never delete uploads.");
    const cassette = join(work, "replays/denied-delete.cassette.json");
    const before = readFileSync(cassette);
    const head = headOf(work);

    const run = runCli(["rerecord", "replays/denied-delete.cassette.json", "--commit-mode", "push"], { cwd: work });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(/✗ failed replays\/denied-delete\.cassette\.json \(v12\) — the live run failed its assertions: .*not permitted/);
    expect(readFileSync(cassette).equals(before)).toBe(true);
    expect(headOf(work)).toBe(head);
    expect(remoteSha()).toBe(head);
    expect(git(work, "status", "--porcelain").trim()).toBe("");
  });
});

describe("rerecord --commit-mode none", () => {
  it("keeps a v9 cassette at v9, leaves the refreshed file in the work tree and commits nothing", () => {
    const rec = runCli(["record", "scenarios/metric-choice.yaml", "--out", "replays/metric-choice.cassette.json", "--format", "v9"], { cwd: work });
    expect(rec.code, rec.stderr).toBe(0);
    git(work, "commit", "-qam", "metric-choice at v9");
    editSkill(work, "Ask before computing.");
    const head = headOf(work);
    const run = runCli(["rerecord", "replays/metric-choice.cassette.json", "--output-format", "json"], { cwd: work });
    expect(run.code, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.results).toEqual([expect.objectContaining({ cassette: "replays/metric-choice.cassette.json", status: "refreshed", format: "v9" })]);
    expect(out.commit).toEqual({ changesDetected: true });
    const c = JSON.parse(readFileSync(join(work, "replays/metric-choice.cassette.json"), "utf8"));
    expect(c.cassetteVersion).toBe(9);
    expect(headOf(work)).toBe(head);
    expect(git(work, "status", "--porcelain").trim()).toBe("M replays/metric-choice.cassette.json");
  });
});

interface ActionRun {
  code: number;
  log: string;
  outputs: Record<string, string>;
}

/** dist/action.js as GitHub runs it: a child process with INPUT_* and the runner's files. */
async function runAction(apiUrl: string, runner: string, over: NodeJS.ProcessEnv = {}, event: { name: string; payload: unknown } = { name: "schedule", payload: { schedule: "0 3 * * 1" } }): Promise<ActionRun> {
  const outFile = join(runner, `out-${Math.random()}`);
  const eventPath = join(runner, "event.json");
  writeFileSync(outFile, "");
  writeFileSync(eventPath, JSON.stringify(event.payload));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: work,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: "acme/skills",
    GITHUB_API_URL: apiUrl,
    GITHUB_OUTPUT: outFile,
    RUNNER_TEMP: runner,
    INPUT_COMMAND: "rerecord",
    "INPUT_COMMIT-MODE": "pull-request",
    "INPUT_GITHUB-TOKEN": "ghs_testtoken0123456789abcdefghijklmnopqrstu",
    INPUT_PATHS: "replays/metric-choice.cassette.json",
    INPUT_CACHE: "false",
    ...over,
  };
  const child = spawn(process.execPath, [ACTION], { env, cwd: work });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const code = await new Promise<number>((res) => child.on("close", (c) => res(c ?? -1)));
  const outputs: Record<string, string> = {};
  for (const m of readFileSync(outFile, "utf8").matchAll(/^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!;
  return { code, log, outputs };
}

describe("the Action, command: rerecord, commit-mode pull-request", () => {
  it("pushes cowork/rerecord-main, opens the PR through the API, and a second run updates the same PR", async () => {
    const server = await startGitHubServer();
    const runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
    const apiKey = "sk-ant-api03-" + "K".repeat(40);
    const action = () => runAction(server.url, runner, { "INPUT_ANTHROPIC-API-KEY": apiKey });
    try {
      editSkill(work, "Name the metrics you computed.");
      const mainBefore = headOf(work);
      const first = await action();
      expect(first.code, first.log).toBe(0);
      const branchSha = remoteSha("refs/heads/cowork/rerecord-main");
      expect(first.outputs).toEqual({ "changes-detected": "true", "commit-sha": branchSha, "pull-request-number": "1", "pull-request-operation": "created" });
      expect(git(remote, "rev-parse", `${branchSha}^`).trim()).toBe(mainBefore);
      expect(filesOf(remote, branchSha)).toEqual(["replays/metric-choice.cassette.json"]);
      expect(remoteSha()).toBe(mainBefore); // the base branch is not touched
      expect(headOf(work)).toBe(mainBefore);
      expect(git(remote, "show", `${branchSha}:replays/metric-choice.cassette.json`)).not.toContain(apiKey);
      expect(server.pulls).toEqual([expect.objectContaining({ number: 1, head: "cowork/rerecord-main", base: "main", title: "Re-record 1 stale cassette", state: "open" })]);
      expect(server.pulls[0]!.body).toContain("replays/metric-choice.cassette.json");

      // the skill moves on; the cassette in the work tree is stale again
      git(work, "checkout", "-q", "--", "replays");
      editSkill(work, "And keep it short.");
      const second = await action();
      expect(second.code, second.log).toBe(0);
      const branchSha2 = remoteSha("refs/heads/cowork/rerecord-main");
      expect(branchSha2).not.toBe(branchSha);
      expect(git(remote, "rev-parse", `${branchSha2}^`).trim()).toBe(headOf(work));
      expect(second.outputs).toMatchObject({ "commit-sha": branchSha2, "pull-request-number": "1", "pull-request-operation": "updated" });
      expect(server.pulls).toHaveLength(1);
      expect(server.requests.filter((r) => r.method === "POST" && r.path === "/repos/acme/skills/pulls")).toHaveLength(1);
      expect(server.requests.filter((r) => r.method === "PATCH" && r.path === "/repos/acme/skills/pulls/1")).toHaveLength(1);
      for (const r of server.requests) expect(JSON.stringify(r.body ?? "")).not.toContain(apiKey);
    } finally {
      await server.close();
      rmSync(runner, { recursive: true, force: true });
    }
  });

  it("from a fork pull request: a notice, nothing recorded or pushed, no API write", async () => {
    const server = await startGitHubServer();
    const runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
    try {
      editSkill(work, "A fork wants this.");
      const cassette = join(work, "replays/metric-choice.cassette.json");
      const before = readFileSync(cassette);
      const fork = {
        name: "pull_request",
        payload: { pull_request: { number: 5, head: { sha: headOf(work), repo: { full_name: "mallory/skills" } }, base: { repo: { full_name: "acme/skills" } } } },
      };
      const run = await runAction(server.url, runner, {}, fork);
      expect(run.code, run.log).toBe(0);
      expect(run.log).toMatch(/::notice::cowork-harness: refusing to open a pull request .*pull request from a fork/);
      expect(run.log).toMatch(/· dry-run replays\/metric-choice\.cassette\.json/);
      expect(run.outputs).toEqual({ "changes-detected": "false", "commit-sha": "", "pull-request-number": "", "pull-request-operation": "none" });
      expect(readFileSync(cassette).equals(before)).toBe(true);
      expect(server.requests.filter((r) => r.method !== "GET")).toEqual([]);
      expect(() => remoteSha("refs/heads/cowork/rerecord-main")).toThrow();
    } finally {
      await server.close();
      rmSync(runner, { recursive: true, force: true });
    }
  });
});
