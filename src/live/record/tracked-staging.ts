/**
 * What a live run stages of the trees a session names when they sit in a git work tree: only what
 * git tracks. Files a pull request cannot have put there (an `.npmrc` or cloud credentials an
 * earlier workflow step left in the workspace, build output, a person's scratch files) never
 * reach the sandbox, so they can come back in no tool result, cassette or report.
 *
 *  - connected folders and projects: their tracked files only (a folder that is itself a
 *    repository is refused before this: src/core/session/connected-folders.ts);
 *  - uploads: a file git does not track is refused at its session line;
 *  - skill and plugin directories: a directory that is a repository's root stages its tracked
 *    files only; one below it is staged as it is on disk, untracked files too (a skill being
 *    written: `record` names those files and the `git add` that fixes the fingerprint);
 *  - a tree outside any git work tree (a person's own folder, `--allow-outside-paths`) is staged
 *    whole, and the run says so.
 *
 * The listing is git's index (src/gate/fingerprint/git-repo-index.ts: one `ls-files` per repository),
 * so "tracked" is what `git ls-files` lists, staged but uncommitted files included.
 */
import { existsSync, lstatSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { GitRepoIndex } from "../../gate/fingerprint/git-repo-index.js";
import type { TrackedSet } from "../../gate/fingerprint/git-file-set.js";
import type { SessionConfig } from "../../core/session/model.js";
import { expandHome, relativeOrAbsolute, sessionFieldLocator } from "../../core/session/paths.js";
import { HarnessError } from "../../core/util/errors.js";
import { defuseLegacyCommands, noBreaks } from "../../core/util/neutralise.js";

/** What stageSessionLayout stages of each source tree (keyed by real path). */
export interface StagingPlan {
  /** a tree's tracked set (stage only those), or null (outside git: stage all, and say so); a tree not listed is staged as it is */
  trees: ReadonlyMap<string, TrackedSet | null>;
  /** a host path as messages show it: repository-relative when inside the repository */
  display(abs: string): string;
}

export interface PlanOptions {
  env: NodeJS.ProcessEnv;
  /** the repository the session belongs to (names are shown relative to it) */
  repoRoot: string;
  /** the session file, for the line of a refused upload */
  sessionFile?: string;
}

/** How many left-out names a message lists. */
const SHOWN_NAMES = 5;
/** The longest left-out name a message shows (longer ones end in `…`). */
const MAX_NAME_CHARS = 120;

/** The real path of a session-named path, or undefined when it does not exist (staging says so). */
function realOf(p: string): string | undefined {
  const abs = resolve(expandHome(p));
  return existsSync(abs) ? realpathSync(abs) : undefined;
}

/** The nearest directory at or above `dir` holding `.git`, or undefined. */
function gitHolder(dir: string): string | undefined {
  for (let probe = dir; ; probe = dirname(probe)) {
    if (existsSync(join(probe, ".git"))) return probe;
    if (dirname(probe) === probe) return undefined;
  }
}

const isDir = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/** The plan for `session` (resolved paths): git is asked once per repository. */
export async function planStaging(session: SessionConfig, opts: PlanOptions): Promise<StagingPlan> {
  const index = new GitRepoIndex(opts.env);
  const trees = new Map<string, TrackedSet | null>();
  const always = [...session.folders.map((f) => f.from), ...session.projects.map((p) => p.from)];
  const code = [
    ...session.skills.local,
    ...session.plugins.local_plugins,
    ...session.plugins.remote_plugins,
    ...session.plugins.local_marketplaces,
  ];
  const ask = async (p: string, onlyRepositoryRoots: boolean): Promise<void> => {
    const real = realOf(p);
    if (real === undefined || !isDir(real) || trees.has(real)) return;
    if (onlyRepositoryRoots && !existsSync(join(real, ".git"))) return;
    const set = await index.trackedSet(real, false);
    // fail closed: a tree under a .git that git cannot list is never staged whole
    const holder = set === null ? gitHolder(real) : undefined;
    if (holder !== undefined)
      throw new HarnessError(
        `cannot list what git tracks in ${JSON.stringify(relativeOrAbsolute(real, opts.repoRoot))} (a git work tree): is git installed? — a live run stages only the files git tracks`,
      );
    trees.set(real, set);
  };
  for (const p of always) await ask(p, false);
  for (const p of code) await ask(p, true);
  await refuseUntrackedUploads(session, index, opts);
  return { trees, display: (abs) => relativeOrAbsolute(abs, opts.repoRoot) };
}

/** Throws at the first upload inside a git work tree that git does not track. */
async function refuseUntrackedUploads(session: SessionConfig, index: GitRepoIndex, opts: PlanOptions): Promise<void> {
  for (const [i, u] of session.uploads.entries()) {
    const real = realOf(u);
    if (real === undefined || isDir(real)) continue;
    const set = await index.trackedSet(dirname(real), false);
    if (set === null || set.files.has(basename(real))) continue;
    const at = opts.sessionFile
      ? `${sessionFieldLocator(opts.sessionFile, { repoRoot: opts.repoRoot })(["uploads", i])}: `
      : "";
    throw new HarnessError(
      `${at}uploads[${i}] ${JSON.stringify(relativeOrAbsolute(real, opts.repoRoot))} is not tracked by git: a live run stages only the files git tracks — git add it, or leave it out of the session`,
    );
  }
}

/**
 * Whether the entry `abs` of the tree `root` is staged under `tracked`: a tracked file or link, or a
 * directory holding tracked files. A tracked path that is now a directory (a submodule, or a file
 * replaced by one) is not: its contents are not what git tracks.
 */
export function stagedByGit(tracked: TrackedSet, root: string, abs: string): boolean {
  const rel = relative(root, abs).split(sep).join("/");
  if (rel === "") return true;
  return lstatSync(abs).isDirectory() ? tracked.dirs.has(rel) : tracked.files.has(rel);
}

/** One name of a message: neutralised for every printer, and capped. */
export function shownName(name: string): string {
  const one = defuseLegacyCommands(noBreaks(name));
  return one.length > MAX_NAME_CHARS ? `${one.slice(0, MAX_NAME_CHARS)}…` : one;
}

/** The first SHOWN_NAMES of `names`, each neutralised and capped, then "and N more". */
function someNames(names: readonly string[]): string {
  const more = names.length > SHOWN_NAMES ? ` and ${names.length - SHOWN_NAMES} more` : "";
  return `${names.slice(0, SHOWN_NAMES).map(shownName).join(", ")}${more}`;
}

/** The one line naming what git does not track and was left out (directories end in `/`); undefined when nothing was. */
export function leftOutLine(
  leftOut: readonly { path: string; dir: boolean }[],
  display: (abs: string) => string,
): string | undefined {
  if (leftOut.length === 0) return undefined;
  const all = leftOut.map((e) => `${display(e.path)}${e.dir ? "/" : ""}`).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `${leftOut.length} path(s) git does not track were not staged (a live run stages only the files git tracks): ${someNames(all)} — git add what the run needs`;
}

/** The notice for trees staged whole because no git work tree holds them; undefined when there are none. */
export function outsideGitLine(roots: readonly string[], display: (abs: string) => string): string | undefined {
  if (roots.length === 0) return undefined;
  return `${someNames(roots.map(display))}: not in a git work tree, so every file under it was staged`;
}
