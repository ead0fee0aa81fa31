/**
 * Listing the user-visible roots of a run's work root (spec/record.md §2.3, §2.4): an lstat walk
 * that never follows links. Regular files with more than one hard link are reported as hardlinks;
 * directories whose real path leaves the work root are skipped; a directory that cannot be read is
 * noted, not fatal. Paths are work-root-relative with "/" separators, in code-unit order.
 */
import { lstat, readdir, realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { oneLine } from "../util/errors.js";

export interface WalkedEntry {
  /** work-root-relative path, "/"-separated */
  path: string;
  abs: string;
  kind: "file" | "symlink" | "hardlink";
  size: number;
  mtimeMs: number;
}

export interface RootsWalk {
  entries: WalkedEntry[];
  /** work-root-relative path → why it (a subtree or root) could not be walked */
  unreadable: Record<string, string>;
  /** directories skipped because their real path escapes the work root */
  containmentSkips: string[];
}

const toRel = (workRoot: string, abs: string): string => relative(workRoot, abs).split(sep).join("/");

function inside(real: string, rootReal: string): boolean {
  return real === rootReal || real.startsWith(rootReal + sep);
}

/** Walks each root under `workRoot` (a missing root is simply empty). */
export async function walkRoots(workRoot: string, roots: readonly string[]): Promise<RootsWalk> {
  const out: RootsWalk = { entries: [], unreadable: {}, containmentSkips: [] };
  const rootReal = await realpath(workRoot);
  const seen = new Set<string>();

  const walkDir = async (abs: string): Promise<void> => {
    const rel = toRel(workRoot, abs);
    let real: string;
    try {
      real = await realpath(abs);
    } catch (e) {
      out.unreadable[rel] = oneLine(e);
      return;
    }
    if (!inside(real, rootReal)) {
      out.containmentSkips.push(rel);
      return;
    }
    let names: string[];
    try {
      names = await readdir(abs);
    } catch (e) {
      out.unreadable[rel] = oneLine(e);
      return;
    }
    for (const name of names) {
      const child = join(abs, name);
      let st;
      try {
        st = await lstat(child);
      } catch (e) {
        out.unreadable[toRel(workRoot, child)] = oneLine(e);
        continue;
      }
      if (st.isDirectory()) await walkDir(child);
      else if (st.isSymbolicLink()) out.entries.push({ path: toRel(workRoot, child), abs: child, kind: "symlink", size: 0, mtimeMs: st.mtimeMs });
      else if (st.isFile()) {
        out.entries.push({ path: toRel(workRoot, child), abs: child, kind: st.nlink > 1 ? "hardlink" : "file", size: st.size, mtimeMs: st.mtimeMs });
      }
    }
  };

  for (const root of roots) {
    if (seen.has(root)) continue;
    seen.add(root);
    const abs = join(workRoot, root);
    let st;
    try {
      st = await lstat(abs);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT") out.unreadable[root] = oneLine(e);
      continue;
    }
    if (st.isDirectory()) await walkDir(abs);
    else if (st.isSymbolicLink()) out.entries.push({ path: root, abs, kind: "symlink", size: 0, mtimeMs: st.mtimeMs });
  }
  out.entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return out;
}
