/**
 * `cowork-harness trace <cassette | run-dir | events.jsonl | run id> [--view V] [--output-format json]`
 * (docs/reference.md#the-live-lane): what a run did, in one of the reference's views. On a cassette the views
 * that need the run's result (usage, files, durations) read the cassette's own records.
 */
import { defineCommand, type CommandContext } from "../command.js";
import { loadTraceSource } from "../../gate/trace/load-source.js";
import { traceView } from "../../gate/trace/view.js";
import { renderTraceText } from "../../gate/trace/text.js";
import { TRACE_VIEWS, type TraceView } from "../../gate/trace/views.js";
import { EXIT, UsageError } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";

export const TRACE_HELP = `Usage: cowork-harness trace <cassette | run-dir | events.jsonl | run-id> [options]

Shows what a recorded or kept run did: its tool calls in order with their results (default), or
one view. A run id (or a fragment of it, or of its scenario) is looked up under the runs root
(COWORK_HARNESS_RUNS_DIR, else ~/.cowork-harness/runs).

Options:
  --view V                  ${TRACE_VIEWS.join(" | ")}
  --full-results            carry every row's full input and result (capped at 4096 characters)
  --output-format text|json
  -h, --help

Exit codes: 0 shown; 2 usage error or nothing to trace.
`;

const TRACE_OPTIONS = {
  view: { type: "string" },
  "full-results": { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Prints the view asked for of the recording or run named. */
async function trace({ values, positionals, format, io }: CommandContext<typeof TRACE_OPTIONS>): Promise<number> {
  if (positionals.length !== 1) throw new UsageError("give one cassette, run directory, events.jsonl or run id");
  const view = values.view ?? "all";
  if (view !== "all" && !(TRACE_VIEWS as readonly string[]).includes(view))
    throw new UsageError(`--view must be one of ${TRACE_VIEWS.join(", ")} (got "${view}")`);
  const source = await loadTraceSource(positionals[0]!, io.cwd, io.env, (l) => io.stderr(`${l}\n`));
  const out = traceView(source, view as TraceView | "all", { full: values["full-results"] === true });
  if (format === "json") {
    io.stdout(
      JSON.stringify({
        tool: TOOL_NAME,
        version: TOOL_VERSION,
        command: "trace",
        ok: true,
        file: source.file,
        ...out.payload,
        error: null,
      }) + "\n",
    );
  } else {
    io.stdout(renderTraceText(out));
    for (const n of out.notes) io.stderr(`${n}\n`);
  }
  return EXIT.ok;
}

export const command = defineCommand({ name: "trace", help: TRACE_HELP, options: TRACE_OPTIONS, run: trace });
