/**
 * One git listing per repository per run: every root's slice equals what `git ls-files -z -- .`
 * run in that root lists; a repository nested in another is found as git finds it; a root
 * reached through a symlink is sliced by its real path; unmerged entries carry no blob id.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GitRepoIndex, parseLsFilesStage, sliceListing } from "../../src/gate/fingerprint/git-repo-index.js";
import { trackedSetFromLsFiles } from "../../src/gate/fingerprint/git-file-set.js";
import { git } from "../helpers/git-copy.js";

const temps: string[] = [];
afterEach(() => {
  while (temps.length) rmSync(temps.pop() as string, { recursive: true, force: true });
});

function env(): NodeJS.ProcessEnv {
  const e = { ...process.env };
  for (const k of Object.keys(e)) if (k.startsWith("GIT_")) delete e[k];
  return e;
}

function write(path: string, text: string): void {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
}

/** outer repo: a/…, b/…, c (untracked), and inner/ — a separate repository nested inside. */
function nestedRepos(): string {
  const base = mkdtempSync(join(tmpdir(), "fp-index-"));
  temps.push(base);
  const outer = join(base, "outer");
  write(join(outer, "a/x.md"), "x\n");
  write(join(outer, "a/deep/y.md"), "y\n");
  write(join(outer, "b/z.md"), "z\n");
  write(join(outer, "inner/s/k.md"), "k\n");
  git(join(outer, "inner"), "init", "-q");
  git(join(outer, "inner"), "add", "-A");
  git(join(outer, "inner"), "commit", "-q", "-m", "inner");
  git(outer, "init", "-q");
  git(outer, "add", "a", "b");
  git(outer, "commit", "-q", "-m", "outer");
  write(join(outer, "a/untracked.md"), "u\n");
  write(join(outer, "c/untracked.md"), "u\n");
  symlinkSync(join(outer, "a"), join(base, "link-to-a"));
  return base;
}

const sorted = (s: Set<string>): string[] => [...s].sort();

describe("GitRepoIndex", () => {
  it("slices one listing per repository exactly as per-root `git ls-files -- .` would", async () => {
    const base = nestedRepos();
    const index = new GitRepoIndex(env());
    for (const rel of [
      "outer",
      "outer/a",
      "outer/a/deep",
      "outer/b",
      "outer/c",
      "outer/inner",
      "outer/inner/s",
      "link-to-a",
    ]) {
      const root = join(base, rel);
      const expected = trackedSetFromLsFiles(git(root, "ls-files", "-z", "--", "."));
      const got = await index.trackedSet(root, false);
      expect(got, rel).not.toBeNull();
      expect(sorted(got!.files), rel).toEqual(sorted(expected.files));
      expect(sorted(got!.dirs), rel).toEqual(sorted(expected.dirs));
    }
  });

  it("a root outside any work tree is null; a missing root is null", async () => {
    const base = mkdtempSync(join(tmpdir(), "fp-index-none-"));
    temps.push(base);
    const index = new GitRepoIndex(env());
    expect(await index.trackedSet(base, false)).toBeNull();
    expect(await index.trackedSet(join(base, "missing"), false)).toBeNull();
  });

  it("blob ids only for files whose working copy matches the index, and only when asked", async () => {
    const base = nestedRepos();
    writeFileSync(join(base, "outer/a/x.md"), "x edited\n");
    const index = new GitRepoIndex(env());
    const withBlobs = await index.trackedSet(join(base, "outer/a"), true);
    expect([...withBlobs!.blobs!.keys()].sort()).toEqual(["deep/y.md"]);
    expect(withBlobs!.blobs!.get("deep/y.md")).toBe(git(join(base, "outer"), "rev-parse", "HEAD:a/deep/y.md").trim());
    expect((await index.trackedSet(join(base, "outer/a"), false))!.blobs!.size).toBe(0);
  });

  it("an assume-unchanged file, edited, gets no blob id (diff-files would not report it)", async () => {
    const base = nestedRepos();
    git(join(base, "outer"), "update-index", "--assume-unchanged", "a/deep/y.md");
    writeFileSync(join(base, "outer/a/deep/y.md"), "y edited behind git's back\n");
    expect(git(join(base, "outer"), "diff-files", "--name-only").trim()).toBe("");
    const set = await new GitRepoIndex(env()).trackedSet(join(base, "outer/a"), true);
    expect([...set!.blobs!.keys()]).toEqual(["x.md"]);
  });
});

describe("parseLsFilesStage / sliceListing", () => {
  const oid = (c: string): string => c.repeat(40);
  const listing =
    [
      `H 100644 ${oid("1")} 0\ta/b.md`,
      `M 100644 ${oid("2")} 1\tconflict.md`,
      `M 100644 ${oid("3")} 2\tconflict.md`,
      `H 120000 ${oid("4")} 0\tlink`,
      `H 160000 ${oid("5")} 0\tsub`,
      `H 100755 ${oid("6")} 0\tz/run.sh`,
      `H 100644 ${oid("7")} 0\ta b/tab\tname.md`,
      `h 100644 ${oid("8")} 0\tassumed.md`,
      `S 100644 ${oid("9")} 0\tsparse.md`,
    ].join("\0") + "\0";

  it("lists every path once; blob ids only for stage-0 regular files git still compares", () => {
    const parsed = parseLsFilesStage(listing);
    expect(parsed.paths).toEqual([
      "a b/tab\tname.md",
      "a/b.md",
      "assumed.md",
      "conflict.md",
      "link",
      "sparse.md",
      "sub",
      "z/run.sh",
    ]);
    expect([...parsed.blobs.entries()].sort()).toEqual([
      ["a b/tab\tname.md", oid("7")],
      ["a/b.md", oid("1")],
      ["z/run.sh", oid("6")],
    ]);
  });

  it("slices by prefix on a path boundary", () => {
    const parsed = parseLsFilesStage(
      `H 100644 ${oid("1")} 0\ta/x\x00H 100644 ${oid("2")} 0\tab/y\x00H 100644 ${oid("3")} 0\ta/q/z\x00`,
    );
    const a = sliceListing(parsed, "a", new Set(["a/q/z"]));
    expect(sorted(a.files)).toEqual(["q/z", "x"]);
    expect(sorted(a.dirs)).toEqual(["q"]);
    expect([...a.blobs!.keys()]).toEqual(["x"]);
    expect(sorted(sliceListing(parsed, "", undefined).files)).toEqual(["a/q/z", "a/x", "ab/y"]);
  });
});
