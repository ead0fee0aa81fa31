/**
 * `stats`: pass rate, cost, time and tokens per scenario over a runs root's index
 * (docs/cli-reference.md#kept-runs). Percentiles are nearest-rank over the rows that carry the
 * figure; a pruned run (its directory gone) still counts — the index is the history — and is counted
 * apart, so "no evidence left to look at" shows.
 */
import { existsSync } from "node:fs";
import type { IndexRow } from "./run-index.js";

export interface ScenarioStats {
  scenario: string;
  runs: number;
  passed: number;
  passRate: number;
  p50CostUsd?: number;
  p95CostUsd?: number;
  totalCostUsd?: number;
  p50DurationMs?: number;
  p95DurationMs?: number;
  p50Tokens?: number;
  p95Tokens?: number;
  lastGreen?: string;
  prunedRuns: number;
}

export interface StatsFilter {
  scenario?: string;
  /** ISO time: rows at or after it */
  since?: string;
  /** the newest N rows of each scenario */
  last?: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export function buildStats(all: readonly IndexRow[], filter: StatsFilter): ScenarioStats[] {
  const groups = new Map<string, IndexRow[]>();
  for (const r of all) {
    if (filter.scenario !== undefined && r.scenario !== filter.scenario) continue;
    if (filter.since !== undefined && r.ts < filter.since) continue;
    groups.set(r.scenario, [...(groups.get(r.scenario) ?? []), r]);
  }
  const out: ScenarioStats[] = [];
  for (const [scenario, rows0] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const newestFirst = [...rows0].sort((a, b) => (a.ts < b.ts ? 1 : a.ts > b.ts ? -1 : 0));
    const rows = filter.last !== undefined ? newestFirst.slice(0, filter.last) : newestFirst;
    const figures = (pick: (r: IndexRow) => number | undefined): number[] =>
      rows
        .map(pick)
        .filter((n): n is number => n !== undefined)
        .sort((a, b) => a - b);
    const cost = figures((r) => r.costUsd);
    const time = figures((r) => r.durationMs);
    const tokens = figures((r) => r.tokens);
    const passed = rows.filter((r) => r.pass).length;
    const s: ScenarioStats = {
      scenario,
      runs: rows.length,
      passed,
      passRate: rows.length ? passed / rows.length : 0,
      prunedRuns: rows.filter((r) => !existsSync(r.outDir)).length,
    };
    if (cost.length) {
      s.p50CostUsd = percentile(cost, 0.5);
      s.p95CostUsd = percentile(cost, 0.95);
      s.totalCostUsd = Math.round(cost.reduce((a, b) => a + b, 0) * 1e6) / 1e6;
    }
    if (time.length) {
      s.p50DurationMs = percentile(time, 0.5);
      s.p95DurationMs = percentile(time, 0.95);
    }
    if (tokens.length) {
      s.p50Tokens = percentile(tokens, 0.5);
      s.p95Tokens = percentile(tokens, 0.95);
    }
    const green = rows.find((r) => r.pass);
    if (green) s.lastGreen = green.ts;
    out.push(s);
  }
  return out;
}

const usd = (n: number | undefined): string => (n === undefined ? "—" : `$${n.toFixed(4)}`);
const secs = (n: number | undefined): string => (n === undefined ? "—" : `${(n / 1000).toFixed(1)}s`);

/** One line per scenario, then a total. */
export function statsText(stats: readonly ScenarioStats[], root: string): string {
  if (stats.length === 0) return `no kept runs indexed under ${root} (keep runs with --run-dir)\n`;
  const lines = stats.map((s) => {
    const rate = `${s.passed}/${s.runs} passed (${Math.round(s.passRate * 100)}%)`;
    const pruned = s.prunedRuns ? ` · ${s.prunedRuns} pruned` : "";
    return `${s.scenario}: ${rate} · cost p50 ${usd(s.p50CostUsd)} p95 ${usd(s.p95CostUsd)} · time p50 ${secs(s.p50DurationMs)} p95 ${secs(s.p95DurationMs)} · last green ${s.lastGreen ?? "never"}${pruned}`;
  });
  const runs = stats.reduce((n, s) => n + s.runs, 0);
  const cost = stats.reduce((n, s) => n + (s.totalCostUsd ?? 0), 0);
  return `${lines.join("\n")}\n${stats.length} scenario(s), ${runs} run(s), ${usd(cost)} spent\n`;
}
