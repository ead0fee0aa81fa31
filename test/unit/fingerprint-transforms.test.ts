/** Manifest transforms, JCS canonicalization, ignore globs, agent names, fold framing. */
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { jcsSerialize, JcsCanonicalizationError } from "../../src/gate/fingerprint/jcs.js";
import {
  isManifestPath,
  jcs1ManifestContent,
  legacyManifestContent,
} from "../../src/gate/fingerprint/manifest-transform.js";
import { compileIgnoreGlob } from "../../src/gate/fingerprint/ignore-globs.js";
import { agentSkillName } from "../../src/gate/fingerprint/scope.js";
import { contentSigAlgo4, contentSigAlgo5, fileSigsOf, foldSkillHash } from "../../src/gate/fingerprint/fold.js";
import { trackedSetFromLsFiles, gitAccepts } from "../../src/gate/fingerprint/git-file-set.js";
import { gitEnvironment } from "../../src/core/git/client.js";
import { EMPTY_SHA256, FILE_SIGS_CAP, type WalkEntry } from "../../src/gate/fingerprint/types.js";

const sha = (s: string | Buffer): string => createHash("sha256").update(s).digest("hex");
const text = (v: Buffer | string): string => (typeof v === "string" ? v : v.toString("utf8"));

describe("jcsSerialize", () => {
  it("sorts keys by UTF-16 code units without hoisting integer keys", () => {
    expect(jcsSerialize(JSON.parse('{"2":"x","10":"y"}'))).toBe('{"10":"y","2":"x"}');
    expect(jcsSerialize({ ä: 1, z: 2 })).toBe('{"z":2,"ä":1}');
  });
  it("writes numbers and strings as JSON.stringify does", () => {
    expect(jcsSerialize(-0)).toBe("0");
    expect(jcsSerialize(1e21)).toBe("1e+21");
    expect(jcsSerialize("\u0001")).toBe('"\\u0001"');
    expect(jcsSerialize([3, null, true, false, { b: [], a: {} }])).toBe('[3,null,true,false,{"a":{},"b":[]}]');
  });
  it("throws on a non-finite number", () => {
    expect(() => jcsSerialize(JSON.parse("[1e400]"))).toThrow(JcsCanonicalizationError);
  });
});

describe("manifest transforms", () => {
  it("classifies manifests by path", () => {
    expect(isManifestPath(".claude-plugin/plugin.json")).toBe(true);
    expect(isManifestPath("a/b/.claude-plugin/plugin.json")).toBe(true);
    expect(isManifestPath("plugin.json")).toBe(true);
    expect(isManifestPath("sub/plugin.json")).toBe(false);
    expect(isManifestPath(".cursor-plugin/plugin.json")).toBe(false);
  });
  it("legacy: drops version, keeps V8 key order (the reference's golden vector)", () => {
    const out = legacyManifestContent(
      Buffer.from('{ "name": "my-pdf-skill", "version": "0.0.1", "skills": "./skills" }'),
    );
    expect(text(out)).toBe('{"name":"my-pdf-skill","skills":"./skills"}');
    expect(sha(out)).toBe("d7e743622f41cee7a6089bbc989193868849501bfe9a905b40f9c62c16b22b2a");
    expect(text(legacyManifestContent(Buffer.from('{"10":"a","2":"b","name":"c"}')))).toBe(
      '{"2":"b","10":"a","name":"c"}',
    );
  });
  it("legacy: invalid JSON and literal null hash as raw bytes", () => {
    expect(text(legacyManifestContent(Buffer.from("{not json")))).toBe("{not json");
    expect(text(legacyManifestContent(Buffer.from("null")))).toBe("null");
  });
  it("jcs1: sorts keys, drops a top-level version only", () => {
    expect(text(jcs1ManifestContent(Buffer.from('{"skills":"./s","name":"p","version":"1"}')))).toBe(
      '{"name":"p","skills":"./s"}',
    );
    expect(text(jcs1ManifestContent(Buffer.from('[1,{"version":2,"b":1,"a":0}]')))).toBe(
      '[1,{"a":0,"b":1,"version":2}]',
    );
    expect(text(jcs1ManifestContent(Buffer.from("null")))).toBe("null");
    expect(text(jcs1ManifestContent(Buffer.from("{not json")))).toBe("{not json");
    expect(() => jcs1ManifestContent(Buffer.from('{"n":1e400}'))).toThrow(JcsCanonicalizationError);
  });
});

describe("compileIgnoreGlob", () => {
  const m = (glob: string, path: string): boolean => compileIgnoreGlob(glob)?.test(path) ?? false;
  it("slash-free patterns match at any depth, slashed ones are anchored", () => {
    expect(m("*.log", "a/b/debug.log")).toBe(true);
    expect(m("docs/api", "docs/api/index.md")).toBe(true);
    expect(m("docs/api", "x/docs/api")).toBe(false);
    expect(m("/top", "top")).toBe(true);
    expect(m("/top", "x/top")).toBe(false);
    expect(m("**/gen/out", "a/b/gen/out/x")).toBe(true);
    expect(m("/**/gen", "a/gen")).toBe(true);
    expect(m("scripts/", "scripts")).toBe(true);
  });
  it("* stays in a segment, ** crosses, ? is literal", () => {
    expect(m("a/*.md", "a/b/c.md")).toBe(false);
    expect(m("a/**.md", "a/b/c.md")).toBe(true);
    expect(m("a?b", "ab")).toBe(false);
    expect(m("a?b", "a?b")).toBe(true);
  });
  it("comments and blanks compile to null", () => {
    expect(compileIgnoreGlob("  # x")).toBeNull();
    expect(compileIgnoreGlob("   ")).toBeNull();
    expect(compileIgnoreGlob("///")).toBeNull();
  });
});

describe("agentSkillName", () => {
  it("strips only the last extension of a file directly under agents/", () => {
    expect(agentSkillName(["agents", "cap-table.v2.md"], false)).toBe("cap-table.v2");
    expect(agentSkillName(["agents", "beta"], true)).toBe("beta");
    expect(agentSkillName(["agents", "beta", "x.md"], false)).toBe("beta");
    expect(agentSkillName(["agents"], true)).toBeNull();
    expect(agentSkillName(["skills", "x"], true)).toBeNull();
  });
});

describe("fold", () => {
  const walk: WalkEntry[] = [
    { kind: "dir", root: 0, path: "skills" },
    { kind: "file", root: 0, path: "skills/a.md", legacy: "1".repeat(64), jcs1: "2".repeat(64) },
    { kind: "link", root: 0, path: "skills/l", target: "skills/a.md" },
  ];
  it("frames D/L/F entries as the reference does", () => {
    const expected = sha(`D:skills\0L:skills/l\0skills/a.md\0`);
    expect(foldSkillHash([walk[0] as WalkEntry, walk[2] as WalkEntry], "jcs1")).toBe(expected);
    expect(foldSkillHash(walk, "legacy")).toBe(
      sha(`D:skills\0F:skills/a.md\0${"1".repeat(64)}L:skills/l\0skills/a.md\0`),
    );
    expect(foldSkillHash([], "jcs1")).toBe(EMPTY_SHA256);
  });
  it("contentSig algo 5 sorts rendered entries, algo 4 uses legacy wire entries", () => {
    expect(contentSigAlgo5(walk)).toBe(
      sha([`D:skills\0`, `F:skills/a.md\0${"2".repeat(64)}`, `L:skills/l\0lnk:skills/a.md`].join("\0")),
    );
    expect(contentSigAlgo4(walk)).toBe(
      sha([`F:skills/a.md\0${"1".repeat(64)}`, `L:skills/l\0lnk:skills/a.md`].join("\0")),
    );
    expect(contentSigAlgo5([])).toBeUndefined();
    expect(contentSigAlgo4([walk[0] as WalkEntry])).toBeUndefined();
  });
  it("omits fileSigs past the cap", () => {
    const many: WalkEntry[] = Array.from({ length: FILE_SIGS_CAP + 1 }, (_, i) => ({
      kind: "file",
      root: 0,
      path: `f${i}`,
      legacy: "a",
      jcs1: "a",
    }));
    expect(fileSigsOf(many, "jcs1")).toEqual({ fileSigsOmitted: true });
    const at = fileSigsOf(many.slice(0, FILE_SIGS_CAP), "jcs1");
    expect("fileSigs" in at && at.fileSigs.length).toBe(FILE_SIGS_CAP);
  });
});

describe("git file set helpers", () => {
  it("admits tracked paths and their ancestor dirs only", () => {
    const t = trackedSetFromLsFiles("a/b/c.md\0top.md\0sub\0");
    expect(gitAccepts(t, "")).toBe(true);
    expect(gitAccepts(t, "a")).toBe(true);
    expect(gitAccepts(t, "a/b")).toBe(true);
    expect(gitAccepts(t, "a/b/c.md")).toBe(true);
    expect(gitAccepts(t, "a/b/d.md")).toBe(false);
    expect(gitAccepts(t, "sub")).toBe(true);
    expect(gitAccepts(t, "sub/x")).toBe(false);
  });
  it("removes GIT_* variables from git's environment", () => {
    const env = gitEnvironment({
      PATH: "/bin",
      GIT_DIR: "/x",
      GIT_WORK_TREE: "/y",
      GIT_INDEX_FILE: "/z",
      git_editor: "vi",
      PAGER: "less",
    });
    expect(env).toEqual({ PATH: "/bin" });
  });
});
