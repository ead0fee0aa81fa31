/**
 * The two pattern languages assertions use (the reference's src/assert.ts; docs/reference.md#replay-and-assertions):
 *  - tool globs: only `*` (any run of characters, none of them "/") and `?`, anchored, case-sensitive;
 *  - regexes: `new RegExp(p, "i")`, a bad pattern is reported, never thrown; every match runs
 *    under a time budget (src/core/util/safe-regex.ts) and throws RegexTimeoutError past it.
 * Tool globs are matched in linear time (src/core/util/linear-glob.ts), never by backtracking.
 */
import { boundedRegExp } from "../util/safe-regex.js";
import { toolGlobMatcher, type GlobMatcher } from "../util/linear-glob.js";

export type Compiled = { ok: true; re: RegExp } | { ok: false; error: string };

const regexCache = new Map<string, Compiled>();

/** Compiles a user regex case-insensitively; bad patterns come back as an error string. */
export function compileRegex(pattern: string): Compiled {
  let hit = regexCache.get(pattern);
  if (!hit) {
    try {
      hit = { ok: true, re: boundedRegExp(pattern, "i") };
    } catch (e) {
      hit = { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
    regexCache.set(pattern, hit);
  }
  return hit;
}

/** The failure message for a key whose regex does not compile. */
export function badRegexMessage(key: string, pattern: string, error: string): string {
  return `${key}: bad regex "${pattern}": ${error}`;
}

const globCache = new Map<string, GlobMatcher>();

/** Anchored, case-sensitive tool-name glob: `*` matches any run without "/", `?` one character. */
export function toolGlobMatches(glob: string, name: string): boolean {
  let m = globCache.get(glob);
  if (!m) {
    m = toolGlobMatcher(glob);
    globCache.set(glob, m);
  }
  return m.test(name);
}

/** Rejected tool-glob shapes: regex syntax that would silently never match (schema rule). */
export const REGEXISH_GLOB = /\.\*|\.\+|[|()[\]+^${}]|\\[dwsb]/;
