/**
 * Hash-ignore globs (the reference's src/run/skill-hash.ts; docs/reference.md#fingerprints-and-staleness): a root's `.cowork-hashignore` plus the session's
 * `staleness.hash_ignore`, compiled to regexes tested on root-relative POSIX paths of files,
 * dirs and symlinks (a matching dir is pruned with its subtree).
 *
 * Supported syntax: `*` within a segment, `**` across segments, `?` is a literal, a trailing
 * `/` is optional. A slash-free pattern matches at any depth; a pattern with a slash (or a
 * leading `/`) is anchored at the root unless it starts with `**\/`.
 */
import { join } from "node:path";
import { readRegularText } from "../../core/util/regular-file.js";
import { ignoreGlobMatcher, type GlobMatcher } from "../../core/util/linear-glob.js";

export const HASH_IGNORE_FILE = ".cowork-hashignore";

/** One glob → its matcher (linear-time, see src/core/util/linear-glob.ts); null for a blank line or a `#` comment. */
export function compileIgnoreGlob(raw: string): GlobMatcher | null {
  let p = raw.trim();
  if (p === "" || p.startsWith("#")) return null;
  p = p.replace(/\/+$/, "");
  if (p.startsWith("/**/")) p = p.slice(1);
  const leadGlob = p.startsWith("**/");
  if (leadGlob) p = p.slice(3);
  const leadSlash = p.startsWith("/");
  if (leadSlash) p = p.slice(1);
  if (p === "") return null;
  const anchored = (leadSlash || p.includes("/")) && !leadGlob;
  return ignoreGlobMatcher(p, anchored);
}

/** The non-blank, non-comment lines of a root's `.cowork-hashignore` ([] when it has none). */
export async function readRootHashIgnore(root: string): Promise<string[]> {
  let text: string;
  try {
    text = readRegularText(join(root, HASH_IGNORE_FILE));
  } catch {
    return [];
  }
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** Compiled matchers for a root: its own ignore file, then the session globs. */
export async function ignoreRegexesFor(root: string, sessionGlobs: readonly string[]): Promise<GlobMatcher[]> {
  const globs = [...(await readRootHashIgnore(root)), ...sessionGlobs];
  return globs.map(compileIgnoreGlob).filter((m): m is GlobMatcher => m !== null);
}
