/**
 * Canonical JSON (spec/replay.md §3.6): object keys sorted recursively, keys whose value is
 * `undefined` dropped, arrays kept in order, leaves rendered by JSON.stringify. Two values that
 * differ only in key order render identically.
 */
export function canonicalJson(x: unknown): string {
  if (x === null || typeof x !== "object") {
    const leaf = JSON.stringify(x);
    // JSON.stringify(undefined) is undefined; inside arrays JSON renders it as null.
    return leaf === undefined ? "null" : leaf;
  }
  if (Array.isArray(x)) return "[" + x.map((v) => canonicalJson(v)).join(",") + "]";
  const obj = x as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(obj).sort()) {
    const v = obj[key];
    if (v === undefined) continue;
    parts.push(JSON.stringify(key) + ":" + canonicalJson(v));
  }
  return "{" + parts.join(",") + "}";
}
