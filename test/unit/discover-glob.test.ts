import { describe, it, expect, beforeAll, afterAll, vi } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { discoverFiles } from "../../src/core/cassette/discover.js";
import { resolveTargets } from "../../src/gate/check/targets.js";

let root: string;
const FILES = [
  "skills/a/cassettes/one.cassette.json",
  "skills/a/cassettes/two.cassette.json",
  "skills/b/cassettes/three.cassette.json",
  "legacy/old.cassette.json",
  "legacy/keep/kept.cassette.json",
  ".hidden/dot.cassette.json",
  "node_modules/pkg/dep.cassette.json",
  ".git/x.cassette.json",
  "top.cassette.json",
  "notes.md",
];

beforeAll(() => {
  // a root whose own name holds glob characters: it must be taken literally
  root = join(mkdtempSync(join(tmpdir(), "h22-glob-")), "repo [x]*");
  for (const f of FILES) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    writeFileSync(join(root, f), "{}");
  }
  symlinkSync(join(root, "top.cassette.json"), join(root, "skills/link.cassette.json"));
});
afterAll(() => rmSync(dirname(root), { recursive: true, force: true }));

describe("paths and CLI targets use @actions/glob semantics (src/core/cassette/discover.ts)", () => {
  it("the default finds every cassette at any depth, dot dirs included, never node_modules, .git or a symlink", async () => {
    // and prints nothing: the CLI's stdout is its output (@actions/glob's globber writes ::debug:: there)
    const write = vi.spyOn(process.stdout, "write");
    const found = await discoverFiles(root, ["**/*.cassette.json"]);
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
    expect(found).toEqual([
      ".hidden/dot.cassette.json",
      "legacy/keep/kept.cassette.json",
      "legacy/old.cassette.json",
      "skills/a/cassettes/one.cassette.json",
      "skills/a/cassettes/two.cassette.json",
      "skills/b/cassettes/three.cassette.json",
      "top.cassette.json",
    ]);
  });

  it("`!` excludes what the patterns before it matched, and a later pattern brings files back", async () => {
    expect(await discoverFiles(root, ["**/*.cassette.json", "!legacy/**", "!.hidden", "legacy/keep/*.json"])).toEqual([
      "legacy/keep/kept.cassette.json",
      "skills/a/cassettes/one.cassette.json",
      "skills/a/cassettes/two.cassette.json",
      "skills/b/cassettes/three.cassette.json",
      "top.cassette.json",
    ]);
  });

  it("a directory pattern means every file below it; blank lines and # comments are skipped; exclusions alone match nothing", async () => {
    expect(
      await discoverFiles(root, ["# the a skill", "skills/a", "", "!skills/a/cassettes/two.cassette.json"]),
    ).toEqual(["skills/a/cassettes/one.cassette.json"]);
    expect(await discoverFiles(root, ["!legacy/**"])).toEqual([]);
    expect(await discoverFiles(root, ["skills/?/cassettes/t*.json"])).toEqual([
      "skills/a/cassettes/two.cassette.json",
      "skills/b/cassettes/three.cassette.json",
    ]);
  });

  it("check's targets: exclusions alone exclude from the default; globs, directories and `!` mix", async () => {
    const rel = (files: string[]): string[] => files.map((f) => relative(root, f).split("\\").join("/"));
    expect(rel(await resolveTargets(root, ["!legacy/**", "!.hidden/**"]))).toEqual([
      "skills/a/cassettes/one.cassette.json",
      "skills/a/cassettes/two.cassette.json",
      "skills/b/cassettes/three.cassette.json",
      "top.cassette.json",
    ]);
    expect(rel(await resolveTargets(root, ["skills", "!skills/a/**"]))).toEqual([
      "skills/b/cassettes/three.cassette.json",
    ]);
    await expect(resolveTargets(root, ["legacy/**", "!legacy/**"])).rejects.toThrow(
      /no cassettes match legacy\/\*\*, !legacy\/\*\*/,
    );
  });
});
