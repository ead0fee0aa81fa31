/**
 * Bounds the session directory on this machine's disk while the agent runs (issue 21, issue 36):
 * every entry under it is counted, not only regular files — directories, symbolic links, FIFOs and
 * the rest cost blocks and an inode each (an agent that makes 30,000 empty directories writes no
 * file byte, yet fills the disk). An entry costs its allocated blocks (`st_blocks` × 512, which
 * covers extended attributes stored outside the inode), its apparent size when larger (a sparse
 * file is read in full later), and never less than MIN_ENTRY_BYTES (an inode and a directory entry
 * cost that much even where `st_blocks` says 0). Entries are also counted against a budget of
 * their own (SESSION_ENTRY_BUDGET, built in: docs/limits.md), so a large byte bound cannot buy
 * millions of inodes.
 *
 * The byte bound is the trusted `session_disk` ceiling (the workflow's resource-limits input, which
 * a session may only lower: src/live/container/resource-limits.ts); the entry budget is built in. Usage
 * is summed every `intervalMs`, links never followed, and the first time it is over a bound
 * `onExceeded` is called once (the container tier then stops the agent's container). Bounded to
 * what can be written in one interval beyond the bound.
 */
import { lstatSync, readdirSync, type Stats } from "node:fs";
import { join } from "node:path";
import { describe } from "../container/resource-limits.js";

/** The least an entry is charged: one 4 KiB block (what a directory or a long link costs on ext4). */
export const MIN_ENTRY_BYTES = 4096;

/** How many entries the agent may add to the session directory (a built-in ceiling). */
export const SESSION_ENTRY_BUDGET = 200_000;

export interface DiskUsage {
  bytes: number;
  /** every entry below the directory (not the directory itself) */
  entries: number;
}

/** What one entry costs on disk (see the module comment). */
export function entryBytes(st: Stats): number {
  const blocks = typeof st.blocks === "number" ? st.blocks * 512 : 0;
  return Math.max(blocks, st.size, MIN_ENTRY_BYTES);
}

/** Usage under `dir`, not following links; stops counting once over `stopAt`. */
export function diskUsage(dir: string, stopAt: DiskUsage = { bytes: Infinity, entries: Infinity }): DiskUsage {
  const usage: DiskUsage = { bytes: 0, entries: 0 };
  const stack = [dir];
  while (stack.length > 0 && !isOver(usage, stopAt)) {
    const d = stack.pop()!;
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      continue;
    }
    for (const n of names) {
      const p = join(d, n);
      try {
        const st = lstatSync(p);
        usage.bytes += entryBytes(st);
        usage.entries += 1;
        if (st.isDirectory()) stack.push(p);
      } catch {
        /* gone meanwhile */
      }
    }
  }
  return usage;
}

export function isOver(usage: DiskUsage, bound: DiskUsage): boolean {
  return usage.bytes > bound.bytes || usage.entries > bound.entries;
}

/** The bound of a session directory: what it holds now plus what the agent may add. */
export function sessionDiskBound(
  dir: string,
  sessionDisk: number,
  entryBudget = SESSION_ENTRY_BUDGET,
): { start: DiskUsage; bound: DiskUsage } {
  const start = diskUsage(dir);
  return { start, bound: { bytes: start.bytes + sessionDisk, entries: start.entries + entryBudget } };
}

/** What went over, for `resource limit: …` (undefined when nothing did). */
export function overBoundReason(start: DiskUsage, bound: DiskUsage, usage: DiskUsage): string | undefined {
  if (usage.bytes > bound.bytes)
    return `the session directory grew by ${describe("sessionDisk", usage.bytes - start.bytes)}, over its ${describe("sessionDisk", bound.bytes - start.bytes)} (session_disk), counting every file, directory and link`;
  if (usage.entries > bound.entries)
    return `the session directory gained ${usage.entries - start.entries} entries, over its budget of ${bound.entries - start.entries} (files, directories and links)`;
  return undefined;
}

export function watchSessionDisk(
  dir: string,
  bound: DiskUsage,
  onExceeded: (usage: DiskUsage) => void,
  intervalMs = 500,
): () => void {
  let fired = false;
  const timer = setInterval(() => {
    if (fired) return;
    const usage = diskUsage(dir, bound);
    if (isOver(usage, bound)) {
      fired = true;
      onExceeded(usage);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
