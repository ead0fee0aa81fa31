#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/live/judge/repeat.ts
var CLI_NAMES = { name: (f) => `--${f}`, command: "run" };
function parseRepeatFlags(values, names = CLI_NAMES) {
  const n = names.name;
  const requires = (f) => new UsageError(`${n(f)} requires ${n("repeat")} (${names.command})`);
  let repeat;
  if (values.repeat !== void 0) {
    repeat = Number(values.repeat);
    if (!Number.isInteger(repeat) || repeat < 2 || repeat > 100)
      throw new UsageError(`${n("repeat")} must be an integer from 2 to 100`);
  }
  let minPassRate = 1;
  if (values["min-pass-rate"] !== void 0) {
    if (repeat === void 0) throw requires("min-pass-rate");
    minPassRate = Number(values["min-pass-rate"]);
    if (!Number.isFinite(minPassRate) || minPassRate < 0 || minPassRate > 1 || values["min-pass-rate"].trim() === "")
      throw new UsageError(`${n("min-pass-rate")} must be a number from 0 to 1`);
  }
  if (values["stop-on-diverge"] === true && repeat === void 0) throw requires("stop-on-diverge");
  if (values["allow-budget-stop"] === true && repeat === void 0) throw requires("allow-budget-stop");
  return {
    ...repeat !== void 0 ? { repeat } : {},
    minPassRate,
    stopOnDiverge: values["stop-on-diverge"] === true,
    allowBudgetStop: values["allow-budget-stop"] === true
  };
}
function buildRepeatRollup(scenario, requested, runs, minPassRate, stopped, opts = {}) {
  const passes = runs.filter((r) => r.verdict.pass).length;
  const passRate = runs.length === 0 ? 0 : passes / runs.length;
  const signalHistogram = {};
  for (const r of runs) for (const s of r.verdict.signals) signalHistogram[s.code] = (signalHistogram[s.code] ?? 0) + 1;
  const perAssertion = [];
  for (const r of runs) {
    r.assertions.forEach((a, index) => {
      const key = Object.keys(a.assertion).find((k) => a.assertion[k] !== void 0) ?? "?";
      const t = perAssertion[index] ??= { index, key, passes: 0, fails: 0 };
      t.key = key;
      if (a.pass) t.passes++;
      else {
        t.fails++;
        t.sampleFailure ??= a.message ?? "failed";
      }
    });
  }
  const costs = runs.map((r) => r.costUsd);
  const totalCostUsd = costs.every((c) => typeof c === "number") && costs.length > 0 ? costs.reduce((a, b) => a + b, 0) : void 0;
  const stopPasses = stopped === void 0 || stopped.reason === "budget" && opts.allowBudgetStop === true;
  const pass = stopPasses && passRate >= minPassRate;
  return {
    scenario,
    requested,
    completed: runs.length,
    ...stopped ? { stoppedEarly: stopped } : {},
    passes,
    passRate,
    signalHistogram,
    perAssertion: perAssertion.filter((t) => t !== void 0),
    ...totalCostUsd !== void 0 ? { totalCostUsd } : {},
    pass
  };
}
function costOfResult(r) {
  const usd = r.cost?.usd;
  return typeof usd === "number" && Number.isFinite(usd) ? usd : void 0;
}
function diverged(runs) {
  return runs.some((r) => r.verdict.pass) && runs.some((r) => !r.verdict.pass);
}
function rollupOfRuns(scenario, requested, runs, minPassRate, stopped, opts = {}) {
  return buildRepeatRollup(
    scenario,
    requested,
    runs.map((r) => {
      const costUsd = costOfResult(r);
      return { verdict: r.verdict, assertions: r.assertions, ...costUsd !== void 0 ? { costUsd } : {} };
    }),
    minPassRate,
    stopped,
    opts
  );
}
function formatRepeatRollup(r) {
  const pct = Math.round(r.passRate * 1e3) / 10;
  const early = r.stoppedEarly ? ` (stopped early: ${r.stoppedEarly.reason}, ${r.completed}/${r.requested} completed)` : "";
  const lines = [
    `repeat "${r.scenario}": ${r.pass ? "PASS" : "FAIL"} \u2014 ${r.passes}/${r.completed} passed (${pct}%)${early}`
  ];
  const signals = Object.entries(r.signalHistogram);
  if (signals.length > 0) lines.push(`  signals: ${signals.map(([c, n]) => `${c}\xD7${n}`).join(", ")}`);
  for (const t of r.perAssertion)
    if (t.fails > 0)
      lines.push(
        `  assertion[${t.index}] (${t.key}): ${t.fails} fail / ${t.passes} pass \u2014 e.g. ${JSON.stringify(t.sampleFailure ?? "")}`
      );
  if (r.totalCostUsd !== void 0) lines.push(`  cost: $${r.totalCostUsd.toFixed(4)} total`);
  if (r.stoppedEarly?.message) lines.push(`  stopped: ${r.stoppedEarly.message}`);
  return lines;
}

export {
  parseRepeatFlags,
  costOfResult,
  diverged,
  rollupOfRuns,
  formatRepeatRollup
};
