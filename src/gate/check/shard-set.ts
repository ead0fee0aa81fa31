/**
 * Whether the results files given to `merge` form one whole sharded run: every file names the
 * same shard count n, each of 1..n exactly once. Files with no shard (unsharded runs) merge
 * only with each other. Pure; the message is one line naming the missing or offending shards.
 */
import { parseShard, type Shard } from "../../core/util/shard.js";
import { HarnessError } from "../../core/util/errors.js";

export interface ShardedFile {
  /** how the user named the file */
  label: string;
  /** the file's `shard` field, as written ("i/n"), when it has one */
  shard?: string;
}

export function shardSetProblem(files: readonly ShardedFile[]): string | undefined {
  const sharded = files.filter((f) => f.shard !== undefined);
  if (sharded.length === 0) return undefined;
  const unsharded = files.filter((f) => f.shard === undefined);
  if (unsharded.length > 0) {
    return `${unsharded.map((f) => f.label).join(", ")} ${unsharded.length === 1 ? "has" : "have"} no shard while ${sharded[0]!.label} is shard ${sharded[0]!.shard} — merge the results of one sharded run`;
  }
  const parsed: { label: string; shard: Shard }[] = [];
  for (const f of sharded) {
    try {
      parsed.push({ label: f.label, shard: parseShard(f.shard as string) });
    } catch {
      return `${f.label}: shard "${f.shard}" is not i/n with 1 ≤ i ≤ n`;
    }
  }
  const counts = [...new Set(parsed.map((p) => p.shard.count))];
  if (counts.length > 1) {
    return `shard counts differ (${parsed.map((p) => `${p.label} is ${p.shard.index}/${p.shard.count}`).join(", ")}) — merge the results of one sharded run`;
  }
  const n = counts[0] as number;
  const byIndex = new Map<number, string[]>();
  for (const p of parsed) byIndex.set(p.shard.index, [...(byIndex.get(p.shard.index) ?? []), p.label]);
  const dupes = [...byIndex].filter(([, labels]) => labels.length > 1).sort(([a], [b]) => a - b);
  if (dupes.length > 0) {
    return `${dupes.map(([i, labels]) => `shard ${i}/${n} given twice (${labels.join(", ")})`).join("; ")} — give each shard's results once`;
  }
  const missing = Array.from({ length: n }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0) {
    return `incomplete shard set: missing shard ${missing.map((i) => `${i}/${n}`).join(", ")} (got ${[...byIndex.keys()]
      .sort((a, b) => a - b)
      .map((i) => `${i}/${n}`)
      .join(", ")}) — download every shard's results before merging`;
  }
  return undefined;
}

/** Throws the problem as an input error (exit 2): no report is made from a partial run. */
export function assertWholeShardSet(files: readonly ShardedFile[]): void {
  const problem = shardSetProblem(files);
  if (problem !== undefined) throw new HarnessError(problem);
}
