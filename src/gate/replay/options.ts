/** Options that change how a cassette is replayed and gated. */
export interface ReplayOptions {
  /** every staleness finding fails the replay */
  strict?: boolean;
  /** skill / shared-root drift fails the replay */
  failOnSkillDrift?: boolean;
  /** replay a cassette newer than this build instead of failing it */
  bestEffortFutureCassette?: boolean;
  /** explicit session file for the staleness check (single cassette only) */
  sessionOverride?: string;
  /** directory of desktop-*.json baselines for the baseline / prompt-asset / tier checks */
  baselinesDir?: string;
}

/** A message for the log, in GitHub workflow-command levels. */
export interface Annotation {
  level: "warning" | "notice";
  message: string;
  /** the gate report shows this finding itself (check, the Action): their logs leave it out, so nothing is said twice */
  inGateReport?: true;
}
