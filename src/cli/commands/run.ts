/**
 * `cowork-harness run <scenario.yaml | dir/>` drives the real agent and judges each run live,
 * writing nothing (docs/reference.md#the-live-lane). A directory runs every *.yaml/*.yml under it, in order.
 * `--repeat N` runs each scenario N times and rolls the verdicts up into a pass rate, with the
 * failures attributed to each assertion; `--min-pass-rate` sets what a batch must reach and
 * `--stop-on-diverge` stops a batch once it has both passed and failed.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { errorLine, fileErrorMessage } from "../args.js";
import { defineCommand, type CommandContext } from "../command.js";
import { recordScenario } from "../../live/record/record-scenario.js";
import { failureLines } from "../../gate/report/replay-text.js";
import { formatAnnotation } from "../../gate/report/log-annotations.js";
import { envelope } from "../../gate/report/envelope.js";
import type { ReplayResult } from "../../gate/replay/result.js";
import {
  buildRepeatRollup,
  formatRepeatRollup,
  parseRepeatFlags,
  type RepeatRollup,
  type StopReason,
} from "../../live/judge/repeat.js";
import { EXIT, HarnessError, UsageError } from "../../core/util/errors.js";
import { ALLOW_HELP } from "../../gate/verify/allow-list.js";
import { LIVE_DECIDER_HELP } from "../../live/answerers/live-flags.js";
import { DEFAULT_MAX_TIMEOUT_MS } from "../../core/settings/run-bounds.js";
import { LIVE_RUN_OPTIONS, liveRunSetup } from "../live-run.js";

const RUN_HELP = `Usage: cowork-harness run <scenario.yaml | dir/> [options]

Runs the scenario live against the real agent and judges the run, live-only assertions included.
Writes nothing. A directory runs every *.yaml / *.yml under it, in order.
Options:
  --model-script FILE       answer from a scripted model on loopback (no token needed)
  --timeout-ms N            kill the agent after N ms, whatever the scenario's timeout_ms says
  --max-timeout-ms N        the most a scenario's timeout_ms may ask (default ${DEFAULT_MAX_TIMEOUT_MS}; also the
                            bound when it asks nothing): a larger value is cut to N, with a notice
  --agent PATH              the agent binary (default: the pinned @anthropic-ai/claude-code)
  --baselines DIR           desktop-*.json baselines
  --repeat N                run each scenario N times (2-100) and report its pass rate
  --min-pass-rate X         the pass rate (0-1) a repeated scenario must reach (default 1; needs --repeat)
  --stop-on-diverge         stop a scenario's repeats once it has both passed and failed (needs --repeat)
  --run-dir DIR             keep each run's evidence (events, stderr, egress log, status, result) under
                            DIR/<scenario>/<run id>/ for trace, inspect and status
                            (default: COWORK_HARNESS_RUNS_DIR, else not kept)
  --allow-outside-paths     let the session name paths outside the repository (your own machine only)
  --output-format text|json
${LIVE_DECIDER_HELP}${ALLOW_HELP}
Exit codes: 0 every run passed (with --repeat: every scenario reached its pass rate); 1 a run failed,
or a repeated scenario fell short or stopped early; 2 usage error, an invalid scenario, session or
model script, or a run that could not be made; 3 the agent image lacks a family the scenario's
requires_capabilities lists (refused before the agent starts).
`;

const RUN_OPTIONS = {
  ...LIVE_RUN_OPTIONS,
  repeat: { type: "string" },
  "min-pass-rate": { type: "string" },
  "stop-on-diverge": { type: "boolean" },
} as const;

/** The scenario files a positional names: the file, or every *.yaml/*.yml under the directory, sorted. */
function scenarioInputs(path: string, shown: string): string[] {
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

/** One line per run: what ran and how it went — no cassette (run writes none). */
function runLine(r: ReplayResult, label: string): string {
  const counts = (r.toolCounts ?? {}) as Record<string, number>;
  const tools = Object.values(counts).reduce((a, b) => a + b, 0);
  const passed = r.assertions.filter((a) => a.pass).length;
  return `${r.verdict.pass ? "✓" : "✗"} ${label}${r.scenario} [${String(r.effectiveFidelity ?? r.fidelity).replace(/^replay:/, "")}] ${tools} tool call(s), ${passed}/${r.assertions.length} assertion(s) passed`;
}

type Shown = Omit<ReplayResult, "cassette"> & { scenarioFile: string };

/** Runs each scenario file (each --repeat times) and judges it live; writes nothing. */
async function run({ values, positionals, format, io }: CommandContext<typeof RUN_OPTIONS>): Promise<number> {
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? "give a scenario file or a directory of them"
        : "give exactly one scenario file or directory",
    );
  const flags = parseRepeatFlags(values);
  const files = scenarioInputs(resolve(io.cwd, positionals[0]!), positionals[0]!);
  const { common, live } = await liveRunSetup(values, io, "run", files.length);
  const results: Shown[] = [];
  const rollups: RepeatRollup[] = [];
  let worst: number = EXIT.ok;
  for (const [i, file] of files.entries()) {
    const shownFile = relative(io.cwd, file) || file;
    const label = files.length > 1 ? `[${i + 1}/${files.length}] ` : "";
    const times = flags.repeat ?? 1;
    const runs: ReplayResult[] = [];
    let stopped: { reason: StopReason; message?: string } | undefined;
    let errorCode: number = EXIT.usage;
    for (let rep = 0; rep < times; rep++) {
      const repLabel = flags.repeat ? `${label}(${rep + 1}/${times}) ` : label;
      try {
        const o = await recordScenario({ ...common, scenarioPath: file, format: "v12", write: false });
        for (const a of o.annotations) io.stderr(formatAnnotation(a, io.env));
        const { cassette: _unwritten, ...rest } = o.result;
        results.push({ ...rest, scenarioFile: shownFile });
        runs.push(o.result);
        if (format === "text") io.stdout([runLine(o.result, repLabel), ...failureLines(o.result)].join("\n") + "\n");
        if (!flags.repeat) worst = Math.max(worst, o.result.exitCode);
      } catch (e) {
        if (e instanceof UsageError) throw e;
        io.stderr(errorLine("run", fileErrorMessage(shownFile, file, e), io.cwd));
        if (!flags.repeat) {
          worst = Math.max(worst, e instanceof HarnessError ? e.exitCode : EXIT.usage);
          break;
        }
        stopped = { reason: "error", message: e instanceof Error ? e.message.split("\n")[0]! : String(e) };
        errorCode = e instanceof HarnessError && e.exitCode === EXIT.boundary ? EXIT.boundary : EXIT.usage;
        break;
      }
      if (
        flags.stopOnDiverge &&
        runs.some((r) => r.verdict.pass) &&
        runs.some((r) => !r.verdict.pass) &&
        rep < times - 1
      ) {
        stopped = { reason: "diverged" };
        break;
      }
    }
    if (flags.repeat) {
      const name = runs[0]?.scenario ?? shownFile;
      const rollup = buildRepeatRollup(
        name,
        times,
        runs.map((r) => ({
          verdict: r.verdict,
          assertions: r.assertions,
          ...(typeof r.totalCostUsd === "number" ? { costUsd: r.totalCostUsd } : {}),
        })),
        flags.minPassRate,
        stopped,
      );
      rollups.push(rollup);
      for (const l of formatRepeatRollup(rollup)) io.stderr(`${l}\n`);
      // a run that could not be made keeps its own code (a capability refused before the agent started is 3)
      if (!rollup.pass) worst = Math.max(worst, stopped?.reason === "error" ? errorCode : EXIT.fail);
    }
  }
  await live.close();
  if (format === "json") {
    const ok = worst === EXIT.ok;
    io.stdout(JSON.stringify({ ...envelope("run", ok, results), ...(flags.repeat ? { rollups } : {}) }) + "\n");
  }
  return worst;
}

export const command = defineCommand({ name: "run", help: RUN_HELP, options: RUN_OPTIONS, run });
