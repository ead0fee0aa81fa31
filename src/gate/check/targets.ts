/**
 * What `check` and the Action run on: globs (relative to a root, @actions/glob semantics, see
 * src/core/cassette/discover.ts; `!glob` excludes) and/or explicit cassette files and directories (a
 * directory means every cassette below it), then an optional shard. Exclusions alone exclude from
 * the default, every cassette of the repository.
 */
import { stat } from "node:fs/promises";
import { isAbsolute, relative, resolve } from "node:path";
import { discoverFiles } from "../../core/cassette/discover.js";
import { UsageError } from "../../core/util/errors.js";
import { selectShard, type Shard } from "../../core/util/shard.js";

export const DEFAULT_CASSETTE_GLOB = "**/*.cassette.json";

/** Splits a `paths` input (newlines or commas) into globs. */
export function splitGlobs(input: string | undefined): string[] {
  return (input ?? "")
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** No cassette matched the targets: a usage error (exit 2), which `check` extends with the scenarios it found. */
export class NoCassettesError extends UsageError {}

export async function resolveTargets(root: string, targets: readonly string[], shard?: Shard): Promise<string[]> {
  const globs: string[] = [];
  const files: string[] = [];
  const onlyExclusions = targets.length > 0 && targets.every((t) => t.trim().startsWith("!"));
  for (const t of targets.length > 0 && !onlyExclusions ? targets : [DEFAULT_CASSETTE_GLOB, ...targets]) {
    if (/[*?]/.test(t) || t.trim().startsWith("!")) {
      globs.push(t);
      continue;
    }
    const abs = resolve(root, t);
    const info = await stat(abs).catch(() => undefined);
    if (!info) throw new UsageError(`path not found: ${t}`);
    if (info.isDirectory()) {
      const rel = relative(root, abs);
      if (rel.startsWith("..") || isAbsolute(rel)) {
        for (const f of await discoverFiles(abs, [DEFAULT_CASSETTE_GLOB])) files.push(resolve(abs, f));
      } else {
        globs.push(rel === "" ? DEFAULT_CASSETTE_GLOB : `${rel.split("\\").join("/")}/${DEFAULT_CASSETTE_GLOB}`);
      }
    } else {
      files.push(abs);
    }
  }
  if (globs.length > 0) for (const f of await discoverFiles(root, globs)) files.push(resolve(root, f));
  const unique = [...new Set(files)].sort();
  if (unique.length === 0) {
    throw new NoCassettesError(
      `no cassettes match ${targets.length > 0 ? targets.join(", ") : DEFAULT_CASSETTE_GLOB} under ${root} — nothing to do (loud non-zero, not a vacuous pass)`,
    );
  }
  return shard ? selectShard(unique, shard, (f) => relative(root, f)) : unique;
}
