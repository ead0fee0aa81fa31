/**
 * A fingerprint run: what many fingerprints computed by one command (a `check` over many
 * cassettes) share — one git listing per repository, one digest per file, one tree
 * fingerprint per distinct (dirs, scope, ignore globs, mode) — plus an optional DigestCache.
 * Nothing is invalidated within a run, so a run must not outlive the files it read: open one
 * per command invocation. computeTreeFingerprint finds the current run through
 * AsyncLocalStorage, so callers in between need not pass it along.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { DigestOutcome } from "./file-digest.js";
import { gitSetEnabled } from "./git-file-set.js";
import { GitRepoIndex } from "./git-repo-index.js";
import type { DigestCache, TreeFingerprint } from "./types.js";

export class FingerprintRun {
  readonly trees = new Map<string, Promise<TreeFingerprint>>();
  readonly digests = new Map<string, DigestOutcome>();
  /** other answers a run computes once (runMemo) */
  readonly memos = new Map<string, unknown>();
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

const storage = new AsyncLocalStorage<FingerprintRun>();

/** Runs `fn` with `run` as the current fingerprint run. */
export function withFingerprintRun<T>(run: FingerprintRun, fn: () => Promise<T>): Promise<T> {
  return storage.run(run, fn);
}

/**
 * The run of the CLI command this process is running (cli/main.ts). A plain variable rather than
 * the AsyncLocalStorage: on Node 20, entering an AsyncLocalStorage turns on promise hooks, which
 * cost every promise of the command from then on (a sixth of a replay of 200 small cassettes).
 */
let commandRun: FingerprintRun | undefined;

/**
 * Runs a whole command with `run` as the current fingerprint run. A second command started in
 * the same process while one is in flight (tests) gets its own run through the AsyncLocalStorage.
 */
export async function withCommandFingerprintRun<T>(run: FingerprintRun, fn: () => Promise<T>): Promise<T> {
  if (commandRun !== undefined) return withFingerprintRun(run, fn);
  commandRun = run;
  try {
    return await fn();
  } finally {
    commandRun = undefined;
  }
}

/** The fingerprint run `fn` was started in, if any (else the command's). */
export function currentFingerprintRun(): FingerprintRun | undefined {
  return storage.getStore() ?? commandRun;
}

/**
 * Starts git on the repository holding `dir` in `run` (GitRepoIndex.warm), when git lists
 * tracked files under `env`: the run's first fingerprint then finds the listing ready.
 */
export function warmGitListing(run: FingerprintRun, dir: string, env: NodeJS.ProcessEnv): void {
  if (gitSetEnabled(env)) run.gitIndex(env).warm(dir);
}

/**
 * `compute()` once per `key` in the current fingerprint run (every call without a run computes
 * afresh): for answers about files that, like the rest of a run, are taken not to change during it.
 */
export function runMemo<T>(key: string, compute: () => T): T {
  const run = currentFingerprintRun();
  if (!run) return compute();
  if (run.memos.has(key)) return run.memos.get(key) as T;
  const value = compute();
  run.memos.set(key, value);
  return value;
}
