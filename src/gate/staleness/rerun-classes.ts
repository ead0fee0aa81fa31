/**
 * Which staleness a re-run with the recorded model turns is for. It runs for an edit of the
 * skill, a shared root, an upload or the model script; a pass answers only the first three
 * (the skill still works on today's files with the recorded turns) — an edited model script means
 * the recorded turns themselves are out of date, which no re-run of them can answer.
 */

/** Staleness classes that make the gate re-run a cassette (check --rerun-stale). */
export const RERUN_CLASSES: ReadonlySet<string> = new Set(["skill", "shared-root", "uploads", "model-script"]);

/** Of those, the staleness a passing re-run answers: reported "stale; re-run passed", a warning. */
export const RERUN_ANSWERS: ReadonlySet<string> = new Set(["skill", "shared-root", "uploads"]);
