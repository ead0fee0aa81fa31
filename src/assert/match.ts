/**
 * The two pattern languages assertions use (spec/replay.md §1.2):
 *  - tool globs: only `*` (any run of characters, none of them "/") and `?`, anchored, case-sensitive;
 *  - regexes: `new RegExp(p, "i")`, a bad pattern is reported, never thrown.
 */

export type Compiled = { ok: true; re: RegExp } | { ok: false; error: string };

const regexCache = new Map<string, Compiled>();

/** Compiles a user regex case-insensitively; bad patterns come back as an error string. */
export function compileRegex(pattern: string): Compiled {
  let hit = regexCache.get(pattern);
  if (!hit) {
    try {
      hit = { ok: true, re: new RegExp(pattern, "i") };
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

const globCache = new Map<string, RegExp>();

/** Anchored, case-sensitive tool-name glob: `*` matches any run without "/", `?` one character. */
export function toolGlobMatches(glob: string, name: string): boolean {
  let re = globCache.get(glob);
  if (!re) {
    let src = "^";
    for (const ch of glob) {
      if (ch === "*") src += "[^/]*";
      else if (ch === "?") src += "[^/]";
      else src += ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    }
    re = new RegExp(src + "$");
    globCache.set(glob, re);
  }
  return re.test(name);
}

/** Rejected tool-glob shapes: regex syntax that would silently never match (schema rule). */
export const REGEXISH_GLOB = /\.\*|\.\+|[|()[\]+^${}]|\\[dwsb]/;
