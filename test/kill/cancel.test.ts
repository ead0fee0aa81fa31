/**
 * Cancellation as GitHub does it (issue 18): the Action's entrypoint (a dist/action.js, run as
 * test/helpers/run-action.ts runs it) records a scenario whose scripted model never answers, so the
 * agent is running when the runner's SIGINT arrives, then SIGTERM 2 s later. The check run on our
 * loopback GitHub API ends completed/cancelled (never in_progress), the job summary says what was
 * cancelled, every process the Action started is gone (the agent ran in a process group of its
 * own) and the workspace is as the checkout left it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git } from "../helpers/git-copy.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";
import { alive, descendants, snapshotDist, tempFilesUnder } from "./harness.js";

let base: string;
let workspace: string;
let action: string;
let distDir: string;
let gh: GitHubTestServer;
const HEAD_SHA = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";

beforeAll(async () => {
  const d = snapshotDist();
  action = d.action;
  distDir = d.dir;
  base = mkdtempSync(join(tmpdir(), "cowork-cancel-"));
  workspace = join(base, "ws");
  for (const dir of ["skills", "sessions", "data"])
    cpSync(join(REPO_ROOT, "examples", dir), join(workspace, dir), { recursive: true });
  mkdirSync(join(workspace, "model-scripts"));
  mkdirSync(join(workspace, "scenarios"));
  copyFileSync(join(REPO_ROOT, "test/fixtures/model-scripts/hang.yaml"), join(workspace, "model-scripts/hang.yaml"));
  writeFileSync(
    join(workspace, "scenarios/hang.yaml"),
    [
      "name: hang",
      "session: ../sessions/default.yaml",
      "fidelity: protocol",
      "# cowork-harness model_script: ../model-scripts/hang.yaml",
      "prompt: Summarize sales.csv.",
      "assert:",
      "  - result: success",
      "",
    ].join("\n"),
  );
  git(workspace, "init", "-q", "-b", "main");
  git(workspace, "add", "-A");
  git(workspace, "commit", "-q", "-m", "workspace");
  gh = await startGitHubServer();
});
afterAll(async () => {
  await gh?.close();
  rmSync(base, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the Action cancelled: SIGINT, then SIGTERM", () => {
  it(
    "completes the check run as cancelled, writes the summary, leaves no process and a clean workspace",
    { timeout: 90_000 },
    async () => {
      const runner = join(base, "runner");
      mkdirSync(runner);
      const summary = join(runner, "summary.md");
      writeFileSync(summary, "");
      writeFileSync(join(runner, "out"), "");
      // a push: the workflow's own code, which record may run at the protocol tier (on a pull request's
      // event only the container tier runs: test/sandbox/host-protocol-tier.test.ts)
      writeFileSync(join(runner, "event.json"), JSON.stringify({ ref: "refs/heads/main", after: HEAD_SHA }));
      const child = spawn(process.execPath, [action], {
        cwd: workspace,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...(process.env.COWORK_AGENT_BINARY ? { COWORK_AGENT_BINARY: process.env.COWORK_AGENT_BINARY } : {}),
          GITHUB_ACTIONS: "true",
          GITHUB_WORKSPACE: workspace,
          GITHUB_EVENT_NAME: "push",
          GITHUB_EVENT_PATH: join(runner, "event.json"),
          GITHUB_SHA: HEAD_SHA,
          GITHUB_REPOSITORY: "acme/skills",
          GITHUB_API_URL: gh.url,
          GITHUB_SERVER_URL: "https://github.example",
          GITHUB_RUN_ID: "42",
          GITHUB_OUTPUT: join(runner, "out"),
          GITHUB_STEP_SUMMARY: summary,
          RUNNER_TEMP: runner,
          "INPUT_GITHUB-TOKEN": "ghs_testtoken0123456789abcdefghijklmnopqrstu",
          INPUT_COMMAND: "record",
          INPUT_PATHS: "scenarios/hang.yaml",
          INPUT_CACHE: "false",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let log = "";
      child.stdout.on("data", (d) => (log += d));
      child.stderr.on("data", (d) => (log += d));
      const exited = new Promise<number | null>((r) => child.on("close", (c) => r(c)));

      // wait until the agent runs (a descendant besides node itself), at most 40 s
      let started: number[];
      for (let i = 0; i < 400; i++) {
        started = descendants(child.pid!).filter((p) => p !== child.pid);
        if (started.some((p) => /claude/.test(readFileSync(`/proc/${p}/cmdline`, "utf8").split("\0")[0] ?? ""))) break;
        if (child.exitCode !== null) break;
        await sleep(100);
      }
      expect(child.exitCode, `the Action ended before the agent started:\n${log}`).toBeNull();
      const agentPids = descendants(child.pid!).filter((p) => p !== child.pid);
      expect(agentPids.length, log).toBeGreaterThan(0);

      process.kill(child.pid!, "SIGINT");
      await sleep(2000);
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(child.pid!, "SIGTERM");
        } catch {
          /* it exited meanwhile */
        }
      }
      const code = await Promise.race([exited, sleep(15_000).then(() => "hung" as const)]);
      expect(code, log).not.toBe("hung");
      expect(code, log).not.toBe(0);

      const runs = gh.checkRuns;
      expect(
        runs.map((r) => [r.name, r.status, r.conclusion]),
        log,
      ).toEqual([["cowork-harness", "completed", "cancelled"]]);
      expect(runs[0]!.head_sha).toBe(HEAD_SHA); // the pushed commit, as the gate's check run
      expect(readFileSync(summary, "utf8")).toMatch(/cowork-harness record: cancelled[\s\S]*SIGINT/);
      await sleep(300);
      expect(alive(agentPids), `processes left: ${agentPids.join(", ")}`).toEqual([]);
      expect(git(workspace, "status", "--porcelain", "--ignored").trim()).toBe("");
      expect(tempFilesUnder(workspace)).toEqual([]);
    },
  );
});
