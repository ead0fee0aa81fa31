#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ADVISORY_RULE_IDS,
  KEY_FAMILIES,
  KNOWN_ASSERT_KEYS,
  LinkedFileLint,
  OWN_RULE_IDS,
  REGEX_DOUBLE_QUOTED,
  lintFileText,
  pyList,
  scenarioLinks
} from "./chunk-FMITTYHG.js";
import {
  SEVERITY_ORDER
} from "./chunk-IXQNGYAG.js";
import "./chunk-7KSKVPQN.js";
import {
  defineCommand
} from "./chunk-TBML7EOG.js";
import "./chunk-MKJ2XAWI.js";
import "./chunk-RVJ3OCTS.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-RT75AHDQ.js";
import "./chunk-IFDLEOBP.js";
import "./chunk-HNYC6IAU.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-DUIA6IGR.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-IAQDAOHD.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-FHQR7PEA.js";
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

// src/gate/lint/run.ts
import { readFile, stat as stat2 } from "node:fs/promises";
import { resolve } from "node:path";

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
async function readTarget(file) {
  const notFound = (message) => ({
    file,
    findings: [{ file, line: null, ruleId: "not-found", severity: "ERROR", message, fix: "Check the path." }]
  });
  try {
    if (!(await stat2(file)).isFile()) return notFound(`not a file: ${file}`);
  } catch {
    return notFound(`file not found: ${file}`);
  }
  try {
    return { file, text: await readFile(file, "utf8") };
  } catch (e) {
    return notFound(`cannot read ${file} (${e.code ?? "error"})`);
  }
}
async function lintTargets(paths) {
  const { files, findings } = await expandLintTargets(paths);
  findings.push(...unclassifiedKeyFindings());
  const read = await Promise.all(files.map(readTarget));
  const scenarios = /* @__PURE__ */ new Map();
  const named = /* @__PURE__ */ new Map();
  for (const r of read) {
    const s = "text" in r ? scenarioLinks(r.file, r.text) : void 0;
    if (s === void 0) continue;
    scenarios.set(r.file, s);
    for (const link of s.links) named.set(resolve(link.file), link.kind);
  }
  const kinds = { scenario: 0, session: 0, "model-script": 0 };
  const counted = /* @__PURE__ */ new Set();
  const count = (file, kind) => {
    const key = resolve(file);
    if (counted.has(key)) return;
    counted.add(key);
    kinds[kind]++;
  };
  const linked = new LinkedFileLint();
  const notes = [];
  for (const r of read) {
    if (!("text" in r)) {
      findings.push(...r.findings);
      continue;
    }
    if (named.has(resolve(r.file))) continue;
    const { kind, findings: own } = lintFileText(r.text, r.file);
    findings.push(...own);
    count(r.file, kind);
    const s = kind === "scenario" ? scenarios.get(r.file) : void 0;
    if (s === void 0) {
      if (kind === "session" && own.length === 0) findings.push(...linked.sessionAlone(r.file, r.text));
      continue;
    }
    const out = linked.lint(r.file, s.name, s.links);
    findings.push(...out.findings);
    notes.push(...out.notes);
    for (const link of s.links) if (out.read.has(link.file)) count(link.file, link.kind);
  }
  for (const r of read)
    if ("text" in r && named.has(resolve(r.file)) && !counted.has(resolve(r.file))) {
      const kind = named.get(resolve(r.file));
      findings.push(...lintFileText(r.text, r.file, kind).findings);
      count(r.file, kind);
    }
  return { findings, fileCount: counted.size, kinds, notes };
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
