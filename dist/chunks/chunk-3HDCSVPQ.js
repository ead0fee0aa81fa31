#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  readIndex
} from "./chunk-RQMJCNMA.js";
import {
  parseMaxCost
} from "./chunk-F2JWUSOY.js";
import {
  costOfCassette,
  formatUsd
} from "./chunk-NTSIXA63.js";
import {
  LiveDeciderSession
} from "./chunk-4QRCVX6S.js";
import {
  LIVE_DECIDER_OPTIONS,
  parseLiveFlags
} from "./chunk-UQL5F74J.js";
import {
  ALLOW_OPTIONS,
  allowListFromValues
} from "./chunk-T67GQNVP.js";
import {
  parseMs
} from "./chunk-4UATW7ZC.js";
import {
  positiveInt
} from "./chunk-BSBFBB7E.js";
import {
  baselinesDirFor
} from "./chunk-LFV2YVHF.js";
import {
  keepRoot
} from "./chunk-ODM7TWBF.js";
import {
  loadCassetteFile
} from "./chunk-QM645DRD.js";
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/live/budget/budget.ts
import { existsSync } from "node:fs";
import { relative } from "node:path";
var BUDGET_FLAG = "--max-budget-usd";
function parseBudget(raw) {
  if (raw === void 0) return void 0;
  const usd = parseMaxCost(raw, BUDGET_FLAG);
  if (usd === void 0)
    throw new UsageError(`${BUDGET_FLAG} must be a positive number of US dollars, e.g. 5 or 0.50 (got "${raw}")`);
  return usd;
}
async function priceScenarios(plans, opts) {
  const rows = opts.runsRoot === void 0 ? [] : readIndex(opts.runsRoot).rows;
  const out = [];
  for (const p of plans) {
    const costs = rows.filter((r) => r.scenario === p.name && r.costUsd !== void 0).map((r) => r.costUsd);
    if (p.cassettePath !== void 0 && existsSync(p.cassettePath)) {
      try {
        const recorded = costOfCassette((await loadCassetteFile(p.cassettePath)).cassette);
        if (recorded !== void 0) costs.push(recorded);
      } catch {
      }
    }
    out.push({ ...p, observed: costs.length, ...costs.length > 0 ? { worstUsd: Math.max(...costs) } : {} });
  }
  return out;
}
function estimateBudget(priced, capUsd) {
  const estimateUsd = priced.reduce((sum, p) => sum + (p.worstUsd ?? 0) * p.runs, 0);
  return {
    capUsd,
    estimateUsd,
    plannedRuns: priced.reduce((n, p) => n + p.runs, 0),
    unpriced: priced.filter((p) => p.worstUsd === void 0).map((p) => p.name),
    // at the cap is allowed: a scenario that cost exactly the cap before did not exceed it
    refuse: estimateUsd > capUsd
  };
}
var listed = (names) => names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`;
function breakdown(priced) {
  const top = priced.filter((p) => p.worstUsd !== void 0).sort((a, b) => b.worstUsd * b.runs - a.worstUsd * a.runs).slice(0, 3).map((p) => `${p.name}: up to ${formatUsd(p.worstUsd)} \xD7 ${p.runs}`);
  return top.join("; ");
}
function budgetLine(est, priced) {
  const cap = `${BUDGET_FLAG} ${formatUsd(est.capUsd)}`;
  if (est.unpriced.length === priced.length)
    return `${cap}: no cost to go by for the ${est.plannedRuns} planned run(s) yet`;
  const cost = `the ${est.plannedRuns} planned run(s) may cost ${formatUsd(est.estimateUsd)}${est.unpriced.length > 0 ? " or more" : ""}`;
  const why = breakdown(priced);
  return est.refuse ? `${cap} refused before spending: ${cost} (${why}; the worst each cost before) \u2014 raise the cap, or plan fewer runs` : `${cap}: ${cost} (${why})`;
}
function unpricedWarning(est, runsRoot, cwd) {
  if (est.unpriced.length === 0) return void 0;
  const where = runsRoot === void 0 ? "no runs are kept (--run-dir DIR or COWORK_HARNESS_RUNS_DIR keeps them, and so prices later runs)" : `no run kept under ${relative(cwd, runsRoot) || runsRoot} reported its cost`;
  return `${BUDGET_FLAG}: no cost seen yet for ${listed(est.unpriced)}: ${where}, and no cassette of it reports one \u2014 counted as $0, so the estimate is a lower bound`;
}
var SpendTracker = class {
  constructor(capUsd, warn) {
    this.capUsd = capUsd;
    this.warn = warn;
  }
  capUsd;
  warn;
  spentUsd = 0;
  off = false;
  /** Adds one finished run's cost; `what` names the run for the warning. */
  add(costUsd, what) {
    if (this.off) return;
    if (costUsd === void 0) {
      this.off = true;
      this.warn(
        `${BUDGET_FLAG}: ${what} reported no cost (no total_cost_usd in its result) \u2014 the spend is unknown from here, so the running cap is off for the rest of this command`
      );
      return;
    }
    this.spentUsd += costUsd;
  }
  get enforced() {
    return !this.off;
  }
  reached() {
    return !this.off && this.spentUsd >= this.capUsd;
  }
  /** Why the runs left were not started. */
  stopMessage() {
    return `${BUDGET_FLAG} ${formatUsd(this.capUsd)} reached: the runs so far reported ${formatUsd(this.spentUsd)}`;
  }
};

// src/cli/live-run.ts
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
var LIVE_RUN_OPTIONS = {
  "model-script": { type: "string" },
  "timeout-ms": { type: "string" },
  "max-timeout-ms": { type: "string" },
  agent: { type: "string" },
  baselines: { type: "string" },
  "allow-outside-paths": { type: "boolean" },
  "run-dir": { type: "string" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
  ...ALLOW_OPTIONS,
  ...LIVE_DECIDER_OPTIONS
};
async function liveRunSetup(values, io, command, scenarios) {
  const str = (k) => typeof values[k] === "string" ? values[k] : void 0;
  const timeout = positiveInt("timeout-ms", str("timeout-ms"));
  const maxTimeoutMs = parseMs(str("max-timeout-ms"), "--max-timeout-ms");
  const allow = await allowListFromValues(values, io.cwd);
  const interactive = process.stdin.isTTY === true;
  const liveConfig = parseLiveFlags(values, {
    command,
    scenarios,
    env: io.env,
    interactive
  });
  const live = new LiveDeciderSession(liveConfig, {
    command,
    cwd: io.cwd,
    env: io.env,
    log: (l) => io.stderr(`${l}
`),
    interactive
  });
  const at = (k) => str(k) ? resolve(io.cwd, str(k)) : void 0;
  const modelScript = at("model-script");
  const agentBinary = at("agent");
  const baselinesDir = baselinesDirFor(at("baselines"), io.env, (l) => io.stderr(`${l}
`));
  const keepRunRoot = at("run-dir");
  return {
    live,
    common: {
      ...modelScript ? { modelScript } : {},
      ...timeout !== void 0 ? { timeoutMs: timeout } : {},
      ...maxTimeoutMs !== void 0 ? { bounds: { maxTimeoutMs } } : {},
      ...agentBinary ? { agentBinary } : {},
      ...baselinesDir ? { baselinesDir } : {},
      ...keepRunRoot ? { keepRunRoot } : {},
      env: io.env,
      log: (l) => io.stderr(`${l}
`),
      allow,
      live,
      ...values["allow-outside-paths"] === true ? { allowOutsidePaths: true } : {}
    }
  };
}
function scenarioInputs(path, shown) {
  let isDir;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    return [path];
  }
  if (!isDir) return [path];
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith(".") || name === "node_modules") continue;
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (/\.ya?ml$/.test(name)) out.push(abs);
    }
  };
  walk(path);
  if (out.length === 0) throw new UsageError(`${shown}: no *.yaml or *.yml scenario files under this directory`);
  return out;
}
async function budgetPreflight(capUsd, plans, io, runDir) {
  const runsRoot = keepRoot(runDir, io.env, io.cwd);
  const priced = await priceScenarios(plans, { ...runsRoot ? { runsRoot } : {} });
  const est = estimateBudget(priced, capUsd);
  const unpriced = unpricedWarning(est, runsRoot, io.cwd);
  if (unpriced) io.stderr(`warning: ${unpriced}
`);
  const line = budgetLine(est, priced);
  if (est.refuse) return line;
  io.stderr(`${line}
`);
  return void 0;
}

export {
  parseBudget,
  SpendTracker,
  LIVE_RUN_OPTIONS,
  liveRunSetup,
  scenarioInputs,
  budgetPreflight
};
