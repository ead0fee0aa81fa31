/**
 * Finding files by glob under a directory — cassettes for `check` and the Action, scenario
 * files for the Action's `record`: a recursive walk
 * that never enters node_modules or .git and never follows symlinked directories.
 * Results are repo-relative POSIX paths, sorted.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { pathGlob } from "../util/path-glob.js";

const SKIP_DIRS = new Set(["node_modules", ".git"]);

export async function discoverFiles(root: string, globs: readonly string[]): Promise<string[]> {
  const patterns = globs.map((g) => g.trim().replace(/^\.\//, "")).filter((g) => g !== "").map((g) => pathGlob(g));
  const found: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(join(root, rel), { withFileTypes: true });
    for (const e of entries) {
      const p = rel === "" ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) await walk(p);
      } else if (e.isFile() && patterns.some((re) => re.test(p))) {
        found.push(p);
      }
    }
  };
  await walk("");
  return found.sort();
}
