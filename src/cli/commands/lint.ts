/**
 * `cowork-harness lint <scenario.yaml|dir>... [--strict] [--min-severity INFO|WARN|ERROR]
 * [--output-format text|json]`: the silent-false-green rules over scenario files
 * (spec/gate-extras.md §3). Exit 1 on an ERROR (or any finding with --strict), 2 on usage.
 */
import type { Command, CliIO } from "../io.js";
import { outputFormat, parseCommandArgs } from "../args.js";
import { withJsonUsageErrors } from "../json-usage-errors.js";
import { EXIT, UsageError } from "../../core/util/errors.js";
import { atLeast, findingJson, isSeverity, lintExitCode, lintJson, lintTargets, lintText } from "../../gate/lint/index.js";

export const LINT_USAGE = "usage: lint <scenario.yaml|dir>... [--strict] [--min-severity INFO|WARN|ERROR] [--output-format text|json]";

export const LINT_HELP = `Usage: cowork-harness lint <scenario.yaml|dir>... [options]

Checks scenario files for silent false-greens: assertions that can never fail, never pass, or are
not judged where you expect. A directory contributes its own *.yaml / *.yml files.

Options:
  --strict                       any finding left fails (exit 1)
  --min-severity INFO|WARN|ERROR drop findings below this severity (output and exit code)
  --output-format text|json      text (default) or the reference's JSON envelope
  --json                         the findings alone as a JSON array
  -h, --help                     show this help

Exit codes: 0 no ERROR (no finding with --strict), 1 an ERROR (any finding with --strict), 2 usage error
or a path that does not exist.
`;

export const LINT_OPTIONS = {
  strict: { type: "boolean" },
  "min-severity": { type: "string" },
  "output-format": { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

async function run(argv: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommandArgs("lint", argv, LINT_OPTIONS);
  if (values.help) {
    io.stdout(LINT_HELP);
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
