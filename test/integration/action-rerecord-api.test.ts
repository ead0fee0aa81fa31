/**
 * The Action (dist/action.js), `command: rerecord`, with commit-signing at its default (api): the
 * re-record commit is made through our loopback GitHub API, whose Git Data endpoints are backed by
 * the bare remote (test/helpers/github-git-data.ts). Pull-request mode opens the PR with the labels,
 * reviewers, team-reviewers, assignees and draft inputs; push mode moves the checked-out branch to
 * the API's commit, never forced, and the checkout follows. Protocol tier, real agent, scripted
 * model: no container and no key.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git } from "../helpers/git-copy.js";
import { parseOutputs } from "../helpers/run-action.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";
import { checkAgainstOpenApi, checkResponseAgainstOpenApi } from "../helpers/github-openapi.js";

const METRIC = "replays/metric-choice.cassette.json";
const SCENARIO = "scenarios/metric-choice.yaml";

let base: string;
let remote: string;
let work: string;
let runner: string;
let server: GitHubTestServer;

beforeEach(async () => {
  base = mkdtempSync(join(tmpdir(), "action-rerecord-api-"));
  remote = join(base, "remote.git");
  git(base, "init", "-q", "--bare", "-b", "main", remote);
  work = join(base, "work");
  cpSync(join(REPO_ROOT, "examples"), work, { recursive: true });
  for (const name of readdirSync(join(work, "replays"))) {
    if (name === "metric-choice.cassette.json") continue;
    const stem = name.replace(/\.cassette\.json$/, "");
    for (const f of [`replays/${name}`, `scenarios/${stem}.yaml`, `model-scripts/${stem}.yaml`])
      rmSync(join(work, f), { force: true });
  }
  git(work, "init", "-q", "-b", "main");
  git(work, "remote", "add", "origin", remote);
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "examples");
  git(work, "push", "-q", "-u", "origin", "main");
  // at the protocol tier (no container); the changed scenario makes its cassette stale
  const scenario = readFileSync(join(work, SCENARIO), "utf8")
    .replace("fidelity: container", "fidelity: protocol")
    // the example session stages a plugin, which the protocol tier does not load
    .replace("  - result: success\n", "  - result: success\n  - allow_l0_plugin_divergence: true\n");
  writeFileSync(join(work, SCENARIO), scenario);
  git(work, "commit", "-qam", "metric-choice at the protocol tier");
  git(work, "push", "-q", "origin", "main");
  runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
  server = await startGitHubServer({ git: remote });
});
afterEach(async () => {
  await server.close();
  rmSync(base, { recursive: true, force: true });
  rmSync(runner, { recursive: true, force: true });
});

async function runAction(
  over: NodeJS.ProcessEnv,
): Promise<{ code: number; log: string; outputs: Record<string, string> }> {
  const outFile = join(runner, `out-${Math.random()}`);
  const eventPath = join(runner, "event.json");
  writeFileSync(outFile, "");
  writeFileSync(eventPath, JSON.stringify({ schedule: "0 3 * * 1" }));
  const child = spawn(process.execPath, [join(REPO_ROOT, "dist/action.js")], {
    cwd: work,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: work,
      GITHUB_EVENT_NAME: "schedule",
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: "acme/skills",
      GITHUB_API_URL: server.url,
      GITHUB_OUTPUT: outFile,
      GITHUB_STEP_SUMMARY: join(runner, "step-summary.md"),
      RUNNER_TEMP: runner,
      INPUT_COMMAND: "rerecord",
      "INPUT_GITHUB-TOKEN": "ghs_testtoken0123456789abcdefghijklmnopqrstu",
      INPUT_PATHS: METRIC,
      INPUT_CACHE: "false",
      INPUT_REPORT: "false",
      ...over,
    },
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const code = await new Promise<number>((res) => child.on("close", (c) => res(c ?? -1)));
  return { code, log, outputs: parseOutputs(readFileSync(outFile, "utf8")) };
}

const remoteSha = (ref = "refs/heads/main") => git(remote, "rev-parse", ref).trim();
const headOf = () => git(work, "rev-parse", "HEAD").trim();
const changedIn = (sha: string) =>
  git(remote, "diff-tree", "--no-commit-id", "--name-only", "-r", `${sha}^`, sha).split("\n").filter(Boolean);

function validOperations(): string[] {
  return server.requests.map((r) => {
    const v = checkAgainstOpenApi(r);
    expect(v.problems, `${r.method} ${r.path}`).toEqual([]);
    if (v.operationId?.startsWith("git/"))
      expect(checkResponseAgainstOpenApi(r).problems, `${r.method} ${r.path} → ${r.status}`).toEqual([]);
    return v.operationId!;
  });
}

describe("the Action, command: rerecord, commit-signing api (the default)", () => {
  it("pull-request: the bot branch's commit is made through the API and verified; the PR gets the labels, reviewers, team reviewers, assignees and draft inputs", async () => {
    const main = remoteSha();
    const run = await runAction({
      "INPUT_COMMIT-MODE": "pull-request",
      INPUT_LABELS: "cassettes, automated",
      INPUT_REVIEWERS: "alice\ncarol",
      "INPUT_TEAM-REVIEWERS": "acme/qa",
      INPUT_ASSIGNEES: "bob",
      INPUT_DRAFT: "true",
    });
    expect(run.code, run.log).toBe(0);
    const sha = remoteSha("refs/heads/cowork/rerecord-main");
    expect(run.outputs).toMatchObject({
      ok: "true",
      refreshed: "1",
      "commit-sha": sha,
      "pull-request-number": "1",
      "pull-request-operation": "created",
    });
    expect(run.log).toContain(`committed ${sha} to cowork/rerecord-main (made through the GitHub API, verified)`);
    expect(server.git!.verified.has(sha)).toBe(true);
    expect(git(remote, "rev-parse", `${sha}^`).trim()).toBe(main);
    expect(changedIn(sha)).toEqual([METRIC]);
    expect(remoteSha()).toBe(main);
    expect(server.pulls).toEqual([
      expect.objectContaining({
        head: "cowork/rerecord-main",
        base: "main",
        draft: true,
        labels: ["cassettes", "automated"],
        reviewers: ["alice", "carol"],
        teamReviewers: ["qa"],
        assignees: ["bob"],
      }),
    ]);
    const ops = validOperations();
    for (const op of ["git/create-blob", "git/create-tree", "git/create-commit", "git/create-ref", "pulls/create"])
      expect(ops).toContain(op);
    const results = JSON.parse(readFileSync(run.outputs.results!, "utf8"));
    expect(results.commit).toMatchObject({ signing: "api", verified: true, commitSha: sha });
  }, 300_000);

  it("push: the branch moves to the API's verified commit, never forced, and the checkout follows", async () => {
    const before = headOf();
    const run = await runAction({ "INPUT_COMMIT-MODE": "push" });
    expect(run.code, run.log).toBe(0);
    const sha = remoteSha();
    expect(run.outputs).toMatchObject({ ok: "true", refreshed: "1", "commit-sha": sha, "pushed-sha": sha });
    expect(run.log).toContain(`pushed ${sha} to main (made through the GitHub API, verified)`);
    expect(server.git!.verified.has(sha)).toBe(true);
    expect(git(remote, "rev-parse", `${sha}^`).trim()).toBe(before);
    expect(changedIn(sha)).toEqual([METRIC]);
    expect(headOf()).toBe(sha);
    expect(git(work, "status", "--porcelain").trim()).toBe("");
    const ops = validOperations();
    expect(ops.filter((o) => o.startsWith("git/"))).toEqual([
      "git/create-blob",
      "git/create-tree",
      "git/create-commit",
      "git/update-ref",
    ]);
    expect(server.requests.find((r) => r.method === "PATCH")!.body).toEqual({ sha, force: false });
  }, 300_000);

  it("commit-signing local: git commits and pushes as git-user-name; no Git Data request", async () => {
    const run = await runAction({
      "INPUT_COMMIT-MODE": "push",
      "INPUT_COMMIT-SIGNING": "local",
      "INPUT_GIT-USER-NAME": "Re-record Bot",
      "INPUT_GIT-USER-EMAIL": "rerecord@example.invalid",
    });
    expect(run.code, run.log).toBe(0);
    const sha = remoteSha();
    expect(run.outputs["pushed-sha"]).toBe(sha);
    expect(run.log).not.toContain("made through the GitHub API");
    expect(git(remote, "log", "-1", "--format=%an <%ae>", sha).trim()).toBe("Re-record Bot <rerecord@example.invalid>");
    expect(server.git!.apiCommits).toEqual([]);
    expect(server.requests.filter((r) => r.path.includes("/git/"))).toEqual([]);
  }, 300_000);
});
