#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/gate/fingerprint/persistent-cache.ts
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
var CACHE_DIR_ENV = "COWORK_HARNESS_CACHE_DIR";
var FORMAT = 1;
var MAX_CACHE_ENTRIES = 2e5;
var MAX_CACHED_TREES = 64;
function digestCacheFile(dir) {
  return join(dir, `fingerprint-digests-${TOOL_VERSION}.json`);
}
var SHA256 = /^[0-9a-f]{64}$/;
function decode(value) {
  if (typeof value === "string") return SHA256.test(value) ? { legacy: value, jcs1: value } : void 0;
  if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "string" && SHA256.test(v))) {
    return { legacy: value[0], jcs1: value[1] };
  }
  return void 0;
}
var encode = (d) => d.legacy === d.jcs1 ? d.jcs1 : [d.legacy, d.jcs1];
function parseCacheFile(text) {
  const raw = parseOurs(text);
  if (typeof raw === "string") return raw;
  if (raw.entries === null || typeof raw.entries !== "object" || Array.isArray(raw.entries)) return "no entries object";
  return { entries: raw.entries };
}
function parseTreeFile(text) {
  const raw = parseOurs(text);
  if (typeof raw === "string") return raw;
  if (raw.trees === null || typeof raw.trees !== "object" || Array.isArray(raw.trees)) return "no trees object";
  return { trees: raw.trees };
}
function parseOurs(text) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return `not JSON (${oneLine(e)})`;
  }
  if (raw === null || typeof raw !== "object" || raw.tool !== TOOL_NAME || raw.format !== FORMAT)
    return "not a digest cache of this tool";
  if (raw.version !== TOOL_VERSION) return `written by version ${String(raw.version)}, not ${TOOL_VERSION}`;
  return raw;
}
function treeCacheFile(dir) {
  return join(dir, `fingerprint-trees-${TOOL_VERSION}.json`);
}
function walkCacheFile(dir) {
  return join(dir, `fingerprint-walks-${TOOL_VERSION}.json`);
}
function readIfPresent(file, notice) {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    if (e.code !== "ENOENT")
      notice(`fingerprint digest cache ${file} ignored: ${oneLine(e)}`);
    return void 0;
  }
}
function lazyTreeFile(file, notice) {
  let members;
  return () => {
    if (members === void 0) {
      members = /* @__PURE__ */ Object.create(null);
      const text = readIfPresent(file, notice);
      const parsed = text === void 0 ? void 0 : parseTreeFile(text);
      if (typeof parsed === "string") notice(`fingerprint tree cache ${file} ignored: ${parsed}`);
      else if (parsed) members = parsed.trees;
    }
    return members;
  };
}
async function openPersistentDigestCache(dir, notice = () => {
}) {
  const file = digestCacheFile(dir);
  const treeFile = treeCacheFile(dir);
  const walkFile = walkCacheFile(dir);
  let stored;
  let loaded = 0;
  const entries = () => {
    if (stored === void 0) {
      stored = /* @__PURE__ */ Object.create(null);
      const text = readIfPresent(file, notice);
      const parsed = text === void 0 ? void 0 : parseCacheFile(text);
      if (typeof parsed === "string") notice(`fingerprint digest cache ${file} ignored: ${parsed}`);
      else if (parsed) stored = parsed.entries;
      loaded = Object.keys(stored).length;
    }
    return stored;
  };
  const walks = lazyTreeFile(walkFile, notice);
  const withLazyWalk = (key, value) => {
    if (value === null || typeof value !== "object") return void 0;
    let walk;
    const tree = { ...value };
    Object.defineProperty(tree, "walk", {
      enumerable: true,
      get: () => {
        if (walk === void 0) {
          const w = Object.prototype.hasOwnProperty.call(walks(), key) ? walks()[key] : void 0;
          walk = Array.isArray(w) ? w : [];
        }
        return walk;
      }
    });
    return asCachedTree(tree, true);
  };
  const trees = lazyTreeFile(treeFile, notice);
  const has = (key) => Object.prototype.hasOwnProperty.call(entries(), key);
  const storedDigests = (key) => {
    if (!has(key)) return void 0;
    const d = decode(entries()[key]);
    if (!d) {
      notice(`fingerprint digest cache ${file} ignored: entry ${JSON.stringify(key.slice(0, 80))} is not a digest`);
      stored = /* @__PURE__ */ Object.create(null);
    }
    return d;
  };
  const used = /* @__PURE__ */ new Map();
  const usedTrees = /* @__PURE__ */ new Map();
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
      const hit = usedTrees.get(key) ?? (Object.prototype.hasOwnProperty.call(all, key) ? withLazyWalk(key, all[key]) : void 0);
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
      const writes = [];
      if (added > 0) {
        const out = {};
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
        const out = {};
        const outWalks = {};
        const keep = (k, tree) => {
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
        writes.push([
          walkFile,
          {
            tool: TOOL_NAME,
            version: TOOL_VERSION,
            format: FORMAT,
            entries: {},
            trees: outWalks
          }
        ]);
        writes.push([
          treeFile,
          {
            tool: TOOL_NAME,
            version: TOOL_VERSION,
            format: FORMAT,
            entries: {},
            trees: out
          }
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
    }
  };
}
function asCachedTree(value, walkIsLazy = false) {
  const t = value;
  if (t === null || typeof t !== "object") return void 0;
  if (!walkIsLazy && !Array.isArray(t.walk)) return void 0;
  if (t.mode !== "git" && t.mode !== "raw" || !Array.isArray(t.readErrors) || !Array.isArray(t.warnings))
    return void 0;
  if (t.jcs1 === null || typeof t.jcs1 !== "object" || t.legacy === null || typeof t.legacy !== "object")
    return void 0;
  return t;
}
async function withEnvDigestCache(env, notice, fn) {
  const dir = env[CACHE_DIR_ENV];
  if (dir === void 0 || dir.trim() === "") return fn(void 0);
  const cache = await openPersistentDigestCache(dir, notice);
  try {
    return await fn(cache);
  } finally {
    await cache.save();
  }
}

export {
  openPersistentDigestCache,
  withEnvDigestCache
};
