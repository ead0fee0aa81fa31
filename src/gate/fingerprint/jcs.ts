/**
 * The "JCS-style" canonical JSON of the jcs1 manifest transform (the reference's src/run/skill-hash.ts; docs/reference.md#fingerprints-and-staleness).
 * Not RFC 8785: object keys are sorted by UTF-16 code units and emitted in that order (no
 * integer-key hoisting); strings and finite numbers are written exactly as JSON.stringify
 * writes them; a non-finite number cannot be canonicalized and throws.
 */

export class JcsCanonicalizationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JcsCanonicalizationError";
  }
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Canonical JSON text of a value produced by JSON.parse. */
export function jcsSerialize(value: unknown): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "string":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value))
        throw new JcsCanonicalizationError(`non-finite number ${String(value)} cannot be canonicalized`);
      return JSON.stringify(value);
    case "object": {
      if (Array.isArray(value)) return `[${value.map(jcsSerialize).join(",")}]`;
      const record = value as Record<string, unknown>;
      const members = Object.keys(record)
        .sort(byCodeUnits)
        .map((key) => `${JSON.stringify(key)}:${jcsSerialize(record[key])}`);
      return `{${members.join(",")}}`;
    }
    default:
      throw new JcsCanonicalizationError(`a ${typeof value} value is not JSON`);
  }
}
