/**
 * Kept live runs as the reference's tools and ours read them (issue 40, item 5): a real RunKeeper
 * keeps a run of the examples' recording (labelled as the live command, with its recording and a
 * version-1 index row); verify-run re-judges it with the scenario on disk (an edit caught at its
 * line, a shaping edit or a live-only assertion refused, never green); scaffold writes a starter
 * scenario that loads; stats and prune read and trim the runs root.
 */
import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { RunKeeper } from "../../src/live/run-dir/keep.js";
import { createRedactor } from "../../src/core/util/redact.js";
import { loadCassetteFile } from "../../src/core/cassette/load.js";
import { replayCassetteFile } from "../../src/gate/replay/replay-cassette.js";
import { openKeptRun } from "../../src/gate/runs/kept-run.js";
import { runCommand } from "../../src/cli/dispatch.js";
import type { CliIO } from "../../src/cli/io.js";
import type { CommandEntry } from "../../src/cli/command.js";
import { command as verifyRunCmd } from "../../src/cli/commands/verify-run.js";
import { command as scaffoldCmd } from "../../src/cli/commands/scaffold.js";
import { command as statsCmd } from "../../src/cli/commands/stats.js";
import { command as pruneCmd } from "../../src/cli/commands/prune.js";
import { loadScenarioAt } from "../../src/core/scenario/on-disk-scenario.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";

let repo: TempCopy;
let runs: string;
const CASSETTE = "replays/metric-choice.cassette.json";
const SCENARIO = "scenarios/metric-choice.yaml";

/** Keeps one run of the example recording, judged as a live run would be; returns its directory. */
async function keep(command: "record" | "run", pass = true): Promise<string> {
  const path = join(repo.dir, CASSETTE);
  const { cassette } = await loadCassetteFile(path);
  const { result } = await replayCassetteFile(path);
  const keeper = await RunKeeper.open({
    root: runs,
    scenario: "metric-choice",
    fidelity: "container",
    command,
    redact: createRedactor(),
    env: {},
    log: () => undefined,
  });
  const verdict = pass ? result.verdict : { ...result.verdict, pass: false };
  await keeper.finish({
    cassette,
    result: { ...result, verdict, ...{ cassette: path } },
    stderr: "",
    egress: [],
    durationMs: 4200,
  });
  return keeper.dir;
}

async function cli(entry: CommandEntry, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIO = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), env: {}, cwd: repo.dir };
  const code = await runCommand(entry.name, async () => entry.run, argv, io);
  return { code, out, err };
}

const scenarioText = (): string => readFileSync(join(repo.dir, SCENARIO), "utf8");
const editScenario = (edit: (s: string) => string): void =>
  writeFileSync(join(repo.dir, SCENARIO), edit(scenarioText()));

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  runs = join(repo.dir, "runs");
});
afterAll(() => repo?.cleanup());

describe("a kept run the reference's tools accept", () => {
  it("says it was the live command, not a replay; keeps its recording; writes a version-1 index row", async () => {
    const dir = await keep("record");
    const result = JSON.parse(readFileSync(join(dir, "turns/1/result.json"), "utf8")) as Record<string, unknown>;
    expect(result).toMatchObject({ command: "record", mode: "run", fidelity: "container", outDir: dir });
    expect(String(result.effectiveFidelity)).not.toMatch(/^replay:/);
    // the reference's verify-run refusals, from its documented contract: none applies
    expect(() => openKeptRun(dir, dir, repo.dir)).not.toThrow();
    expect(existsSync(join(dir, "turns/1/cassette.json"))).toBe(true);
    const trace = JSON.parse(readFileSync(join(dir, "turns/1/trace.json"), "utf8")) as { questions: unknown[] };
    expect(trace.questions).toEqual(["Which metrics should the report include?"]);
    const runJsonl = readFileSync(join(dir, "turns/1/run.jsonl"), "utf8").split("\n");
    expect(JSON.parse(runJsonl[1]!)).toMatchObject({ t: "init" });
    const rows = readFileSync(join(runs, "index.jsonl"), "utf8").trim().split("\n");
    const row = JSON.parse(rows[rows.length - 1]!) as Record<string, unknown>;
    expect(row).toMatchObject({
      v: 1,
      command: "record",
      scenario: "metric-choice",
      slug: "metric-choice",
      runId: dir.split("/").pop(),
      fidelity: "container",
      result: "success",
      pass: true,
      partial: false,
      nonDeterministic: false,
      outDir: dir,
      git: { branch: null, sha: null },
      durationMs: 4200,
    });
    expect(typeof row.ts).toBe("string");
    expect(Array.isArray(row.signals)).toBe(true);
  });

  it("refuses what cannot stand for a finished live run", async () => {
    const dir = await keep("run");
    const resultPath = join(dir, "turns/1/result.json");
    const good = readFileSync(resultPath, "utf8");
    writeFileSync(resultPath, good.replace('"command": "run"', '"command": "replay"'));
    expect(() => openKeptRun(dir, "the-run", repo.dir)).toThrow(/the-run: a replay's result.*not green/);
    writeFileSync(resultPath, good.replace('"result": "success"', '"result": "running"'));
    expect(() => openKeptRun(dir, "the-run", repo.dir)).toThrow(/did not finish/);
    writeFileSync(resultPath, good);
    mkdirSync(join(dir, "turns/2"));
    expect(() => openKeptRun(dir, "the-run", repo.dir)).toThrow(/2 turns/);
    rmSync(join(dir, "turns/2"), { recursive: true });
  });
});

describe("verify-run", () => {
  it("passes the scenario as recorded, each assertion at its line, with no agent", async () => {
    const dir = await keep("record");
    const r = await cli(verifyRunCmd, [dir, SCENARIO]);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/✓ transcript_contains \(line \d+\)/);
    expect(r.err).toMatch(/✓ verify-run: all \d+ assertion\(s\) pass \(no live agent\)\n$/);
    const json = JSON.parse((await cli(verifyRunCmd, [dir, SCENARIO, "--output-format", "json"])).out) as {
      command: string;
      pass: boolean;
      assertions: { judged: string }[];
    };
    expect(json).toMatchObject({ command: "verify-run", pass: true });
    expect(json.assertions.every((a) => a.judged === "replay")).toBe(true);
  });

  it("fails an edited assertion at its line, refuses a shaping edit and a new live-only assertion", async () => {
    const dir = await keep("record");
    const original = scenarioText();
    try {
      editScenario((s) => s.replace(/transcript_contains: .*/, 'transcript_contains: "no such words"'));
      const line =
        scenarioText()
          .split("\n")
          .findIndex((l) => l.includes("no such words")) + 1;
      const failed = await cli(verifyRunCmd, [dir, SCENARIO]);
      expect(failed.code).toBe(1);
      expect(failed.err).toContain(`✗ transcript_contains (line ${line})`);
      expect(failed.err).toMatch(/✗ verify-run: 1\/\d+ assertion\(s\) failed/);

      writeFileSync(join(repo.dir, SCENARIO), original.replace(/^prompt: (.*)$/m, "prompt: $1 (edited)"));
      const drift = await cli(verifyRunCmd, [dir, SCENARIO]);
      expect(drift.code).toBe(2);
      expect(drift.err).toMatch(/prompt changed since the run.*can't verify ⇒ not green/);

      writeFileSync(
        join(repo.dir, SCENARIO),
        original.replace("assert:\n", "assert:\n  - file_absent: outputs/x.md\n"),
      );
      const live = await cli(verifyRunCmd, [dir, SCENARIO]);
      expect(live.code).toBe(2);
      expect(live.err).toMatch(/✗ scenarios\/metric-choice.yaml:\d+ file_absent: only a live run can judge it/);
    } finally {
      writeFileSync(join(repo.dir, SCENARIO), original);
    }
  });
});

describe("scaffold", () => {
  it("writes a starter scenario that loads: the prompt, the answer delivered, the result", async () => {
    const dir = await keep("run");
    const r = await cli(scaffoldCmd, [dir]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^# Scaffolded by cowork-harness .*\n# REVIEW before committing/);
    const doc = parse(r.out) as Record<string, unknown>;
    expect(doc).toMatchObject({
      name: "metric-choice",
      fidelity: "container",
      answers: [{ when_question: "Which metrics should the report include\\?", choose: ["Totals", "Ranges"] }],
    });
    expect(doc.assert).toEqual(expect.arrayContaining([{ result: "success" }, { dispatch_count_max: 0 }]));
    const out = join(repo.dir, "scenarios/scaffolded.yaml");
    expect((await cli(scaffoldCmd, [dir, "--out", out])).code).toBe(0);
    const loaded = await loadScenarioAt(out, "explicit");
    expect(loaded.status, loaded.status === "invalid" ? loaded.message : "").toBe("loaded");
    const again = await cli(scaffoldCmd, [dir, "--out", out]);
    expect(again.code).toBe(2);
    expect(again.err).toContain("exists: pass --force");
    rmSync(out);
  });
});

describe("stats and prune", () => {
  it("stats: pass rate and cost per scenario; prune keeps the newest, never follows a link", async () => {
    rmSync(runs, { recursive: true, force: true });
    await keep("run", false);
    await keep("run", true);
    await keep("run", true);
    const s = JSON.parse((await cli(statsCmd, ["--run-dir", "runs", "--output-format", "json"])).out) as {
      scenarios: { scenario: string; runs: number; passed: number; prunedRuns: number; p50DurationMs: number }[];
    };
    expect(s.scenarios).toEqual([
      expect.objectContaining({ scenario: "metric-choice", runs: 3, passed: 2, prunedRuns: 0, p50DurationMs: 4200 }),
    ]);
    expect((await cli(statsCmd, ["--run-dir", "runs"])).out).toMatch(/^metric-choice: 2\/3 passed \(67%\)/);

    // a link among the runs pointing elsewhere: neither followed nor removed through
    const outside = join(repo.dir, "outside-run");
    mkdirSync(outside);
    writeFileSync(join(outside, "status.json"), "{}");
    symlinkSync(outside, join(runs, "metric-choice", "zz-link"));
    expect((await cli(pruneCmd, ["--run-dir", "runs"])).code).toBe(2);
    const dry = await cli(pruneCmd, ["--run-dir", "runs", "--keep-last", "1", "--dry-run"]);
    expect(dry.out).toMatch(/would prune 2 of 3 kept run\(s\)/);
    expect(readdirSync(join(runs, "metric-choice"))).toHaveLength(4);
    const done = await cli(pruneCmd, ["--run-dir", "runs", "--keep-last", "1"]);
    expect(done.code, done.err).toBe(0);
    expect(readdirSync(join(runs, "metric-choice")).sort()).toHaveLength(2);
    expect(existsSync(join(outside, "status.json"))).toBe(true);
    const after = JSON.parse((await cli(statsCmd, ["--run-dir", "runs", "--output-format", "json"])).out) as {
      scenarios: { runs: number; prunedRuns: number }[];
    };
    expect(after.scenarios[0]).toMatchObject({ runs: 3, prunedRuns: 2 });
  });
});
