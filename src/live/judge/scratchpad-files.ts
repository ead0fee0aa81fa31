/**
 * The scratchpad of a container-tier session (the reference's live lane; docs/reference.md#the-live-lane): everything under the
 * session root (the parent of `mnt/`) outside `mnt/`, where the agent's working files land. Listed
 * with the same no-follow walk as the user-visible roots; top-level dot entries (the agent's own
 * caches and config) and dependency trees (node_modules, site-packages, __pycache__) are not the
 * run's artifacts and are left out. Paths are session-root-relative.
 */
import { basename, dirname } from "node:path";
import { ContainmentError, closeDir, listDir, lstatAt } from "../../core/util/contained-fs.js";
import { oneLine } from "../../core/util/errors.js";
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

/** The whole scratchpad as walked: every entry outside `mnt/` and top-level dot entries, nothing else left out. */
export interface ScratchpadWalk {
  entries: WalkedEntry[];
  unreadable: Record<string, string>;
  containmentSkips: string[];
  /** the session root itself could not be opened or listed */
  openError?: string;
}

/** Walks the scratchpad once, with the no-follow handles of the user-visible roots' walk. */
export async function walkScratchpad(sessionRoot: string): Promise<ScratchpadWalk> {
  const out: ScratchpadWalk = { entries: [], unreadable: {}, containmentSkips: [] };
  const dirs: string[] = [];
  let top;
  try {
    top = openWorkRoot(sessionRoot);
  } catch (e) {
    out.openError = e instanceof ContainmentError ? e.message : oneLine(e);
    return out;
  }
  try {
    for (const name of listDir(top)) {
      if (name === "mnt" || name.startsWith(".")) continue;
      const st = lstatAt(top, name);
      if (st.isDirectory()) dirs.push(name);
      else if (st.isSymbolicLink())
        out.entries.push({ path: name, abs: `${sessionRoot}/${name}`, kind: "symlink", size: 0, mtimeMs: st.mtimeMs });
      else if (st.isFile())
        out.entries.push({
          path: name,
          abs: `${sessionRoot}/${name}`,
          kind: st.nlink > 1 ? "hardlink" : "file",
          size: st.size,
          mtimeMs: st.mtimeMs,
        });
    }
  } catch (e) {
    out.openError = oneLine(e);
  } finally {
    closeDir(top);
  }
  const walk = await walkRoots(sessionRoot, dirs);
  out.entries.push(...walk.entries);
  Object.assign(out.unreadable, walk.unreadable);
  out.containmentSkips.push(...walk.containmentSkips);
  out.entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return out;
}

/** The scratchpad's artifacts for the authored-file capture: dependency trees left out. */
export async function listScratchpad(sessionRoot: string): Promise<ScratchpadListing> {
  const walk = await walkScratchpad(sessionRoot);
  const artifact = (rel: string): boolean => !rel.split("/").some((c) => DEPENDENCY_DIRS.has(c));
  return {
    root: sessionRoot,
    entries: walk.entries.filter((e) => artifact(e.path)),
    walkErrors: [
      ...(walk.openError !== undefined ? [`scratchpad: ${walk.openError}`] : []),
      ...Object.entries(walk.unreadable)
        .filter(([p]) => artifact(p))
        .map(([p, why]) => `scratchpad/${p}: ${why}`),
    ],
  };
}
