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
  // Built by concatenation (it runs on every recorded request and tool input of a replay): the
  // same text as mapping and joining, holes of a sparse array included (rendered as nothing).
  if (Array.isArray(x)) {
    let out = "[";
    for (let i = 0; i < x.length; i++) {
      if (i > 0) out += ",";
      if (i in x) out += canonicalJson(x[i]);
    }
    return out + "]";
  }
  const obj = x as Record<string, unknown>;
  let out = "{";
  let first = true;
  for (const key of Object.keys(obj).sort()) {
    const v = obj[key];
    if (v === undefined) continue;
    out += (first ? "" : ",") + JSON.stringify(key) + ":" + canonicalJson(v);
    first = false;
  }
  return out + "}";
}
