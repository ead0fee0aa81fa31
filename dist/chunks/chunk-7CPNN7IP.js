#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/core/util/shard.ts
import { createHash } from "node:crypto";
function parseShard(text) {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    throw new UsageError(`shard must be "i/n" with 1 \u2264 i \u2264 n (got "${text}")`);
  }
  return { index, count };
}
function shardOf(path, count) {
  const h = createHash("sha256").update(path.replace(/\\/g, "/")).digest();
  return h.readUInt32BE(0) % count + 1;
}
function selectShard(items, shard, key) {
  return items.filter((item) => shardOf(key(item), shard.count) === shard.index);
}
function shardList(count) {
  return Array.from({ length: count }, (_, i) => `${i + 1}/${count}`);
}

export {
  parseShard,
  shardOf,
  selectShard,
  shardList
};
