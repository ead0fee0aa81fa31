#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  readIndex
} from "./chunk-RQMJCNMA.js";
import "./chunk-JWLYSE52.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import {
  keepRoot,
  runsRoot
} from "./chunk-ODM7TWBF.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-HT3KHDWJ.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import {
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/gate/runs/stats.ts
import { existsSync } from "node:fs";
var percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
function buildStats(all, filter) {
  const groups = /* @__PURE__ */ new Map();
  for (const r of all) {
    if (filter.scenario !== void 0 && r.scenario !== filter.scenario) continue;
    if (filter.since !== void 0 && r.ts < filter.since) continue;
    groups.set(r.scenario, [...groups.get(r.scenario) ?? [], r]);
  }
  const out = [];
  for (const [scenario, rows0] of [...groups].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
    const newestFirst = [...rows0].sort((a, b) => a.ts < b.ts ? 1 : a.ts > b.ts ? -1 : 0);
    const rows = filter.last !== void 0 ? newestFirst.slice(0, filter.last) : newestFirst;
    const figures = (pick) => rows.map(pick).filter((n) => n !== void 0).sort((a, b) => a - b);
    const cost = figures((r) => r.costUsd);
    const time = figures((r) => r.durationMs);
    const tokens = figures((r) => r.tokens);
    const passed = rows.filter((r) => r.pass).length;
    const s = {
      scenario,
      runs: rows.length,
      passed,
      passRate: rows.length ? passed / rows.length : 0,
      prunedRuns: rows.filter((r) => !existsSync(r.outDir)).length
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
var usd = (n) => n === void 0 ? "\u2014" : `$${n.toFixed(4)}`;
var secs = (n) => n === void 0 ? "\u2014" : `${(n / 1e3).toFixed(1)}s`;
function statsText(stats, root) {
  if (stats.length === 0) return `no kept runs indexed under ${root} (keep runs with --run-dir)
`;
  const lines = stats.map((s) => {
    const rate = `${s.passed}/${s.runs} passed (${Math.round(s.passRate * 100)}%)`;
    const pruned = s.prunedRuns ? ` \xB7 ${s.prunedRuns} pruned` : "";
    return `${s.scenario}: ${rate} \xB7 cost p50 ${usd(s.p50CostUsd)} p95 ${usd(s.p95CostUsd)} \xB7 time p50 ${secs(s.p50DurationMs)} p95 ${secs(s.p95DurationMs)} \xB7 last green ${s.lastGreen ?? "never"}${pruned}`;
  });
  const runs = stats.reduce((n, s) => n + s.runs, 0);
  const cost = stats.reduce((n, s) => n + (s.totalCostUsd ?? 0), 0);
  return `${lines.join("\n")}
${stats.length} scenario(s), ${runs} run(s), ${usd(cost)} spent
`;
}

// src/cli/commands/stats.ts
var HELP = `Usage: cowork-harness stats [--run-dir DIR] [--scenario NAME] [--since DATE] [--last N] [--output-format text|json]

Summarises the kept live runs (run/record --run-dir) per scenario from the runs root's index.jsonl:
runs and pass rate, cost and time (median and 95th percentile), the last green run, and how many
runs were pruned (still counted: the index is the history).

Options:
  --run-dir DIR              the runs root (default COWORK_HARNESS_RUNS_DIR, else ~/.cowork-harness/runs)
  --scenario NAME            one scenario only
  --since DATE               runs at or after DATE (ISO 8601, e.g. 2026-12-01)
  --last N                   the newest N runs of each scenario
  --output-format text|json  text (default) or the JSON envelope
  -h, --help                 show this help

Exit codes: 0 shown (also when nothing is indexed), 2 usage error.
`;
var OPTIONS = {
  "run-dir": { type: "string" },
  scenario: { type: "string" },
  since: { type: "string" },
  last: { type: "string" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" }
};
async function run({ values, positionals, format, io }) {
  if (positionals.length > 0)
    throw new UsageError(`stats takes no positional arguments (got ${positionals.join(", ")})`);
  const last = values.last !== void 0 ? Number(values.last) : void 0;
  if (last !== void 0 && !(Number.isSafeInteger(last) && last > 0))
    throw new UsageError(`--last must be a positive whole number (got "${values.last}")`);
  if (values.since !== void 0 && Number.isNaN(Date.parse(values.since)))
    throw new UsageError(`--since must be a date (ISO 8601, e.g. 2026-12-01; got "${values.since}")`);
  const root = keepRoot(values["run-dir"], io.env, io.cwd) ?? runsRoot(io.env, io.cwd);
  const { rows, warnings } = readIndex(root);
  for (const w of warnings) io.stderr(`warning: ${w}
`);
  const stats = buildStats(rows, {
    ...values.scenario !== void 0 ? { scenario: values.scenario } : {},
    ...values.since !== void 0 ? { since: new Date(values.since).toISOString() } : {},
    ...last !== void 0 ? { last } : {}
  });
  if (format === "json")
    io.stdout(
      `${JSON.stringify({ tool: TOOL_NAME, version: TOOL_VERSION, command: "stats", ok: true, root, scenarios: stats, error: null })}
`
    );
  else io.stdout(statsText(stats, root));
  return 0;
}
var command = defineCommand({ name: "stats", help: HELP, options: OPTIONS, errors: "json-usage", run });
export {
  command
};
