/** Turning command-line targets into the list of cassette files to process (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions). */
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { UsageError } from "../util/errors.js";

export const CASSETTE_SUFFIX = ".cassette.json";

/**
 * A file is taken as given (any extension); a directory contributes its own `*.cassette.json`
 * files (not recursive), sorted. A missing path or an empty directory is a usage error.
 */
export async function findCassettes(targets: string[]): Promise<string[]> {
  if (targets.length === 0) throw new UsageError("no cassette file or directory given");
  const out: string[] = [];
  for (const target of targets) {
    let info;
    try {
      info = await stat(target);
    } catch {
      throw new UsageError(`path not found: ${target}`);
    }
    if (!info.isDirectory()) {
      out.push(target);
      continue;
    }
    const names = (await readdir(target)).filter((n) => n.endsWith(CASSETTE_SUFFIX)).sort();
    if (names.length === 0) {
      throw new UsageError(
        `no ${CASSETTE_SUFFIX} files under ${target} — nothing to do (loud non-zero, not a vacuous pass)`,
      );
    }
    for (const n of names) out.push(join(target, n));
  }
  return out;
}
