/**
 * capped(): the first `cap` chars of a tool result, held without the rest. A huge recording keeps
 * a display and an assertion cap of every result; were they plain slices, every result's full
 * text would stay in memory with them.
 */
import { runInNewContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import { capped } from "../../src/core/protocol/tool-result-text.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Heap growth, in bytes, while `count` caps of distinct 200,000-char strings are held. */
function heldBy(cut: (s: string) => string, count = 300): number {
  const keep: string[] = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  // JSON.parse makes each parent a flat string, as a recording's results are
  for (let i = 0; i < count; i++) keep.push(cut(JSON.parse(JSON.stringify("r".repeat(200_000) + i)) as string));
  gc();
  const grown = process.memoryUsage().heapUsed - before;
  expect(keep.length).toBe(count);
  return grown;
}

describe("capped", () => {
  it("gives the first cap chars, and a short string unchanged", () => {
    expect(capped("abcdef", 3)).toBe("abc");
    expect(capped("abc", 3)).toBe("abc");
    const long = "é".repeat(40) + "z".repeat(600);
    expect(capped(long, 500)).toBe(long.slice(0, 500));
    expect(capped(long, 500)).toHaveLength(500);
  });

  it("does not hold the string it was cut from (a plain slice, measured alongside, does)", () => {
    const sliced = heldBy((s) => s.slice(0, 500));
    const cut = heldBy((s) => capped(s, 500));
    expect(sliced).toBeGreaterThan(300 * 150_000); // the parents: ~60 MB
    expect(cut).toBeLessThan(300 * 10_000); // the caps alone: ~0.3 MB
  });
});
