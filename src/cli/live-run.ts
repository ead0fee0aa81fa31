/**
 * What `record` and `run` share: the options of a live run and the setup they need before the
 * first scenario (the allow list, the live deciders, and the recordScenario options every run
 * takes), so the two commands cannot drift apart again.
 */
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { CliIO } from "./io.js";
import { positiveInt } from "./args.js";
import type { RecordOptions } from "../live/record/record-scenario.js";
import { parseMs } from "../core/settings/run-bounds.js";
import { ALLOW_OPTIONS, allowListFromValues } from "../gate/verify/allow-list.js";
import { LIVE_DECIDER_OPTIONS, parseLiveFlags } from "../live/answerers/live-flags.js";
import { LiveDeciderSession } from "../live/answerers/live-session.js";
import { UsageError } from "../core/util/errors.js";
import { baselinesDirFor } from "../core/baselines/cache.js";
import { keepRoot } from "../gate/trace/run-layout.js";
import {
  budgetLine,
  estimateBudget,
  priceScenarios,
  unpricedWarning,
  type PlannedScenario,
} from "../live/budget/budget.js";

export const LIVE_RUN_OPTIONS = {
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
  ...LIVE_DECIDER_OPTIONS,
} as const;

type LiveRunValues = { [K in keyof typeof LIVE_RUN_OPTIONS]?: unknown } & Record<string, unknown>;

/** The recordScenario options every live run of the command takes, and its live deciders (close them at the end). */
export async function liveRunSetup(
  values: LiveRunValues,
  io: CliIO,
  command: "record" | "run",
  scenarios: number,
): Promise<{ common: Omit<RecordOptions, "scenarioPath" | "format" | "write">; live: LiveDeciderSession }> {
  const str = (k: string): string | undefined => (typeof values[k] === "string" ? (values[k] as string) : undefined);
  const timeout = positiveInt("timeout-ms", str("timeout-ms"));
  const maxTimeoutMs = parseMs(str("max-timeout-ms"), "--max-timeout-ms");
  const allow = await allowListFromValues(values as Parameters<typeof allowListFromValues>[0], io.cwd);
  const interactive = process.stdin.isTTY === true;
  const liveConfig = parseLiveFlags(values as Parameters<typeof parseLiveFlags>[0], {
    command,
    scenarios,
    env: io.env,
    interactive,
  });
  const live = new LiveDeciderSession(liveConfig, {
    command,
    cwd: io.cwd,
    env: io.env,
    log: (l) => io.stderr(`${l}\n`),
    interactive,
  });
  const at = (k: string): string | undefined => (str(k) ? resolve(io.cwd, str(k)!) : undefined);
  const modelScript = at("model-script");
  const agentBinary = at("agent");
  const baselinesDir = baselinesDirFor(at("baselines"), io.env, (l) => io.stderr(`${l}\n`));
  const keepRunRoot = at("run-dir");
  return {
    live,
    common: {
      ...(modelScript ? { modelScript } : {}),
      ...(timeout !== undefined ? { timeoutMs: timeout } : {}),
      ...(maxTimeoutMs !== undefined ? { bounds: { maxTimeoutMs } } : {}),
      ...(agentBinary ? { agentBinary } : {}),
      ...(baselinesDir ? { baselinesDir } : {}),
      ...(keepRunRoot ? { keepRunRoot } : {}),
      env: io.env,
      log: (l: string) => io.stderr(`${l}\n`),
      allow,
      live,
      ...(values["allow-outside-paths"] === true ? { allowOutsidePaths: true } : {}),
    },
  };
}

/**
 * The scenario files a positional names: the file, or every *.yaml/*.yml under the directory
 * (recursively, sorted; dot-entries and node_modules skipped). A directory with none is a usage error.
 */
export function scenarioInputs(path: string, shown: string): string[] {
  let isDir: boolean;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    return [path]; // the run reports the unreadable file
  }
  if (!isDir) return [path];
  const out: string[] = [];
  const walk = (dir: string): void => {
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

/**
 * --max-budget-usd before any run: each scenario's worst observed cost times its planned runs
 * (`run` and `record` price their runs the same way). Returns the refusal line, or
 * undefined when the runs may start (the estimate and any unpriced scenario said on stderr).
 */
export async function budgetPreflight(
  capUsd: number,
  plans: readonly PlannedScenario[],
  io: CliIO,
  runDir: string | undefined,
): Promise<string | undefined> {
  const runsRoot = keepRoot(runDir, io.env, io.cwd);
  const priced = await priceScenarios(plans, { ...(runsRoot ? { runsRoot } : {}) });
  const est = estimateBudget(priced, capUsd);
  const unpriced = unpricedWarning(est, runsRoot, io.cwd);
  if (unpriced) io.stderr(`warning: ${unpriced}\n`);
  const line = budgetLine(est, priced);
  if (est.refuse) return line;
  io.stderr(`${line}\n`);
  return undefined;
}
