/**
 * `cowork-harness lint <scenario.yaml|dir>... [--strict] [--min-severity INFO|WARN|ERROR]
 * [--output-format text|json]`: the silent-false-green rules over scenario files
 * (docs/reference.md#gate-extras), and the session and model script each scenario names. Exit 1 on
 * an ERROR (or any finding with --strict; with --reference-exit only the reference's rules count), 2 on usage.
 */
import { defineCommand, type CommandContext } from "../command.js";
import { UsageError } from "../../core/util/errors.js";
import { atLeast, isSeverity, lintExitCode } from "../../gate/lint/verdict.js";
import { findingJson, lintJson, lintText } from "../../gate/lint/format.js";
import { lintTargets } from "../../gate/lint/run.js";
import { OWN_RULE_IDS } from "../../gate/lint/registry.js";

const LINT_USAGE =
  "usage: lint <scenario.yaml|dir>... [--strict] [--reference-exit] [--min-severity INFO|WARN|ERROR] [--output-format text|json]";

const LINT_HELP = `Usage: cowork-harness lint <scenario.yaml|dir>... [options]

Checks scenario files for silent false-greens: assertions that can never fail, never pass, or are
not judged where you expect. A directory contributes its own *.yaml / *.yml files. The session file
and model script a scenario names are linted with it, each at its own file and line; a session or
model script named on its own is linted as what it is.

Rules of cowork-harness's own (the reference CLI has no such rule) are marked "ours".

Options:
  --strict                       any finding left fails (exit 1)
  --reference-exit               our own rules' findings are shown but do not set the exit code:
                                 the exit is the reference CLI's for the same files (switching CI)
  --min-severity INFO|WARN|ERROR drop findings below this severity (output and exit code)
  --output-format text|json      text (default) or the reference's JSON envelope
  --json                         the findings alone as a JSON array
  -h, --help                     show this help

Exit codes: 0 no ERROR (no finding with --strict), 1 an ERROR (any finding with --strict), 2 usage error
or a path that does not exist.
`;

const LINT_OPTIONS = {
  strict: { type: "boolean" },
  "reference-exit": { type: "boolean" },
  "min-severity": { type: "string" },
  "output-format": { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** Lints the scenario files named and prints the findings at or above --min-severity. */
async function lint({ values, positionals, format, io }: CommandContext<typeof LINT_OPTIONS>): Promise<number> {
  const min = values["min-severity"] ?? "INFO";
  if (!isSeverity(min)) throw new UsageError(`--min-severity must be ERROR, WARN or INFO (got "${min}")`);
  if (positionals.length === 0) throw new UsageError(LINT_USAGE);

  const { findings, kinds, notes } = await lintTargets(positionals);
  const shown = atLeast(findings, min);
  const decides = values["reference-exit"] === true ? shown.filter((f) => !OWN_RULE_IDS.includes(f.ruleId)) : shown;
  const code = lintExitCode(decides, values.strict === true);
  if (format === "json") io.stdout(`${lintJson(shown, code === 0)}\n`);
  else if (values.json === true) io.stdout(`${JSON.stringify(shown.map(findingJson), null, 2)}\n`);
  else io.stdout(lintText(shown, { kinds, notes, strict: values.strict === true }));
  return code;
}

export const command = defineCommand({
  name: "lint",
  help: LINT_HELP,
  options: LINT_OPTIONS,
  errors: "json-usage",
  run: lint,
});
