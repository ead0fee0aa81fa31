/**
 * Canonical JSON (the reference's src/agent/session.ts; docs/reference.md#replay-and-assertions): object keys sorted recursively, keys whose value is
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

const isEnumerableOwn = (o: object, k: string): boolean => Object.prototype.propertyIsEnumerable.call(o, k);

/** JSON.stringify of a leaf as canonicalJson renders it. */
function leafText(x: unknown): string {
  return JSON.stringify(x) ?? "null";
}

/**
 * `canonicalJson(a) === canonicalJson(b)`, without rendering either: the comparisons a replay
 * makes for every decision, setting and scenario field. Same answer for every value canonicalJson
 * renders (test/unit/canonical-equal.test.ts holds the two together); a sparse array is compared
 * by its text.
 */
export function canonicallyEqual(a: unknown, b: unknown): boolean {
  const aLeaf = a === null || typeof a !== "object";
  const bLeaf = b === null || typeof b !== "object";
  if (aLeaf || bLeaf) {
    if (!(aLeaf && bLeaf)) return false; // a leaf never renders as "[…]" or "{…}"
    if (typeof a === "string" && typeof b === "string") return a === b;
    if (typeof a === "boolean" && typeof b === "boolean") return a === b;
    return leafText(a) === leafText(b);
  }
  const aArray = Array.isArray(a);
  if (aArray !== Array.isArray(b)) return false;
  if (aArray) {
    const x = a as unknown[];
    const y = b as unknown[];
    for (let i = 0; i < x.length; i++) if (!(i in x)) return canonicalJson(a) === canonicalJson(b);
    for (let i = 0; i < y.length; i++) if (!(i in y)) return canonicalJson(a) === canonicalJson(b);
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!canonicallyEqual(x[i], y[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let defined = 0;
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (v === undefined) continue;
    defined++;
    if (!isEnumerableOwn(y, k)) return false;
    const w = y[k];
    if (w === undefined || !canonicallyEqual(v, w)) return false;
  }
  let others = 0;
  for (const k of Object.keys(y)) if (y[k] !== undefined) others++;
  return others === defined;
}
