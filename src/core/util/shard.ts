/**
 * Stable sharding: a cassette's shard depends only on its own path, so adding or removing
 * other cassettes never moves it. Shards are written "i/n", 1-based.
 */
import { createHash } from "node:crypto";
import { UsageError } from "./errors.js";

export interface Shard {
  index: number;
  count: number;
}

export function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    throw new UsageError(`shard must be "i/n" with 1 ≤ i ≤ n (got "${text}")`);
  }
  return { index, count };
}

export function shardOf(path: string, count: number): number {
  const h = createHash("sha256").update(path.replace(/\\/g, "/")).digest();
  return (h.readUInt32BE(0) % count) + 1;
}

export function selectShard<T>(items: readonly T[], shard: Shard, key: (item: T) => string): T[] {
  return items.filter((item) => shardOf(key(item), shard.count) === shard.index);
}

/** The matrix include list for `n` shards: ["1/n", …, "n/n"]. */
export function shardList(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${i + 1}/${count}`);
}
