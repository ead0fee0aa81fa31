/**
 * Human-readable walk listing, one line per entry, in the conformance vectors' notation:
 *   `D <root> <path>`, `L <root> <path> -> <target>`,
 *   `F <root> <path> <sha>` (or `legacy=<sha> jcs1=<sha>` when the formats differ).
 */
import type { WalkEntry } from "./types.js";

export function walkLine(e: WalkEntry): string {
  if (e.kind === "dir") return `D ${e.root} ${e.path}`;
  if (e.kind === "link") return `L ${e.root} ${e.path} -> ${e.target}`;
  const digest = e.legacy === e.jcs1 ? e.jcs1 : `legacy=${e.legacy} jcs1=${e.jcs1}`;
  return `F ${e.root} ${e.path} ${digest}`;
}
