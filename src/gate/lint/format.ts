/**
 * Lint output. Text: findings sorted by file then severity, three lines each, and a count line.
 * JSON: the reference's envelope with findings in emission order; `line` follows the reference
 * (only the raw-text scan reports one) and `sourceLine`, our addition, is the YAML line we found.
 */
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { REGEX_DOUBLE_QUOTED } from "./rules/regex-quoted.js";
import { SEVERITY_ORDER, type LintFinding, type Severity } from "./types.js";

const MARK: Record<Severity, string> = { ERROR: "✗", WARN: "⚠", INFO: "ℹ" };

/** Rules whose line the reference itself reports. */
const REFERENCE_LINE_RULES = new Set([REGEX_DOUBLE_QUOTED]);

export function lintText(findings: readonly LintFinding[], fileCount: number): string {
  if (findings.length === 0) return `✓ ${fileCount} scenario(s) clean — no silent-false-green findings.\n`;
  const rank = (f: LintFinding): number => SEVERITY_ORDER.indexOf(f.severity);
  const sorted = [...findings].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : rank(a) - rank(b)));
  const blocks = sorted.map((f) => {
    const where = f.line === null ? f.file : `${f.file}:${f.line}`;
    return `${MARK[f.severity]} ${f.severity} [${f.ruleId}] ${where}\n    ${f.message}\n    fix: ${f.fix}\n`;
  });
  const count = (s: Severity): number => findings.filter((f) => f.severity === s).length;
  const summary = `${count("ERROR")} error(s), ${count("WARN")} warning(s), ${count("INFO")} info across ${fileCount} file(s).\n`;
  return `${blocks.join("")}\n${summary}`;
}

/** One finding in the reference's JSON shape, plus `sourceLine`. */
export function findingJson(f: LintFinding): Record<string, unknown> {
  return {
    severity: f.severity,
    rule: f.ruleId,
    message: f.message,
    fix: f.fix,
    file: f.file,
    line: REFERENCE_LINE_RULES.has(f.ruleId) ? f.line : null,
    sourceLine: f.line,
  };
}

export function lintJson(findings: readonly LintFinding[], ok: boolean): string {
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "lint",
    ok,
    findings: findings.map(findingJson),
    error: null,
  });
}
