/**
 * Finding files by glob under a directory — cassettes for `check` and the Action, scenario
 * files for the Action's `record` — with @actions/glob's semantics, as every Action's `path:`
 * input has them: one pattern per entry, `**` for any depth, `*`/`?`/`[...]` within a segment,
 * dotfiles included, a pattern naming a directory meaning every file below it, and `!pattern`
 * excluding what the patterns before it matched (a later pattern can bring a file back).
 * Patterns are matched with minimatch under @actions/glob's options; the walk is our own, because
 * @actions/glob's globber prints `::debug::` workflow commands on stdout (the CLI's output, JSON
 * included): it never follows symlinks, never enters node_modules or .git, and skips a directory
 * no pattern can reach. Results are root-relative POSIX paths, sorted.
 */
import { readdir } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";
import { Minimatch } from "minimatch";

const SKIP_DIRS = new Set(["node_modules", ".git"]);
/** @actions/glob's minimatch options (lib/internal-pattern.js), on POSIX */
const OPTIONS = { dot: true, nobrace: true, nocase: false, nocomment: true, noext: true, nonegate: true } as const;

interface Pattern {
  negate: boolean;
  /** the pattern, and the pattern + "/**" (a directory matches every file below it) */
  matchers: [Minimatch, Minimatch];
}

/** One line as a pattern relative to `root`; undefined for a blank line, a comment or a path outside root. */
function compile(root: string, line: string): Pattern | undefined {
  let p = line.trim();
  if (p === "" || p.startsWith("#")) return undefined;
  const negate = p.startsWith("!");
  if (negate) p = p.slice(1).trim();
  if (isAbsolute(p)) {
    p = relative(root, p).split(sep).join("/");
    if (p === ".." || p.startsWith("../") || isAbsolute(p)) return undefined;
  }
  p = p.replace(/\\/g, "/").replace(/^(\.\/)+/, "");
  if (p === "" || p === ".") p = "**";
  const body = p.replace(/\/+$/, "");
  return { negate, matchers: [new Minimatch(p, OPTIONS), new Minimatch(`${body}/**`, OPTIONS)] };
}

/** Whether the patterns, in order, leave `rel` (a file) in. */
function matches(patterns: readonly Pattern[], rel: string): boolean {
  let inside = false;
  for (const p of patterns) if (p.matchers[0].match(rel) || p.matchers[1].match(rel)) inside = !p.negate;
  return inside;
}

/** Whether `rel` (a root-relative POSIX path of a file) is matched by `globs`, as discoverFiles would find it. */
export function globsMatch(root: string, globs: readonly string[], rel: string): boolean {
  const patterns = globs.map((g) => compile(root, g)).filter((p): p is Pattern => p !== undefined);
  return rel.split("/").every((s) => !SKIP_DIRS.has(s)) && matches(patterns, rel);
}

export async function discoverFiles(root: string, globs: readonly string[]): Promise<string[]> {
  const patterns = globs.map((g) => compile(root, g)).filter((p): p is Pattern => p !== undefined);
  const includes = patterns.filter((p) => !p.negate);
  if (includes.length === 0) return [];
  const found: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(rel === "" ? root : join(root, rel), { withFileTypes: true });
    for (const e of entries) {
      const p = rel === "" ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (
          !SKIP_DIRS.has(e.name) &&
          includes.some((i) => i.matchers[0].match(p, true) || i.matchers[1].match(p, true))
        )
          await walk(p);
      } else if (e.isFile() && matches(patterns, p)) {
        found.push(p);
      }
    }
  };
  await walk("");
  return found.sort();
}
