// The loaders' copy of parsed data (src/core/util/clone-plain.ts): equal to structuredClone's, and a
// copy a caller can change without changing what the next caller gets.
import { describe, expect, it } from "vitest";
import { clonePlain } from "../../src/core/util/clone-plain.js";
import { loadScenarioFile } from "../../src/core/scenario/load.js";

describe("clonePlain", () => {
  it("copies plain data deeply, keys with undefined and null-prototype objects included", () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare["k"] = [1, { x: "y" }];
    const value = { a: 1, b: "s", c: null, d: undefined, e: [true, [2, 3], { f: [] }], g: bare };
    const copy = clonePlain(value);
    expect(copy).toEqual(structuredClone(value));
    expect(Object.keys(copy)).toEqual(Object.keys(value));
    expect(Object.getPrototypeOf(copy.g)).toBe(null);
    (copy.e as unknown[])[1] = "changed";
    (copy.g["k"] as unknown[]).push(4);
    expect(value.e[1]).toEqual([2, 3]);
    expect(bare["k"]).toHaveLength(2);
  });

  it("hands what is not plain data to structuredClone", () => {
    const when = new Date(0);
    const value = { when, map: new Map([["a", 1]]), list: [new Date(1)] };
    const copy = clonePlain(value);
    expect(copy.when).toBeInstanceOf(Date);
    expect(copy.when).not.toBe(when);
    expect(copy.when.getTime()).toBe(0);
    expect(copy.map.get("a")).toBe(1);
    expect(copy.list[0]).toBeInstanceOf(Date);
  });

  it("a loaded scenario changed by one caller is whole for the next", async () => {
    const first = await loadScenarioFile("examples/scenarios/csv-report.yaml");
    const before = JSON.stringify(first);
    (first.scenario.assert as unknown[]).length = 0;
    first.scenario.prompt = "changed";
    const second = await loadScenarioFile("examples/scenarios/csv-report.yaml");
    expect(JSON.stringify(second)).toBe(before);
  });
});
