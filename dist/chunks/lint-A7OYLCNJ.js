#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  atLeast,
  findingJson,
  isSeverity,
  lintExitCode,
  lintJson,
  lintTargets,
  lintText
} from "./chunk-F26PF4PV.js";
import "./chunk-Z42UWJSZ.js";
import {
  defineCommand
} from "./chunk-6HGLIG36.js";
import "./chunk-W6COWERV.js";
import "./chunk-EELX77VS.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-G23BU6AA.js";
import "./chunk-XUI6PUW6.js";
import "./chunk-2ASNSNAT.js";
import "./chunk-JH5ARI2P.js";
import "./chunk-KOSDDSUX.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-W73SXYVW.js";
import "./chunk-MKKEINBF.js";
import "./chunk-YWU5OY5L.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-BUUZFLZB.js";
import {
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/lint.ts
var LINT_USAGE = "usage: lint <scenario.yaml|dir>... [--strict] [--min-severity INFO|WARN|ERROR] [--output-format text|json]";
var LINT_HELP = `Usage: cowork-harness lint <scenario.yaml|dir>... [options]

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
var LINT_OPTIONS = {
  strict: { type: "boolean" },
  "min-severity": { type: "string" },
  "output-format": { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" }
};
async function lint({ values, positionals, format, io }) {
  const min = values["min-severity"] ?? "INFO";
  if (!isSeverity(min)) throw new UsageError(`--min-severity must be ERROR, WARN or INFO (got "${min}")`);
  if (positionals.length === 0) throw new UsageError(LINT_USAGE);
  const { findings, fileCount } = await lintTargets(positionals);
  const shown = atLeast(findings, min);
  const code = lintExitCode(shown, values.strict === true);
  if (format === "json") io.stdout(`${lintJson(shown, code === 0)}
`);
  else if (values.json === true) io.stdout(`${JSON.stringify(shown.map(findingJson), null, 2)}
`);
  else io.stdout(lintText(shown, fileCount));
  return code;
}
var command = defineCommand({ name: "lint", help: LINT_HELP, options: LINT_OPTIONS, errors: "json-usage", run: lint });
export {
  command
};
