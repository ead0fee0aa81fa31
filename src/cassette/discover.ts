/**
 * Finding files by glob under a directory — cassettes for `check` and the Action, scenario
 * files for the Action's `record` — with @actions/glob's semantics, as every Action's `path:`
 * input has them: one pattern per entry, `**` for any depth, `*`/`?`/`[...]` within a segment,
 * dotfiles included, a pattern naming a directory meaning every file below it, and `!pattern`
 * excluding what the patterns before it matched. Patterns are relative to `root`. The walk never
 * follows symlinks, and a file under node_modules or .git is never a result.
 * Results are root-relative POSIX paths, sorted.
 */
import { create } from "@actions/glob";
import { lstat } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";

const SKIP_DIRS = new Set(["node_modules", ".git"]);

/** `root` as a literal glob prefix: its glob characters in brackets. */
function literal(path: string): string {
  return path.replace(/[*?[]/g, (c) => `[${c}]`);
}

/** One pattern anchored at `root` ("!" kept in front); undefined for a blank line or a comment. */
export function anchorPattern(root: string, pattern: string): string | undefined {
  let p = pattern.trim();
  if (p === "" || p.startsWith("#")) return undefined;
  const negate = p.startsWith("!");
  if (negate) p = p.slice(1).trim();
  p = p.replace(/^\.\//, "");
  if (p === "") return undefined;
  const anchored = isAbsolute(p) ? p : `${literal(root)}/${p}`;
  return negate ? `!${anchored}` : anchored;
}

export async function discoverFiles(root: string, globs: readonly string[]): Promise<string[]> {
  const patterns = globs.map((g) => anchorPattern(root, g)).filter((p): p is string => p !== undefined);
  if (!patterns.some((p) => !p.startsWith("!"))) return [];
  const globber = await create(patterns.join("\n"), { followSymbolicLinks: false, implicitDescendants: true, matchDirectories: false, excludeHiddenFiles: false });
  const found: string[] = [];
  for await (const abs of globber.globGenerator()) {
    const rel = relative(root, abs).split(sep).join("/");
    if (rel === "" || rel.startsWith("../") || rel.split("/").some((s) => SKIP_DIRS.has(s))) continue;
    if ((await lstat(join(root, rel)).catch(() => undefined))?.isFile() !== true) continue;
    found.push(rel);
  }
  return found.sort();
}
