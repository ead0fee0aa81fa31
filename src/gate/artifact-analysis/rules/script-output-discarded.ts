/**
 * A Python or Node script whose every file write goes to a temporary location or outside the
 * session: the user never gets what it produces (certain). When only some writes go there, each
 * is advisory (a temporary file may be an intermediate step).
 */
import { lost, suspect, type ArtifactFinding } from "../finding.js";
import type { ScriptWrite } from "../script-writes.js";

export const CHECK = "script-output-discarded";

function where(w: ScriptWrite): string {
  const what = w.why ? ` (${w.why})` : "";
  return w.dest === "temp" ? `a temporary location${what}` : `a path outside the session${what}`;
}

export function scriptOutputDiscarded(writes: readonly ScriptWrite[]): ArtifactFinding[] {
  const away = writes.filter((w) => w.dest !== "kept");
  if (away.length === 0) return [];
  const fix =
    "write the result under the session's outputs folder (a relative path such as outputs/… from the session, or mnt/outputs/…)";
  if (away.length === writes.length) {
    const first = away[0]!;
    const more = away.length > 1 ? ` (and ${away.length - 1} more write(s) likewise)` : "";
    return [
      lost(
        CHECK,
        first.line,
        `the script writes its result only to ${where(first)} via ${first.call}${more}, where the user never sees it — ${fix}`,
      ),
    ];
  }
  return away.map((w) =>
    suspect(
      CHECK,
      w.line,
      `${w.call} writes to ${where(w)}; only part of the script's output reaches a kept file — check that the result is not only there`,
    ),
  );
}
