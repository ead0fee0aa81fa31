#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  KEY_FAMILIES,
  KNOWN_ASSERT_KEYS,
  REGEX_DOUBLE_QUOTED,
  SEVERITY_ORDER,
  lintScenarioText,
  pyList
} from "./chunk-I7F7UO5Q.js";
import "./chunk-R2VNON2N.js";
import {
  defineCommand
} from "./chunk-TBML7EOG.js";
import "./chunk-MKJ2XAWI.js";
import "./chunk-RVJ3OCTS.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-EWA377PQ.js";
import "./chunk-PALYRVMI.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-CNXX5T4H.js";
import "./chunk-GLPOOBOA.js";
import "./chunk-RJU6G3KC.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-FHQR7PEA.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import {
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/gate/lint/verdict.ts
function isSeverity(value) {
  return SEVERITY_ORDER.includes(value);
}
function atLeast(findings, min) {
  const limit = SEVERITY_ORDER.indexOf(min);
  return findings.filter((f) => SEVERITY_ORDER.indexOf(f.severity) <= limit);
}
function lintExitCode(findings, strict) {
  if (findings.some((f) => f.ruleId === "not-found")) return 2;
  return findings.some((f) => f.severity === "ERROR") || strict && findings.length > 0 ? 1 : 0;
}

// src/gate/lint/format.ts
var MARK = { ERROR: "\u2717", WARN: "\u26A0", INFO: "\u2139" };
var REFERENCE_LINE_RULES = /* @__PURE__ */ new Set([REGEX_DOUBLE_QUOTED]);
function lintText(findings, fileCount) {
  if (findings.length === 0) return `\u2713 ${fileCount} scenario(s) clean \u2014 no silent-false-green findings.
`;
  const rank = (f) => SEVERITY_ORDER.indexOf(f.severity);
  const sorted = [...findings].sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : rank(a) - rank(b));
  const blocks = sorted.map((f) => {
    const where = f.line === null ? f.file : `${f.file}:${f.line}`;
    return `${MARK[f.severity]} ${f.severity} [${f.ruleId}] ${where}
    ${f.message}
    fix: ${f.fix}
`;
  });
  const count = (s) => findings.filter((f) => f.severity === s).length;
  const summary = `${count("ERROR")} error(s), ${count("WARN")} warning(s), ${count("INFO")} info across ${fileCount} file(s).
`;
  return `${blocks.join("")}
${summary}`;
}
function findingJson(f) {
  return {
    severity: f.severity,
    rule: f.ruleId,
    message: f.message,
    fix: f.fix,
    file: f.file,
    line: REFERENCE_LINE_RULES.has(f.ruleId) ? f.line : null,
    sourceLine: f.line
  };
}
function lintJson(findings, ok) {
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "lint",
    ok,
    findings: findings.map(findingJson),
    error: null
  });
}

// src/gate/lint/run.ts
import { readFile, stat as stat2 } from "node:fs/promises";

// src/gate/lint/inputs.ts
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
async function isDirectory(path) {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
async function scenarioFilesIn(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((e) => !e.isDirectory() && /\.ya?ml$/.test(e.name)).map((e) => join(dir, e.name)).sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
}
async function expandLintTargets(paths) {
  const targets = { files: [], findings: [] };
  for (const path of paths) {
    if (!await isDirectory(path)) {
      targets.files.push(path);
      continue;
    }
    const found = await scenarioFilesIn(path);
    if (found.length === 0) {
      targets.findings.push({
        file: path,
        line: null,
        ruleId: "no-scenarios",
        severity: "ERROR",
        message: `no .yaml/.yml files in ${path} \u2014 nothing was linted, which must not pass as clean.`,
        fix: "Point lint at the scenario files or the directory that holds them."
      });
    }
    targets.files.push(...found);
  }
  return targets;
}

// src/gate/lint/self-check.ts
var LINTER_FILE = "(linter)";
function unclassifiedKeyFindings(keys = KNOWN_ASSERT_KEYS, families = KEY_FAMILIES) {
  const unclassified = keys.filter((k) => !families.some((f) => f.has(k)));
  if (unclassified.length === 0) return [];
  return [
    {
      file: LINTER_FILE,
      line: null,
      ruleId: "linter-unclassified-key",
      severity: "ERROR",
      message: `the linter is out of date: assertion key(s) ${pyList(unclassified)} fall in none of its families, so no rule reasons about them.`,
      fix: "Classify the key(s) in src/gate/lint/key-sets.ts (content, gate, manifest, live-only or verdict modifier)."
    }
  ];
}

// src/gate/lint/run.ts
async function lintFile(file) {
  const notFound = (message) => [
    { file, line: null, ruleId: "not-found", severity: "ERROR", message, fix: "Check the path." }
  ];
  try {
    if (!(await stat2(file)).isFile()) return notFound(`not a file: ${file}`);
  } catch {
    return notFound(`file not found: ${file}`);
  }
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    return notFound(`cannot read ${file} (${e.code ?? "error"})`);
  }
  return lintScenarioText(text, file);
}
async function lintTargets(paths) {
  const { files, findings } = await expandLintTargets(paths);
  findings.push(...unclassifiedKeyFindings());
  for (const file of files) findings.push(...await lintFile(file));
  return { findings, fileCount: files.length };
}

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
var command = defineCommand({
  name: "lint",
  help: LINT_HELP,
  options: LINT_OPTIONS,
  errors: "json-usage",
  run: lint
});
export {
  command
};
