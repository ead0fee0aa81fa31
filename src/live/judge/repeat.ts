/**
 * Repeated live runs of one scenario (the reference's live lane; docs/reference.md#the-live-lane): the flags, the pass-rate rollup with
 * per-assertion attribution (by position in the results' assertion lists), and whether the batch
 * passes. Pure: the runs are made by the caller.
 */
import type { ReplayResult } from "../../gate/replay/result.js";
import { UsageError } from "../../core/util/errors.js";

export interface RepeatFlags {
  repeat?: number;
  minPassRate: number;
  stopOnDiverge: boolean;
  /** a batch the spend cap stopped still passes on the runs it made (--allow-budget-stop) */
  allowBudgetStop: boolean;
}

/** How a setting is named in its messages: a CLI flag (`--repeat`, the default), or an Action input. */
export interface RepeatFlagNames {
  name: (flag: "repeat" | "min-pass-rate" | "stop-on-diverge" | "allow-budget-stop") => string;
  /** the command the settings belong to, named in "requires" messages */
  command: string;
}

const CLI_NAMES: RepeatFlagNames = { name: (f) => `--${f}`, command: "run" };

export function parseRepeatFlags(
  values: {
    repeat?: string | undefined;
    "min-pass-rate"?: string | undefined;
    "stop-on-diverge"?: boolean | undefined;
    "allow-budget-stop"?: boolean | undefined;
  },
  names: RepeatFlagNames = CLI_NAMES,
): RepeatFlags {
  const n = names.name;
  const requires = (f: Parameters<RepeatFlagNames["name"]>[0]) =>
    new UsageError(`${n(f)} requires ${n("repeat")} (${names.command})`);
  let repeat: number | undefined;
  if (values.repeat !== undefined) {
    repeat = Number(values.repeat);
    if (!Number.isInteger(repeat) || repeat < 2 || repeat > 100)
      throw new UsageError(`${n("repeat")} must be an integer from 2 to 100`);
  }
  let minPassRate = 1;
  if (values["min-pass-rate"] !== undefined) {
    if (repeat === undefined) throw requires("min-pass-rate");
    minPassRate = Number(values["min-pass-rate"]);
    if (!Number.isFinite(minPassRate) || minPassRate < 0 || minPassRate > 1 || values["min-pass-rate"].trim() === "")
      throw new UsageError(`${n("min-pass-rate")} must be a number from 0 to 1`);
  }
  if (values["stop-on-diverge"] === true && repeat === undefined) throw requires("stop-on-diverge");
  if (values["allow-budget-stop"] === true && repeat === undefined) throw requires("allow-budget-stop");
  return {
    ...(repeat !== undefined ? { repeat } : {}),
    minPassRate,
    stopOnDiverge: values["stop-on-diverge"] === true,
    allowBudgetStop: values["allow-budget-stop"] === true,
  };
}

/** Why a scenario's repeats stopped before all ran: both verdicts seen, a run that could not be made, the spend cap. */
export type StopReason = "diverged" | "error" | "budget";

export interface AssertionTally {
  index: number;
  key: string;
  passes: number;
  fails: number;
  sampleFailure?: string;
}

export interface RepeatRollup {
  scenario: string;
  requested: number;
  completed: number;
  stoppedEarly?: { reason: StopReason; message?: string };
  passes: number;
  passRate: number;
  signalHistogram: Record<string, number>;
  perAssertion: AssertionTally[];
  totalCostUsd?: number;
  pass: boolean;
}

type Run = Pick<ReplayResult, "verdict" | "assertions"> & { costUsd?: number };

export function buildRepeatRollup(
  scenario: string,
  requested: number,
  runs: readonly Run[],
  minPassRate: number,
  stopped?: { reason: StopReason; message?: string },
  opts: { allowBudgetStop?: boolean } = {},
): RepeatRollup {
  const passes = runs.filter((r) => r.verdict.pass).length;
  const passRate = runs.length === 0 ? 0 : passes / runs.length;
  const signalHistogram: Record<string, number> = {};
  for (const r of runs) for (const s of r.verdict.signals) signalHistogram[s.code] = (signalHistogram[s.code] ?? 0) + 1;
  const perAssertion: AssertionTally[] = [];
  for (const r of runs) {
    r.assertions.forEach((a, index) => {
      const key = Object.keys(a.assertion).find((k) => a.assertion[k] !== undefined) ?? "?";
      const t = (perAssertion[index] ??= { index, key, passes: 0, fails: 0 });
      t.key = key;
      if (a.pass) t.passes++;
      else {
        t.fails++;
        t.sampleFailure ??= a.message ?? "failed";
      }
    });
  }
  const costs = runs.map((r) => r.costUsd);
  const totalCostUsd =
    costs.every((c) => typeof c === "number") && costs.length > 0
      ? (costs as number[]).reduce((a, b) => a + b, 0)
      : undefined;
  // a stop by the spend cap passes on the runs made when the caller allows it; any other stop fails
  const stopPasses = stopped === undefined || (stopped.reason === "budget" && opts.allowBudgetStop === true);
  const pass = stopPasses && passRate >= minPassRate;
  return {
    scenario,
    requested,
    completed: runs.length,
    ...(stopped ? { stoppedEarly: stopped } : {}),
    passes,
    passRate,
    signalHistogram,
    perAssertion: perAssertion.filter((t): t is AssertionTally => t !== undefined),
    ...(totalCostUsd !== undefined ? { totalCostUsd } : {}),
    pass,
  };
}

/** What a finished live run reported it spent (`total_cost_usd` of its result), when it did. */
export function costOfResult(r: ReplayResult | { cost?: unknown }): number | undefined {
  const usd = (r.cost as { usd?: unknown } | undefined)?.usd;
  return typeof usd === "number" && Number.isFinite(usd) ? usd : undefined;
}

/** Whether a scenario's runs so far have both passed and failed (what --stop-on-diverge stops on). */
export function diverged(runs: readonly Pick<ReplayResult, "verdict">[]): boolean {
  return runs.some((r) => r.verdict.pass) && runs.some((r) => !r.verdict.pass);
}

/** The rollup of a scenario's live runs as they finished, each with the spend its result reported. */
export function rollupOfRuns(
  scenario: string,
  requested: number,
  runs: readonly ReplayResult[],
  minPassRate: number,
  stopped?: { reason: StopReason; message?: string },
  opts: { allowBudgetStop?: boolean } = {},
): RepeatRollup {
  return buildRepeatRollup(
    scenario,
    requested,
    runs.map((r) => {
      const costUsd = costOfResult(r);
      return { verdict: r.verdict, assertions: r.assertions, ...(costUsd !== undefined ? { costUsd } : {}) };
    }),
    minPassRate,
    stopped,
    opts,
  );
}

/** The rollup as text (stderr). */
export function formatRepeatRollup(r: RepeatRollup): string[] {
  const pct = Math.round(r.passRate * 1000) / 10;
  const early = r.stoppedEarly
    ? ` (stopped early: ${r.stoppedEarly.reason}, ${r.completed}/${r.requested} completed)`
    : "";
  const lines = [
    `repeat "${r.scenario}": ${r.pass ? "PASS" : "FAIL"} — ${r.passes}/${r.completed} passed (${pct}%)${early}`,
  ];
  const signals = Object.entries(r.signalHistogram);
  if (signals.length > 0) lines.push(`  signals: ${signals.map(([c, n]) => `${c}×${n}`).join(", ")}`);
  for (const t of r.perAssertion)
    if (t.fails > 0)
      lines.push(
        `  assertion[${t.index}] (${t.key}): ${t.fails} fail / ${t.passes} pass — e.g. ${JSON.stringify(t.sampleFailure ?? "")}`,
      );
  if (r.totalCostUsd !== undefined) lines.push(`  cost: $${r.totalCostUsd.toFixed(4)} total`);
  if (r.stoppedEarly?.message) lines.push(`  stopped: ${r.stoppedEarly.message}`);
  return lines;
}
