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
      "✗ gate failed: 2 cassettes: 2 passed, 0 failed, 0 stale, 0 errored; 3 unrecorded scenarios, 1 test removed, 1 cassette changed",
    );
    expect(r.stdout).toContain(
      `~ ${R}/deliver-report.cassette.json: changed in this pull request; against the base: tool calls 2 → 2 (0 added, 0 removed, 1 changed)`,
    );
    expect(r.stdout).not.toContain(`~ ${R}/csv-report.cassette.json: changed`);
    expect(r.stdout).toContain("  - 1 scenario unrecorded: added in this pull request without a cassette");
    expect(r.stdout).toContain("  - 1 scenario unrecorded: its cassette was removed in this pull request");
    const xml = readFileSync(junit, "utf8");
    expect(xml).toMatch(/<testsuite name="cowork-harness" tests="5" failures="2" errors="0" skipped="1">/);
    expect(xml).toContain(`name="new-test.yaml (unrecorded)" file="${S}/new-test.yaml"`);
  });

  it("without a base, an unrecorded scenario warns and the gate passes", () => {
    const r = runCli(["check", "examples"], { cwd: repo.dir });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain(`! unrecorded ${S}/new-test.yaml — no cassette records it`);
    expect(r.stdout).not.toContain("test removed");
  });

  it("a fail-on without unrecorded keeps them warnings", () => {
    const r = runCli(["check", "examples", "--base", "main", "--fail-on", "assertions"], { cwd: repo.dir });
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
    expect(r.code, r.stdout + r.stderr).toBe(0);
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
    expect(comment).toContain("3 unrecorded scenarios, 1 test removed, 1 cassette changed");
    expect(run.summary).toContain("Changed in this pull request (1)");
    // the behaviour diff against the base, collapsed: the changed call and what of it changed
    expect(run.summary).toContain("<details><summary>behaviour against the base</summary>");
    expect(run.summary).toMatch(/- changed `Bash`: .*\(`command` changed\)/);
  }, 120_000);
});
