/**
 * ParsedFiles.parsedText: text a run already loaded from a file is not parsed again (the gate's lint
 * step re-checks with the scenario loader the very text the staleness check loaded), and any other
 * text is.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ParsedFiles } from "../../src/core/util/parsed-files.js";

const dir = mkdtempSync(join(tmpdir(), "parsed-text-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("ParsedFiles.parsedText", () => {
  it("answers from the loaded file when the text is the file's, and parses any other text", () => {
    const parsed: string[] = [];
    const files = new ParsedFiles<{ v: string }>(
      (text) => {
        parsed.push(text);
        if (text.startsWith("bad")) throw new Error(`refused: ${text}`);
        return { v: text };
      },
      () => new Error("unreadable"),
    );
    const p = join(dir, "a.yaml");
    writeFileSync(p, "one");
    expect(files.load(p)).toEqual({ v: "one" });
    const again = files.parsedText(p, "one");
    expect(again).toEqual({ v: "one" });
    expect(parsed).toEqual(["one"]);
    again.v = "changed"; // a copy: the remembered value is not the caller's
    expect(files.parsedText(p, "one")).toEqual({ v: "one" });
    expect(files.parsedText(p, "two")).toEqual({ v: "two" });
    expect(parsed).toEqual(["one", "two"]);
    // a remembered refusal is thrown again, not re-parsed
    writeFileSync(p, "bad text");
    expect(() => files.load(p)).toThrow("refused: bad text");
    expect(() => files.parsedText(p, "bad text")).toThrow("refused: bad text");
    expect(parsed).toEqual(["one", "two", "bad text"]);
    // a path never loaded is parsed
    expect(files.parsedText(join(dir, "b.yaml"), "three")).toEqual({ v: "three" });
    expect(parsed).toEqual(["one", "two", "bad text", "three"]);
  });
});
