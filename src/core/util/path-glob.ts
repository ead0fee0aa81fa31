/**
 * Path globs for `no_unexpected_files` / `input_unmodified` (the reference's src/assert.ts; docs/reference.md#replay-and-assertions): matched
 * against the whole `/`-separated, work-root-relative path, case-sensitive, anchored.
 *  - `**` standing alone as a segment matches zero or more whole segments;
 *  - `*` matches a run of characters other than "/" (a `**` inside a segment is two `*`);
 *  - `?` matches one character other than "/";
 *  - everything else is literal.
 * An empty glob list matches nothing. Matching is linear-time (src/core/util/linear-glob.ts).
 */
import { pathGlobMatcher, type GlobMatcher } from "./linear-glob.js";

const compiled = new Map<string, GlobMatcher>();

/** The matcher a glob stands for (cached). Backslashes in the glob are read as "/". */
export function pathGlob(glob: string): GlobMatcher {
  const hit = compiled.get(glob);
  if (hit) return hit;
  const m = pathGlobMatcher(glob);
  compiled.set(glob, m);
  return m;
}

/** True when `path` matches at least one glob. */
export function matchesAnyPathGlob(globs: readonly string[], path: string): boolean {
  const normalized = path.replace(/\\/g, "/");
  return globs.some((g) => pathGlob(g).test(normalized));
}
