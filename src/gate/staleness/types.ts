/** Staleness classes, in the reference's vocabulary (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness). */
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
  | "unverifiable-prompt-assets"
  // our inputs beyond the reference's: each is its own check (src/gate/staleness/checks/)
  | "scenario"
  | "model-script"
  | "uploads"
  | "session";

export interface StalenessFinding {
  class: StalenessClass;
  message: string;
  /** skill files behind a drift finding (relative to the skill root), for annotations */
  files?: { changed: string[]; added: string[]; removed: string[] };
  /**
   * the file the author edited that caused this finding (absolute), and the line of the change
   * when known: where the PR annotation goes
   */
  location?: { path: string; line?: number };
  /** the files behind `files`, absolute (changed, added, removed order), for repository-relative reports */
  paths?: { changed: string[]; added: string[]; removed: string[] };
  /** set when the finding is really an input that no longer loads (the session file is invalid) */
  reason?: "invalid-session";
  /** what fixes it, when re-recording does not (e.g. a skill folder the session names is missing) */
  fix?: string;
  /** with reason: what is wrong with that input, without its path (location names the file) */
  detail?: string;
}

export interface StalenessReport {
  findings: StalenessFinding[];
  notes: string[];
  /**
   * inputs this cassette gives no way to check (it records no digest of them): said once, never
   * a failure, and kept out of verify's reference-compatible `notes`
   */
  unchecked?: string[];
  /** findings and notes per check, in order (verify routes some checks to their own buckets) */
  byCheck: { id: string; findings: StalenessFinding[]; notes: string[] }[];
}

export interface StalenessOptions {
  /** explicit --session override for the cassette's session file */
  sessionOverride?: string;
  /** directory of desktop-*.json baselines; without one the baseline classes are notes */
  baselinesDir?: string;
  /** environment for COWORK_HARNESS_GITSET / COWORK_HARNESS_AGENT_SCOPE and git (default process.env) */
  env?: NodeJS.ProcessEnv;
}
