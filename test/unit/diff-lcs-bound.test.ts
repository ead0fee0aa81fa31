import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { alignBounded, alignLcs, MAX_ALIGN_CELLS, type Step } from "../../src/gate/diff/lcs.js";
import { transcriptAlignment } from "../../src/gate/diff/views.js";

const eq = (x: string, y: string): boolean => x === y;

/** The steps rebuild both sides in order, and `same` pairs equal rows. */
function expectValid(a: string[], b: string[], steps: Step[]): void {
  const ra: string[] = [];
  const rb: string[] = [];
  for (const s of steps) {
    if (s.kind === "same") {
      expect(a[s.i]).toBe(b[s.j]);
      ra.push(a[s.i]!);
      rb.push(b[s.j]!);
    } else if (s.kind === "a") ra.push(a[s.i]!);
    else rb.push(b[s.j]!);
  }
  expect(ra).toEqual(a);
  expect(rb).toEqual(b);
}
const sameCount = (steps: Step[]): number => steps.filter((s) => s.kind === "same").length;

describe("bounded alignment (src/gate/diff/lcs.ts)", () => {
  it("within the bound, gives the table's walk; past it, Myers finds an alignment as long", () => {
    const row = fc.constantFrom("a", "b", "c", "d");
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), fc.array(row, { maxLength: 40 }), (a, b) => {
        const table = alignBounded(a, b, eq);
        expect(table.unaligned).toBeUndefined();
        expect(table.steps).toEqual(alignLcs(a, b, eq));
        expectValid(a, b, table.steps);
        const forced = alignBounded(a, b, eq, 9); // too small for the table: Myers with at most 3 edits
        expectValid(a, b, forced.steps);
        if (forced.unaligned === undefined) expect(sameCount(forced.steps)).toBe(sameCount(table.steps));
        else expect(forced.unaligned).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it("aligns 20,000 lines a side with scattered edits in bounded time, and says so when it cannot", () => {
    const n = 20_000;
    const base = Array.from({ length: n }, (_, i) => `line ${i}`);
    const edited = base.map((l, i) => (i % 500 === 250 ? `${l} edited` : l));
    expect((n + 1) * (n + 1)).toBeGreaterThan(MAX_ALIGN_CELLS);
    let t0 = performance.now();
    const alike = alignBounded(base, edited, eq);
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(alike.unaligned).toBeUndefined();
    expect(alike.steps.filter((s) => s.kind !== "same")).toHaveLength(80);
    expectValid(base, edited, alike.steps);

    const other = base.map((l) => `${l} other`);
    t0 = performance.now();
    const apart = alignBounded(base, other, eq);
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(apart.unaligned).toBe(2 * n);
    expectValid(base, other, apart.steps);
  });

  it("the transcript view reports how many lines were too many to align", () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a ${i}`).join("\n");
    const b = Array.from({ length: 3000 }, (_, i) => `b ${i}`).join("\n");
    const r = transcriptAlignment(a, b, false);
    expect(r.unaligned).toBe(6000);
    expect(r.ops.filter((o) => o.op === "removed")).toHaveLength(3000);
    expect(transcriptAlignment("x\ny", "x\nz", false).unaligned).toBeUndefined();
  });
});
