import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { containLexically, containReal } from "../../src/gate/assert/contained-path.js";

let base: string;
let root: string;
let outside: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "contain-"));
  root = join(base, "root");
  outside = join(base, "outside");
  mkdirSync(join(root, "outputs"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(root, "outputs", "a.md"), "a");
  writeFileSync(join(outside, "secret.txt"), "secret");
  symlinkSync(join(outside, "secret.txt"), join(root, "outputs", "escape.txt"));
  symlinkSync(outside, join(root, "outputs", "outdir"));
  symlinkSync("a.md", join(root, "outputs", "inner-link.md"));
  symlinkSync(join(outside, "nope.txt"), join(root, "outputs", "dangling-out"));
  symlinkSync("missing.md", join(root, "outputs", "dangling-in"));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("containLexically", () => {
  it("accepts relative paths inside the root and normalizes them", () => {
    expect(containLexically(root, "outputs/a.md")).toEqual({
      ok: true,
      abs: join(root, "outputs", "a.md"),
      rel: "outputs/a.md",
    });
    expect(containLexically(root, "outputs/../outputs/./a.md")).toMatchObject({ ok: true, rel: "outputs/a.md" });
    expect(containLexically(root, ".")).toMatchObject({ ok: true, rel: "" });
  });

  it("rejects `..` escapes, absolute paths and malformed input", () => {
    expect(containLexically(root, "../outside/secret.txt")).toEqual({ ok: false, reason: "escapes" });
    expect(containLexically(root, "outputs/../../x")).toEqual({ ok: false, reason: "escapes" });
    expect(containLexically(root, "..")).toEqual({ ok: false, reason: "escapes" });
    expect(containLexically(root, "/etc/passwd")).toEqual({ ok: false, reason: "absolute" });
    expect(containLexically(root, "C:\\Windows")).toEqual({ ok: false, reason: "absolute" });
    expect(containLexically(root, "")).toEqual({ ok: false, reason: "invalid" });
    expect(containLexically(root, "a\0b")).toEqual({ ok: false, reason: "invalid" });
    expect(containLexically(root, 42)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("containReal", () => {
  const at = (rel: string) => join(root, rel);

  it("resolves in-root files and in-root links", () => {
    expect(containReal(root, at("outputs/a.md")).kind).toBe("inside");
    expect(containReal(root, at("outputs/inner-link.md")).kind).toBe("inside");
  });

  it("flags a file link, a directory link and a path through a directory link that escape", () => {
    expect(containReal(root, at("outputs/escape.txt")).kind).toBe("escapes");
    expect(containReal(root, at("outputs/outdir")).kind).toBe("escapes");
    expect(containReal(root, at("outputs/outdir/secret.txt")).kind).toBe("escapes");
    expect(containReal(root, at("outputs/outdir/not-there.txt")).kind).toBe("escapes");
  });

  it("judges dangling links by their target", () => {
    expect(containReal(root, at("outputs/dangling-out")).kind).toBe("escapes");
    expect(containReal(root, at("outputs/dangling-in")).kind).toBe("missing");
  });

  it("reports plain missing paths as missing", () => {
    expect(containReal(root, at("outputs/none.md")).kind).toBe("missing");
    expect(containReal(root, at("outputs/a.md/under-a-file")).kind).toBe("missing");
  });
});
