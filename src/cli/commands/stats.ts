/**
 * `cowork-harness stats [--run-dir DIR] [--scenario NAME] [--since DATE] [--last N]`: pass rate and
 * cost per scenario over the kept runs' index (docs/cli-reference.md#kept-runs).
 */
import { defineCommand, type CommandContext } from "../command.js";
import { UsageError } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { keepRoot, runsRoot } from "../../gate/trace/run-layout.js";
import { readIndex } from "../../gate/runs/run-index.js";
import { buildStats, statsText } from "../../gate/runs/stats.js";

const HELP = `Usage: cowork-harness stats [--run-dir DIR] [--scenario NAME] [--since DATE] [--last N] [--output-format text|json]

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

const OPTIONS = {
  "run-dir": { type: "string" },
  scenario: { type: "string" },
  since: { type: "string" },
  last: { type: "string" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

async function run({ values, positionals, format, io }: CommandContext<typeof OPTIONS>): Promise<number> {
  if (positionals.length > 0)
    throw new UsageError(`stats takes no positional arguments (got ${positionals.join(", ")})`);
  const last = values.last !== undefined ? Number(values.last) : undefined;
  if (last !== undefined && !(Number.isSafeInteger(last) && last > 0))
    throw new UsageError(`--last must be a positive whole number (got "${values.last}")`);
  if (values.since !== undefined && Number.isNaN(Date.parse(values.since)))
    throw new UsageError(`--since must be a date (ISO 8601, e.g. 2026-12-01; got "${values.since}")`);
  const root = keepRoot(values["run-dir"], io.env, io.cwd) ?? runsRoot(io.env, io.cwd);
  const { rows, warnings } = readIndex(root);
  for (const w of warnings) io.stderr(`warning: ${w}\n`);
  const stats = buildStats(rows, {
    ...(values.scenario !== undefined ? { scenario: values.scenario } : {}),
    ...(values.since !== undefined ? { since: new Date(values.since).toISOString() } : {}),
    ...(last !== undefined ? { last } : {}),
  });
  if (format === "json")
    io.stdout(
      `${JSON.stringify({ tool: TOOL_NAME, version: TOOL_VERSION, command: "stats", ok: true, root, scenarios: stats, error: null })}\n`,
    );
  else io.stdout(statsText(stats, root));
  return 0;
}

export const command = defineCommand({ name: "stats", help: HELP, options: OPTIONS, errors: "json-usage", run });
