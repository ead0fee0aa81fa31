/**
 * A re-run's evidence as the gate and `rerun` print it (issue 36): THAT tool result N differs —
 * its tool and tool_use id, each side's size and sha256 — and the commands that show both texts on
 * a machine of one's own, never the text: the re-run's side is what the pull request's code printed
 * in the sandbox. The other re-run texts the gate shows (why it failed or diverged, a failing
 * assertion's message, the artifacts it changed) are clipped hard (docs/limits.md). Pure.
 */
import type { RerunSummary } from "../replay/result.js";
import { slug } from "../trace/run-layout.js";
import { clip } from "../../core/util/clip.js";

type Diff = RerunSummary["toolResults"][number];
type Print = NonNullable<Diff["old"]>;

/** The most characters of a re-run message (a divergence, a failure reason, an assertion's message) the gate shows. */
export const RERUN_MESSAGE_MAX = 300;
/** The most artifact paths of each kind (added, removed, changed) shown, and the most characters of each. */
export const ARTIFACT_NAMES_MAX = 10;
export const ARTIFACT_NAME_MAX = 120;
/** Hex digits of a sha256 shown in a line (the results file keeps all 64). */
const DIGEST_SHOWN = 16;
/** Where the commands below keep the local re-run. */
export const LOCAL_RUNS_DIR = ".cowork-runs";

export function clipText(s: string, max: number): string {
  return clip(s, max);
}

/** One side; a results file of an older version (the text in place of its print) shows nothing of it. */
function side(label: string, p: Print | undefined): string {
  if (p === undefined) return `${label}: no result`;
  const told =
    typeof p === "object" &&
    typeof p.bytes === "number" &&
    typeof p.sha256 === "string" &&
    /^[0-9a-f]{64}$/.test(p.sha256);
  return told ? `${label} ${p.bytes} bytes, sha256 ${p.sha256.slice(0, DIGEST_SHOWN)}` : `${label}: not told`;
}

/** "tool result 2 (Bash, toolu_…) differs from the recording: recorded 31 bytes, sha256 …; re-run …". */
export function toolResultLine(d: Diff): string {
  return `tool result ${d.index} (${d.tool}, ${d.toolUseId}) differs from the recording: ${side("recorded", d.old)}; ${side("re-run", d.new)}`;
}

/** A path as one shell word: itself when plain, else single-quoted. */
export function shellWord(s: string): string {
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The commands that show both texts of a differing tool result locally (`scenario` "" when unknown). */
export function seeLocally(cassette: string, scenario: string, toolUseId: string): string {
  const c = shellWord(cassette);
  const env = `COWORK_HARNESS_RUNS_DIR=${LOCAL_RUNS_DIR}`;
  const trace = "--full-results --output-format json";
  const run = scenario === "" ? `${LOCAL_RUNS_DIR}/<scenario>/<run id>` : slug(scenario);
  return `to see both texts (tool_use ${toolUseId}): cowork-harness trace ${c} ${trace}; ${env} cowork-harness rerun ${c} && ${env} cowork-harness trace ${run} ${trace}`;
}

/** The gate's evidence for a re-run that differs: the first differing tool result, the count of the rest, how to see them. */
export function rerunEvidence(
  s: Pick<RerunSummary, "toolResults">,
  cassette: string,
  scenario: string,
): string | undefined {
  const d = s.toolResults[0];
  if (!d) return undefined;
  const more = s.toolResults.length > 1 ? ` (+${s.toolResults.length - 1} more differing)` : "";
  return `${toolResultLine(d)}${more}; ${seeLocally(cassette, scenario, d.toolUseId)}`;
}

/** At most ARTIFACT_NAMES_MAX paths, each clipped, then "+N more". */
export function artifactPaths(paths: readonly string[]): string[] {
  const shown = paths.slice(0, ARTIFACT_NAMES_MAX).map((p) => clipText(p, ARTIFACT_NAME_MAX));
  return paths.length > ARTIFACT_NAMES_MAX ? [...shown, `+${paths.length - ARTIFACT_NAMES_MAX} more`] : shown;
}

export function artifactNames(paths: readonly string[]): string {
  return artifactPaths(paths).join(", ");
}
