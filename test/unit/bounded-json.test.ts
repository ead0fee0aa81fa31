/** The nesting bound on untrusted JSON and YAML values (src/core/util/bounded-json.ts): exactly at the bound passes, one past fails. */
import { describe, expect, it } from "vitest";
import { fewOpenings, MAX_JSON_DEPTH, nestsDeeperThan, parseBoundedJson } from "../../src/core/util/bounded-json.js";

const arrays = (levels: number): string => "[".repeat(levels) + "]".repeat(levels);
const objects = (levels: number): string => '{"a":'.repeat(levels - 1) + "{}" + "}".repeat(levels - 1);
const mixed = (levels: number): string => {
  let s = "1";
  for (let i = 0; i < levels; i++) s = i % 2 === 0 ? `[0,${s}]` : `{"k":"v","n":${s}}`;
  return s;
};

describe("bounded JSON", () => {
  it.each([
    ["arrays", arrays],
    ["objects", objects],
    ["arrays and objects", mixed],
  ])("%s: %i levels pass, one more is refused", (_name, make) => {
    expect(nestsDeeperThan(JSON.parse(make(MAX_JSON_DEPTH)))).toBe(false);
    expect(nestsDeeperThan(JSON.parse(make(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(() => parseBoundedJson(make(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => parseBoundedJson(make(MAX_JSON_DEPTH + 1))).toThrow(SyntaxError);
  });

  it("looks past the first branch, and at other bounds", () => {
    const deepLast = JSON.parse(`[1, {"a": []}, ${arrays(MAX_JSON_DEPTH)}]`) as unknown;
    expect(nestsDeeperThan(deepLast)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(arrays(3)), 3)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(arrays(4)), 3)).toBe(true);
    expect(nestsDeeperThan("text")).toBe(false);
    expect(nestsDeeperThan(null)).toBe(false);
    expect(nestsDeeperThan([])).toBe(false);
    expect(nestsDeeperThan([], 0)).toBe(true);
  });

  it("terminates on a cycle (a YAML alias can make one)", () => {
    const a: unknown[] = [];
    a.push(a);
    expect(nestsDeeperThan(a)).toBe(true);
  });

  it("the bracket count only lets the walk be skipped when no value can nest past the bound", () => {
    expect(fewOpenings(arrays(MAX_JSON_DEPTH))).toBe(true);
    expect(fewOpenings(arrays(MAX_JSON_DEPTH + 1))).toBe(false);
    expect(fewOpenings(mixed(MAX_JSON_DEPTH + 1))).toBe(false);
    // brackets inside strings and shallow siblings are counted: the walk then decides
    const flat = JSON.stringify({ text: "[".repeat(400), rows: Array.from({ length: 300 }, () => ({})) });
    expect(fewOpenings(flat)).toBe(false);
    expect(() => parseBoundedJson(flat)).not.toThrow();
    const deepInside = `{"pad":"${"{".repeat(10)}","v":${arrays(MAX_JSON_DEPTH + 1)}}`;
    expect(() => parseBoundedJson(deepInside)).toThrow(SyntaxError);
  });
});
