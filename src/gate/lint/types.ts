/** What the scenario linter reports: plain findings, one per problem, with the YAML line when known. */
import type { ScenarioDoc } from "./document.js";

export type Severity = "ERROR" | "WARN" | "INFO";

/** Most severe first: the order findings are sorted and filtered by. */
export const SEVERITY_ORDER: readonly Severity[] = ["ERROR", "WARN", "INFO"];

export interface LintFinding {
  /** the path as given (a file, or the directory for `no-scenarios`) */
  file: string;
  /** 1-based line in the scenario file, when the finding is about one place */
  line: number | null;
  ruleId: string;
  severity: Severity;
  message: string;
  /** what to do about it */
  fix: string;
}

/** What one rule says about one document; the runner adds the file and the rule id. */
export interface RuleHit {
  severity: Severity;
  message: string;
  fix: string;
  line?: number | undefined;
}

/** One document rule: an id from the reference's catalog and the hits it finds in one scenario. */
export interface DocRule {
  id: string;
  check(doc: ScenarioDoc): RuleHit[];
}

export function hit(severity: Severity, message: string, fix: string, line?: number): RuleHit {
  return { severity, message, fix, line };
}
