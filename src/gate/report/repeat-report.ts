/**
 * The live lane's report (`run`, the Action's `command: run`): one row per scenario, judged by the
 * rollup of its live runs (src/live/judge/repeat.ts builds it) — passed, flaky (some runs failed,
 * the pass rate still reached min-pass-rate), below min-pass-rate, or stopped early — with each
 * failure tallied over the runs at its assertion's YAML line. Every channel (log, annotations, job
 * summary, check run, comment, JUnit, HTML report) names a scenario's outcome with repeatText():
 * "flaky: passed 2 of 3 (67%)". Pure.
 */
import type { ReplayResult } from "../replay/result.js";
import { errorResult } from "../replay/replay-cassette.js";
import {
  assertionCounts,
  buildGateReport,
  failingLabel,
  type CauseKind,
  type FailingAssertion,
  type GateReport,
  type GateReportOptions,
  type GateRow,
} from "./gate-report.js";

/** How a scenario's runs went, as the rollup and min-pass-rate decide it. */
export type RunVerdict = "passed" | "flaky" | "below" | "stopped";

/** What the live lane's rollup says of one scenario (the fields of src/live/judge/repeat.ts's RepeatRollup). */
export interface RunRollup {
  requested: number;
  completed: number;
  passes: number;
  passRate: number;
  pass: boolean;
  stoppedEarly?: { reason: string; message?: string };
}

/** One run of a scenario whose verdict failed. */
export interface FailedRun {
  /** 1-based, in the order the runs were made */
  run: number;
  /** its failures, each at its assertion's YAML line (as a replay's failed assertion is) */
  failing: FailingAssertion[];
  /** its assertion counts, in every channel's words ("1/2 assertions passed") */
  counts: string;
}

/** One failure over a scenario's runs: where it is, what the first run that had it said, and which runs had it. */
export type FailureTally = FailingAssertion & { runs: number[] };

export interface RepeatNote {
  requested: number;
  completed: number;
  passes: number;
  passRate: number;
  minPassRate: number;
  verdict: RunVerdict;
  stoppedEarly?: { reason: string; message?: string };
  failedRuns: FailedRun[];
  /** each failure of the failed runs once, with the runs it failed in */
  tallies: FailureTally[];
}

/** The settings of a live-lane report. */
export interface RunLane {
  /** runs per scenario (`repeat`); absent: one */
  repeat?: number;
  minPassRate: number;
  stopOnDiverge: boolean;
}

/** A scenario's runs, as the caller made them. */
export interface RunScenario {
  /** the scenario file, as its runs' results name it (their `cassette`) */
  file: string;
  /** each run that finished, in order */
  runs: readonly ReplayResult[];
  rollup: RunRollup;
  /** the one-line error of the run that could not be made (it ended the scenario's runs) */
  error?: string;
}

/** A pass rate as a whole percentage that never says 100% for a run that failed, nor 0% for one that passed. */
export function percent(passes: number, completed: number): string {
  if (completed === 0) return "0%";
  const p = Math.round((passes / completed) * 100);
  return `${passes === completed ? 100 : passes === 0 ? 0 : Math.min(99, Math.max(1, p))}%`;
}

/** "passed 2 of 3 (67%)". */
export function passRateText(n: Pick<RepeatNote, "passes" | "completed">): string {
  return n.completed === 0
    ? "no run finished"
    : `passed ${n.passes} of ${n.completed} (${percent(n.passes, n.completed)})`;
}

const STOP_WORDS: Record<string, string> = {
  diverged: "it both passed and failed: stop-on-diverge",
  error: "a run could not be made",
  budget: "the spend cap was reached",
};

/** The one sentence every channel says of a scenario's runs. */
export function repeatText(n: RepeatNote): string {
  const rate = passRateText(n);
  switch (n.verdict) {
    case "passed":
      return rate;
    case "flaky":
      return `flaky: ${rate}`;
    case "below":
      return `below min-pass-rate ${n.minPassRate}: ${rate}`;
    case "stopped": {
      const why = n.stoppedEarly ? (STOP_WORDS[n.stoppedEarly.reason] ?? n.stoppedEarly.reason) : "stopped";
      return `stopped early after ${n.completed} of ${n.requested} runs (${why}): ${rate}`;
    }
  }
}

function runList(runs: readonly number[]): string {
  return runs.length === 1 ? `run ${runs[0]}` : `runs ${runs.join(", ")}`;
}

/** A failure over the runs: "failed in 1 of 3 runs (run 2): <what the run said>". */
export function tallyMessage(t: FailureTally, n: Pick<RepeatNote, "completed">): string {
  return `failed in ${t.runs.length} of ${n.completed} runs (${runList(t.runs)}): ${t.message}`;
}

/** The label and the whole line of a tally, as the log and the HTML report show it. */
export function tallyText(t: FailureTally, n: Pick<RepeatNote, "completed">): string {
  return `${failingLabel(t)} ${tallyMessage(t, n)}`;
}

/** "run 2 of 3". */
export function runLabel(run: number, n: Pick<RepeatNote, "requested">): string {
  return `run ${run} of ${n.requested}`;
}

/** How a scenario's runs went: a rollup that passed is flaky when a run failed; one that did not, stopped or below. */
export function runVerdict(r: RunRollup): RunVerdict {
  if (!r.pass) return r.stoppedEarly ? "stopped" : "below";
  return r.passes < r.completed ? "flaky" : "passed";
}

/** The command that makes the same runs locally. */
export function runCommand(file: string, lane: RunLane): string {
  const repeat = lane.repeat !== undefined ? ` --repeat ${lane.repeat}` : "";
  const rate = lane.repeat !== undefined && lane.minPassRate !== 1 ? ` --min-pass-rate ${lane.minPassRate}` : "";
  const stop = lane.repeat !== undefined && lane.stopOnDiverge ? " --stop-on-diverge" : "";
  return `cowork-harness run ${file}${repeat}${rate}${stop}`;
}

/** A failed run's failures; a verdict that failed on nothing the report names is its own failure. */
function failuresOf(r: ReplayResult, row: GateRow): FailingAssertion[] {
  if (row.failing.length > 0) return row.failing;
  const said = r.verdict.failures.map((f) => f.message).join("; ");
  return [
    {
      key: "verdict",
      cause: "assertion",
      message: said || `the run's verdict failed (${r.result})`,
      file: row.cassette,
    },
  ];
}

function tallies(failedRuns: readonly FailedRun[]): FailureTally[] {
  const byPlace = new Map<string, FailureTally>();
  for (const fr of failedRuns)
    for (const f of fr.failing) {
      const id = JSON.stringify([f.cause, f.key, f.file, f.line ?? null]);
      const t = byPlace.get(id);
      if (t === undefined) byPlace.set(id, { ...f, runs: [fr.run] });
      else if (!t.runs.includes(fr.run)) t.runs.push(fr.run);
    }
  return [...byPlace.values()];
}

function runRow(s: RunScenario, lane: RunLane, opts: GateReportOptions): GateRow {
  const rowOf = (r: ReplayResult): GateRow => buildGateReport([r], { ...opts, failOn: ["assertions"] }).rows[0]!;
  const attempts = s.runs.map(rowOf);
  const failedRuns: FailedRun[] = [];
  s.runs.forEach((r, i) => {
    if (!r.verdict.pass)
      failedRuns.push({ run: i + 1, failing: failuresOf(r, attempts[i]!), counts: assertionCounts(attempts[i]!) });
  });
  const verdict = runVerdict(s.rollup);
  const note: RepeatNote = {
    requested: s.rollup.requested,
    completed: s.rollup.completed,
    passes: s.rollup.passes,
    passRate: s.rollup.passRate,
    minPassRate: lane.minPassRate,
    verdict,
    ...(s.rollup.stoppedEarly ? { stoppedEarly: s.rollup.stoppedEarly } : {}),
    failedRuns,
    tallies: tallies(failedRuns),
  };
  // the row shows the first failed run (its timeline, its counts), else the last one
  const firstFailed = failedRuns[0] !== undefined ? attempts[failedRuns[0].run - 1] : undefined;
  const base = firstFailed ?? attempts.at(-1) ?? rowOf(errorResult(s.file, s.error ?? "no run was made"));
  const errored = s.error !== undefined;
  const passes = verdict === "passed" || verdict === "flaky";
  const status = errored ? "error" : passes ? "pass" : "fail";
  const causes: CauseKind[] = errored ? ["error"] : [];
  if (!passes) for (const t of note.tallies) if (!causes.includes(t.cause)) causes.push(t.cause);
  if (status === "fail" && causes.length === 0) causes.push("assertion");
  const fix = runCommand(base.cassette, lane);
  return {
    ...base,
    scenario: s.runs[0]?.scenario ?? (base.scenario === base.cassette ? "" : base.scenario),
    status,
    causes,
    exitCode: errored ? 2 : passes ? 0 : 1,
    ...(errored ? { error: s.error! } : {}),
    // a scenario that reached its pass rate fails nothing: its failed runs are told as flaky, not as failures
    failing: passes
      ? []
      : note.tallies.map(({ runs: _runs, ...f }, i) => ({ ...f, message: tallyMessage(note.tallies[i]!, note) })),
    staleness: [],
    fix,
    fixParts: { command: fix },
    gateFailing: !s.rollup.pass,
    repeat: note,
  };
}

/** The live lane's report: one row per scenario, the gate's totals over them, a reason per kind of shortfall. */
export function buildRunReport(
  scenarios: readonly RunScenario[],
  lane: RunLane,
  opts: Pick<GateReportOptions, "root" | "sources"> = {},
): GateReport {
  const rows = scenarios.map((s) => runRow(s, lane, opts));
  const count = (st: GateRow["status"]): number => rows.filter((r) => r.status === st).length;
  const verdicts = (v: RunVerdict): number =>
    rows.filter((r) => r.status !== "error" && r.repeat?.verdict === v).length;
  const reasons: string[] = [];
  if (verdicts("below") > 0) reasons.push(`${verdicts("below")} scenario(s) below min-pass-rate ${lane.minPassRate}`);
  if (verdicts("stopped") > 0) reasons.push(`${verdicts("stopped")} scenario(s) stopped early`);
  if (count("error") > 0) reasons.push(`${count("error")} scenario(s) could not be run`);
  return {
    totals: {
      cassettes: rows.length,
      passed: count("pass"),
      failed: count("fail"),
      stale: 0,
      errored: count("error"),
      failedAndStale: 0,
    },
    rows,
    failOn: ["assertions"],
    conclusion: rows.some((r) => r.gateFailing) ? "failure" : rows.length === 0 ? "neutral" : "success",
    reasons,
    run: lane,
  };
}

/** How many of a report's scenarios are flaky. */
export function flakyCount(report: Pick<GateReport, "rows">): number {
  return report.rows.filter((r) => r.repeat?.verdict === "flaky").length;
}
