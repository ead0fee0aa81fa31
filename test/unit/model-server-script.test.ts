import { describe, it, expect } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadModelScript, parseModelScript } from "../../src/core/model-script/load-script.js";
import { HarnessError } from "../../src/core/util/errors.js";

const errorOf = (text: string): string => {
  try {
    parseModelScript(text, "s.yaml");
  } catch (e) {
    expect(e).toBeInstanceOf(HarnessError);
    return (e as Error).message;
  }
  throw new Error("expected a validation error");
};

describe("model script loading", () => {
  it("reads a turns mapping with text and tool_use blocks, defaulting tool input to {}", () => {
    const s = parseModelScript(
      [
        "model: claude-test",
        "turns:",
        "  - respond:",
        "      - text: hello",
        "      - tool_use: {name: Glob}",
        "  - expect: {tool_result_startswith: 'No files'}",
        "    respond: [{text: done}]",
      ].join("\n"),
      "s.yaml",
    );
    expect(s.model).toBe("claude-test");
    expect(s.turns).toHaveLength(2);
    expect(s.turns[0]!.respond).toEqual([{ text: "hello" }, { tool_use: { name: "Glob", input: {} } }]);
    expect(s.turns[1]!.expect).toEqual({ tool_result_startswith: "No files" });
  });

  it("accepts a bare list of turns", () => {
    const s = parseModelScript("- respond: [{text: a}]\n- fault: hang\n", "s.yaml");
    expect(s.turns.map((t) => t.fault ?? "respond")).toEqual(["respond", "hang"]);
  });

  it("names the file and the line of an unknown expect key", () => {
    const msg = errorOf(
      "turns:\n  - respond: [{text: a}]\n  - expect:\n      tool_result_equals: x\n    respond: [{text: b}]\n",
    );
    expect(msg).toMatch(/^s\.yaml: /);
    expect(msg).toContain("tool_result_equals");
    expect(msg).toMatch(/\(line 4\)$/);
    expect(msg.split("\n")).toHaveLength(1);
  });

  it("rejects a turn with both respond and fault, naming its line in a bare list", () => {
    const msg = errorOf("- respond: [{text: a}]\n- fault: '500'\n  respond: [{text: b}]\n");
    expect(msg).toContain("exactly one of respond or fault");
    expect(msg).toMatch(/\(line 2\)$/);
  });

  it("rejects an unknown fault kind and an empty turn list", () => {
    expect(errorOf("turns:\n  - fault: explode\n")).toMatch(/turns\[0\]\.fault.*\(line 2\)$/);
    expect(errorOf("turns: []\n")).toMatch(/turns/);
  });

  it("reports YAML syntax errors and unreadable files on one line", async () => {
    expect(errorOf("turns:\n  - respond: [\n")).toMatch(/^s\.yaml: invalid YAML/);
    await expect(loadModelScript("/nonexistent/x.yaml")).rejects.toThrow(
      /^\/nonexistent\/x\.yaml: cannot read model script \(ENOENT\)$/,
    );
  });

  it("loads from a file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ms-"));
    const file = join(dir, "m.yaml");
    writeFileSync(file, "turns:\n  - respond: [{text: hi}]\n");
    expect((await loadModelScript(file)).turns[0]!.respond).toEqual([{ text: "hi" }]);
  });
});
