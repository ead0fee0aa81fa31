// canonicallyEqual (src/core/protocol/canon.ts) answers exactly as comparing the two canonicalJson
// texts does, on random values and on pairs built to be equal or to differ by one thing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, canonicallyEqual } from "../../src/core/protocol/canon.js";
import { params } from "../fuzz/fuzz-support.js";

const leaf = fc.oneof(
  fc.constantFrom(null, undefined, true, false, 0, -0, 1, NaN, Infinity, -Infinity, "", "a", "1", "null", "true"),
  fc.string({ maxLength: 4 }),
  fc.double(),
  fc.integer(),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    leaf,
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom("a", "b", "c", "toString", "__x"), tie("v"), { maxKeys: 4 }),
  ),
})).v;

/** The same value with its keys in another order (and undefined-valued keys added or dropped). */
function shuffled(v: unknown): unknown {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(shuffled);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).reverse()) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = shuffled(x);
  }
  out["zz-undefined"] = undefined;
  return out;
}

const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

describe("canonicallyEqual", () => {
  it("agrees with the canonical texts on random pairs", () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(canonicallyEqual(a, b)).toBe(same(a, b));
      }),
      params(4000),
    );
  });

  it("agrees on equal values written differently, and on one change", () => {
    fc.assert(
      fc.property(value, (a) => {
        const b = shuffled(a);
        expect(canonicallyEqual(a, b)).toBe(same(a, b));
        expect(canonicallyEqual(a, b)).toBe(true);
        const c = { wrap: a };
        const d = { wrap: [a] };
        expect(canonicallyEqual(c, d)).toBe(same(c, d));
      }),
      params(3000),
    );
  });

  it("edge cases: leaves rendering alike, inherited keys, holes", () => {
    const cases: [unknown, unknown][] = [
      [null, NaN],
      [undefined, null],
      [-0, 0],
      [Infinity, null],
      [[undefined], [null]],
      [{ a: undefined }, {}],
      [{ toString: 1 }, {}],
      [{}, { toString: 1 }],
      [Object.create({ a: 1 }) as object, { a: 1 }],
      [[, 1], [1]], // eslint-disable-line no-sparse-arrays
      [[,], []], // eslint-disable-line no-sparse-arrays
      [new Array(2), [undefined, undefined]],
      [new Date(0), {}],
      ["1", 1],
      [true, "true"],
    ];
    for (const [a, b] of cases) {
      expect(canonicallyEqual(a, b), `${String(canonicalJson(a))} vs ${String(canonicalJson(b))}`).toBe(same(a, b));
      expect(canonicallyEqual(b, a)).toBe(same(b, a));
    }
  });
});
