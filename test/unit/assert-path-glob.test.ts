import { describe, it, expect } from "vitest";
import { matchesAnyPathGlob, pathGlob } from "../../src/core/util/path-glob.js";

const m = (glob: string, path: string) => pathGlob(glob).test(path);

describe("path globs", () => {
  it("`*` stays inside one segment, `?` is one non-slash character", () => {
    expect(m("outputs/*.md", "outputs/a.md")).toBe(true);
    expect(m("outputs/*.md", "outputs/sub/a.md")).toBe(false);
    expect(m("outputs/?.md", "outputs/a.md")).toBe(true);
    expect(m("outputs/?.md", "outputs/ab.md")).toBe(false);
    expect(m("a?b", "a/b")).toBe(false);
  });

  it("a whole-segment `**` matches zero or more segments", () => {
    expect(m("outputs/**", "outputs/a.md")).toBe(true);
    expect(m("outputs/**", "outputs/a/b/c.md")).toBe(true);
    expect(m("**/x.md", "x.md")).toBe(true);
    expect(m("**/x.md", "a/b/x.md")).toBe(true);
    expect(m("a/**/z", "a/z")).toBe(true);
    expect(m("a/**/z", "a/b/c/z")).toBe(true);
    expect(m("a/**/z", "b/a/z")).toBe(false);
  });

  it("a `**` inside a segment is two stars, not a segment wildcard", () => {
    expect(m("a**b", "axxb")).toBe(true);
    expect(m("a**b", "a/b")).toBe(false);
  });

  it("is anchored, case-sensitive, and treats regex characters literally", () => {
    expect(m("outputs/a.md", "x/outputs/a.md")).toBe(false);
    expect(m("outputs/a.md", "outputs/a.mdx")).toBe(false);
    expect(m("Outputs/a.md", "outputs/a.md")).toBe(false);
    expect(m("a.md", "aXmd")).toBe(false);
    expect(m("r[1](x)+.json", "r[1](x)+.json")).toBe(true);
  });

  it("a glob list matches if any glob does; the empty list matches nothing", () => {
    expect(matchesAnyPathGlob(["x/*", "outputs/**"], "outputs/a/b")).toBe(true);
    expect(matchesAnyPathGlob([], "outputs/a")).toBe(false);
    expect(matchesAnyPathGlob(["outputs\\*.md"], "outputs\\a.md")).toBe(true);
  });
});
