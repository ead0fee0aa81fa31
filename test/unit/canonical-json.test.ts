/**
 * canonicalJson (src/core/protocol/canon.ts) is built by concatenation for speed; it must render
 * exactly what the map-and-join definition renders, for every value — sorted keys, undefined
 * dropped in objects and null in arrays, sparse arrays' holes, odd leaves.
 */
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../src/core/protocol/canon.js";

/** The definition as it was written first. */
function reference(x: unknown): string {
  if (x === null || typeof x !== "object") {
    const leaf = JSON.stringify(x);
    return leaf === undefined ? "null" : leaf;
  }
  if (Array.isArray(x)) return "[" + x.map((v) => reference(v)).join(",") + "]";
  const obj = x as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(obj).sort()) {
    const v = obj[key];
    if (v === undefined) continue;
    parts.push(JSON.stringify(key) + ":" + reference(v));
  }
  return "{" + parts.join(",") + "}";
}

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const LEAVES: unknown[] = [
  null,
  undefined,
  true,
  false,
  0,
  -0,
  1.5,
  -3,
  NaN,
  Infinity,
  "",
  "a",
  'q"uote',
  "\u2028",
  "é",
  "\ud800",
  new Date(0),
];
const KEYS = ["b", "a", "", "Z", "é", "10", "2", "__proto__x", 'k"ey', "\u0000"];

function value(rand: () => number, depth: number): unknown {
  const r = rand();
  if (depth > 4 || r < 0.4) return LEAVES[Math.floor(rand() * LEAVES.length)];
  if (r < 0.7) {
    const n = Math.floor(rand() * 5);
    const a: unknown[] = [];
    for (let i = 0; i < n; i++) a.push(value(rand, depth + 1));
    if (rand() < 0.2) a[n + 2] = value(rand, depth + 1); // holes
    return a;
  }
  const o: Record<string, unknown> = {};
  const n = Math.floor(rand() * 5);
  for (let i = 0; i < n; i++) o[KEYS[Math.floor(rand() * KEYS.length)]!] = value(rand, depth + 1);
  return o;
}

describe("canonicalJson", () => {
  it("renders what the map-and-join definition renders, for 5,000 random values", () => {
    const rand = prng(7);
    for (let i = 0; i < 5000; i++) {
      const v = value(rand, 0);
      expect(canonicalJson(v)).toBe(reference(v));
    }
  });

  it("sorts keys, drops undefined members, keeps holes and nulls apart", () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(canonicalJson({ b: [1, , undefined, null], a: undefined, c: { y: 1, x: 2 } })).toBe(
      '{"b":[1,,null,null],"c":{"x":2,"y":1}}',
    );
  });
});
