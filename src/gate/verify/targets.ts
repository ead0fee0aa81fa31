/**
 * Expands verify targets into cassette files, with `--allow-empty` letting an existing but
 * cassette-free directory pass. A missing path is always a usage error.
 */
import { readdir, stat } from "node:fs/promises";
import { findCassettes, CASSETTE_SUFFIX } from "../../core/cassette/find.js";
import { UsageError } from "../../core/util/errors.js";

async function isEmptyCassetteDir(target: string): Promise<boolean> {
  try {
    if (!(await stat(target)).isDirectory()) return false;
    return !(await readdir(target)).some((n) => n.endsWith(CASSETTE_SUFFIX));
  } catch {
    return false;
  }
}

export async function verifyTargets(targets: string[], allowEmpty: boolean): Promise<string[]> {
  if (targets.length === 0) throw new UsageError("no cassette file or directory given");
  const kept: string[] = [];
  for (const t of targets) {
    if (allowEmpty && (await isEmptyCassetteDir(t))) continue;
    kept.push(t);
  }
  return kept.length ? findCassettes(kept) : [];
}
