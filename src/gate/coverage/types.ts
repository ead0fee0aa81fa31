/**
 * The gate's coverage: which scenario files have a cassette. A scenario without one is
 * unrecorded; against the pull request's base the gate also knows why (it was added without a
 * cassette, its cassette was removed, or it was already unrecorded) and which tests were removed
 * whole (a cassette removed together with its scenario). Paths are repository-relative, `/`-separated.
 */

/** Why a scenario has no cassette, as far as the gate can tell. */
export type UnrecordedWhy =
  /** the pull request added the scenario without recording it */
  | "added"
  /** the pull request removed the cassette that recorded it */
  | "cassette-removed"
  /** it had no cassette on the base either */
  | "was-unrecorded"
  /** no base to compare with (a push, or `check` without --base) */
  | "no-base";

export interface UnrecordedScenario {
  /** the scenario file */
  scenario: string;
  why: UnrecordedWhy;
  /** the cassette the pull request removed (why = cassette-removed) */
  removedCassette?: string;
}

/** A cassette the pull request removed together with its scenario: the test is gone, on purpose. */
export interface RemovedTest {
  cassette: string;
  /** the scenario it recorded, as it was on the base, when it could be told */
  scenario?: string;
}

/** How a cassette of this run differs from the base's. */
export type CassetteChange = "added" | "re-recorded";

/** A cassette the pull request added or changed: its fingerprint and events are the pull request's word. */
export interface ChangedCassette {
  cassette: string;
  change: CassetteChange;
  /**
   * what the recording does differently from the base's (src/gate/check/behaviour-step.ts); `diff`
   * is the semantic diff itself, for the HTML report's before/after (never written to the results file)
   */
  behaviour?: { line: string; markdown?: string; diff?: unknown };
  /** the commit that last changed it, when its message is the re-record job's (a label: the message is the pull request's) */
  byRerecordJob?: string;
}

export const CHANGE_TEXT: Record<CassetteChange, string> = {
  added: "added in this pull request",
  "re-recorded": "changed in this pull request",
};

export interface Coverage {
  /** scenario files found */
  scenarios: number;
  unrecorded: UnrecordedScenario[];
  removed: RemovedTest[];
  /** the cassettes of this run the pull request added or changed (empty without a base) */
  changed: ChangedCassette[];
  /** the base the pull request was judged against, when there was one */
  base?: { ref: string; sha: string };
  /** why the base could not be read, when it was asked for and could not be */
  baseProblem?: string;
}

/** Whether an unrecorded scenario fails the gate (under the `unrecorded` fail-on class): the pull request made it so. */
export function unrecordedByThisChange(u: UnrecordedScenario): boolean {
  return u.why === "added" || u.why === "cassette-removed";
}

/** The reason in words, the same on every channel. */
export const UNRECORDED_TEXT: Record<UnrecordedWhy, string> = {
  added: "added in this pull request without a cassette",
  "cassette-removed": "its cassette was removed in this pull request",
  "was-unrecorded": "already unrecorded on the base",
  "no-base": "no cassette records it",
};
