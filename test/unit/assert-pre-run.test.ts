import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { AssertContext } from "../../src/gate/assert/context.js";
import { preRunKeys, walkUserVisible } from "../../src/gate/assert/pre-run.js";
import { makeContext } from "../helpers/context.js";

const noUnexpected = preRunKeys.no_unexpected_files!;
const inputUnmodified = preRunKeys.input_unmodified!;

let base: string;

function tree(files: string[]): string {
  const root = mkdtempSync(join(base, "t-"));
  for (const rel of files) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), rel);
  }
  return root;
}

function ctx(root: string, over: Partial<Omit<AssertContext, "record">> = {}): AssertContext {
  return makeContext(
    {},
    { workRoot: root, userVisiblePrefixes: ["outputs", "project"], preRunPaths: ["project/notes.txt"], ...over },
  );
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "prerun-"));
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

describe("walkUserVisible", () => {
  it("lists files under the user-visible roots only, sorted, links not followed", () => {
    const root = tree(["outputs/b.md", "outputs/a/c.md", "project/notes.txt", "scratch/x.md"]);
    symlinkSync("b.md", join(root, "outputs", "alias.md"));
    const walk = walkUserVisible(root, ["outputs", "project", "missing-root"]);
    expect(walk.entries).toEqual([
      { path: "outputs/a/c.md", link: false },
      { path: "outputs/alias.md", link: true },
      { path: "outputs/b.md", link: false },
      { path: "project/notes.txt", link: false },
    ]);
    expect(walk.containmentSkips).toEqual([]);
    expect(walk.errors).toEqual([]);
  });

  it("skips (and reports) a root or a link that leads outside the work root", () => {
    const root = tree(["outputs/a.md"]);
    const outside = tree(["loot.txt"]);
    symlinkSync(outside, join(root, "outputs", "out"));
    symlinkSync(outside, join(root, "project"));
    const walk = walkUserVisible(root, ["outputs", "project", "../escape"]);
    expect(walk.containmentSkips.sort()).toEqual(["../escape", "outputs/out", "project"]);
    expect(walk.entries.map((e) => e.path)).toEqual(["outputs/a.md"]);
  });
});

describe("no_unexpected_files", () => {
  it("passes when every created file matches an allowed glob, and pre-run files are never strays", () => {
    const root = tree(["outputs/report.md", "outputs/charts/a.png", "project/notes.txt"]);
    expect(noUnexpected(["outputs/**"], ctx(root))).toEqual({ pass: true });
    expect(noUnexpected(["outputs/*.md", "outputs/charts/*.png"], ctx(root))).toEqual({ pass: true });
  });

  it("fails listing the strays and the allowlist; [] allows nothing", () => {
    const root = tree(["outputs/report.md", "outputs/debug.log", "project/notes.txt", "project/new.txt"]);
    expect(noUnexpected(["outputs/*.md"], ctx(root))).toEqual({
      pass: false,
      message:
        "unexpected file(s) created outside the allowlist: outputs/debug.log, project/new.txt (allow: outputs/*.md)",
    });
    expect(noUnexpected([], ctx(root)).message).toBe(
      "unexpected file(s) created outside the allowlist: outputs/debug.log, outputs/report.md, project/new.txt (allow: (none))",
    );
  });

  it("ignores files outside the user-visible roots", () => {
    const root = tree(["scratch/tmp.md", "project/notes.txt"]);
    expect(noUnexpected([], ctx(root))).toEqual({ pass: true });
  });

  it("compares blind to links when the baseline was not link-aware", () => {
    const root = tree(["outputs/report.md", "outputs/link.md"]);
    const c = { linkPaths: new Map([["outputs/link.md", "symlink"]]) };
    expect(noUnexpected(["outputs/report.md"], ctx(root, { ...c, preRunLinkAware: false })).pass).toBe(true);
    expect(noUnexpected(["outputs/report.md"], ctx(root, { ...c, preRunLinkAware: true })).message).toContain(
      "outputs/link.md",
    );
  });

  it("is evidence-unavailable without preRunPaths or with an unusable origin", () => {
    const root = tree(["outputs/a.md"]);
    expect(noUnexpected(["**"], ctx(root, { preRunPaths: undefined })).message).toMatch(
      /^evidence unavailable: no pre-run manifest for this run\/cassette/,
    );
    expect(noUnexpected(["**"], ctx(root, { preRunOrigin: "local-unreadable" })).message).toBe(
      "evidence unavailable: pre-run manifest origin is local-unreadable (a connected-folder source was unreadable, so the baseline is incomplete) — cannot compute created files",
    );
    expect(noUnexpected(["**"], ctx(root, { preRunOrigin: "remote-unavailable" })).message).toMatch(
      /^evidence unavailable: .*remote-unavailable/,
    );
  });

  it("is evidence-unavailable when a subtree escapes the root", () => {
    const root = tree(["outputs/a.md"]);
    symlinkSync(tree(["x.txt"]), join(root, "outputs", "out"));
    const r = noUnexpected(["**"], ctx(root));
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(
      /^evidence unavailable: 1 subtree\(s\) under the user-visible roots were skipped for escaping the work root \(outputs\/out\)/,
    );
  });

  it.skipIf(process.getuid?.() === 0)("is evidence-unavailable when a subtree cannot be read", () => {
    const root = tree(["outputs/locked/a.md"]);
    chmodSync(join(root, "outputs", "locked"), 0o000);
    try {
      const r = noUnexpected(["**"], ctx(root));
      expect(r.pass).toBe(false);
      expect(r.message).toMatch(
        /^evidence unavailable: the post-run filesystem walk was incomplete \(outputs\/locked: EACCES\)/,
      );
    } finally {
      chmodSync(join(root, "outputs", "locked"), 0o755);
    }
  });

  it("treats an unmaterialized (empty) tree as having no files, and rejects bad arguments", () => {
    expect(noUnexpected([], makeContext({}, { preRunPaths: [] }))).toEqual({ pass: true });
    expect(noUnexpected("outputs/**", ctx(tree([]))).pass).toBe(false);
    expect(noUnexpected([1], ctx(tree([]))).pass).toBe(false);
  });
});

describe("input_unmodified", () => {
  const pre = {
    "project/notes.txt": "aaa",
    "project/data.csv": "bbb",
    "uploads/in.pdf": "ccc",
    "uploads/big.bin": null,
  };

  function hashes(over: Partial<Omit<AssertContext, "record">>): AssertContext {
    // input_unmodified never reads the tree: the manifest's hashes are authoritative
    return makeContext({}, { workRoot: "/nonexistent", preRunHashes: pre, ...over });
  }

  it("passes when every selected input keeps its pre-run hash (bare glob or list)", () => {
    const post = {
      "project/notes.txt": "aaa",
      "project/data.csv": "bbb",
      "uploads/in.pdf": "ccc",
      "outputs/new.md": "ddd",
    };
    expect(inputUnmodified("project/**", hashes({ postRunHashes: post }))).toEqual({ pass: true });
    expect(inputUnmodified(["project/*.txt", "uploads/in.pdf"], hashes({ postRunHashes: post }))).toEqual({
      pass: true,
    });
  });

  it("fails naming files modified in place and files removed", () => {
    const post = { "project/notes.txt": "CHANGED", "uploads/in.pdf": "ccc" };
    expect(inputUnmodified(["project/**"], hashes({ postRunHashes: post }))).toEqual({
      pass: false,
      message: "pre-existing file(s) changed — modified in place: project/notes.txt; removed: project/data.csv",
    });
  });

  it("fails when the globs select no pre-run path", () => {
    expect(inputUnmodified("inputs/**", hashes({})).message).toBe(
      "input_unmodified matched no pre-run path(s): glob(s) inputs/** matched nothing in the pre-run manifest — nothing to verify; check the mount name/glob (a typo or renamed mount reads as a vacuous pass otherwise)",
    );
  });

  it("is evidence-unavailable for a null pre-run hash, no hash manifest, or an unusable origin", () => {
    const post = { "uploads/in.pdf": "ccc" };
    expect(inputUnmodified("uploads/*", hashes({ postRunHashes: post })).message).toMatch(
      /^evidence unavailable: pre-run hash missing .* for: uploads\/big.bin/,
    );
    expect(inputUnmodified("**", hashes({ preRunHashes: undefined })).message).toMatch(
      /^evidence unavailable: no pre-run hash manifest/,
    );
    expect(inputUnmodified("**", hashes({ preRunOrigin: "remote-unavailable" })).message).toBe(
      "evidence unavailable: pre-run manifest origin is remote-unavailable (a cloud run's filesystem is not locally observable) — cannot compare content",
    );
  });

  it("rejects bad arguments", () => {
    for (const bad of [[], 3, null, [""], {}]) expect(inputUnmodified(bad, hashes({})).pass).toBe(false);
  });
});
