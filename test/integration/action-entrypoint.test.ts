/**
 * The Action's entrypoint run as GitHub runs it: a child process with INPUT_* and GITHUB_*
 * set, a real pull_request event payload, a git work tree of our examples holding a passing, a
 * failing and a stale cassette, and a GitHub REST server of ours on 127.0.0.1 recording every request.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git, type TempCopy } from "../helpers/git-copy.js";
import { examplesRepo, writeFailingAssertCassette } from "../helpers/fixtures.js";
import { sessionFingerprintOfFile } from "../../src/verify/session-shape.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";

const HEAD_SHA = "6dcb09b5b57875f334f61aebed695e2e4193db5e";
const MERGE_SHA = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";
const ACTION = join(REPO_ROOT, "dist/action.js");

let copy: TempCopy;
let server: GitHubTestServer;
let runnerDir: string;

function payload() {
  const repo = { id: 1, name: "skills", full_name: "acme/skills", owner: { login: "acme" }, default_branch: "main" };
  return {
    action: "synchronize",
    number: 17,
    pull_request: {
      number: 17,
      merge_commit_sha: MERGE_SHA,
      head: { ref: "feature", sha: HEAD_SHA, repo },
      base: { ref: "main", sha: "9049f1265b7d61be4a8904a9a27120d2064dab3b", repo },
    },
    repository: repo,
  };
}

interface ActionRun {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

async function runAction(inputs: Record<string, string>): Promise<ActionRun> {
  const outFile = join(runnerDir, `out-${Math.random()}`);
  const summaryFile = join(runnerDir, `summary-${Math.random()}`);
  writeFileSync(outFile, "");
  writeFileSync(summaryFile, "");
  const eventPath = join(runnerDir, "event.json");
  writeFileSync(eventPath, JSON.stringify(payload()));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: copy.dir,
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: MERGE_SHA,
    GITHUB_REPOSITORY: "acme/skills",
    GITHUB_API_URL: server.url,
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_RUN_ID: "42",
    GITHUB_OUTPUT: outFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: runnerDir,
    "INPUT_GITHUB-TOKEN": "ghs_testtoken0123456789abcdefghijklmnopqrstu",
    INPUT_PATHS: [
      "examples/replays/metric-choice.cassette.json",
      "examples/replays/failing-assert.cassette.json",
      "examples/replays/csv-report-pr.cassette.json",
    ].join("\n"),
    INPUT_COMMENT: "always",
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  };
  const child = spawn(process.execPath, [ACTION], { env, cwd: copy.dir });
  let stdout = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stdout += d));
  const code = await new Promise<number>((res) => child.on("close", (c) => res(c ?? -1)));
  return { code, stdout, outputs: parseOutputs(readFileSync(outFile, "utf8")), summary: readFileSync(summaryFile, "utf8") };
}

beforeAll(async () => {
  copy = examplesRepo({ git: true });
  // a second copy of the example skill, in its own session, recorded by csv-report-pr and by
  // failing-assert (csv-report with an assertion the agent never meets); metric-choice keeps the first
  const ex = join(copy.dir, "examples");
  cpSync(join(ex, "skills/csv-metrics"), join(ex, "skills/csv-metrics-pr"), { recursive: true });
  const session = join(ex, "sessions/pr.yaml");
  writeFileSync(session, readFileSync(join(ex, "sessions/default.yaml"), "utf8").replace("../skills/csv-metrics", "../skills/csv-metrics-pr"));
  const base = JSON.parse(readFileSync(join(ex, "replays/csv-report.cassette.json"), "utf8"));
  const pr = {
    ...base,
    scenario: { ...base.scenario, session: "../sessions/pr.yaml" },
    fingerprint: { ...base.fingerprint, skillSources: ["../skills/csv-metrics-pr"] },
    sessionFingerprint: await sessionFingerprintOfFile(session),
  };
  writeFileSync(join(ex, "replays/csv-report-pr.cassette.json"), JSON.stringify(pr, null, 2));
  writeFailingAssertCassette(copy.dir, pr);
  git(copy.dir, "add", "-A");
  git(copy.dir, "commit", "-qm", "a second skill copy and its cassettes");
  // a skill edit on the PR branch makes the cassettes of the second copy stale
  appendFileSync(join(ex, "skills/csv-metrics-pr/skills/csv-metrics/SKILL.md"), "\nOne more instruction.\n");
  git(copy.dir, "commit", "-qam", "edit the skill");
  runnerDir = mkdtempSync(join(tmpdir(), "cowork-runner-"));
});
afterAll(() => {
  copy?.cleanup();
  rmSync(runnerDir, { recursive: true, force: true });
});
beforeEach(async () => {
  server = await startGitHubServer();
});
afterEach(async () => {
  await server.close();
});

describe("action entrypoint on a pull_request", () => {
  it("gates, annotates at file and line, creates the check run on the head sha, comments once then updates", async () => {
    const first = await runAction({});
    expect(first.code, first.stdout).toBe(1);
    expect(first.outputs.ok).toBe("false");
    expect(first.outputs.failed).toBe("1");
    expect(first.outputs.stale).toBe("2");
    const results = JSON.parse(readFileSync(first.outputs.results!, "utf8"));
    expect(results.results).toHaveLength(3);
    expect(readFileSync(first.outputs["summary-md"]!, "utf8")).toContain("failing-assert");

    // workflow-command annotations carry file and line
    const failing = first.stdout.split("\n").find((l) => l.startsWith("::error ") && l.includes("transcript"));
    expect(failing, first.stdout).toMatch(/^::error file=examples\/replays\/failing-assert\.cassette\.json,line=\d+/);
    const stale = first.stdout
      .split("\n")
      .find((l) => l.startsWith("::warning ") && l.includes("SKILL.md") && l.includes("file=examples/replays/csv-report-pr.cassette.json"));
    expect(stale, first.stdout).toMatch(/file=examples\/replays\/csv-report-pr\.cassette\.json,line=\d+/);

    // check run on the PR head, not the merge commit
    expect(server.checkRuns).toHaveLength(1);
    expect(server.checkRuns[0]!.head_sha).toBe(HEAD_SHA);
    expect(server.checkRuns[0]!.conclusion).toBe("failure");

    // job summary: a row per cassette and the totals
    expect(first.summary).toContain("metric-choice");
    expect(first.summary).toMatch(/stale/i);

    // the token never reaches the log: only the runner's own mask command names it
    const logLines = first.stdout.split("\n").filter((l) => !l.startsWith("::add-mask::"));
    expect(logLines.join("\n")).not.toContain("ghs_testtoken0123456789");
    expect(first.stdout).toContain("::add-mask::ghs_testtoken0123456789");

    expect(server.comments).toHaveLength(1);
    const firstBody = server.comments[0]!.body;
    const second = await runAction({});
    expect(second.code).toBe(1);
    expect(server.comments).toHaveLength(1);
    expect(server.requests.filter((r) => r.method === "PATCH" && /issues\/comments/.test(r.path))).toHaveLength(1);
    expect(server.comments[0]!.body).toContain("cowork-harness");
    expect(firstBody.length).toBeGreaterThan(0);
  });

  it("a 403 on every write degrades to annotations and the summary, never failing on reporting", async () => {
    server.faults.forbidWrites = true;
    const run = await runAction({ paths: "examples/replays/metric-choice.cassette.json" });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.ok).toBe("true");
    expect(run.stdout).toMatch(/::notice::.*(refused|not accessible|403)/i);
    expect(run.summary).toContain("metric-choice");
  });

  it("a bad input is a one-line error and exit 2", async () => {
    const run = await runAction({ shard: "5/3" });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/::error::cowork-harness: shard must be "i\/n"/);
  });
});
