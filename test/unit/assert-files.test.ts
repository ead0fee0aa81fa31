import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { AssertContext } from "../../src/gate/assert/context.js";
import { fileKeys } from "../../src/gate/assert/files.js";
import { makeContext } from "../helpers/context.js";

const fileExists = fileKeys.file_exists!;
const visible = fileKeys.user_visible_artifact!;

let base: string;
let root: string;

function put(rel: string, body = "x"): void {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), body);
}

function treeContext(over: Partial<Omit<AssertContext, "record">> = {}): AssertContext {
  return makeContext(
    {},
    {
      workRoot: root,
      userVisiblePrefixes: ["outputs", "project"],
      truncatedPaths: new Map([["uploads/report.pdf", "input"]]),
      linkPaths: new Map([["outputs/link.md", "symlink"]]),
      ...over,
    },
  );
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "files-"));
  root = join(base, "work");
  put("outputs/report.md", "hello");
  put("project/outputs/actions.md", "- item");
  put("project/notes.txt", "notes");
  put("scratch/tmp.md", "tmp");
  put("uploads/report.pdf", "");
  put("outputs/link.md", "");
  writeFileSync(join(base, "secret.txt"), "secret");
  symlinkSync(join(base, "secret.txt"), join(root, "outputs", "escape.md"));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("file_exists", () => {
  it("passes for a present file with the reference evidence", () => {
    expect(fileExists("outputs/report.md", treeContext())).toEqual({
      pass: true,
      evidence: `file_exists: "outputs/report.md" present under ${root}`,
    });
  });

  it("fails for a missing file", () => {
    expect(fileExists("outputs/nope.md", treeContext())).toEqual({
      pass: false,
      message: `file not found: outputs/nope.md (under ${root})`,
    });
  });

  it("passes for a body-less entry: its recorded hash proves existence", () => {
    expect(fileExists("uploads/report.pdf", treeContext())).toEqual({ pass: true });
  });

  it("is evidence-unavailable for a link entry", () => {
    const r = fileExists("outputs/link.md", treeContext());
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/^evidence unavailable: "outputs\/link.md" was a symlink\/hardlink at record time/);
  });

  it("refuses `..`, absolute paths and escaping symlinks without reading them", () => {
    expect(fileExists("../secret.txt", treeContext())).toEqual({
      pass: false,
      message: 'unsafe file_exists path "../secret.txt" — must stay under the work root (no absolute paths or "..")',
    });
    expect(fileExists(join(base, "secret.txt"), treeContext()).message).toMatch(/^unsafe file_exists path/);
    expect(fileExists("outputs/escape.md", treeContext())).toEqual({
      pass: false,
      message: 'unsafe file_exists path "outputs/escape.md" — symlink target escapes the work root',
    });
  });

  it("fails (without touching the cwd) when no tree was materialized", () => {
    const r = fileExists("package.json", makeContext());
    expect(r).toEqual({ pass: false, message: "file not found: package.json (no artifact tree was materialized)" });
  });

  it("fails on a non-string argument", () => {
    expect(fileExists(5, treeContext()).pass).toBe(false);
    expect(fileExists("", treeContext()).pass).toBe(false);
  });
});

describe("user_visible_artifact", () => {
  it("passes for a present file under a user-visible root (no evidence, like the reference)", () => {
    expect(visible("project/outputs/actions.md", treeContext())).toEqual({ pass: true });
    expect(visible("outputs/report.md", treeContext())).toEqual({ pass: true });
  });

  it("fails for a file outside every user-visible root", () => {
    expect(visible("scratch/tmp.md", treeContext())).toEqual({
      pass: false,
      message:
        '"scratch/tmp.md" is not under a user-visible prefix (outputs, project) — invisible to the user in Cowork',
    });
    // a prefix match must be a whole segment
    expect(visible("outputsX/a.md", treeContext()).message).toMatch(/not under a user-visible prefix/);
  });

  it("normalizes before the prefix test, so `outputs/../..` cannot sneak out", () => {
    expect(visible("outputs/../../secret.txt", treeContext()).message).toMatch(/^unsafe user_visible_artifact path/);
    expect(visible("outputs/../scratch/tmp.md", treeContext()).message).toMatch(/not under a user-visible prefix/);
  });

  it("fails for a missing user-visible file", () => {
    expect(visible("outputs/missing.md", treeContext())).toEqual({
      pass: false,
      message: "user-visible artifact not found: outputs/missing.md",
    });
  });

  it("counts a body-less entry under a visible root as present", () => {
    expect(visible("uploads/report.pdf", treeContext({ userVisiblePrefixes: ["uploads"] }))).toEqual({ pass: true });
  });

  it("is evidence-unavailable for a link entry, and refuses an escaping symlink", () => {
    expect(visible("outputs/link.md", treeContext()).message).toMatch(/^evidence unavailable:/);
    expect(visible("outputs/escape.md", treeContext()).message).toMatch(/symlink target escapes the work root$/);
  });

  it("cannot pass on lane remote, even for a present file", () => {
    const r = visible("outputs/report.md", treeContext({ lane: "remote" }));
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/^user_visible_artifact asserts LOCATION, which delivers nothing on `lane: remote`/);
  });
});
