/**
 * `cowork-harness prune [--run-dir DIR] (--keep-last N | --older-than DAYS) [--dry-run]`: the
 * retention of kept runs (docs/cli-reference.md#kept-runs).
 */
import { relative } from "node:path";
import { defineCommand, type CommandContext } from "../command.js";
import { UsageError } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { keepRoot, runsRoot } from "../../gate/trace/run-layout.js";
import { keptRuns, removeRuns, toPrune, type Retention } from "../../gate/runs/prune.js";

const HELP = `Usage: cowork-harness prune [--run-dir DIR] (--keep-last N | --older-than DAYS) [--dry-run]

Deletes kept runs (run/record --run-dir) past the retention you set: beyond the newest N of each
scenario, and/or started more than DAYS days ago (both given: either drops a run). A run still
running is never touched, a link is never followed, and index.jsonl keeps every row (stats counts
pruned runs).

Options:
  --run-dir DIR              the runs root (default COWORK_HARNESS_RUNS_DIR, else ~/.cowork-harness/runs)
  --keep-last N              keep the newest N runs of each scenario (N ≥ 1)
  --older-than DAYS          drop runs older than DAYS days (may be fractional, > 0)
  --dry-run                  list what would go, delete nothing
  --output-format text|json  text (default) or the JSON envelope
  -h, --help                 show this help

Exit codes: 0 done (also when nothing was due), 2 usage error (no retention given, a bad number).
`;

const OPTIONS = {
  "run-dir": { type: "string" },
  "keep-last": { type: "string" },
  "older-than": { type: "string" },
  "dry-run": { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

function retentionOf(values: { "keep-last"?: string | undefined; "older-than"?: string | undefined }): Retention {
  const r: Retention = {};
  if (values["keep-last"] !== undefined) {
    const n = Number(values["keep-last"]);
    if (!(Number.isSafeInteger(n) && n >= 1))
      throw new UsageError(`--keep-last must be a whole number of runs, at least 1 (got "${values["keep-last"]}")`);
    r.keepLast = n;
  }
  if (values["older-than"] !== undefined) {
    const d = Number(values["older-than"]);
    if (!(Number.isFinite(d) && d > 0))
      throw new UsageError(`--older-than must be a number of days above 0 (got "${values["older-than"]}")`);
    r.olderThanDays = d;
  }
  if (r.keepLast === undefined && r.olderThanDays === undefined)
    throw new UsageError("prune needs a retention: --keep-last N and/or --older-than DAYS");
  return r;
}

async function run({ values, positionals, format, io }: CommandContext<typeof OPTIONS>): Promise<number> {
  if (positionals.length > 0)
    throw new UsageError(`prune takes no positional arguments (got ${positionals.join(", ")})`);
  const retention = retentionOf(values);
  const root = keepRoot(values["run-dir"], io.env, io.cwd) ?? runsRoot(io.env, io.cwd);
  const runs = keptRuns(root);
  const drop = toPrune(runs, retention);
  const dry = values["dry-run"] === true;
  if (!dry) await removeRuns(drop);
  const shown = drop.map((r) => relative(io.cwd, r.dir) || r.dir);
  if (format === "json")
    io.stdout(
      `${JSON.stringify({ tool: TOOL_NAME, version: TOOL_VERSION, command: "prune", ok: true, dryRun: dry, root, kept: runs.length - drop.length, pruned: shown, error: null })}\n`,
    );
  else {
    for (const s of shown) io.stdout(`${dry ? "would prune" : "pruned"} ${s}\n`);
    io.stdout(
      `${dry ? "would prune" : "pruned"} ${drop.length} of ${runs.length} kept run(s) under ${root}; ${runs.length - drop.length} kept\n`,
    );
  }
  return 0;
}

export const command = defineCommand({ name: "prune", help: HELP, options: OPTIONS, errors: "json-usage", run });
