/** `--min-severity` filtering and the exit code (the reference's scenario.py; docs/reference.md#gate-extras): filter first, then decide. */
import { SEVERITY_ORDER, type LintFinding, type Severity } from "./types.js";

export function isSeverity(value: string): value is Severity {
  return (SEVERITY_ORDER as readonly string[]).includes(value);
}

/** The findings at `min` or more severe. */
export function atLeast(findings: readonly LintFinding[], min: Severity): LintFinding[] {
  const limit = SEVERITY_ORDER.indexOf(min);
  return findings.filter((f) => SEVERITY_ORDER.indexOf(f.severity) <= limit);
}

/**
 * 2 when a path given does not exist (`not-found`: the usage class, as every other command answers
 * a missing path), else 1 when an ERROR remains, or under `--strict` when anything remains; else 0.
 */
export function lintExitCode(findings: readonly LintFinding[], strict: boolean): 0 | 1 | 2 {
  if (findings.some((f) => f.ruleId === "not-found")) return 2;
  return findings.some((f) => f.severity === "ERROR") || (strict && findings.length > 0) ? 1 : 0;
}
