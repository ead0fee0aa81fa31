#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lintTargets
} from "./chunk-B2X2H3R4.js";
import {
  ADVISORY_RULE_IDS,
  OWN_RULE_IDS,
  REGEX_DOUBLE_QUOTED
} from "./chunk-VMKO3L33.js";
import {
  SEVERITY_ORDER
} from "./chunk-IXQNGYAG.js";
import "./chunk-I64G2WUU.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-2HFCXRSU.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-3LL6WAPB.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-IAQDAOHD.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import "./chunk-FOXKMYXX.js";
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
var KIND_NAMES = {
  scenario: ["scenario", "scenarios"],
  session: ["session file", "session files"],
  "model-script": ["model script", "model scripts"]
};
function kindsText(kinds) {
  const parts = Object.keys(KIND_NAMES).filter((k) => kinds[k] > 0).map((k) => `${kinds[k]} ${KIND_NAMES[k][kinds[k] === 1 ? 0 : 1]}`);
  if (parts.length === 0) return "0 files";
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
function ruleTag(ruleId) {
  return OWN_RULE_IDS.includes(ruleId) ? `[${ruleId} \xB7 ours]` : `[${ruleId}]`;
}
var isAdvisory = (f) => f.severity === "INFO" && ADVISORY_RULE_IDS.includes(f.ruleId);
function advisoryLines(findings) {
  const byRule = /* @__PURE__ */ new Map();
  for (const f of findings) byRule.set(f.ruleId, [...byRule.get(f.ruleId) ?? [], f]);
  return [...byRule].map(([rule, fs]) => {
    const where = fs.map((f) => f.line === null ? f.file : `${f.file}:${f.line}`);
    const shown = where.length > 3 ? `${where.slice(0, 3).join(", ")} and ${where.length - 3} more` : where.join(", ");
    return `${MARK.INFO} INFO [${rule}] ${shown}: advisory, nothing to do with a cassette from a current \`record\` (--output-format json has each finding)
`;
  });
}
function lintText(findings, opts) {
  const notes = (opts.notes ?? []).map((n) => `note: ${n}
`).join("");
  const collapsed = opts.strict === true ? [] : findings.filter(isAdvisory);
  const advisory = advisoryLines(collapsed).join("");
  const shownFindings = findings.filter((f) => !collapsed.includes(f));
  if (shownFindings.length === 0)
    return `\u2713 ${kindsText(opts.kinds)} clean \u2014 no silent-false-green findings.
${advisory}${notes}`;
  const rank = (f) => SEVERITY_ORDER.indexOf(f.severity);
  const sorted = [...shownFindings].sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : rank(a) - rank(b));
  const blocks = sorted.map((f) => {
    const where = f.line === null ? f.file : `${f.file}:${f.line}`;
    return `${MARK[f.severity]} ${f.severity} ${ruleTag(f.ruleId)} ${where}
    ${f.message}
    fix: ${f.fix}
`;
  });
  const count = (s) => findings.filter((f) => f.severity === s).length;
  const own = findings.filter((f) => OWN_RULE_IDS.includes(f.ruleId)).length;
  const ours = own > 0 ? ` (${own} from cowork-harness rules, marked "ours": the reference CLI has no such rule)` : "";
  const summary = `${count("ERROR")} error(s), ${count("WARN")} warning(s), ${count("INFO")} info across ${kindsText(opts.kinds)}${ours}.
`;
  return `${blocks.join("")}${advisory}
${summary}${notes}`;
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

// src/cli/commands/lint.ts
var LINT_USAGE = "usage: lint <scenario.yaml|dir>... [--strict] [--reference-exit] [--min-severity INFO|WARN|ERROR] [--output-format text|json]";
var LINT_HELP = `Usage: cowork-harness lint <scenario.yaml|dir>... [options]

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
var LINT_OPTIONS = {
  strict: { type: "boolean" },
  "reference-exit": { type: "boolean" },
  "min-severity": { type: "string" },
  "output-format": { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" }
};
async function lint({ values, positionals, format, io }) {
  const min = values["min-severity"] ?? "INFO";
  if (!isSeverity(min)) throw new UsageError(`--min-severity must be ERROR, WARN or INFO (got "${min}")`);
  if (positionals.length === 0) throw new UsageError(LINT_USAGE);
  const { findings, kinds, notes } = await lintTargets(positionals);
  const shown = atLeast(findings, min);
  const decides = values["reference-exit"] === true ? shown.filter((f) => !OWN_RULE_IDS.includes(f.ruleId)) : shown;
  const code = lintExitCode(decides, values.strict === true);
  if (format === "json") io.stdout(`${lintJson(shown, code === 0)}
`);
  else if (values.json === true) io.stdout(`${JSON.stringify(shown.map(findingJson), null, 2)}
`);
  else io.stdout(lintText(shown, { kinds, notes, strict: values.strict === true }));
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
