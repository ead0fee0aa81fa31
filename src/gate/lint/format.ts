/**
 * Lint output. Text: findings sorted by file then severity, three lines each, and a count line.
 * JSON: the reference's envelope with findings in emission order; `line` follows the reference
 * (only the raw-text scan reports one) and `sourceLine`, our addition, is the YAML line we found.
 */
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { REGEX_DOUBLE_QUOTED } from "./rules/regex-quoted.js";
import { OWN_RULE_IDS } from "./registry.js";
import { ADVISORY_RULE_IDS } from "./rules/replay-coverage.js";
import type { FileKind } from "./other-kinds.js";
import { SEVERITY_ORDER, type LintFinding, type Severity } from "./types.js";

const MARK: Record<Severity, string> = { ERROR: "✗", WARN: "⚠", INFO: "ℹ" };

/** Rules whose line the reference itself reports. */
const REFERENCE_LINE_RULES = new Set([REGEX_DOUBLE_QUOTED]);

const KIND_NAMES: Record<FileKind, [string, string]> = {
  scenario: ["scenario", "scenarios"],
  session: ["session file", "session files"],
  "model-script": ["model script", "model scripts"],
};

/** "2 scenarios, 1 session file and 1 model script" (a kind with none is left out). */
export function kindsText(kinds: Record<FileKind, number>): string {
  const parts = (Object.keys(KIND_NAMES) as FileKind[])
    .filter((k) => kinds[k] > 0)
    .map((k) => `${kinds[k]} ${KIND_NAMES[k][kinds[k] === 1 ? 0 : 1]}`);
  if (parts.length === 0) return "0 files";
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)!}`;
}

/** `[rule]`, or `[rule · ours]` for a rule of ours (the reference CLI has no such rule). */
function ruleTag(ruleId: string): string {
  return OWN_RULE_IDS.includes(ruleId) ? `[${ruleId} · ours]` : `[${ruleId}]`;
}

export interface LintTextOptions {
  kinds: Record<FileKind, number>;
  /** lines said after the findings (where a model script's agent works) */
  notes?: readonly string[];
  /** --strict: every finding fails the run, so the advisory ones are shown in full too */
  strict?: boolean;
}

const isAdvisory = (f: LintFinding): boolean => f.severity === "INFO" && ADVISORY_RULE_IDS.includes(f.ruleId);

/** The advisory INFO findings once per rule, each naming where it fired. */
function advisoryLines(findings: readonly LintFinding[]): string[] {
  const byRule = new Map<string, LintFinding[]>();
  for (const f of findings) byRule.set(f.ruleId, [...(byRule.get(f.ruleId) ?? []), f]);
  return [...byRule].map(([rule, fs]) => {
    const where = fs.map((f) => (f.line === null ? f.file : `${f.file}:${f.line}`));
    const shown = where.length > 3 ? `${where.slice(0, 3).join(", ")} and ${where.length - 3} more` : where.join(", ");
    return `${MARK.INFO} INFO [${rule}] ${shown}: advisory, nothing to do with a cassette from a current \`record\` (--output-format json has each finding)\n`;
  });
}

export function lintText(findings: readonly LintFinding[], opts: LintTextOptions): string {
  const notes = (opts.notes ?? []).map((n) => `note: ${n}\n`).join("");
  const collapsed = opts.strict === true ? [] : findings.filter(isAdvisory);
  const advisory = advisoryLines(collapsed).join("");
  const shownFindings = findings.filter((f) => !collapsed.includes(f));
  if (shownFindings.length === 0)
    return `✓ ${kindsText(opts.kinds)} clean — no silent-false-green findings.\n${advisory}${notes}`;
  const rank = (f: LintFinding): number => SEVERITY_ORDER.indexOf(f.severity);
  const sorted = [...shownFindings].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : rank(a) - rank(b)));
  const blocks = sorted.map((f) => {
    const where = f.line === null ? f.file : `${f.file}:${f.line}`;
    return `${MARK[f.severity]} ${f.severity} ${ruleTag(f.ruleId)} ${where}\n    ${f.message}\n    fix: ${f.fix}\n`;
  });
  const count = (s: Severity): number => findings.filter((f) => f.severity === s).length;
  const own = findings.filter((f) => OWN_RULE_IDS.includes(f.ruleId)).length;
  const ours = own > 0 ? ` (${own} from cowork-harness rules, marked "ours": the reference CLI has no such rule)` : "";
  const summary = `${count("ERROR")} error(s), ${count("WARN")} warning(s), ${count("INFO")} info across ${kindsText(opts.kinds)}${ours}.\n`;
  return `${blocks.join("")}${advisory}\n${summary}${notes}`;
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
