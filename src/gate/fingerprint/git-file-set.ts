/**
 * The git file-set boundary (spec/staleness.md §1.2): a root inside a git work tree hashes only
 * its tracked paths (./git-repo-index.ts finds the work tree and lists it once per run); a root
 * outside one is walked raw; a failing ls-files inside a work tree is a hard error, never a
 * silent raw fallback.
 *
 * Git runs read-only with `-c safe.directory=*`, so a checkout owned by another user (a
 * container running as root over a runner's workspace) is still read in git mode, and with
 * GIT_DIR / GIT_WORK_TREE / GIT_INDEX_FILE (and every other GIT_* variable) removed from its
 * environment, so a hook's exported index cannot leak in.
 */
import { simpleGit } from "simple-git";

/** Tracked paths of one root (root-relative, POSIX) plus their ancestor dirs. */
export interface TrackedSet {
  files: Set<string>;
  dirs: Set<string>;
  /** blob ids of tracked files whose working copy matches the index (when asked for) */
  blobs?: Map<string, string>;
}

/** Variables simple-git refuses to pass through; git reads none of them for these read-only calls. */
const GUARDED_NON_GIT_KEYS = new Set(["editor", "pager", "prefix", "ssh_askpass", "visual"]);

/** The environment git runs with: the caller's, minus GIT_* variables and editor/pager hooks. */
export function gitEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const k = key.toLowerCase().trim();
    if (k.startsWith("git_") || GUARDED_NON_GIT_KEYS.has(k)) continue;
    out[key] = value;
  }
  return out;
}

/** Whether COWORK_HARNESS_GITSET leaves git mode on (anything but exactly "0"). */
export function gitSetEnabled(env: NodeJS.ProcessEnv): boolean {
  return env.COWORK_HARNESS_GITSET !== "0";
}

/**
 * simple-git in `root`: safe.directory=* and the cleaned environment. Throws if `root` is not a
 * directory. A command is done when git closes its output (`onExit: false`, simple-git 3's
 * default): with simple-git 2's default each command also left a 50 ms timer behind, which held
 * the process open for 50 ms after its last git command.
 */
export function gitFor(root: string, env: NodeJS.ProcessEnv) {
  return simpleGit({ baseDir: root, config: ["safe.directory=*"], maxConcurrentProcesses: 4, completion: { onClose: true, onExit: false } }).env(
    gitEnvironment(env),
  );
}

/** Builds the lookup sets from NUL-separated `ls-files -z` output. */
export function trackedSetFromLsFiles(output: string): TrackedSet {
  const files = new Set<string>();
  const dirs = new Set<string>();
  for (const path of output.split("\0")) {
    if (path === "") continue;
    files.add(path);
    for (let slash = path.indexOf("/"); slash !== -1; slash = path.indexOf("/", slash + 1)) dirs.add(path.slice(0, slash));
  }
  return { files, dirs };
}

/** `rel` is admitted when it is the root, a tracked path, or an ancestor dir of one. */
export function gitAccepts(tracked: TrackedSet, rel: string): boolean {
  return rel === "" || tracked.files.has(rel) || tracked.dirs.has(rel);
}
