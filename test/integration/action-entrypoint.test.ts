/**
 * The Action's entrypoint run as GitHub runs it: a child process with INPUT_* and GITHUB_*
 * set, a real pull_request event payload, a git work tree of our examples holding a passing, a
 * failing and a stale cassette, and a GitHub REST server of ours on 127.0.0.1 recording every request.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HEAD_SHA, runActionEntrypoint, type ActionRun } from "../helpers/run-action.js";
import { git, type TempCopy } from "../helpers/git-copy.js";
import { examplesRepo, writeFailingAssertCassette } from "../helpers/fixtures.js";
import { sessionFingerprintOfFile } from "../helpers/staleness-checks.js";
import { loadSessionFile } from "../../src/core/session/load.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";

let copy: TempCopy;
let server: GitHubTestServer;
let runnerDir: string;

const PATHS = [
  "examples/replays/metric-choice.cassette.json",
  "examples/replays/failing-assert.cassette.json",
  "examples/replays/csv-report-pr.cassette.json",
].join("\n");

function runAction(inputs: Record<string, string>): Promise<ActionRun> {
  return runActionEntrypoint({
    workspace: copy.dir,
    apiUrl: server.url,
    runnerDir,
    inputs: { paths: PATHS, comment: "always", ...inputs },
  });
}

beforeAll(async () => {
  copy = examplesRepo({ git: true });
  // a second copy of the example skill, in its own session, recorded by csv-report-pr and by
  // failing-assert (csv-report with an assertion the agent never meets); metric-choice keeps the first
  const ex = join(copy.dir, "examples");
  cpSync(join(ex, "skills/csv-metrics"), join(ex, "skills/csv-metrics-pr"), { recursive: true });
  const session = join(ex, "sessions/pr.yaml");
  writeFileSync(
    session,
    readFileSync(join(ex, "sessions/default.yaml"), "utf8").replace(
      "../skills/csv-metrics",
      "../skills/csv-metrics-pr",
    ),
  );
  const base = JSON.parse(readFileSync(join(ex, "replays/csv-report.cassette.json"), "utf8"));
  const pr = {
    ...base,
    scenario: { ...base.scenario, session: "../sessions/pr.yaml" },
    fingerprint: { ...base.fingerprint, skillSources: ["../skills/csv-metrics-pr"] },
    sessionFingerprint: await sessionFingerprintOfFile(session),
    // its recorded settings are those of pr.yaml (the session fingerprint above says the same)
    inputs: {
      ...base.inputs,
      session: { path: "../sessions/pr.yaml", config: (await loadSessionFile(session)).authored },
    },
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
    // failing-assert is also stale: it counts once, under failed, on every channel
    expect(first.outputs.stale).toBe("1");
    expect(first.summary).toContain("1 passed, 1 failed, 1 stale, 0 errored (1 of the failed also stale)");
    const results = JSON.parse(readFileSync(first.outputs.results!, "utf8"));
    expect(results.results).toHaveLength(3);
    expect(readFileSync(first.outputs["summary-md"]!, "utf8")).toContain("failing-assert");

    // workflow-command annotations carry file and line
    const failing = first.stdout.split("\n").find((l) => l.startsWith("::error ") && l.includes("transcript"));
    expect(failing, first.stdout).toMatch(/^::error file=examples\/scenarios\/failing-assert\.yaml,line=\d+/);
    // the skill edit is annotated on the edited skill file, at the changed line, once per cassette
    const stale = first.stdout.split("\n").filter((l) => l.startsWith("::warning ") && l.includes("title=skill drift"));
    expect(stale, first.stdout).toHaveLength(2);
    for (const l of stale)
      expect(l).toMatch(/^::warning file=examples\/skills\/csv-metrics-pr\/skills\/csv-metrics\/SKILL\.md,line=\d+,/);

    // check run on the PR head, not the merge commit
    expect(server.checkRuns).toHaveLength(1);
    expect(server.checkRuns[0]!.head_sha).toBe(HEAD_SHA);
    expect(server.checkRuns[0]!.conclusion).toBe("failure");

    // job summary: a row per cassette and the totals
    expect(first.summary).toContain("metric-choice");
    expect(first.summary).toMatch(/stale/i);
    // the HTML report's paragraph sits under the gate's heading, not above it
    expect(first.summary.indexOf("## ❌ cowork-harness: gate failed")).toBeGreaterThanOrEqual(0);
    expect(first.summary.indexOf("📄")).toBeGreaterThan(first.summary.indexOf("## ❌ cowork-harness: gate failed"));

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

  it("outside a runner (no RUNNER_TEMP) writes its files to the system temp dir, never into the checkout", async () => {
    const run = await runActionEntrypoint({
      workspace: copy.dir,
      apiUrl: server.url,
      runnerDir,
      inputs: { paths: "examples/replays/metric-choice.cassette.json" },
      env: { RUNNER_TEMP: "" },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(git(copy.dir, "status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(run.outputs.results!.startsWith(tmpdir())).toBe(true);
  });

  it("a bad input is a one-line error and exit 2", async () => {
    const run = await runAction({ shard: "5/3" });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/::error::cowork-harness: shard must be "i\/n"/);
  });
});
