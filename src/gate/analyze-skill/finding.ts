/** What analyze-skill reports: one finding per problem, at a file and line, with what to do about it. */
import type { Severity } from "../lint/types.js";

export type { Severity };

/** Every rule analyze-skill reports (docs/cli-reference.md#analyze-skill). */
export const ANALYZE_RULE_IDS = [
  "sessions-path-to-file-tool",
  "sessions-path-as-output",
  "sessions-path-in-file-instruction",
  "artifact-write-back-lost",
  "artifact-write-back-suspect",
  "artifact-not-analysed",
  "path-checks-ignored",
] as const;

export type AnalyzeRuleId = (typeof ANALYZE_RULE_IDS)[number];

/** One finding about a line of one file, before the file is named. */
export interface LineHit {
  /** 1-based; null for a finding about the whole file */
  line: number | null;
  rule: AnalyzeRuleId;
  severity: Severity;
  message: string;
  fix: string;
  /** for an artifact finding: the analyser rule that found it (storage-without-export, …) */
  check?: string;
}

export interface AnalyzeFinding extends LineHit {
  /** the file, relative to the repository that holds it ("/"-separated) */
  file: string;
}
