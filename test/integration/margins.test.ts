/** `verify --margins` on the bundled examples, run as a process: the rows, and that the verdict never moves. */
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examplesRepo } from "../helpers/fixtures.js";
import { git, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

const BOUNDED = "examples/replays/metric-choice.cassette.json";
const BOUNDS = [
  { questions_count_max: 1 },
  { tool_calls_max: 10 },
  { task_count_min: 1 },
  { dispatch_count_max: 0 },
  { max_turns: 3 },
];

describe("verify --margins", () => {
  let repo: TempCopy;
  beforeAll(() => {
    repo = examplesRepo({ git: true });
    const file = join(repo.dir, BOUNDED);
    const cassette = JSON.parse(readFileSync(file, "utf8")) as { scenario: { assert: unknown[] } };
    cassette.scenario.assert.push(...BOUNDS);
    writeFileSync(file, JSON.stringify(cassette));
    git(repo.dir, "commit", "-qam", "count bounds");
  });
  afterAll(() => repo.cleanup());

  it("prints the rows after the verdict, in the fixed key order, tight ones flagged", () => {
    const plain = runCli(["verify", "examples/replays"], { cwd: repo.dir });
    const run = runCli(["verify", "examples/replays", "--margins"], { cwd: repo.dir });
    expect(plain.code).toBe(0);
    expect(run.code).toBe(0);
    expect(run.stdout.startsWith(plain.stdout)).toBe(true);
    const block = run.stdout.slice(plain.stdout.length).split("\n");
    expect(block[0]).toBe("");
    expect(block[1]).toMatch(/^count-budget margins/);
    expect(block.slice(2, -1)).toEqual([
      `  ${BOUNDED}:`,
      "    tool_calls_max: recorded=1, budget=10 → margin 10.0×",
      "    max_turns: recorded=2, budget=3 → margin 1.5×",
      "    dispatch_count_max: recorded=0, budget=0 → margin ∞",
      "    task_count_min: recorded=0, budget=1 → margin 0.0×  ⚠ tight",
      "    questions_count_max: recorded=1, budget=1 → margin 1.0×  ⚠ tight",
    ]);
  });

  it("adds a margins array to the JSON envelope, ∞ as null, ok untouched", () => {
    const run = runCli(["verify", "examples/replays", "--margins", "--output-format", "json"], { cwd: repo.dir });
    expect(run.code).toBe(0);
    const env = JSON.parse(run.stdout) as { ok: boolean; margins: { file: string; rows: Record<string, unknown>[] }[] };
    expect(env.ok).toBe(true);
    expect(Object.keys(env)).toEqual(["tool", "version", "command", "ok", "coverage", "results", "margins", "error"]);
    expect(env.margins).toHaveLength(1);
    expect(env.margins[0]!.file).toBe(BOUNDED);
    expect(env.margins[0]!.rows).toContainEqual({
      key: "dispatch_count_max",
      kind: "max",
      budget: 0,
      recorded: 0,
      margin: null,
    });
    const without = JSON.parse(
      runCli(["verify", "examples/replays", "--output-format", "json"], { cwd: repo.dir }).stdout,
    );
    expect(without).not.toHaveProperty("margins");
  });

  it("says so when no cassette sets a count bound, and keeps an empty array in JSON", () => {
    const one = "examples/replays/csv-report.cassette.json";
    const text = runCli(["verify", one, "--margins"], { cwd: repo.dir });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("\n  (no count-bound assertions in the checked cassette(s))\n");
    const json = JSON.parse(runCli(["verify", one, "--margins", "--output-format", "json"], { cwd: repo.dir }).stdout);
    expect(json.margins).toEqual([]);
  });

  it("never changes the exit code: a stale cassette still fails, with its margins shown", () => {
    const stale = examplesRepo({ git: true });
    try {
      const file = join(stale.dir, BOUNDED);
      const cassette = JSON.parse(readFileSync(file, "utf8")) as { scenario: { assert: unknown[] } };
      cassette.scenario.assert.push({ tool_calls_max: 1 });
      writeFileSync(file, JSON.stringify(cassette));
      appendFileSync(join(stale.dir, "examples/skills/csv-metrics/skills/csv-metrics/SKILL.md"), "\nedited\n");
      git(stale.dir, "commit", "-qam", "edit the skill");
      const plain = runCli(["verify", BOUNDED], { cwd: stale.dir });
      const run = runCli(["verify", BOUNDED, "--margins", "--output-format", "json"], { cwd: stale.dir });
      expect(plain.code).toBe(1);
      expect(run.code).toBe(1);
      const env = JSON.parse(run.stdout) as { ok: boolean; margins: { rows: { margin: number }[] }[] };
      expect(env.ok).toBe(false);
      expect(env.margins[0]!.rows).toEqual([{ key: "tool_calls_max", kind: "max", budget: 1, recorded: 1, margin: 1 }]);
    } finally {
      stale.cleanup();
    }
  });
});
