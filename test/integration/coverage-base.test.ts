/**
 * The gate judges the pull request against its base (issue 38, coverage): real git repositories —
 * a bare remote, the base on main, a pull request branch that removes a cassette (its scenario
 * stays), adds a scenario nobody recorded, and removes a test whole (cassette and scenario) — then
 * `check --base`, a shallow clone that has to fetch the base, and the Action's entrypoint with a
 * real pull_request webhook payload (@octokit/webhooks-examples) naming the base commit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { examplesRepo } from "../helpers/fixtures.js";
import { git, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { annotationsOf, runActionEntrypoint } from "../helpers/run-action.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";

let repo: TempCopy;
let scratch: string;
let remote: string;
let baseSha: string;
let headSha: string;

/** GitHub's recorded webhook deliveries (the package's types need a package we do not install: read as data). */
const WEBHOOKS = createRequire(import.meta.url)("@octokit/webhooks-examples") as {
  name: string;
  examples: Record<string, unknown>[];
}[];

const S = "examples/scenarios";
const R = "examples/replays";

beforeAll(() => {
  repo = examplesRepo({ git: true });
  scratch = mkdtempSync(join(tmpdir(), "coverage-base-"));
  // on the base: a scenario that was never recorded (it only warns: this pull request did not do it)
  writeFileSync(
    join(repo.dir, S, "old-gap.yaml"),
    readFileSync(join(repo.dir, S, "csv-report.yaml"), "utf8").replace(/^name: .*$/m, "name: old-gap"),
  );
  // on the base: csv-report fails (an assertion its recording never meets); the pull request fixes it
  const csv = join(repo.dir, S, "csv-report.yaml");
  writeFileSync(csv, readFileSync(csv, "utf8").replace("assert:\n", "assert:\n  - tool_called: WebSearch\n"));
  git(repo.dir, "add", "-A");
  git(repo.dir, "commit", "-q", "-m", "base");
  baseSha = git(repo.dir, "rev-parse", "HEAD").trim();
  remote = join(scratch, "remote.git");
  git(scratch, "init", "-q", "--bare", "-b", "main", remote);
  git(repo.dir, "remote", "add", "origin", remote);
  git(repo.dir, "push", "-q", "origin", "main");
  // the pull request
  git(repo.dir, "checkout", "-q", "-b", "pr");
  git(repo.dir, "rm", "-q", `${R}/denied-delete.cassette.json`);
  git(repo.dir, "rm", "-q", `${R}/metric-choice.cassette.json`, `${S}/metric-choice.yaml`);
  copyFileSync(join(repo.dir, S, "old-gap.yaml"), join(repo.dir, S, "new-test.yaml"));
  writeFileSync(
    join(repo.dir, S, "new-test.yaml"),
    readFileSync(join(repo.dir, S, "new-test.yaml"), "utf8").replace(/^name: .*$/m, "name: new-test"),
  );
  writeFileSync(csv, readFileSync(csv, "utf8").replace("  - tool_called: WebSearch\n", ""));
  // deliver-report newly fails: the pull request asks for a tool its recording never called
  const deliverScenario = join(repo.dir, S, "deliver-report.yaml");
  writeFileSync(
    deliverScenario,
    readFileSync(deliverScenario, "utf8").replace("assert:\n", "assert:\n  - tool_called: WebFetch\n"),
  );
  // a cassette changed by hand: its Bash call runs another command now (the pull request's word)
  const deliver = join(repo.dir, R, "deliver-report.cassette.json");
  const cassette = JSON.parse(readFileSync(deliver, "utf8")) as { events: string[] };
  let edited = false;
  cassette.events = cassette.events.map((line) => {
    const e = JSON.parse(line) as { type?: string; message?: { content?: Record<string, unknown>[] } };
    const call = e.type === "assistant" ? e.message?.content?.find((b) => b["name"] === "Bash") : undefined;
    if (!call || edited) return line;
    edited = true;
    (call["input"] as { command: string }).command += " --verbose";
    return JSON.stringify(e);
  });
  expect(edited).toBe(true);
  writeFileSync(deliver, `${JSON.stringify(cassette, null, 1)}\n`);
  git(repo.dir, "add", "-A");
  git(repo.dir, "commit", "-q", "-m", "pr");
  git(repo.dir, "push", "-q", "origin", "pr");
  headSha = git(repo.dir, "rev-parse", "HEAD").trim();
});
afterAll(() => {
  repo?.cleanup();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("check --base", () => {
  it("fails on a removed cassette and an added unrecorded scenario; warns on an old gap; notes a removed test", () => {
    const junit = join(scratch, "junit.xml");
    const r = runCli(["check", "examples", "--base", "main", "--junit", junit], { cwd: repo.dir });
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toContain(
      `✗ unrecorded ${S}/denied-delete.yaml — its cassette was removed in this pull request (${R}/denied-delete.cassette.json) — fix: record it (cowork-harness record ${S}/denied-delete.yaml)`,
    );
    expect(r.stdout).toContain(`✗ unrecorded ${S}/new-test.yaml — added in this pull request without a cassette`);
    expect(r.stdout).toContain(`! unrecorded ${S}/old-gap.yaml — already unrecorded on the base`);
    expect(r.stdout).toContain(
      `~ test removed: ${R}/metric-choice.cassette.json was removed with its scenario ${S}/metric-choice.yaml`,
    );
    expect(r.stdout).toContain(
      "✗ gate failed: 2 cassettes: 1 passed, 1 failed, 0 stale, 0 errored; 3 unrecorded scenarios, 1 test removed (fail-on",
    );
    // each cassette's one change against the base, judged on the base's own tree
    expect(r.stdout).toContain(`✓ csv-report (${R}/csv-report.cassette.json) — fixed — 8/8 assertions passed`);
    expect(r.stdout).toContain(`✗ deliver-report (${R}/deliver-report.cassette.json) — newly failing — `);
    expect(r.stdout).toContain("~ against the base: 1 newly failing · 1 fixed · 1 removed · 2 unrecorded");
    expect(r.stdout).toContain(
      `~ ${R}/deliver-report.cassette.json: changed in this pull request; against the base: tool calls 2 → 2 (0 added, 0 removed, 1 changed)`,
    );
    expect(r.stdout).not.toContain(`~ ${R}/csv-report.cassette.json: changed`);
    expect(r.stdout).toContain("  - 1 scenario unrecorded: added in this pull request without a cassette");
    expect(r.stdout).toContain("  - 1 scenario unrecorded: its cassette was removed in this pull request");
    const xml = readFileSync(junit, "utf8");
    expect(xml).toMatch(/<testsuite name="cowork-harness" tests="5" failures="3" errors="0" skipped="1">/);
    expect(xml).toContain(`name="new-test.yaml (unrecorded)" file="${S}/new-test.yaml"`);
    // the base was judged in a worktree of its own, gone now; the checkout is as it was
    expect(git(repo.dir, "worktree", "list").trim().split("\n")).toHaveLength(1);
    expect(git(repo.dir, "status", "--porcelain")).toBe("");
  });

  it("sharded: each shard judges the scenarios that fall to it, and merge reports the whole", () => {
    const parts = ["1/2", "2/2"].map((shard, i) => {
      const out = join(scratch, `shard-${i + 1}.json`);
      runCli(["check", "examples", "--base", "main", "--shard", shard, "--results", out], { cwd: repo.dir });
      return out;
    });
    const shards = parts.map(
      (p) => JSON.parse(readFileSync(p, "utf8")) as { coverage: { unrecorded: { scenario: string }[] } },
    );
    // every unrecorded scenario is judged by exactly one shard
    expect(shards.flatMap((s) => s.coverage.unrecorded.map((u) => u.scenario)).sort()).toEqual([
      `${S}/denied-delete.yaml`,
      `${S}/new-test.yaml`,
      `${S}/old-gap.yaml`,
    ]);
    const merged = runCli(["merge", ...parts], { cwd: repo.dir });
    expect(merged.code, merged.stdout + merged.stderr).toBe(1);
    expect(merged.stdout).toContain("**Against the base: 1 newly failing · 1 fixed · 1 removed · 2 unrecorded**");
    expect(merged.stdout).toContain("Unrecorded scenarios (3)");
    expect(merged.stdout).toContain("Removed tests (1)");
  });

  it("without a base, an unrecorded scenario warns and the gate passes", () => {
    const r = runCli(["check", "examples"], { cwd: repo.dir });
    expect(r.stdout).toContain(`! unrecorded ${S}/new-test.yaml — no cassette records it`);
    expect(r.stdout).not.toContain("test removed");
    expect(r.stdout).not.toContain("against the base");
    expect(r.stdout).not.toMatch(/scenario unrecorded/); // no reason of the gate's is an unrecorded scenario
  });

  it("a fail-on without unrecorded keeps them warnings", () => {
    const r = runCli(["check", "examples", "--base", "main", "--fail-on", "stale-inputs"], { cwd: repo.dir });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain(`! unrecorded ${S}/new-test.yaml — added in this pull request without a cassette`);
  });

  it("with no cassette at all, names the scenarios it found (exit 2)", () => {
    const r = runCli(["check", "examples/scenarios"], { cwd: repo.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /5 scenarios found with no cassette \(unrecorded\): examples\/scenarios\/csv-report\.yaml/,
    );
  });

  it("a shallow clone fetches the base commit, says so, and judges the same", () => {
    const shallow = join(scratch, "shallow");
    git(scratch, "clone", "-q", "--depth=1", "--branch", "pr", `file://${remote}`, shallow);
    expect(() => git(shallow, "cat-file", "-e", `${baseSha}^{commit}`)).toThrow();
    const r = runCli(["check", "examples", "--base", baseSha], { cwd: shallow });
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toContain(`fetched the base ${baseSha} (${baseSha.slice(0, 12)}): this checkout did not have it`);
    expect(r.stdout).toContain(`✗ unrecorded ${S}/new-test.yaml — added in this pull request without a cassette`);
  });

  it("a base that cannot be had is said in one line, and unrecorded scenarios then only warn", () => {
    const r = runCli(["check", "examples", "--base", "no-such-branch"], { cwd: repo.dir });
    expect(r.stdout).not.toMatch(/scenario unrecorded/);
    expect(r.stdout).toMatch(
      /! the base no-such-branch is not in this checkout and could not be fetched .*fetch-depth: 0/,
    );
    expect(r.stdout).toContain(`! unrecorded ${S}/new-test.yaml — no cassette records it`);
  });
});

describe("the Action on a pull_request event", () => {
  let server: GitHubTestServer;
  beforeAll(async () => {
    server = await startGitHubServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("judges against the payload's base commit in a shallow checkout: fails, and every channel names the same", async () => {
    const workspace = join(scratch, "action-ws");
    git(scratch, "clone", "-q", "--depth=1", "--branch", "pr", `file://${remote}`, workspace);
    const sample = WEBHOOKS.find((e) => e.name === "pull_request")!.examples.find(
      (e) => e["action"] === "synchronize",
    )!;
    const pr = sample["pull_request"] as Record<string, Record<string, unknown>>;
    const event = {
      ...sample,
      pull_request: { ...pr, base: { ...pr["base"], sha: baseSha }, head: { ...pr["head"], sha: headSha } },
    };
    const run = await runActionEntrypoint({
      workspace,
      apiUrl: server.url,
      event,
      inputs: { paths: `${R}/*.cassette.json`, comment: "always" },
    });
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs["ok"]).toBe("false");
    expect(run.summary).toContain("Unrecorded scenarios (3)");
    expect(run.summary).toContain("Removed tests (1)");
    expect(run.summary).toContain(`Judged against the base \`${baseSha}\``);
    const errors = annotationsOf(run.stdout).filter((a) => a.title?.startsWith("unrecorded scenario"));
    expect(errors.map((a) => [a.level, a.file, a.line])).toEqual([
      ["error", `${S}/denied-delete.yaml`, 1],
      ["error", `${S}/new-test.yaml`, 1],
      ["warning", `${S}/old-gap.yaml`, 1],
    ]);
    const comment = server.comments.at(-1)?.body ?? "";
    expect(comment).toContain("3 unrecorded scenarios, 1 test removed**");
    // the delta leads the comment, and the results file carries one change per cassette
    expect(comment).toContain("**Against the base: 1 newly failing · 1 fixed · 1 removed · 2 unrecorded**");
    const results = JSON.parse(readFileSync(run.outputs["results"]!, "utf8")) as { changes?: Record<string, string> };
    // the HTML report carries each row's change (shown under its status, found by the search)
    const html = readFileSync(run.outputs["report"]!, "utf8");
    expect(html).toContain('"change":"newly failing"');
    expect(html).toContain('"change":"fixed"');
    // the changed cassette's page has its before / after against the base's version
    expect(html).toMatch(/"diff":\{"name":"deliver-report"/);
    expect(results.changes).toEqual({
      [`${R}/csv-report.cassette.json`]: "fixed",
      [`${R}/deliver-report.cassette.json`]: "newly-failing",
    });
    expect(run.summary).toContain("Changed in this pull request (1)");
    // the behaviour diff against the base, collapsed: the changed call and what of it changed
    expect(run.summary).toContain("<details><summary>behaviour against the base</summary>");
    expect(run.summary).toMatch(/- changed `Bash`: .*\(`command` changed\)/);
  }, 120_000);
});
