/**
 * `cowork-harness record <scenario.yaml>...` drives the real agent and writes cassettes;
 * `cowork-harness run <scenario.yaml>` drives it and judges the run without writing.
 * With a `model_script` (or --model-script) the model is scripted and no token is needed.
 */
import { ALLOW_HELP, ALLOW_OPTIONS } from "../../gate/verify/allow-list.js";
import { relative, resolve } from "node:path";
import { errorLine, fileErrorMessage } from "../args.js";
import { defineCommand, type CommandContext } from "../command.js";
import { LIVE_RUN_OPTIONS, liveRunSetup } from "../live-run.js";
import { recordScenario } from "../../live/record/record-scenario.js";
import { parseCassetteFormat } from "../../core/cassette/format.js";
import { cassetteLine, failureLines } from "../../gate/report/replay-text.js";
import { formatAnnotation } from "../../gate/report/log-annotations.js";
import { envelope } from "../../gate/report/envelope.js";
import { EXIT, HarnessError, UsageError } from "../../core/util/errors.js";
import { LIVE_DECIDER_HELP } from "../../live/answerers/live-flags.js";
import { DEFAULT_MAX_TIMEOUT_MS } from "../../core/settings/run-bounds.js";

const RECORD_HELP = `Usage: cowork-harness record <scenario.yaml>... [options]
       cowork-harness run <scenario.yaml> [options]

Runs the scenario live against the real agent and (record) writes its cassette.
Options:
  --out FILE|DIR            where the cassette goes (default: beside the scenario)
  --model-script FILE       answer from a scripted model on loopback (no token needed)
  --format v12|v9           cassette format (default v12)
  --allow-failing           write the cassette even when the live verdict fails
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

Exit codes: 0 pass (and written); 1 the live verdict failed, the agent sent what a model-script turn's
expect does not match, or the agent timed out, crashed or ended without a result (nothing written);
2 usage error or an invalid scenario, session or model script (or one with no turn left); 3 the agent
image lacks a family the scenario's requires_capabilities lists (refused before the agent starts).
`;

const RECORD_OPTIONS = {
  ...LIVE_RUN_OPTIONS,
  out: { type: "string" },
  format: { type: "string" },
  "allow-failing": { type: "boolean" },
} as const;

/** Records each scenario named, one at a time; a scenario's error is its line, and the next one runs. */
async function record({ values, positionals, format, io }: CommandContext<typeof RECORD_OPTIONS>): Promise<number> {
  if (positionals.length === 0) throw new UsageError("give a scenario file");
  if (positionals.length > 1 && values.out && !values.out.endsWith("/")) {
    throw new UsageError("with several scenarios, --out must be a directory (end it with /)");
  }
  const { common, live } = await liveRunSetup(values, io, "record", positionals.length);
  const flagged = Object.keys(ALLOW_OPTIONS).filter((k) => Array.isArray((values as Record<string, unknown>)[k]));
  if (flagged.length > 0) {
    io.stderr(
      `note: --${flagged.join(", --")} cover this record only; the gate (check, the Action) reads .cowork-allow-patterns — add there what the committed cassette needs, or check will fail on it\n`,
    );
  }
  const results = [];
  let worst: number = EXIT.ok;
  for (const scenario of positionals) {
    try {
      const o = await recordScenario({
        ...common,
        scenarioPath: resolve(io.cwd, scenario),
        ...(values.out ? { out: resolve(io.cwd, values.out) + (values.out.endsWith("/") ? "/" : "") } : {}),
        format: parseCassetteFormat(values.format ?? "v12"),
        allowFailing: values["allow-failing"] === true,
        write: true,
      });
      for (const f of o.privacy)
        io.stderr(`✗ ${relative(io.cwd, o.cassettePath)}: [${f.cls}] ${f.where} — ${f.sample}\n`);
      for (const a of o.annotations) io.stderr(formatAnnotation(a, io.env));
      const shown = { ...o.result, cassette: relative(io.cwd, o.cassettePath) };
      results.push(shown);
      if (format === "text") {
        io.stdout([cassetteLine(shown, { writes: true }), ...failureLines(shown)].join("\n") + "\n");
        io.stdout(
          o.written
            ? `  wrote ${shown.cassette}\n`
            : o.privacy.length > 0
              ? `  not written: ${o.privacy.length} privacy finding(s) the gate would fail on (listed on stderr) — remove them from the run, or allow them with --allow* / .cowork-allow-patterns\n`
              : `  not written: the live verdict failed (pass --allow-failing to keep it)\n`,
        );
      }
      worst = Math.max(worst, o.result.exitCode, o.privacy.length > 0 ? EXIT.fail : EXIT.ok);
    } catch (e) {
      if (e instanceof UsageError) throw e;
      io.stderr(errorLine("record", fileErrorMessage(scenario, resolve(io.cwd, scenario), e), io.cwd));
      worst = Math.max(worst, e instanceof HarnessError ? e.exitCode : EXIT.usage);
    }
  }
  await live.close(); // on an early usage error, the helper sees its stdin close and done.json is written at exit
  if (format === "json") io.stdout(JSON.stringify(envelope("record", worst === EXIT.ok, results)) + "\n");
  return worst;
}

export const command = defineCommand({ name: "record", help: RECORD_HELP, options: RECORD_OPTIONS, run: record });
