/**
 * The scratchpad of a container-tier session (spec live-lane.md §1.11): everything under the
 * session root (the parent of `mnt/`) outside `mnt/`, where the agent's working files land. Listed
 * with the same no-follow walk as the user-visible roots; top-level dot entries (the agent's own
 * caches and config) and dependency trees (node_modules, site-packages, __pycache__) are not the
 * run's artifacts and are left out. Paths are session-root-relative.
 */
import { basename, dirname } from "node:path";
import { ContainmentError, closeDir, listDir, lstatAt } from "../util/contained-fs.js";
import { oneLine } from "../util/errors.js";
import { openWorkRoot, walkRoots, type WalkedEntry } from "../workspace/walk-roots.js";

const DEPENDENCY_DIRS = new Set(["node_modules", "site-packages", "__pycache__"]);

export interface ScratchpadListing {
  /** the session root the paths are relative to */
  root: string;
  entries: WalkedEntry[];
  /** subtrees that could not be walked */
  walkErrors: string[];
}

/** The session root of a work root `<root>/mnt`, else undefined (the protocol tier has no scratchpad). */
export function sessionRootOf(workRoot: string): string | undefined {
  return basename(workRoot) === "mnt" ? dirname(workRoot) : undefined;
}

export async function listScratchpad(sessionRoot: string): Promise<ScratchpadListing> {
  const out: ScratchpadListing = { root: sessionRoot, entries: [], walkErrors: [] };
  const dirs: string[] = [];
  let top;
  try {
    top = openWorkRoot(sessionRoot);
  } catch (e) {
    out.walkErrors.push(`scratchpad: ${e instanceof ContainmentError ? e.message : oneLine(e)}`);
    return out;
  }
  try {
    for (const name of listDir(top)) {
      if (name === "mnt" || name.startsWith(".") || DEPENDENCY_DIRS.has(name)) continue;
      const st = lstatAt(top, name);
      if (st.isDirectory()) dirs.push(name);
      else if (st.isSymbolicLink()) out.entries.push({ path: name, abs: `${sessionRoot}/${name}`, kind: "symlink", size: 0, mtimeMs: st.mtimeMs });
      else if (st.isFile())
        out.entries.push({ path: name, abs: `${sessionRoot}/${name}`, kind: st.nlink > 1 ? "hardlink" : "file", size: st.size, mtimeMs: st.mtimeMs });
    }
  } catch (e) {
    out.walkErrors.push(`scratchpad: ${oneLine(e)}`);
  } finally {
    closeDir(top);
  }
  const walk = await walkRoots(sessionRoot, dirs);
  out.entries.push(...walk.entries.filter((e) => !e.path.split("/").some((c) => DEPENDENCY_DIRS.has(c))));
  out.walkErrors.push(...Object.entries(walk.unreadable).map(([p, why]) => `scratchpad/${p}: ${why}`));
  out.entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return out;
}
