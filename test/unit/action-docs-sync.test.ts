/** docs/action.md's inputs and outputs tables say exactly what action.yml declares (the README links there); `npm run docs:action` rewrites them. */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { REPO_ROOT } from "../helpers/paths.js";

const action = parse(readFileSync(join(REPO_ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
};
const readme = readFileSync(join(REPO_ROOT, "docs", "action.md"), "utf8");

function table(marker: string): string[][] {
  const m = new RegExp(`<!-- ${marker}:start -->\\n([\\s\\S]*?)<!-- ${marker}:end -->`).exec(readme);
  expect(m, `docs/action.md has a ${marker} table`).not.toBeNull();
  return m![1]!
    .trim()
    .split("\n")
    .slice(2)
    .map((row) =>
      row
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

const unquote = (cell: string) => cell.replace(/^`(.*)`$/, "$1");

describe("docs/action.md documents action.yml", () => {
  it("inputs: same names, defaults and descriptions, same order", () => {
    const rows = table("inputs");
    expect(rows.map((r) => unquote(r[0]!))).toEqual(Object.keys(action.inputs));
    for (const [name, def, description] of rows) {
      const input = action.inputs[unquote(name!)]!;
      expect(unquote(def!), name).toBe(input.default ?? "");
      expect(description, name).toBe(input.description);
    }
  });

  it("outputs: same names and descriptions, same order", () => {
    const rows = table("outputs");
    expect(rows.map((r) => unquote(r[0]!))).toEqual(Object.keys(action.outputs));
    for (const [name, description] of rows) expect(description, name).toBe(action.outputs[unquote(name!)]!.description);
  });
});
