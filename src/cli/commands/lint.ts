/**
 * `cowork-harness lint <scenario.yaml|dir>... [--strict] [--min-severity INFO|WARN|ERROR]
 * [--output-format text|json]`: the silent-false-green rules over scenario files
 * (spec/gate-extras.md §3). Exit 1 on an ERROR (or any finding with --strict), 2 on usage.
 */
import type { Command, CliIO } from "../io.js";
import { outputFormat, parseCommandArgs } from "../args.js";
import { withJsonUsageErrors } from "../json-usage-errors.js";
import { EXIT, UsageError } from "../../util/errors.js";
import { atLeast, findingJson, isSeverity, lintExitCode, lintJson, lintTargets, lintText } from "../../lint/index.js";

export const LINT_USAGE =
  "usage: lint <scenario.yaml|dir>... [--strict] [--min-severity INFO|WARN|ERROR] [--output-format text|json]";

const OPTIONS = {
  strict: { type: "boolean" },
  "min-severity": { type: "string" },
  "output-format": { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

async function run(argv: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommandArgs("lint", argv, OPTIONS);
  if (values.help) {
    io.stdout(`${LINT_USAGE}\n`);
    return EXIT.ok;
  }
  const format = outputFormat(values["output-format"], io.env);
  const min = values["min-severity"] ?? "INFO";
  if (!isSeverity(min)) throw new UsageError(`--min-severity must be ERROR, WARN or INFO (got "${min}")`);
  if (positionals.length === 0) throw new UsageError(LINT_USAGE);

  const { findings, fileCount } = await lintTargets(positionals);
  const shown = atLeast(findings, min);
  const code = lintExitCode(shown, values.strict === true);
  if (format === "json") io.stdout(`${lintJson(shown, code === 0)}\n`);
  else if (values.json === true) io.stdout(`${JSON.stringify(shown.map(findingJson), null, 2)}\n`);
  else io.stdout(lintText(shown, fileCount));
  return code;
}

export const lintCommand: Command = withJsonUsageErrors("lint", run);
