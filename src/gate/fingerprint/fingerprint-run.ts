/**
 * A fingerprint run: what many fingerprints computed by one command (a `check` over many
 * cassettes) share — one git listing per repository, one digest per file, one tree
 * fingerprint per distinct (dirs, scope, ignore globs, mode) — plus an optional DigestCache.
 * It lives in the command's run scope (core/util/run-scope.ts), where computeTreeFingerprint
 * finds it; like the scope, it must not outlive the files it read.
 */
import { RunScope, currentRunScope, withCommandRunScope, withRunScope } from "../../core/util/run-scope.js";
import type { DigestOutcome } from "./file-digest.js";
import { gitSetEnabled } from "./git-file-set.js";
import { GitRepoIndex } from "./git-repo-index.js";
import type { DigestCache, TreeFingerprint } from "./types.js";

export class FingerprintRun {
  readonly trees = new Map<string, Promise<TreeFingerprint>>();
  readonly digests = new Map<string, DigestOutcome>();
  private readonly gitIndexes = new Map<string, GitRepoIndex>();

  constructor(readonly digestCache?: DigestCache) {}

  /** The git index of this run for an environment (git's environment is part of the answer). */
  gitIndex(env: NodeJS.ProcessEnv): GitRepoIndex {
    const key = JSON.stringify(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    let index = this.gitIndexes.get(key);
    if (!index) {
      index = new GitRepoIndex(env);
      this.gitIndexes.set(key, index);
    }
    return index;
  }
}

const KEY = "fingerprint/run";

/** A fresh run scope holding `run` as its fingerprint run. */
export function fingerprintScope(run: FingerprintRun): RunScope {
  const scope = new RunScope();
  scope.memo(KEY, () => run);
  return scope;
}

/** Runs `fn` in a fresh run scope whose fingerprint run is `run`. */
export function withFingerprintRun<T>(run: FingerprintRun, fn: () => Promise<T>): Promise<T> {
  return withRunScope(fingerprintScope(run), fn);
}

/** Runs a whole command in a fresh run scope whose fingerprint run is `run` (withCommandRunScope). */
export function withCommandFingerprintRun<T>(run: FingerprintRun, fn: () => Promise<T>): Promise<T> {
  return withCommandRunScope(fingerprintScope(run), fn);
}

/** The fingerprint run of the current run scope, if it has one. */
export function currentFingerprintRun(): FingerprintRun | undefined {
  return currentRunScope()?.peek<FingerprintRun>(KEY);
}

/**
 * Starts git on the repository holding `dir` in `run` (GitRepoIndex.warm), when git lists
 * tracked files under `env`: the run's first fingerprint then finds the listing ready.
 */
export function warmGitListing(run: FingerprintRun, dir: string, env: NodeJS.ProcessEnv): void {
  if (gitSetEnabled(env)) run.gitIndex(env).warm(dir);
}
