/**
 * The Action's fingerprint cache: the persistent digest cache directory
 * (../fingerprint/persistent-cache.ts) restored before the gate and saved after it with
 * @actions/cache, so an unchanged tree is not re-read on the next run.
 *
 * Key: `cowork-fp-<os>-<tool version>-[s<i>of<n>-]<sha256 of git ls-files -s>`; restore falls
 * back to the newest cache with the same prefix (same os, version and shard). The cache is
 * saved only by `push` events and by runs on the default branch, so pull requests read the
 * default branch's digests without writing caches of their own. Every cache problem — no
 * cache service in the environment, the service unreachable, a key already reserved, a
 * corrupt file — is a notice; the gate then runs without (or with a partial) cache.
 */
import * as actionsCache from "@actions/cache";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gitClient } from "../core/git/client.js";
import { openPersistentDigestCache } from "../gate/fingerprint/persistent-cache.js";
import type { DigestCache } from "../gate/fingerprint/types.js";
import { readEventPayload } from "../gate/github/event.js";
import { oneLine } from "../core/util/errors.js";
import { TOOL_VERSION } from "../core/version.js";

/** The part of @actions/cache used here (tests may pass a stand-in). */
export interface CacheService {
  isFeatureAvailable(): boolean;
  restoreCache(paths: string[], primaryKey: string, restoreKeys?: string[]): Promise<string | undefined>;
  saveCache(paths: string[], key: string): Promise<number>;
}

export interface FingerprintCacheOptions {
  /** the directory the cassettes are read from (its repository is hashed for the key) */
  root: string;
  env: NodeJS.ProcessEnv;
  /** the `cache` input */
  enabled: boolean;
  /** `i/n` when this job is one shard of a matrix */
  shard?: { index: number; count: number };
  notice: (message: string) => void;
  info?: (message: string) => void;
  service?: CacheService;
}

export interface FingerprintCacheSession {
  /** the digest cache to run the gate with (undefined when the input turned caching off) */
  digestCache: DigestCache | undefined;
  key?: string;
  /** whether restore found a cache under the exact key */
  exactHit: boolean;
  /** Saves the digests, then uploads them when this event may write caches. Never throws. */
  finish(): Promise<void>;
}

export const CACHE_KEY_PREFIX = "cowork-fp";

/** The key prefix shared by every cache this job may restore (os, version, shard). */
export function cacheKeyPrefix(env: NodeJS.ProcessEnv, shard?: { index: number; count: number }): string {
  const os = (env.RUNNER_OS ?? process.platform).toLowerCase();
  return `${CACHE_KEY_PREFIX}-${os}-${TOOL_VERSION}-${shard ? `s${shard.index}of${shard.count}-` : ""}`;
}

/** sha256 of `git ls-files -s -z` in `root` (blob ids and paths); "nogit" outside a repository. */
export async function treeListingHash(root: string, env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const listing = await gitClient(root, env).raw(["ls-files", "-s", "-z"]);
    return createHash("sha256").update(listing).digest("hex").slice(0, 32);
  } catch {
    return "nogit";
  }
}

/** Whether this run may write caches: push events, and any event on the default branch. */
export function mayWriteCache(env: NodeJS.ProcessEnv): boolean {
  if (env.GITHUB_EVENT_NAME === "push") return true;
  const ref = env.GITHUB_REF ?? "";
  if (!ref.startsWith("refs/heads/") || !env.GITHUB_EVENT_PATH) return false;
  try {
    const repo = readEventPayload(env.GITHUB_EVENT_PATH).repository as { default_branch?: unknown } | undefined;
    return typeof repo?.default_branch === "string" && ref === `refs/heads/${repo.default_branch}`;
  } catch {
    return false;
  }
}

/** The local directory the digest cache lives in during the job. */
export function cacheDirFor(env: NodeJS.ProcessEnv): string {
  return join(env.RUNNER_TEMP && env.RUNNER_TEMP !== "" ? env.RUNNER_TEMP : tmpdir(), "cowork-harness-fp-cache");
}

const disabled: FingerprintCacheSession = { digestCache: undefined, exactHit: false, finish: async () => {} };

export async function restoreFingerprintCache(opts: FingerprintCacheOptions): Promise<FingerprintCacheSession> {
  if (!opts.enabled) return disabled;
  const service = opts.service ?? actionsCache;
  const info = opts.info ?? (() => {});
  const dir = cacheDirFor(opts.env);
  const prefix = cacheKeyPrefix(opts.env, opts.shard);
  const key = `${prefix}${await treeListingHash(opts.root, opts.env)}`;

  let available = false;
  try {
    available = service.isFeatureAvailable();
  } catch (e) {
    opts.notice(`fingerprint cache unavailable: ${oneLine(e)}`);
  }
  let restored: string | undefined;
  if (!available) {
    opts.notice(
      "fingerprint cache unavailable (no ACTIONS_CACHE_URL / ACTIONS_RESULTS_URL in the environment) — digests are computed afresh",
    );
  } else {
    try {
      restored = await service.restoreCache([dir], key, [prefix]);
      info(restored ? `fingerprint cache restored from ${restored}` : `no fingerprint cache for ${prefix}*`);
    } catch (e) {
      opts.notice(`fingerprint cache not restored: ${oneLine(e)}`);
    }
  }
  const cache = await openPersistentDigestCache(dir, opts.notice);
  const exactHit = restored === key;
  return {
    digestCache: cache,
    key,
    exactHit,
    finish: async () => {
      await cache.save();
      if (!available) return;
      if (exactHit) {
        info(`fingerprint cache ${key} is up to date`);
        return;
      }
      if (!mayWriteCache(opts.env)) {
        info("fingerprint cache not saved: only push events and the default branch write caches");
        return;
      }
      try {
        const id = await service.saveCache([dir], key);
        // @actions/cache reports most failures (service unreachable, key reserved) as a warning of its own and -1
        if (id === -1) opts.notice(`fingerprint cache not saved: the cache service did not accept ${key}`);
        else info(`fingerprint cache saved as ${key} (${cache.hits} hit(s), ${cache.misses} file(s) digested)`);
      } catch (e) {
        opts.notice(`fingerprint cache not saved: ${oneLine(e)}`);
      }
    },
  };
}
