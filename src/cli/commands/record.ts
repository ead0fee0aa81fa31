/**
 * `cowork-harness record <scenario.yaml>...` drives the real agent and writes cassettes;
 * `cowork-harness run <scenario.yaml>` drives it and judges the run without writing.
 * With a `model_script` (or --model-script) the model is scripted and no token is needed.
 */
import { ALLOW_HELP, ALLOW_OPTIONS } from "../../gate/verify/allow-list.js";
import { relative, resolve } from "node:path";
import { mapLimit } from "../../core/util/map-limit.js";
import { errorLine, fileErrorMessage } from "../args.js";
import { defineCommand, type CommandContext } from "../command.js";
import { LIVE_RUN_OPTIONS, budgetPreflight, liveRunSetup, scenarioInputs } from "../live-run.js";
import { recordScenario } from "../../live/record/record-scenario.js";
import { parseCassetteFormat } from "../../core/cassette/format.js";
import { cassetteLine, failureLines } from "../../gate/report/replay-text.js";
import { formatAnnotation } from "../../gate/report/log-annotations.js";
import { envelope } from "../../gate/report/envelope.js";
import { EXIT, HarnessError, UsageError } from "../../core/util/errors.js";
import { LIVE_DECIDER_HELP, LIVE_DECIDER_OPTIONS } from "../../live/answerers/live-flags.js";
import {
  InOrder,
  MAX_RECORD_CONCURRENCY,
  duplicateCassettes,
  parseConcurrency,
  planBatch,
} from "../../live/record/batch.js";
import { readinessText, recordReadiness } from "../../live/doctor/readiness.js";
import { SpendTracker, costOfResult, parseBudget, type PlannedScenario } from "../../live/budget/budget.js";
import { DEFAULT_MAX_TIMEOUT_MS } from "../../core/settings/run-bounds.js";

const RECORD_HELP = `Usage: cowork-harness record <scenario.yaml | dir/>... [options]
       cowork-harness run <scenario.yaml> [options]

Runs the scenario live against the real agent and (record) writes its cassette. A directory records
every *.yaml / *.yml under it; the scenarios are reported in the order given.
Options:
  --out FILE|DIR            where the cassette goes (default: beside the scenario); with several
                            scenarios, a directory (end it with /)
  --model-script FILE       answer from a scripted model on loopback (no token needed)
  --format v12|v9           cassette format (default v12)
  --allow-failing           write the cassette even when the live verdict fails
  --concurrency N           record up to N scenarios at once (1-${MAX_RECORD_CONCURRENCY}, default 1); two scenarios that
                            would write the same cassette are refused before any starts
  --dry-run                 say whether each scenario would record here (it loads and lints, its tier,
                            the agent binary, a model script or a token, the container runtime and
                            image, where its cassette goes and whether it replaces one) and start
                            nothing; refused with the flags that only act on a run (--run-dir only
                            reads kept runs here, for --max-budget-usd)
  --max-budget-usd X        refuse before recording when the scenarios may cost more than X US
                            dollars (each one's worst cost so far, from the kept runs of --run-dir /
                            COWORK_HARNESS_RUNS_DIR or its cassette); at --concurrency 1, also leave
                            the scenarios after the ones whose reported cost reached X unrecorded
  --timeout-ms N            kill the agent after N ms, whatever the scenario's timeout_ms says
  --max-timeout-ms N        the most a scenario's timeout_ms may ask (default ${DEFAULT_MAX_TIMEOUT_MS}; also the
                            bound when it asks nothing): a larger value is cut to N, with a notice
  --agent PATH              the agent binary (default: the pinned @anthropic-ai/claude-code)
  --baselines DIR           desktop-*.json baselines for the fingerprint
  --allow-outside-paths     let the session name paths outside the repository (your own machine only)
  --output-format text|json
  --run-dir DIR             keep the run's evidence (events, stderr, egress log, status, result) under
                            DIR/<scenario>/<run id>/ for trace, inspect and status
                            (default: COWORK_HARNESS_RUNS_DIR, else not kept)
${LIVE_DECIDER_HELP}${ALLOW_HELP}
                                   a cassette with a privacy finding they do not clear is not
                                   written (exit 1), as the gate would fail it

The agent retries a failing model API by itself: CLAUDE_CODE_MAX_RETRIES sets how often (default 2
against a scripted model, the agent's own default against the real API); a run the API cut short
is a typed error and is never written, even with --allow-failing.

Exit codes: 0 pass (and written; --dry-run: every scenario ready); 1 the live verdict failed, the agent
sent what a model-script turn's expect does not match, or the agent timed out, crashed or ended without
a result (nothing written), --max-budget-usd refused or stopped it, or (--dry-run) a scenario is not
ready; 2 usage error or an invalid scenario, session or model script (or one with no turn left), or
two scenarios writing one cassette; 3 the agent image lacks a family the scenario's
requires_capabilities lists (refused before the agent starts). A batch exits with its worst code.
`;

const RECORD_OPTIONS = {
  ...LIVE_RUN_OPTIONS,
  out: { type: "string" },
  format: { type: "string" },
  "allow-failing": { type: "boolean" },
  concurrency: { type: "string" },
  "dry-run": { type: "boolean" },
  "max-budget-usd": { type: "string" },
} as const;

type RecordValues = CommandContext<typeof RECORD_OPTIONS>["values"];

/** The flags that only act on a run, refused with --dry-run (which starts none). */
const RUN_ONLY_FLAGS = [
  "allow-failing",
  "concurrency",
  "timeout-ms",
  "max-timeout-ms",
  ...Object.keys(LIVE_DECIDER_OPTIONS),
  ...Object.keys(ALLOW_OPTIONS),
];

/** `record --dry-run`: each scenario's readiness, nothing started; exit 0 all ready, 1 not. */
async function dryRun(
  values: RecordValues,
  files: string[],
  format: "text" | "json",
  io: CommandContext<typeof RECORD_OPTIONS>["io"],
  out: string | undefined,
): Promise<number> {
  // --run-dir is where the kept runs that price --max-budget-usd are read from; without the cap it keeps nothing here
  const given = [...RUN_ONLY_FLAGS, ...(values["max-budget-usd"] === undefined ? ["run-dir"] : [])].filter(
    (k) => (values as Record<string, unknown>)[k] !== undefined,
  );
  if (given.length > 0)
    throw new UsageError(
      `--dry-run starts no run, so --${given.join(", --")} ${given.length === 1 ? "has" : "have"} nothing to act on — drop ${given.length === 1 ? "it" : "them"}, or drop --dry-run`,
    );
  const at = (k: "model-script" | "agent"): string | undefined => (values[k] ? resolve(io.cwd, values[k]) : undefined);
  const modelScript = at("model-script");
  const agent = at("agent");
  const items = await recordReadiness(files, {
    env: io.env,
    cwd: io.cwd,
    ...(out !== undefined ? { out } : {}),
    ...(modelScript ? { modelScript } : {}),
    ...(agent ? { agent } : {}),
    ...(values["allow-outside-paths"] === true ? { allowOutsidePaths: true } : {}),
  });
  const dup = duplicateCassettes(await planBatch(files, out), io.cwd);
  if (dup !== undefined) throw new UsageError(dup);
  let budget: { refused?: string } = {};
  const cap = parseBudget(values["max-budget-usd"]);
  if (cap !== undefined) {
    const plans = items.flatMap((r): PlannedScenario[] =>
      r.scenario !== undefined
        ? [
            {
              name: r.scenario,
              file: r.file,
              runs: 1,
              ...(r.cassette !== undefined ? { cassettePath: resolve(io.cwd, r.cassette) } : {}),
            },
          ]
        : [],
    );
    const refused = await budgetPreflight(cap, plans, io, values["run-dir"]);
    budget = refused !== undefined ? { refused } : {};
  }
  const ready = items.every((r) => r.ready) && budget.refused === undefined;
  if (format === "json")
    io.stdout(
      JSON.stringify({
        ...envelope("record", ready, items),
        dryRun: true,
        ...(budget.refused ? { budget: { refused: budget.refused } } : {}),
      }) + "\n",
    );
  else io.stdout(readinessText(items) + (budget.refused ? `✗ ${budget.refused}\n` : ""));
  return ready ? EXIT.ok : EXIT.fail;
}

/** What one scenario of the batch prints, kept until the scenarios before it have printed. */
interface Report {
  stdout: string;
  stderr: string;
  result?: Record<string, unknown>;
  code: number;
}

/**
 * Records each scenario named (a directory: every scenario under it), up to --concurrency at once;
 * a scenario's error is its line, and the others still run. Reported in input order.
 */
async function record({ values, positionals, format, io }: CommandContext<typeof RECORD_OPTIONS>): Promise<number> {
  if (positionals.length === 0) throw new UsageError("give a scenario file or a directory of them");
  const files = positionals.flatMap((p) => scenarioInputs(resolve(io.cwd, p), p));
  if (files.length > 1 && values.out && !values.out.endsWith("/")) {
    throw new UsageError("with several scenarios, --out must be a directory (end it with /)");
  }
  const out = values.out ? resolve(io.cwd, values.out) + (values.out.endsWith("/") ? "/" : "") : undefined;
  const concurrency = parseConcurrency(values.concurrency);
  const cap = parseBudget(values["max-budget-usd"]);
  if (values["dry-run"] === true) return dryRun(values, files, format, io, out);
  if (concurrency > 1 && values["decider-cmd"] !== undefined)
    throw new UsageError("--decider-cmd answers one run at a time: drop --concurrency, or answer with --decider-llm");

  // settled before any agent starts: where each cassette goes, no two in one place, and the budget
  const plan = await planBatch(files, out);
  const dup = duplicateCassettes(plan, io.cwd);
  if (dup !== undefined) throw new UsageError(dup);
  if (cap !== undefined) {
    const plans = plan.flatMap((p): PlannedScenario[] =>
      p.name !== undefined
        ? [
            {
              name: p.name,
              file: relative(io.cwd, p.file) || p.file,
              runs: 1,
              ...(p.cassettePath ? { cassettePath: p.cassettePath } : {}),
            },
          ]
        : [],
    );
    const refused = await budgetPreflight(cap, plans, io, values["run-dir"]);
    if (refused !== undefined) throw new HarnessError(refused, EXIT.fail);
    if (concurrency > 1 && files.length > 1)
      io.stderr(
        `notice: --max-budget-usd at --concurrency ${concurrency}: the estimate above is the cap (a running total cannot stop runs already under way)\n`,
      );
  }
  const { common, live } = await liveRunSetup(values, io, "record", files.length);
  const flagged = Object.keys(ALLOW_OPTIONS).filter((k) => Array.isArray((values as Record<string, unknown>)[k]));
  if (flagged.length > 0) {
    io.stderr(
      `note: --${flagged.join(", --")} cover this record only; the gate (check, the Action) reads .cowork-allow-patterns — add there what the committed cassette needs, or check will fail on it\n`,
    );
  }
  const spend =
    cap !== undefined && concurrency === 1 ? new SpendTracker(cap, (l) => io.stderr(`warning: ${l}\n`)) : undefined;
  const results: Record<string, unknown>[] = [];
  const skipped: { scenarioFile: string; reason: "budget"; message: string }[] = [];
  let worst: number = EXIT.ok;
  const printer = new InOrder<Report>((r) => {
    if (r.stderr) io.stderr(r.stderr);
    if (r.stdout) io.stdout(r.stdout);
    if (r.result) results.push(r.result);
    worst = Math.max(worst, r.code);
  });
  let usageError: UsageError | undefined;
  await mapLimit(files, concurrency, async (file, i) => {
    const scenario = relative(io.cwd, file) || file;
    if (usageError) return printer.finish(i, { stdout: "", stderr: "", code: EXIT.usage });
    if (spend?.reached()) {
      const message = `${scenario}: not recorded — ${spend.stopMessage()}`;
      skipped.push({ scenarioFile: scenario, reason: "budget", message });
      return printer.finish(i, { stdout: "", stderr: errorLine("record", message, io.cwd), code: EXIT.fail });
    }
    // concurrent runs' progress lines interleave: each names its scenario
    const prefix = concurrency > 1 && files.length > 1 ? `[${scenario}] ` : "";
    try {
      const o = await recordScenario({
        ...common,
        ...(prefix ? { log: (l: string) => io.stderr(`${prefix}${l}\n`) } : {}),
        scenarioPath: file,
        ...(out !== undefined ? { out } : {}),
        format: parseCassetteFormat(values.format ?? "v12"),
        allowFailing: values["allow-failing"] === true,
        write: true,
      });
      spend?.add(costOfResult(o.result), `the run of ${o.result.scenario}`);
      let stderr = "";
      for (const f of o.privacy)
        stderr += `✗ ${relative(io.cwd, o.cassettePath)}: [${f.cls}] ${f.where} — ${f.sample}\n`;
      for (const a of o.annotations) stderr += formatAnnotation(a, io.env);
      const shown = { ...o.result, cassette: relative(io.cwd, o.cassettePath) };
      let stdout = "";
      if (format === "text") {
        stdout += [cassetteLine(shown, { writes: true }), ...failureLines(shown)].join("\n") + "\n";
        stdout += o.written
          ? `  wrote ${shown.cassette}\n`
          : o.privacy.length > 0
            ? `  not written: ${o.privacy.length} privacy finding(s) the gate would fail on (listed on stderr) — remove them from the run, or allow them with --allow* / .cowork-allow-patterns\n`
            : `  not written: the live verdict failed (pass --allow-failing to keep it)\n`;
      }
      const code = Math.max(o.result.exitCode, o.privacy.length > 0 ? EXIT.fail : EXIT.ok);
      printer.finish(i, { stdout, stderr, result: shown, code });
    } catch (e) {
      if (e instanceof UsageError) {
        usageError ??= e;
        return printer.finish(i, { stdout: "", stderr: "", code: EXIT.usage });
      }
      const stderr = errorLine("record", fileErrorMessage(scenario, file, e), io.cwd);
      printer.finish(i, { stdout: "", stderr, code: e instanceof HarnessError ? e.exitCode : EXIT.usage });
    }
  });
  await live.close(); // on an early usage error, the helper sees its stdin close and done.json is written at exit
  if (usageError) throw usageError;
  if (format === "json")
    io.stdout(
      JSON.stringify({
        ...envelope("record", worst === EXIT.ok, results),
        ...(skipped.length > 0 ? { skipped } : {}),
      }) + "\n",
    );
  return worst;
}

export const command = defineCommand({ name: "record", help: RECORD_HELP, options: RECORD_OPTIONS, run: record });
