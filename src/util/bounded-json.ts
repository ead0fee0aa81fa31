/**
 * JSON from untrusted files, bounded in nesting depth. JSON.parse itself copes with very deep
 * input, but everything downstream (canonical JSON, JSON.stringify, schema validation, the
 * evidence folds) recurses and would die with a stack overflow. Real recordings nest a few
 * dozen levels at most; anything past MAX_JSON_DEPTH is refused as malformed.
 */

export const MAX_JSON_DEPTH = 256;

/** True when `value` nests objects/arrays deeper than `max` levels (iterative; never overflows). */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== "object") continue;
    if (depth + 1 > max) return true;
    const children = Array.isArray(v) ? v : Object.values(v as Record<string, unknown>);
    for (const c of children) if (c !== null && typeof c === "object") stack.push([c, depth + 1]);
  }
  return false;
}

/** JSON.parse that also throws (a SyntaxError) for input nested deeper than MAX_JSON_DEPTH. */
export function parseBoundedJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (nestsDeeperThan(value)) throw new SyntaxError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  return value;
}
