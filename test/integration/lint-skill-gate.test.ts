/**
 * lint-skill from the CLI and in the gate (issue 40): a real git repository of the examples, a
 * pull request branch that puts ${CLAUDE_PLUGIN_ROOT} into the skill's bash and a hooks.json with
 * a miscapitalised event. `check --base` names each finding at its line — a warning by default, a
 * failure under `fail-on: skill-lint` — and the Action annotates the SKILL.md line, with the
 * summary, JUnit and the results file (merged across shards) counting them the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { EXAMPLE_SKILL, EXAMPLE_SKILL_MD, examplesRepo } from "../helpers/fixtures.js";
import { git, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { annotationsOf, runActionEntrypoint } from "../helpers/run-action.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";

const WEBHOOKS = createRequire(import.meta.url)("@octokit/webhooks-examples") as {
  name: string;
  examples: Record<string, unknown>[];
}[];

const HOOKS = `${EXAMPLE_SKILL}/hooks/hooks.json`;
let repo: TempCopy;
let scratch: string;
let baseSha: string;
let headSha: string;
let bashLine: number;

beforeAll(() => {
  repo = examplesRepo({ git: true });
  scratch = mkdtempSync(join(tmpdir(), "lint-skill-gate-"));
  git(repo.dir, "commit", "-q", "--allow-empty", "-m", "base");
  baseSha = git(repo.dir, "rev-parse", "HEAD").trim();
  git(repo.dir, "checkout", "-q", "-b", "pr");
  const md = join(repo.dir, EXAMPLE_SKILL_MD);
  const before = readFileSync(md, "utf8");
  writeFileSync(
    md,
    `${before}\n\`\`\`bash\nnode "\${CLAUDE_PLUGIN_ROOT}/skills/csv-metrics/scripts/metrics.mjs" data.csv\n\`\`\`\n`,
  );
  bashLine = before.split("\n").length + 2;
  mkdirSync(join(repo.dir, EXAMPLE_SKILL, "hooks"), { recursive: true });
  writeFileSync(join(repo.dir, HOOKS), `{\n  "hooks": {\n    "pretooluse": []\n  }\n}\n`);
  git(repo.dir, "add", "-A");
  git(repo.dir, "commit", "-q", "-m", "pr");
  headSha = git(repo.dir, "rev-parse", "HEAD").trim();
});
afterAll(() => {
  repo?.cleanup();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("lint-skill", () => {
  it("the CLI names each finding at its line; --strict fails on the WARN; JSON has the envelope", () => {
    const r = runCli(["lint-skill", `${EXAMPLE_SKILL}/skills/csv-metrics`], { cwd: repo.dir });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain(`⚠ WARN [plugin-root-in-vm-bash] ${EXAMPLE_SKILL_MD}:${bashLine}\n`);
    expect(r.stdout).toContain("0 error(s), 1 warning(s), 0 info across 1 skill file.");
    expect(runCli(["lint-skill", "--strict", `${EXAMPLE_SKILL}/skills/csv-metrics`], { cwd: repo.dir }).code).toBe(1);
    const all = runCli(["lint-skill", EXAMPLE_SKILL, "--output-format", "json"], { cwd: repo.dir });
    expect(all.code).toBe(1); // the hooks file's unknown event is an ERROR
    const env = JSON.parse(all.stdout) as {
      command: string;
      ok: boolean;
      findings: { rule: string; file: string; line: number }[];
    };
    expect(env.command).toBe("lint-skill");
    expect(env.ok).toBe(false);
    expect(env.findings.map((f) => [f.rule, f.file, f.line])).toEqual([
      ["plugin-root-in-vm-bash", EXAMPLE_SKILL_MD, bashLine],
      ["hook-event-unknown", HOOKS, 3],
    ]);
    const usage = runCli(["lint-skill", "--min-severity", "WARN", EXAMPLE_SKILL], { cwd: repo.dir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Unknown option '--min-severity'");
  });

  it("check --base warns at the line by default, and fails under fail-on skill-lint", () => {
    const r = runCli(["check", "examples", "--base", "main"], { cwd: repo.dir });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain(`! lint-skill ${EXAMPLE_SKILL_MD}:${bashLine} — plugin-root-in-vm-bash: `);
    expect(r.stdout).toContain(`! lint-skill ${HOOKS}:3 — hook-event-unknown: "pretooluse" is not a hook event`);
    expect(r.stdout).toMatch(/✓ gate passed: \d+ cassettes: .*; 2 lint-skill findings \(fail-on/);
    const junit = join(scratch, "junit.xml");
    const failing = runCli(
      ["check", "examples", "--base", "main", "--fail-on", "assertions,skill-lint", "--junit", junit],
      { cwd: repo.dir },
    );
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain(`✗ lint-skill ${EXAMPLE_SKILL_MD}:${bashLine} — plugin-root-in-vm-bash: `);
    expect(failing.stdout).toContain("  - 2 lint-skill findings in the skill files this pull request changed");
    const xml = readFileSync(junit, "utf8");
    expect(xml).toContain(`name="SKILL.md (lint-skill plugin-root-in-vm-bash line ${bashLine})"`);
    expect(xml).toMatch(/<testsuite name="cowork-harness" tests="6" failures="2" /);
    // without a base there is no pull request to judge: no skill findings
    expect(runCli(["check", "examples"], { cwd: repo.dir }).stdout).not.toContain("lint-skill");
  });

  it("sharded: every shard carries the findings and merge counts each once", () => {
    const parts = ["1/2", "2/2"].map((shard, i) => {
      const out = join(scratch, `shard-${i + 1}.json`);
      runCli(["check", "examples", "--base", "main", "--shard", shard, "--results", out], { cwd: repo.dir });
      return out;
    });
    const merged = runCli(["merge", ...parts, "--fail-on", "skill-lint"], { cwd: repo.dir });
    expect(merged.code, merged.stdout).toBe(1);
    expect(merged.stdout.match(/plugin-root-in-vm-bash/g)).toHaveLength(1);
    expect(merged.stdout).toContain("2 lint-skill findings");
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

  it("annotates the SKILL.md line the pull request broke", async () => {
    const sample = WEBHOOKS.find((e) => e.name === "pull_request")!.examples.find(
      (e) => e["action"] === "synchronize",
    )!;
    const pr = sample["pull_request"] as Record<string, Record<string, unknown>>;
    const event = {
      ...sample,
      pull_request: { ...pr, base: { ...pr["base"], sha: baseSha }, head: { ...pr["head"], sha: headSha } },
    };
    const run = await runActionEntrypoint({
      workspace: repo.dir,
      apiUrl: server.url,
      event,
      inputs: { paths: "examples/replays/*.cassette.json", "fail-on": "assertions,skill-lint" },
    });
    expect(run.code, run.stdout).toBe(1);
    const found = annotationsOf(run.stdout).filter((a) => a.title?.startsWith("lint-skill"));
    expect(
      found.map((a) => [a.level, a.file, a.line, a.title]),
      run.stdout,
    ).toEqual([
      ["error", HOOKS, 3, "lint-skill: hook-event-unknown"],
      ["error", EXAMPLE_SKILL_MD, bashLine, "lint-skill: plugin-root-in-vm-bash"],
    ]);
    expect(run.summary).toContain("lint-skill (2)");
    expect(run.summary).toContain(`\`${EXAMPLE_SKILL_MD}:${bashLine}\``);
  });
});
