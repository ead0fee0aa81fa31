import { describe, it, expect } from "vitest";
import { lineOfJsonPointer, parsePointer } from "../../src/gate/report/locate-json.js";

const text = `{
  "a": 1,
  "scenario": {
    "name": "x \\" } [ tricky",
    "assert": [
      { "tool_called": "Bash" },
      {
        "max_turns": 5
      },
      "third"
    ]
  },
  "we/ird~key": { "k": [ ] },
  "fingerprint": { "skillHash": "abc" }
}`;

describe("lineOfJsonPointer", () => {
  it("finds object members at their key line", () => {
    expect(lineOfJsonPointer(text, "/a")).toBe(2);
    expect(lineOfJsonPointer(text, "/scenario")).toBe(3);
    expect(lineOfJsonPointer(text, "/scenario/assert")).toBe(5);
    expect(lineOfJsonPointer(text, "/fingerprint")).toBe(14);
    expect(lineOfJsonPointer(text, "/fingerprint/skillHash")).toBe(14);
  });
  it("finds array elements at their first character", () => {
    expect(lineOfJsonPointer(text, "/scenario/assert/0")).toBe(6);
    expect(lineOfJsonPointer(text, "/scenario/assert/1")).toBe(7);
    expect(lineOfJsonPointer(text, "/scenario/assert/1/max_turns")).toBe(8);
    expect(lineOfJsonPointer(text, "/scenario/assert/2")).toBe(10);
  });
  it("decodes ~0 and ~1 and skips strings holding brackets and quotes", () => {
    expect(parsePointer("/we~1ird~0key")).toEqual(["we/ird~key"]);
    expect(lineOfJsonPointer(text, "/we~1ird~0key/k")).toBe(13);
  });
  it("returns undefined for absent paths, bad pointers and non-JSON", () => {
    expect(lineOfJsonPointer(text, "/scenario/assert/3")).toBeUndefined();
    expect(lineOfJsonPointer(text, "/nope")).toBeUndefined();
    expect(lineOfJsonPointer(text, "/a/b")).toBeUndefined();
    expect(lineOfJsonPointer(text, "no-slash")).toBeUndefined();
    expect(lineOfJsonPointer("{ not json", "/a")).toBeUndefined();
    expect(lineOfJsonPointer(text, "")).toBe(1);
  });
  it("agrees with JSON.stringify pretty output for every assert index", () => {
    const obj = { scenario: { assert: Array.from({ length: 30 }, (_, i) => ({ k: i, s: "line\nbreak" })) } };
    const t = JSON.stringify(obj, null, 2);
    const lines = t.split("\n");
    for (let i = 0; i < 30; i++) {
      const line = lineOfJsonPointer(t, `/scenario/assert/${i}`)!;
      expect(lines[line - 1]!.trim()).toBe("{");
      expect(lines[line]!.trim()).toBe(`"k": ${i},`);
    }
  });
});
