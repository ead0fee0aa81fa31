/** Staleness classes, in the reference's vocabulary (spec/staleness.md §4.1). */
export type StalenessClass =
  | "baseline"
  | "skill"
  | "shared-root"
  | "format"
  | "resolved-tier"
  | "prompt-assets"
  | "unverifiable-baseline"
  | "unverifiable-skill"
  | "unverifiable-tier"
  | "unverifiable-prompt-assets";

export interface StalenessFinding {
  class: StalenessClass;
  message: string;
  /** skill files behind a drift finding (relative to the skill root), for annotations */
  files?: { changed: string[]; added: string[]; removed: string[] };
}

export interface StalenessReport {
  findings: StalenessFinding[];
  notes: string[];
}

export interface StalenessOptions {
  /** explicit --session override for the cassette's session file */
  sessionOverride?: string;
  /** directory of desktop-*.json baselines; without one the baseline classes are notes */
  baselinesDir?: string;
  /** environment for COWORK_HARNESS_GITSET / COWORK_HARNESS_AGENT_SCOPE and git (default process.env) */
  env?: NodeJS.ProcessEnv;
}

