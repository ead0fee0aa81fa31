/**
 * The containment rule for paths a cassette (or a file it names) points at: session files, the
 * skill dirs a session declares, scenarioSource, label-provenance files. A cassette is untrusted
 * input (a pull request can edit it), so whatever it names must resolve — after symlinks — inside
 * the repository that holds the cassette:
 *  - the git work tree containing the cassette (nearest ancestor with a `.git` entry);
 *  - outside any work tree: the current directory when it contains the cassette, else the
 *    parent of the cassette's directory (the `<project>/<cassettes>/x.cassette.json` layout).
 * Paths given explicitly on the command line (`--session`, `--baselines`) are the operator's
 * choice and are not subject to this rule.
 */
import { existsSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";

// realpathSync.native: one realpath(3) call, where the JS realpathSync lstats every component of
// the path (the same answer on Linux and macOS; these run several times per replayed cassette).
function real(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return resolve(p);
  }
}

/** True when `target` is `root` itself or below it (both already absolute and resolved). */
export function isWithin(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === "" || (rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** The directory a cassette's named paths must stay inside (see the module comment), as a real path. */
export function repositoryRootOf(cassettePath: string, cwd: string = process.cwd()): string {
  const dir = real(dirname(resolve(cassettePath)));
  for (let probe = dir; ; probe = dirname(probe)) {
    if (existsSync(resolve(probe, ".git"))) return probe;
    if (dirname(probe) === probe) break;
  }
  const realCwd = real(cwd);
  if (isWithin(realCwd, dir)) return realCwd;
  return dirname(dir);
}

/**
 * Where `target` really lands: its realpath, or — when it does not exist — the realpath of its
 * nearest existing ancestor joined with the rest (so a missing file under a symlinked dir is judged
 * by where the link points).
 */
export function landingPath(target: string): string {
  const abs = resolve(target);
  let probe = abs;
  const rest: string[] = [];
  for (;;) {
    try {
      const base = realpathSync.native(probe);
      return rest.length === 0 ? base : resolve(base, ...rest.reverse());
    } catch {
      const parent = dirname(probe);
      if (parent === probe) return abs;
      rest.push(probe.slice(parent.length).replace(/^[\\/]+/, ""));
      probe = parent;
    }
  }
}

/** True when `target` (after symlinks) is outside `root`. */
export function escapesRoot(root: string, target: string): boolean {
  return !isWithin(real(root), landingPath(target));
}

/**
 * escapesRoot for a root repositoryRootOf returned, which is a real path already: one realpath
 * fewer (these run for every cassette of a gate run).
 */
export function escapesRepositoryRoot(repositoryRoot: string, target: string): boolean {
  return !isWithin(repositoryRoot, landingPath(target));
}
