/** The few fields of a Desktop baseline (`baselines/desktop-<version>.json`) this tool reads. */
export interface Baseline {
  appVersion: string;
  spawn?: {
    promptTemplate?: unknown;
    subagentAppend?: unknown;
    subagentAppendHostLoop?: unknown;
    [k: string]: unknown;
  };
  requireFullVmSandbox?: unknown;
  provenance?: { gates?: Record<string, unknown>; [k: string]: unknown };
  [k: string]: unknown;
}

/** A baseline together with the directory it was read from (prompt assets are relative to it). */
export interface LoadedBaseline {
  dir: string;
  file: string;
  baseline: Baseline;
}
