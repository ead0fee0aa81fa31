/**
 * The git file-set boundary (the reference's src/run/skill-files.ts; docs/reference.md#fingerprints-and-staleness): a root inside a git work tree hashes only
 * its tracked paths (./git-repo-index.ts finds the work tree and lists it once per run); a root
 * outside one is walked raw; a failing ls-files inside a work tree is a hard error, never a
 * silent raw fallback.
 *
 * Git runs read-only through the one git client (src/core/git/client.ts: `safe.directory=*`, no
 * GIT_* variable from the caller), so a checkout owned by another user is still read in git mode
 * and a hook's exported index cannot leak in.
 */

/** Tracked paths of one root (root-relative, POSIX) plus their ancestor dirs. */
export interface TrackedSet {
  files: Set<string>;
  dirs: Set<string>;
  /** blob ids of tracked files whose working copy matches the index (when asked for) */
  blobs?: Map<string, string>;
}

/** Whether COWORK_HARNESS_GITSET leaves git mode on (anything but exactly "0"). */
export function gitSetEnabled(env: NodeJS.ProcessEnv): boolean {
  return env.COWORK_HARNESS_GITSET !== "0";
}

/** Builds the lookup sets from NUL-separated `ls-files -z` output. */
export function trackedSetFromLsFiles(output: string): TrackedSet {
  const files = new Set<string>();
  const dirs = new Set<string>();
  for (const path of output.split("\0")) {
    if (path === "") continue;
    files.add(path);
    for (let slash = path.indexOf("/"); slash !== -1; slash = path.indexOf("/", slash + 1))
      dirs.add(path.slice(0, slash));
  }
  return { files, dirs };
}

/** `rel` is admitted when it is the root, a tracked path, or an ancestor dir of one. */
export function gitAccepts(tracked: TrackedSet, rel: string): boolean {
  return rel === "" || tracked.files.has(rel) || tracked.dirs.has(rel);
}
