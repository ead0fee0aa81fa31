/**
 * How the reference linter (Python) reads values: truthiness, numbers, and the list reprs its
 * messages embed (`['a', 'b']`, `[0, 2]`).
 */

/** Python truthiness of a YAML value. */
export function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}

const FLOAT_TEXT = /^[+-]?(?:(?:\d(?:_?\d)*)?\.\d(?:_?\d)*|\d(?:_?\d)*\.?)(?:[eE][+-]?\d(?:_?\d)*)?$/;
const SPECIAL_FLOAT = /^[+-]?(?:inf|infinity|nan)$/i;

/** A number, a numeric string (as Python's `float()` reads it), else undefined; booleans are not numbers. */
export function numeric(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (SPECIAL_FLOAT.test(text)) {
    const negative = text.startsWith("-");
    return /nan/i.test(text) ? NaN : negative ? -Infinity : Infinity;
  }
  return FLOAT_TEXT.test(text) ? Number(text.replace(/_/g, "")) : undefined;
}

/** Python's repr of a string: single quotes unless the text has a single quote and no double one. */
export function pyStr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const escaped = text.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\t/g, "\\t");
  return quote + (quote === "'" ? escaped.replace(/'/g, "\\'") : escaped) + quote;
}

/** Python's repr of a list of strings or numbers. */
export function pyList(items: readonly (string | number)[]): string {
  return `[${items.map((i) => (typeof i === "number" ? String(i) : pyStr(i))).join(", ")}]`;
}

/** Python's sort of strings (by code point). */
export function pySorted(items: Iterable<string>): string[] {
  return [...items].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
