/**
 * A file-backed DigestCache: per-file digests kept between runs in one JSON file in a cache
 * directory (the Action restores and saves that directory with @actions/cache; the CLI uses
 * COWORK_HARNESS_CACHE_DIR). Keys are the walker's: git blob ids for tracked clean files (so
 * a fresh checkout of the same content hits), stat identities otherwise. The tool version is
 * part of the file name and is checked inside, so a new build never trusts an old build's
 * digests. Loaded once, saved once, atomically; a missing file is an empty cache and an
 * unreadable or corrupt one is ignored with a notice — the cache can only ever save work.
 */
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { writeFileAtomic } from "../../core/util/atomic-write.js";
import { oneLine } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import type { CachedTree, DigestCache, FileDigests } from "./types.js";

export const CACHE_DIR_ENV = "COWORK_HARNESS_CACHE_DIR";
const FORMAT = 1;
/** Entries kept at most; the ones this run used are kept first. */
export const MAX_CACHE_ENTRIES = 200_000;
/** Whole tree fingerprints kept at most (see ./tree-cache-key.ts). */
export const MAX_CACHED_TREES = 64;

/** legacy === jcs1 (any non-manifest file) is stored as one string, else as a pair. */
type StoredDigests = string | [string, string];

interface CacheFile {
  tool: string;
  version: string;
  format: number;
  entries: Record<string, StoredDigests>;
  trees?: Record<string, CachedTree>;
}

export interface PersistentDigestCache extends DigestCache {
  readonly file: string;
  /** entries read from disk at open */
  readonly loaded: number;
  readonly hits: number;
  readonly misses: number;
  /** Writes the cache file atomically if anything changed; at most once per open. */
  save(): Promise<void>;
}

export type Notice = (message: string) => void;

/** The cache file of this tool version in `dir`. */
export function digestCacheFile(dir: string): string {
  return join(dir, `fingerprint-digests-${TOOL_VERSION}.json`);
}

const SHA256 = /^[0-9a-f]{64}$/;

function decode(value: unknown): FileDigests | undefined {
  if (typeof value === "string") return SHA256.test(value) ? { legacy: value, jcs1: value } : undefined;
  if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "string" && SHA256.test(v))) {
    return { legacy: value[0] as string, jcs1: value[1] as string };
  }
  return undefined;
}

const encode = (d: FileDigests): StoredDigests => (d.legacy === d.jcs1 ? d.jcs1 : [d.legacy, d.jcs1]);

/**
 * Parses a digest cache file's text; a string says why it cannot be used. Entries are checked
 * when they are first used (a run touches only its own files), see openPersistentDigestCache.
 */
export function parseCacheFile(text: string): { entries: Record<string, unknown> } | string {
  const raw = parseOurs(text);
  if (typeof raw === "string") return raw;
  if (raw.entries === null || typeof raw.entries !== "object" || Array.isArray(raw.entries)) return "no entries object";
  return { entries: raw.entries as Record<string, unknown> };
}

/** Parses a tree cache file's text; a string says why it cannot be used. */
export function parseTreeFile(text: string): { trees: Record<string, unknown> } | string {
  const raw = parseOurs(text);
  if (typeof raw === "string") return raw;
  if (raw.trees === null || typeof raw.trees !== "object" || Array.isArray(raw.trees)) return "no trees object";
  return { trees: raw.trees as Record<string, unknown> };
}

function parseOurs(text: string): Partial<CacheFile> | string {
  let raw: Partial<CacheFile>;
  try {
    raw = JSON.parse(text) as Partial<CacheFile>;
  } catch (e) {
    return `not JSON (${oneLine(e)})`;
  }
  if (raw === null || typeof raw !== "object" || raw.tool !== TOOL_NAME || raw.format !== FORMAT)
    return "not a digest cache of this tool";
  if (raw.version !== TOOL_VERSION) return `written by version ${String(raw.version)}, not ${TOOL_VERSION}`;
  return raw;
}

/** The whole tree fingerprints of this tool version in `dir` (a file of its own, read only when asked). */
export function treeCacheFile(dir: string): string {
  return join(dir, `fingerprint-trees-${TOOL_VERSION}.json`);
}

/** Their walk listings, the bulk of a tree: read only if a caller looks at `walk` (fingerprint --walk). */
export function walkCacheFile(dir: string): string {
  return join(dir, `fingerprint-walks-${TOOL_VERSION}.json`);
}

/** A file's text, undefined when it does not exist; other failures become a notice. */
function readIfPresent(file: string, notice: Notice): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT")
      notice(`fingerprint digest cache ${file} ignored: ${oneLine(e)}`);
    return undefined;
  }
}

/** The members of a tree or walk cache file, read and checked the first time they are asked for. */
function lazyTreeFile(file: string, notice: Notice): () => Record<string, unknown> {
  let members: Record<string, unknown> | undefined;
  return () => {
    if (members === undefined) {
      members = Object.create(null) as Record<string, unknown>;
      const text = readIfPresent(file, notice);
      const parsed = text === undefined ? undefined : parseTreeFile(text);
      if (typeof parsed === "string") notice(`fingerprint tree cache ${file} ignored: ${parsed}`);
      else if (parsed) members = parsed.trees;
    }
    return members;
  };
}

/**
 * Opens the digest cache kept in `dir`. Each of its two files is read the first time it is
 * needed — a warm run answered from a whole tree never parses the per-file digests. Never
 * throws: problems become notices.
 */
export async function openPersistentDigestCache(
  dir: string,
  notice: Notice = () => {},
): Promise<PersistentDigestCache> {
  const file = digestCacheFile(dir);
  const treeFile = treeCacheFile(dir);
  const walkFile = walkCacheFile(dir);
  let stored: Record<string, unknown> | undefined;
  let loaded = 0;
  const entries = (): Record<string, unknown> => {
    if (stored === undefined) {
      stored = Object.create(null) as Record<string, unknown>;
      const text = readIfPresent(file, notice);
      const parsed = text === undefined ? undefined : parseCacheFile(text);
      if (typeof parsed === "string") notice(`fingerprint digest cache ${file} ignored: ${parsed}`);
      else if (parsed) stored = parsed.entries;
      loaded = Object.keys(stored).length;
    }
    return stored;
  };
  const walks = lazyTreeFile(walkFile, notice);
  /** A stored tree (without its walk) with a `walk` that is read from the walk file on first use. */
  const withLazyWalk = (key: string, value: unknown): CachedTree | undefined => {
    if (value === null || typeof value !== "object") return undefined;
    let walk: unknown;
    const tree = { ...(value as Record<string, unknown>) };
    Object.defineProperty(tree, "walk", {
      enumerable: true,
      get: () => {
        if (walk === undefined) {
          const w = Object.prototype.hasOwnProperty.call(walks(), key) ? walks()[key] : undefined;
          walk = Array.isArray(w) ? w : [];
        }
        return walk;
      },
    });
    return asCachedTree(tree, true);
  };
  const trees = lazyTreeFile(treeFile, notice);
  const has = (key: string): boolean => Object.prototype.hasOwnProperty.call(entries(), key);
  /** A stored entry, checked on first use; one bad entry discards the whole file. */
  const storedDigests = (key: string): FileDigests | undefined => {
    if (!has(key)) return undefined;
    const d = decode(entries()[key]);
    if (!d) {
      notice(`fingerprint digest cache ${file} ignored: entry ${JSON.stringify(key.slice(0, 80))} is not a digest`);
      stored = Object.create(null) as Record<string, unknown>;
    }
    return d;
  };
  const used = new Map<string, FileDigests>();
  const usedTrees = new Map<string, CachedTree>();
  let added = 0;
  let addedTrees = 0;
  let hits = 0;
  let misses = 0;
  let saved = false;
  return {
    file,
    get loaded() {
      entries();
      return loaded;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
    get(key) {
      const d = used.get(key) ?? storedDigests(key);
      if (d) {
        hits++;
        used.set(key, d);
      } else misses++;
      return d;
    },
    set(key, value) {
      if (!has(key) && !used.has(key)) added++;
      used.set(key, value);
    },
    getTree(key) {
      const all = trees();
      const hit =
        usedTrees.get(key) ??
        (Object.prototype.hasOwnProperty.call(all, key) ? withLazyWalk(key, all[key]) : undefined);
      if (hit) usedTrees.set(key, hit);
      return hit;
    },
    setTree(key, tree) {
      if (!usedTrees.has(key)) addedTrees++;
      usedTrees.set(key, tree);
    },
    async save() {
      if (saved) return;
      saved = true;
      const writes: [string, CacheFile][] = [];
      if (added > 0) {
        const out: Record<string, StoredDigests> = {};
        let n = 0;
        for (const [k, d] of used) if (n++ < MAX_CACHE_ENTRIES) out[k] = encode(d);
        const old = entries();
        for (const k of Object.keys(old)) {
          if (used.has(k) || n >= MAX_CACHE_ENTRIES) continue;
          const d = decode(old[k]);
          if (d && n++ < MAX_CACHE_ENTRIES) out[k] = encode(d);
        }
        writes.push([file, { tool: TOOL_NAME, version: TOOL_VERSION, format: FORMAT, entries: out }]);
      }
      if (addedTrees > 0) {
        const out: Record<string, unknown> = {};
        const outWalks: Record<string, unknown> = {};
        const keep = (k: string, tree: CachedTree): void => {
          const { walk, ...rest } = tree;
          out[k] = rest;
          outWalks[k] = walk;
        };
        let t = 0;
        for (const [k, tree] of usedTrees) if (t++ < MAX_CACHED_TREES) keep(k, tree);
        const old = trees();
        for (const k of Object.keys(old)) {
          if (usedTrees.has(k) || t >= MAX_CACHED_TREES) continue;
          const tree = withLazyWalk(k, old[k]);
          if (tree && t++ < MAX_CACHED_TREES) keep(k, tree);
        }
        // walks first: a tree file never names a walk the walk file lacks
        writes.push([
          walkFile,
          {
            tool: TOOL_NAME,
            version: TOOL_VERSION,
            format: FORMAT,
            entries: {},
            trees: outWalks as Record<string, CachedTree>,
          },
        ]);
        writes.push([
          treeFile,
          {
            tool: TOOL_NAME,
            version: TOOL_VERSION,
            format: FORMAT,
            entries: {},
            trees: out as Record<string, CachedTree>,
          },
        ]);
      }
      for (const [target, body] of writes) {
        try {
          await mkdir(dir, { recursive: true });
          await writeFileAtomic(target, JSON.stringify(body));
        } catch (e) {
          notice(`fingerprint digest cache ${target} not saved: ${oneLine(e)}`);
        }
      }
    },
  };
}

/** A stored tree fingerprint, when it has the shape one must have (else it is not used). */
function asCachedTree(value: unknown, walkIsLazy = false): CachedTree | undefined {
  const t = value as Partial<CachedTree> | null;
  if (t === null || typeof t !== "object") return undefined;
  if (!walkIsLazy && !Array.isArray(t.walk)) return undefined;
  if ((t.mode !== "git" && t.mode !== "raw") || !Array.isArray(t.readErrors) || !Array.isArray(t.warnings))
    return undefined;
  if (t.jcs1 === null || typeof t.jcs1 !== "object" || t.legacy === null || typeof t.legacy !== "object")
    return undefined;
  return t as CachedTree;
}

/**
 * Runs `fn` with the digest cache named by COWORK_HARNESS_CACHE_DIR (none when unset) and
 * saves it afterwards, even when `fn` throws.
 */
export async function withEnvDigestCache<T>(
  env: NodeJS.ProcessEnv,
  notice: Notice,
  fn: (cache: DigestCache | undefined) => Promise<T>,
): Promise<T> {
  const dir = env[CACHE_DIR_ENV];
  if (dir === undefined || dir.trim() === "") return fn(undefined);
  const cache = await openPersistentDigestCache(dir, notice);
  try {
    return await fn(cache);
  } finally {
    await cache.save();
  }
}
