/** lint-skill's output: the lint command's three-line findings, its count line, and the reference's JSON envelope. */
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { SEVERITY_ORDER, type LintFinding, type Severity } from "../lint/types.js";
import { OWN_SKILL_RULE_IDS } from "./run.js";

const MARK: Record<Severity, string> = { ERROR: "✗", WARN: "⚠", INFO: "ℹ" };

const tag = (ruleId: string): string => (OWN_SKILL_RULE_IDS.includes(ruleId) ? `[${ruleId} · ours]` : `[${ruleId}]`);

export function skillLintText(findings: readonly LintFinding[], files: number): string {
  const count = `${files} skill file${files === 1 ? "" : "s"}`;
  if (findings.length === 0) return `✓ ${count} clean — no lint-skill findings.\n`;
  const rank = (f: LintFinding): number => SEVERITY_ORDER.indexOf(f.severity);
  const sorted = [...findings].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : rank(a) - rank(b) || (a.line ?? 0) - (b.line ?? 0),
  );
  const blocks = sorted.map((f) => {
    const where = f.line === null ? f.file : `${f.file}:${f.line}`;
    return `${MARK[f.severity]} ${f.severity} ${tag(f.ruleId)} ${where}\n    ${f.message}\n    fix: ${f.fix}\n`;
  });
  const n = (s: Severity): number => findings.filter((f) => f.severity === s).length;
  return `${blocks.join("")}\n${n("ERROR")} error(s), ${n("WARN")} warning(s), ${n("INFO")} info across ${count}.\n`;
}

export function skillLintJson(findings: readonly LintFinding[], ok: boolean): string {
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "lint-skill",
    ok,
    findings: findings.map((f) => ({
      severity: f.severity,
      rule: f.ruleId,
      message: f.message,
      fix: f.fix,
      file: f.file,
      line: f.line,
    })),
    error: null,
  });
}

/** 2 for a path that does not exist, 1 for an ERROR (or a WARN under --strict; INFO never fails), else 0. */
export function skillLintExitCode(findings: readonly LintFinding[], strict: boolean): 0 | 1 | 2 {
  if (findings.some((f) => f.ruleId === "not-found")) return 2;
  return findings.some((f) => f.severity === "ERROR" || (strict && f.severity === "WARN")) ? 1 : 0;
}
