/**
 * Temp files beside the files we replace atomically (cassettes, the digest cache, results), and
 * the clean-up of those a killed process left behind.
 *
 * Every writer names its temp file `.<target>.<tag>-<pid>-<random>.tmp` in the target's own
 * directory (a rename within one directory is atomic); the writers that predate this helper used
 * `.<target>.tmp.<pid>.<hex>` (record), `.<target>.rerecord-<pid>-<hex>.tmp` (rerecord) and
 * `.<target>.<hex12>.tmp` (atomic-write); all of them are recognised. A SIGKILL between creating
 * the temp file and renaming it leaves it behind; `sweepStaleTemps(dir)` removes every one whose
 * writing process is gone (its pid no longer runs), or, without a pid in the name, that is older
 * than an hour. It never touches a temp file of a live process (a concurrent writer), and never
 * anything that does not have one of these shapes.
 *
 * Called by every command that writes into a directory, before it writes there: record (the
 * output directory), rerecord (each stale cassette's directory), rehash, replay --write and the
 * digest-cache save (through writeFileAtomic).
 */
import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/** `.<name>.<tag>-<pid>-<hex8>.tmp` beside `target`. */
export function tempPathBeside(target: string, tag: string): string {
  return join(dirname(target), `.${basename(target)}.${tag}-${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
}

const SHAPES: RegExp[] = [
  /^\..+\.[a-z-]+-(\d+)-[0-9a-f]{8}\.tmp$/, // .<name>.<tag>-<pid>-<hex>.tmp (this helper, rerecord)
  /^\..+\.tmp\.(\d+)\.[0-9a-f]{8}$/, // .<name>.tmp.<pid>.<hex> (writeCassetteAtomic)
  /^\..+\.[0-9a-f]{12}\.tmp$/, // .<name>.<hex12>.tmp (the former writeFileAtomic, no pid)
];

const PIDLESS_MAX_AGE_MS = 60 * 60 * 1000;

/** The pid a temp file name carries, null for a recognised name without one, undefined for not ours. */
export function tempOwner(name: string): number | null | undefined {
  for (const re of SHAPES) {
    const m = re.exec(name);
    if (m) return m[1] !== undefined ? Number(m[1]) : null;
  }
  return undefined;
}

export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the temp files in `dir` left by processes that no longer run (see above). Returns the
 * names removed. Never throws: a directory that cannot be read is simply not swept.
 */
export async function sweepStaleTemps(
  dir: string,
  now = Date.now(),
  opts: { includeOwn?: boolean } = {},
): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const owner = tempOwner(name);
    if (owner === undefined) continue;
    // our own temp files go too when we are stopping (cancellation): nothing will rename them any more
    if (owner !== null && pidAlive(owner) && !(opts.includeOwn === true && owner === process.pid)) continue;
    const path = join(dir, name);
    try {
      const st = await stat(path);
      if (!st.isFile()) continue;
      // without a pid in the name, only an old one is left behind
      if (owner === null && now - st.mtimeMs < PIDLESS_MAX_AGE_MS) continue;
      await rm(path, { force: true });
      removed.push(name);
    } catch {
      /* gone meanwhile */
    }
  }
  return removed;
}

/** sweepStaleTemps over each distinct directory of `files`. */
export async function sweepBeside(files: readonly string[]): Promise<string[]> {
  const dirs = [...new Set(files.map((f) => dirname(f)))];
  const out: string[] = [];
  for (const d of dirs) out.push(...(await sweepStaleTemps(d)));
  return out;
}
