/**
 * Listing the user-visible roots of a run's work root (the reference's src/run/cassette.ts; docs/reference.md#recording-and-the-agent-protocol): a walk that never
 * follows links. The tree was written by the sandbox, which may still be changing it, so the walk
 * goes through directory handles, one no-follow component at a time (src/core/util/contained-fs.ts): a
 * root or sub-directory swapped for a link is listed as a link, never entered. Regular files with
 * more than one hard link are reported as hardlinks; a directory on another device is skipped; a
 * directory that cannot be read is noted, not fatal. Paths are work-root-relative with "/"
 * separators, in code-unit order. Read a listed file with openWalkedFile, never by its `abs` path.
 * Why a subtree could not be walked names paths relative to the work root, never where it was
 * staged on this machine (the reasons reach the live verdict, and the gate publishes that).
 */
import { closeSync, readSync, realpathSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import {
  ContainmentError,
  closeDir,
  listDir,
  lstatAt,
  openDirAt,
  openDirPath,
  openFileAt,
  openTrustedDir,
  type DirHandle,
  type FileChecks,
  type OpenedFile,
} from "../../core/util/contained-fs.js";
import { oneLine } from "../../core/util/errors.js";

export interface WalkedEntry {
  /** work-root-relative path, "/"-separated */
  path: string;
  /** for messages only: never open it (see openWalkedFile) */
  abs: string;
  kind: "file" | "symlink" | "hardlink";
  size: number;
  mtimeMs: number;
}

export interface RootsWalk {
  entries: WalkedEntry[];
  /** work-root-relative path → why it (a subtree or root) could not be walked */
  unreadable: Record<string, string>;
  /** directories skipped because they are not plain directories of the work root's device */
  containmentSkips: string[];
}

/** The work root as a handle: its parent is ours, the work root itself is opened without following. */
export function openWorkRoot(workRoot: string): DirHandle {
  const parent = openTrustedDir(dirname(workRoot));
  try {
    return openDirAt(parent, basename(workRoot));
  } finally {
    closeDir(parent);
  }
}

/**
 * Opens walked files by their work-root-relative path through handles, and checks each descriptor:
 * a regular file of the work root's device with one link (and within `checks`). Directory handles
 * are opened once per directory and kept until close().
 */
export class WalkedFileReader {
  private readonly dirs = new Map<string, DirHandle>();
  private root: DirHandle | undefined;
  constructor(readonly workRoot: string) {}

  private dir(rel: string): DirHandle {
    const hit = this.dirs.get(rel);
    if (hit) return hit;
    this.root ??= openWorkRoot(this.workRoot);
    const cut = rel.lastIndexOf("/");
    const parent = rel === "" ? undefined : this.dir(cut === -1 ? "" : rel.slice(0, cut));
    const h =
      parent === undefined ? openDirPath(this.root, []) : openDirAt(parent, cut === -1 ? rel : rel.slice(cut + 1));
    this.dirs.set(rel, h);
    return h;
  }

  open(rel: string, checks: FileChecks = {}): OpenedFile {
    const cut = rel.lastIndexOf("/");
    return openFileAt(this.dir(cut === -1 ? "" : rel.slice(0, cut)), rel.slice(cut + 1), {
      singleLink: true,
      ...checks,
    });
  }

  close(): void {
    for (const h of this.dirs.values()) closeDir(h);
    this.dirs.clear();
    if (this.root) closeDir(this.root);
    this.root = undefined;
  }
}

/** Opens one walked file (see WalkedFileReader). */
export function openWalkedFile(workRoot: string, rel: string, checks: FileChecks = {}): OpenedFile {
  const reader = new WalkedFileReader(workRoot);
  try {
    return reader.open(rel, checks);
  } finally {
    reader.close();
  }
}

/** Calls `onChunk` for every chunk of an open file, then closes it. */
export function forEachChunk(fd: number, onChunk: (b: Buffer) => void): void {
  const buf = Buffer.allocUnsafe(256 * 1024);
  try {
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      onChunk(buf.subarray(0, n));
    }
  } finally {
    closeSync(fd);
  }
}

/** Why `e` stopped the walk, in one line, with the work root's host path (and its parent's) made relative: `.` and `..`. */
export function walkReason(workRoot: string, e: unknown): string {
  let text = oneLine(e);
  for (const [host, shown] of hostSpellings(workRoot)) if (text.includes(host)) text = text.split(host).join(shown);
  return text;
}

/**
 * Every spelling of the work root and its parent (as given, and through the parent's real path:
 * never the work root's own, which the sandbox may have made a link), longest first, with what
 * each is shown as.
 */
function hostSpellings(workRoot: string): [string, string][] {
  const root = workRoot.replace(/\/+$/, "");
  let realParent = dirname(root);
  try {
    realParent = realpathSync(dirname(root));
  } catch {
    /* gone: the given spelling is all there is */
  }
  const pairs: [string, string][] = [
    [root, "."],
    [join(realParent, basename(root)), "."],
    [dirname(root), ".."],
    [realParent, ".."],
  ];
  return pairs.filter(([h]) => h !== "/").sort((a, b) => b[0].length - a[0].length);
}

/** Walks each root under `workRoot` (a missing root is simply empty). */
export async function walkRoots(workRoot: string, roots: readonly string[]): Promise<RootsWalk> {
  const out: RootsWalk = { entries: [], unreadable: {}, containmentSkips: [] };
  let top: DirHandle;
  try {
    top = openWorkRoot(workRoot);
  } catch (e) {
    for (const r of roots) out.unreadable[r] = walkReason(workRoot, e);
    return out;
  }
  const seen = new Set<string>();

  const walkDir = (dir: DirHandle, rel: string): void => {
    let names: string[];
    try {
      names = listDir(dir);
    } catch (e) {
      out.unreadable[rel] = walkReason(workRoot, e);
      return;
    }
    for (const name of names) {
      const childRel = `${rel}/${name}`;
      let st;
      try {
        st = lstatAt(dir, name);
      } catch (e) {
        out.unreadable[childRel] = walkReason(workRoot, e);
        continue;
      }
      if (st.isDirectory()) walkChild(dir, name, childRel);
      else if (st.isSymbolicLink())
        out.entries.push({
          path: childRel,
          abs: join(workRoot, childRel),
          kind: "symlink",
          size: 0,
          mtimeMs: st.mtimeMs,
        });
      else if (st.isFile()) {
        out.entries.push({
          path: childRel,
          abs: join(workRoot, childRel),
          kind: st.nlink > 1 ? "hardlink" : "file",
          size: st.size,
          mtimeMs: st.mtimeMs,
        });
      }
    }
  };
  /** Opens `name` in `parent` (no-follow) and walks it; a directory it cannot open is noted, not fatal. */
  const walkChild = (parent: DirHandle, name: string, rel: string): void => {
    let sub: DirHandle;
    try {
      sub = openDirAt(parent, name);
    } catch (e) {
      if (e instanceof ContainmentError) out.containmentSkips.push(rel);
      else out.unreadable[rel] = walkReason(workRoot, e);
      return;
    }
    try {
      walkDir(sub, rel);
    } finally {
      closeDir(sub);
    }
  };

  try {
    for (const root of roots) {
      if (seen.has(root)) continue;
      seen.add(root);
      let st;
      try {
        st = lstatAt(top, root);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") out.unreadable[root] = walkReason(workRoot, e);
        continue;
      }
      if (st.isSymbolicLink()) {
        out.entries.push({ path: root, abs: join(workRoot, root), kind: "symlink", size: 0, mtimeMs: st.mtimeMs });
        continue;
      }
      if (st.isDirectory()) walkChild(top, root, root);
    }
  } finally {
    closeDir(top);
  }
  out.entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return out;
}
