/**
 * `check` as a newcomer meets it on a real git repository of our examples (issue 26): each finding
 * said once, paths named once and repository-relative, a scenario typo not also blamed as
 * scenario drift, an unreadable cassette with its fix, and the job summary written in a workflow step.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { git, type TempCopy } from "../helpers/git-copy.js";
import { examplesRepo } from "../helpers/fixtures.js";
import { runCli } from "../helpers/run-cli.js";

const CASSETTE = "examples/replays/csv-report.cassette.json";
const SCENARIO = "examples/scenarios/csv-report.yaml";
const SCRIPT = "examples/skills/csv-metrics/skills/csv-metrics/scripts/metrics.mjs";

let repo: TempCopy;
beforeAll(() => {
  repo = examplesRepo({ git: true });
});
afterAll(() => repo?.cleanup());
afterEach(() => {
  git(repo.dir, "checkout", "-q", "-f", "main");
});

const check = (env: NodeJS.ProcessEnv = {}) => runCli(["check", CASSETTE], { cwd: repo.dir, env });

describe("check, as a newcomer reads it", () => {
  it("a skill edit is said once (the gate's line), not also by the replay step with another path", () => {
    appendFileSync(join(repo.dir, SCRIPT), "// edited\n");
    const run = check();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const all = run.stdout + run.stderr;
    expect(all.match(/skill files changed/g), all).toHaveLength(1);
    expect(run.stderr).not.toMatch(/cassette stale/);
  });

  it("in a workflow step it writes the job summary ($GITHUB_STEP_SUMMARY), as merge does", () => {
    const summary = join(repo.dir, "..", "step-summary.md");
    writeFileSync(summary, "");
    const run = check({ GITHUB_STEP_SUMMARY: summary });
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(summary, "utf8")).toMatch(/^## ✅ cowork-harness: gate passed\n/);
  });

  it("a scenario key typo is an invalid scenario at the typo's line, named once, with no made-up scenario drift", () => {
    const p = join(repo.dir, SCENARIO);
    writeFileSync(p, readFileSync(p, "utf8").replace(/^prompt: \|/m, "promt: |"));
    const typoLine =
      readFileSync(p, "utf8")
        .split("\n")
        .findIndex((l) => l.startsWith("promt:")) + 1;
    const run = check();
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `✗ invalid scenario file at ${SCENARIO}:${typoLine}: the scenario file does not load, so its assertions were not checked: prompt: missing (a required key); promt: unknown key — did you mean "prompt"? (line ${typoLine})`,
    );
    expect(run.stdout).not.toContain("stale (scenario)");
    expect(run.stdout + run.stderr).not.toContain(repo.dir);
  });

  it("a truncated cassette: one cause (could not be replayed), the path once and relative, and the fix", () => {
    const p = join(repo.dir, CASSETTE);
    writeFileSync(p, readFileSync(p, "utf8").slice(0, 20_000));
    const run = check();
    expect(run.code).toBe(1);
    const all = run.stdout + run.stderr;
    expect(all).not.toContain(repo.dir);
    expect(all).not.toContain("recording integrity");
    expect(run.stdout).toContain(`✗ ${CASSETTE} — could not be replayed — unreadable / invalid cassette JSON`);
    expect(run.stdout).toContain(
      `fix: restore it (git checkout -- ${CASSETTE}) or re-record it (cowork-harness rerecord ${CASSETTE})`,
    );
    expect(existsSync(p)).toBe(true);
  });
});

describe("a skill folder the session names is missing", () => {
  it("is reported at the session's entry, names the missing path, and says to fix the session (not re-record)", () => {
    git(repo.dir, "mv", "examples/skills/csv-metrics", "examples/skills/csv-metrix");
    git(repo.dir, "commit", "-qm", "rename the skill folder");
    try {
      const run = check();
      expect(run.code).toBe(1);
      const session = "examples/sessions/default.yaml";
      const entry =
        readFileSync(join(repo.dir, session), "utf8")
          .split("\n")
          .findIndex((l) => l.includes("../skills/csv-metrics")) + 1;
      const line = run.stdout.split("\n").find((l) => l.includes("unverifiable-skill at"));
      expect(line, run.stdout).toContain(`✗ unverifiable-skill at ${session}:${entry}: `);
      expect(line).toContain("missing: examples/skills/csv-metrics");
      expect(line).toMatch(/— fix: correct that entry of the session file .* re-recording cannot help/);
      expect(line).not.toContain("rerecord");
      expect(run.stdout + run.stderr).not.toContain(repo.dir);
    } finally {
      git(repo.dir, "reset", "-q", "--hard", "HEAD~1");
    }
  });
});

describe("a drift finding points at the entry that changed, not its parent key", () => {
  it("an added upload: at the new entry of uploads:", () => {
    const session = "examples/sessions/default.yaml";
    const p = join(repo.dir, session);
    writeFileSync(join(repo.dir, "examples/data/extra.csv"), "a,b\n1,2\n");
    writeFileSync(
      p,
      readFileSync(p, "utf8").replace(
        "  - ../data/sales.csv          # → mnt/uploads/sales.csv\n",
        "  - ../data/sales.csv          # → mnt/uploads/sales.csv\n  - ../data/extra.csv\n",
      ),
    );
    git(repo.dir, "add", "-A");
    git(repo.dir, "commit", "-qm", "add an upload");
    try {
      const entry =
        readFileSync(p, "utf8")
          .split("\n")
          .findIndex((l) => l.includes("../data/extra.csv")) + 1;
      const run = check();
      expect(run.stdout).toContain(
        `✗ session at ${session}:${entry}: session setting(s) uploads changed since recording`,
      );
    } finally {
      git(repo.dir, "reset", "-q", "--hard", "HEAD~1");
    }
  });

  it("an edited answer: at its choose: line", () => {
    const scenario = "examples/scenarios/metric-choice.yaml";
    const p = join(repo.dir, scenario);
    const text = readFileSync(p, "utf8");
    const m = /^(\s+)choose: (.*)$/m.exec(text)!;
    writeFileSync(p, text.replace(m[0], `${m[1]}choose: ["nonexistent option"]`));
    const chooseLine =
      readFileSync(p, "utf8")
        .split("\n")
        .findIndex((l) => l.includes('choose: ["nonexistent option"]')) + 1;
    const run = runCli(["check", "examples/replays/metric-choice.cassette.json"], { cwd: repo.dir });
    expect(run.stdout, run.stdout).toContain(
      `✗ scenario at ${scenario}:${chooseLine}: scenario field(s) answers changed since recording`,
    );
  });
});
