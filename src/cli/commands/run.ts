/**
 * `cowork-harness run <scenario.yaml | dir/>` drives the real agent and judges each run live,
 * writing nothing (docs/reference.md#the-live-lane). A directory runs every *.yaml/*.yml under it, in order.
 * `--repeat N` runs each scenario N times and rolls the verdicts up into a pass rate, with the
 * failures attributed to each assertion; `--min-pass-rate` sets what a batch must reach and
 * `--stop-on-diverge` stops a batch once it has both passed and failed.
 */
import { relative, resolve } from "node:path";
import { errorLine, fileErrorMessage } from "../args.js";
import { defineCommand, type CommandContext } from "../command.js";
import { cassettePathFor, recordScenario } from "../../live/record/record-scenario.js";
import { failureLines } from "../../gate/report/replay-text.js";
import { formatAnnotation } from "../../gate/report/log-annotations.js";
import { envelope } from "../../gate/report/envelope.js";
import type { ReplayResult } from "../../gate/replay/result.js";
import {
  diverged,
  formatRepeatRollup,
  parseRepeatFlags,
  rollupOfRuns,
  type RepeatRollup,
  type StopReason,
} from "../../live/judge/repeat.js";
import { EXIT, HarnessError, UsageError } from "../../core/util/errors.js";
import { ALLOW_HELP } from "../../gate/verify/allow-list.js";
import { LIVE_DECIDER_HELP } from "../../live/answerers/live-flags.js";
import { DEFAULT_MAX_TIMEOUT_MS } from "../../core/settings/run-bounds.js";
import { LIVE_RUN_OPTIONS, budgetPreflight, liveRunSetup, scenarioInputs } from "../live-run.js";
import { loadScenarioFile } from "../../core/scenario/load.js";
import type { CliIO } from "../io.js";
import { SpendTracker, costOfResult, parseBudget, type PlannedScenario } from "../../live/budget/budget.js";

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
  --max-budget-usd X        refuse before any run when the planned runs may cost more than X US dollars
                            (each scenario's worst cost so far, from the kept runs of --run-dir /
                            COWORK_HARNESS_RUNS_DIR or the cassette beside it, times its runs); with
                            --repeat, also stop the runs left once the finished ones reported X
                            (total_cost_usd; a run that reports none turns this off, with a warning)
  --allow-budget-stop       a scenario whose repeats the budget stopped passes on the runs it made
                            (needs --repeat and --max-budget-usd)
  --run-dir DIR             keep each run's evidence (events, stderr, egress log, status, result) under
                            DIR/<scenario>/<run id>/ for trace, inspect and status
                            (default: COWORK_HARNESS_RUNS_DIR, else not kept)
  --allow-outside-paths     let the session name paths outside the repository (your own machine only)
  --output-format text|json
${LIVE_DECIDER_HELP}${ALLOW_HELP}
Exit codes: 0 every run passed (with --repeat: every scenario reached its pass rate); 1 a run failed,
or a repeated scenario fell short or stopped early (the budget too, without --allow-budget-stop);
2 usage error, an invalid scenario, session or model script, a run that could not be made, or
--max-budget-usd refused before any run; 3 the agent image lacks a family the scenario's
requires_capabilities lists (refused before the agent starts).
`;

const RUN_OPTIONS = {
  ...LIVE_RUN_OPTIONS,
  repeat: { type: "string" },
  "min-pass-rate": { type: "string" },
  "stop-on-diverge": { type: "boolean" },
  "max-budget-usd": { type: "string" },
  "allow-budget-stop": { type: "boolean" },
} as const;

/** One line per run: what ran and how it went — no cassette (run writes none). */
function runLine(r: ReplayResult, label: string): string {
  const counts = (r.toolCounts ?? {}) as Record<string, number>;
  const tools = Object.values(counts).reduce((a, b) => a + b, 0);
  const passed = r.assertions.filter((a) => a.pass).length;
  return `${r.verdict.pass ? "✓" : "✗"} ${label}${r.scenario} [${String(r.effectiveFidelity ?? r.fidelity).replace(/^replay:/, "")}] ${tools} tool call(s), ${passed}/${r.assertions.length} assertion(s) passed`;
}

type Shown = Omit<ReplayResult, "cassette"> & { scenarioFile: string };

/** What the budget pre-flight plans for each file: its name (the index rows' key) and the cassette beside it. */
async function plannedRuns(files: readonly string[], runs: number, io: CliIO): Promise<PlannedScenario[]> {
  const out: PlannedScenario[] = [];
  for (const file of files) {
    try {
      const name = (await loadScenarioFile(file)).scenario.name;
      const cassettePath = await cassettePathFor(file, name, undefined).then(
        (c) => c.path,
        () => undefined,
      );
      out.push({ name, file: relative(io.cwd, file) || file, runs, ...(cassettePath ? { cassettePath } : {}) });
    } catch {
      // a scenario that does not load is reported by its run; it prices nothing
    }
  }
  return out;
}

/** Runs each scenario file (each --repeat times) and judges it live; writes nothing. */
async function run({ values, positionals, format, io }: CommandContext<typeof RUN_OPTIONS>): Promise<number> {
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? "give a scenario file or a directory of them"
        : "give exactly one scenario file or directory",
    );
  const flags = parseRepeatFlags(values);
  const budget = parseBudget(values["max-budget-usd"]);
  if (flags.allowBudgetStop && budget === undefined)
    throw new UsageError("--allow-budget-stop requires --max-budget-usd (run)");
  const files = scenarioInputs(resolve(io.cwd, positionals[0]!), positionals[0]!);
  if (budget !== undefined) {
    const refused = await budgetPreflight(
      budget,
      await plannedRuns(files, flags.repeat ?? 1, io),
      io,
      values["run-dir"],
    );
    if (refused !== undefined) throw new HarnessError(refused, EXIT.usage);
  }
  const { common, live } = await liveRunSetup(values, io, "run", files.length);
  // with --repeat, the spend the finished runs report is capped too (without it, the pre-flight is the cap)
  const spend =
    budget !== undefined && flags.repeat !== undefined
      ? new SpendTracker(budget, (l) => io.stderr(`warning: ${l}\n`))
      : undefined;
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
      // the cap was reached by the runs before (this scenario's or an earlier one's): start no more
      if (spend?.reached()) {
        stopped = { reason: "budget", message: spend.stopMessage() };
        break;
      }
      const repLabel = flags.repeat ? `${label}(${rep + 1}/${times}) ` : label;
      try {
        const o = await recordScenario({ ...common, scenarioPath: file, format: "v12", write: false });
        for (const a of o.annotations) io.stderr(formatAnnotation(a, io.env));
        const { cassette: _unwritten, ...rest } = o.result;
        results.push({ ...rest, scenarioFile: shownFile });
        runs.push(o.result);
        spend?.add(costOfResult(o.result), `run ${rep + 1} of ${o.result.scenario}`);
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
      if (flags.stopOnDiverge && diverged(runs) && rep < times - 1) {
        stopped = { reason: "diverged" };
        break;
      }
    }
    if (flags.repeat) {
      const name = runs[0]?.scenario ?? shownFile;
      const rollup = rollupOfRuns(name, times, runs, flags.minPassRate, stopped, {
        allowBudgetStop: flags.allowBudgetStop,
      });
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
