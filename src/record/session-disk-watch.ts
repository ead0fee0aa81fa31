/**
 * Bounds the session directory on this machine's disk while the agent runs (issue 21): its size is
 * summed every `intervalMs` (regular files by lstat, symlinks not followed), and the first time it
 * exceeds the limit `onExceeded` is called once (the container tier then stops the agent's
 * container). Bounded to what can be written in one interval beyond the limit.
 */
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Bytes of regular files under `dir` (not following links); stops counting past `stopAt`. */
export function dirBytes(dir: string, stopAt = Number.POSITIVE_INFINITY): number {
  let total = 0;
  const stack = [dir];
  while (stack.length > 0 && total <= stopAt) {
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
        if (st.isDirectory()) stack.push(p);
        else if (st.isFile()) total += st.blocks !== undefined ? Math.max(st.size, st.blocks * 512) : st.size;
      } catch {
        /* gone meanwhile */
      }
    }
  }
  return total;
}

export function watchSessionDisk(dir: string, limit: number, onExceeded: (bytes: number) => void, intervalMs = 500): () => void {
  let fired = false;
  const timer = setInterval(() => {
    if (fired) return;
    const bytes = dirBytes(dir, limit);
    if (bytes > limit) {
      fired = true;
      onExceeded(bytes);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
