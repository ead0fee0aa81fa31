/**
 * JSON from untrusted files, bounded in nesting depth. JSON.parse itself copes with very deep
 * input, but everything downstream (canonical JSON, JSON.stringify, schema validation, the
 * evidence folds) recurses and would die with a stack overflow. Real recordings nest a few
 * dozen levels at most; anything past MAX_JSON_DEPTH is refused as malformed.
 */

export const MAX_JSON_DEPTH = 256;

/**
 * True when `value` nests objects/arrays deeper than `max` levels. Recursive, but never deeper
 * than `max` frames (it stops there), so it cannot overflow; no allocation per node beyond
 * Object.values (it runs on every event line of every replay).
 */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  return value !== null && typeof value === "object" && deeper(value, 0, max);
}

/** `v` (an object or array at `depth`, the root at 0) or something inside it goes past `max`. */
function deeper(v: object, depth: number, max: number): boolean {
  if (depth + 1 > max) return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const c: unknown = v[i];
      if (c !== null && typeof c === "object" && deeper(c, depth + 1, max)) return true;
    }
    return false;
  }
  for (const c of Object.values(v))
    if (c !== null && typeof c === "object" && deeper(c as object, depth + 1, max)) return true;
  return false;
}

/**
 * True when `text` holds at most `limit` "{" and "[" characters (string contents included, so
 * this over-counts): then no value in it nests deeper than `limit`. A few native scans, several
 * times cheaper than walking the parsed value.
 */
export function fewOpenings(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let n = 0;
  for (const open of ["{", "["]) {
    for (let i = text.indexOf(open); i !== -1; i = text.indexOf(open, i + 1)) if (++n > limit) return false;
  }
  return true;
}

/** JSON.parse that also throws (a SyntaxError) for input nested deeper than MAX_JSON_DEPTH. */
export function parseBoundedJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  // nesting past MAX_JSON_DEPTH takes an opening and a closing bracket per level
  if (text.length >= 2 * (MAX_JSON_DEPTH + 1) && !fewOpenings(text) && nestsDeeperThan(value))
    throw new SyntaxError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  return value;
}
