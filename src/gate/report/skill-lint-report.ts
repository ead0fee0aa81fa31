/**
 * lint-skill in the gate report: each finding on a SKILL.md or hooks.json the pull request changed
 * (src/gate/check/skill-lint-step.ts) gates when `fail-on` has `skill-lint`, else warns, and every
 * channel names it in the words below.
 */
import type { GateReport, SkillLintEntry } from "./gate-report.js";

/** Whether a results file's finding has the shape this build writes (a file is input: anything else is left out). */
export function isSkillLintEntry(v: unknown): v is Omit<SkillLintEntry, "gating"> {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e.file === "string" &&
    (e.line === undefined || (typeof e.line === "number" && Number.isInteger(e.line) && e.line > 0)) &&
    typeof e.ruleId === "string" &&
    (e.severity === "ERROR" || e.severity === "WARN") &&
    typeof e.message === "string" &&
    typeof e.fix === "string"
  );
}

/** A finding in one line, the same on every channel. */
export function skillLintText(e: SkillLintEntry): string {
  return `${e.ruleId}: ${e.message} — fix: ${e.fix}`;
}

/** Where it is: `file:line`, or the file. */
export function skillLintWhere(e: SkillLintEntry): string {
  return e.line !== undefined ? `${e.file}:${e.line}` : e.file;
}

/** The report with the skill findings folded in: each gating under `skill-lint`, the reasons and conclusion following. */
export function withSkillLint(
  report: GateReport,
  findings: readonly Omit<SkillLintEntry, "gating">[] | undefined,
): GateReport {
  if (!findings || findings.length === 0) return report;
  const gates = report.failOn.includes("skill-lint");
  const skillLint = findings.map((f) => ({ ...f, gating: gates }));
  if (!gates) return { ...report, skillLint };
  const n = skillLint.length;
  return {
    ...report,
    skillLint,
    reasons: [
      ...report.reasons,
      `${n} lint-skill finding${n === 1 ? "" : "s"} in the skill files this pull request changed`,
    ],
    conclusion: "failure",
  };
}
