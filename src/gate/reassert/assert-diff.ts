/**
 * What changed between the assertions frozen in a cassette and the `assert:` block on disk,
 * for the PR author: items added, removed, and changed (an item whose key set is unchanged but
 * whose value is not). Items compare as canonical JSON, so key order is never a change.
 */
import { canonicalJson } from "../../core/protocol/canon.js";
import { clip } from "../../core/util/clip.js";

export interface AssertChange {
  /** the on-disk item, with its index in the on-disk block */
  item: Record<string, unknown>;
  index: number;
}

export interface AssertDiff {
  added: AssertChange[];
  removed: Record<string, unknown>[];
  /** `before` is the frozen item it replaced */
  changed: (AssertChange & { before: Record<string, unknown> })[];
}

const keysOf = (item: Record<string, unknown>): string => Object.keys(item).sort().join(",");

export function diffAssertions(
  frozen: readonly Record<string, unknown>[],
  onDisk: readonly Record<string, unknown>[],
): AssertDiff {
  const remaining = frozen.map((item) => ({ item, canon: canonicalJson(item) }));
  const unmatched: AssertChange[] = [];
  onDisk.forEach((item, index) => {
    const canon = canonicalJson(item);
    const at = remaining.findIndex((r) => r.canon === canon);
    if (at >= 0) remaining.splice(at, 1);
    else unmatched.push({ item, index });
  });
  const diff: AssertDiff = { added: [], removed: [], changed: [] };
  const gone = remaining.map((r) => r.item);
  for (const change of unmatched) {
    const at = gone.findIndex((g) => keysOf(g) === keysOf(change.item));
    if (at >= 0) diff.changed.push({ ...change, before: gone.splice(at, 1)[0]! });
    else diff.added.push(change);
  }
  diff.removed = gone;
  return diff;
}

export function isEmptyAssertDiff(d: AssertDiff): boolean {
  return d.added.length === 0 && d.removed.length === 0 && d.changed.length === 0;
}

/** `key: value` of an item, one line, clipped: how an assertion is named in messages. */
export function describeItem(item: Record<string, unknown>, max = 100): string {
  const text = Object.entries(item)
    .map(([k, v]) => `${k}: ${typeof v === "string" ? v : canonicalJson(v)}`)
    .join(", ");
  return clip(text, max);
}

/** "2 added (…), 1 removed (…), 1 changed (…)", or "" for no change. */
export function summarizeAssertDiff(d: AssertDiff): string {
  const parts: string[] = [];
  const list = (items: Record<string, unknown>[]): string =>
    items
      .slice(0, 3)
      .map((i) => `\`${describeItem(i, 60)}\``)
      .join("; ") + (items.length > 3 ? `; +${items.length - 3} more` : "");
  if (d.added.length) parts.push(`${d.added.length} added (${list(d.added.map((a) => a.item))})`);
  if (d.removed.length) parts.push(`${d.removed.length} removed (${list(d.removed)})`);
  if (d.changed.length) parts.push(`${d.changed.length} changed (${list(d.changed.map((c) => c.item))})`);
  return parts.join(", ");
}
