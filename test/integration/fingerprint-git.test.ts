/**
 * Git vs raw file sets on real repositories, the example cassette's recorded fingerprint,
 * dubious ownership, a failing ls-files, and the cassette field shapes.
 */
import { afterEach, describe, expect, it } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";
import { fingerprintFieldsFor } from "../../src/gate/fingerprint/fingerprint-fields.js";
import { memoryDigestCache } from "../../src/gate/fingerprint/file-digest.js";
import { HarnessError } from "../../src/core/util/errors.js";
import { EXAMPLE_SKILL, examplesRepo } from "../helpers/fixtures.js";
import { git, type TempCopy } from "../helpers/git-copy.js";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

function env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const e = { ...process.env };
  delete e.COWORK_HARNESS_GITSET;
  delete e.COWORK_HARNESS_AGENT_SCOPE;
  return { ...e, ...extra };
}

function examplesCopy(withGit: boolean): TempCopy {
  const copy = examplesRepo({ git: withGit });
  cleanups.push(copy.cleanup);
  return copy;
}

/** A small repo: plugin with a tracked skill, an untracked file and an untracked dir. */
function smallRepo(): string {
  const base = mkdtempSync(join(tmpdir(), "fp-git-"));
  cleanups.push(() => rmSync(base, { recursive: true, force: true }));
  const plug = join(base, "repo/plug");
  mkdirSync(join(plug, "skills/s"), { recursive: true });
  writeFileSync(join(plug, "skills/s/SKILL.md"), "tracked\n");
  writeFileSync(join(plug, "plugin.json"), '{"name":"g","version":"2"}');
  git(join(base, "repo"), "init", "-q");
  git(join(base, "repo"), "add", "-A");
  git(join(base, "repo"), "commit", "-q", "-m", "init");
  writeFileSync(join(plug, "untracked.md"), "u\n");
  mkdirSync(join(plug, "newdir"));
  writeFileSync(join(plug, "newdir/x.md"), "x\n");
  return plug;
}

describe("the example cassette's recorded fingerprint", () => {
  it("reproduces skillHash, contentSig, fileSigs, skillSources and mode in a git copy, in key order", async () => {
    const copy = examplesCopy(true);
    const cassette = JSON.parse(readFileSync(join(copy.dir, "examples/replays/csv-report.cassette.json"), "utf8"));
    const recorded = cassette.fingerprint;
    const tree = await computeTreeFingerprint({ dirs: [join(copy.dir, EXAMPLE_SKILL)], env: env() });
    expect(tree.mode).toBe("git");
    const fields = fingerprintFieldsFor(tree, "jcs1", { sessionDir: join(copy.dir, "examples/sessions") });
    expect(JSON.stringify(fields)).toBe(JSON.stringify(recorded));
    // the two manifest transforms agree on this plugin.json, so the legacy digest is the same skillHash
    expect(tree.legacy.skillHash).toBe(recorded.skillHash);
    expect(tree.legacy.contentSig).not.toBe(tree.jcs1.contentSig);
    const legacyFields = fingerprintFieldsFor(tree, "legacy");
    expect(legacyFields.hashFormat).toBeUndefined();
    expect(Object.keys(legacyFields)).toEqual(["skillHash", "contentSig", "mode", "fileSigs"]);
  });

  it("a non-repository copy is raw mode with the same skillHash (no untracked files there)", async () => {
    const copy = examplesCopy(false);
    const tree = await computeTreeFingerprint({ dirs: [join(copy.dir, EXAMPLE_SKILL)], env: env() });
    expect(tree.mode).toBe("raw");
    expect(fingerprintFieldsFor(tree, "jcs1").mode).toBeUndefined();
    expect(tree.jcs1.skillHash).toBe(
      JSON.parse(readFileSync(join(copy.dir, "examples/replays/csv-report.cassette.json"), "utf8")).fingerprint
        .skillHash,
    );
  });
});

describe("git vs raw mode", () => {
  it("git mode hashes tracked working-tree bytes only; GITSET=0 hashes everything", async () => {
    const plug = smallRepo();
    const g = await computeTreeFingerprint({ dirs: [plug], env: env() });
    expect(g.mode).toBe("git");
    expect(g.walk.map((e) => e.path)).toEqual(["plugin.json", "skills", "skills/s", "skills/s/SKILL.md"]);
    const r = await computeTreeFingerprint({ dirs: [plug], env: env({ COWORK_HARNESS_GITSET: "0" }) });
    expect(r.mode).toBe("raw");
    expect(r.walk.map((e) => e.path)).toContain("newdir/x.md");
    expect(r.jcs1.skillHash).not.toBe(g.jcs1.skillHash);

    // an uncommitted edit to a tracked file counts
    writeFileSync(join(plug, "skills/s/SKILL.md"), "edited\n");
    const edited = await computeTreeFingerprint({ dirs: [plug], env: env() });
    expect(edited.jcs1.skillHash).not.toBe(g.jcs1.skillHash);
  });

  it("ignores GIT_DIR / GIT_WORK_TREE / GIT_INDEX_FILE from a hook's environment", async () => {
    const plug = smallRepo();
    const plain = await computeTreeFingerprint({ dirs: [plug], env: env() });
    const hooked = await computeTreeFingerprint({
      dirs: [plug],
      env: env({ GIT_DIR: "/nonexistent/.git", GIT_WORK_TREE: "/nonexistent", GIT_INDEX_FILE: "/nonexistent/index" }),
    });
    expect(hooked.mode).toBe("git");
    expect(hooked.jcs1.skillHash).toBe(plain.jcs1.skillHash);
  });

  it("a mixed set (one repo root, one plain dir) is raw but still filters the repo root", async () => {
    const plug = smallRepo();
    const plain = mkdtempSync(join(tmpdir(), "fp-plain-"));
    cleanups.push(() => rmSync(plain, { recursive: true, force: true }));
    writeFileSync(join(plain, "a.md"), "a");
    const t = await computeTreeFingerprint({ dirs: [plug, plain], env: env() });
    expect(t.mode).toBe("raw");
    const repoRoot = t.roots.indexOf(plug);
    const repoPaths = t.walk.filter((e) => e.root === repoRoot).map((e) => e.path);
    expect(repoPaths).not.toContain("untracked.md");
    expect(t.walk.filter((e) => e.root !== repoRoot).map((e) => e.path)).toEqual(["a.md"]);
  });

  it("a root wholly untracked inside a repo hashes to the empty digest in git mode", async () => {
    const plug = smallRepo();
    const t = await computeTreeFingerprint({ dirs: [join(plug, "newdir")], env: env() });
    expect(t.mode).toBe("git");
    expect(t.jcs1.skillHash).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(t.jcs1.contentSig).toBeUndefined();
    expect(t.jcs1.fileSigs).toEqual([]);
  });

  it("a repository owned by another user is still read in git mode", async () => {
    const plug = smallRepo();
    const repo = join(plug, "..");
    const chownTree = (dir: string): void => {
      chownSync(dir, 4242, 4242);
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) chownTree(p);
        else chownSync(p, 4242, 4242);
      }
    };
    chownTree(repo);
    // the plain git call refuses the repo (so the simulation is real) …
    const plainGit = spawnSync("git", ["rev-parse", "--show-toplevel"], { cwd: plug, encoding: "utf8" });
    if (process.getuid?.() === 0) expect(plainGit.stderr).toMatch(/dubious ownership/);
    // … yet the fingerprint sees the tracked set
    const t = await computeTreeFingerprint({ dirs: [plug], env: env() });
    expect(t.mode).toBe("git");
    expect(t.walk.map((e) => e.path)).not.toContain("untracked.md");
  });

  it("ls-files failing after rev-parse succeeded is a HarnessError, not a raw fallback", async () => {
    const plug = smallRepo();
    writeFileSync(join(plug, "../.git/index"), "this is not an index");
    const rev = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: plug, encoding: "utf8" });
    expect(rev.trim()).not.toBe("");
    const run = computeTreeFingerprint({ dirs: [plug], env: env() });
    await expect(run).rejects.toBeInstanceOf(HarnessError);
    await expect(run).rejects.toThrow(/git ls-files failed in .*plug/);
  });
});

describe("tree fingerprint details", () => {
  it("no dirs → no skillHash; fields carry only baseline/hashFormat/promptAssetsHash", async () => {
    const t = await computeTreeFingerprint({ dirs: [], env: env() });
    expect(t.jcs1.skillHash).toBeUndefined();
    expect(t.mode).toBe("raw");
    expect(fingerprintFieldsFor(t, "jcs1", { baseline: "1.2.3", promptAssetsHash: "abc" })).toEqual({
      baseline: "1.2.3",
      hashFormat: "jcs1",
      promptAssetsHash: "abc",
    });
  });

  it("a missing dir is a read error in raw mode, not a crash", async () => {
    const t = await computeTreeFingerprint({ dirs: [join(tmpdir(), "fp-definitely-missing-dir")], env: env() });
    expect(t.mode).toBe("raw");
    expect(t.readErrors[0]).toMatch(/cannot read directory .*fp-definitely-missing-dir/);
    expect(t.jcs1.skillHash).toBeUndefined();
  });

  it("a non-canonicalizable manifest is a read error and drops skillHash", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fp-nonfinite-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, ".claude-plugin"));
    writeFileSync(join(dir, ".claude-plugin/plugin.json"), '{"n":1e400}');
    const t = await computeTreeFingerprint({ dirs: [dir], env: env() });
    expect(t.readErrors).toHaveLength(1);
    expect(t.readErrors[0]).toMatch(/cannot canonicalize manifest .*plugin\.json/);
    expect(t.jcs1.skillHash).toBeUndefined();
    const fields = fingerprintFieldsFor(t, "jcs1", { baseline: "b", sessionDir: dir });
    expect(Object.keys(fields)).toEqual(["baseline", "hashFormat", "skillSources"]);
  });

  it("a digest cache is consulted and skips unchanged files", async () => {
    const plug = smallRepo();
    const cache = memoryDigestCache();
    const first = await computeTreeFingerprint({ dirs: [plug], env: env(), digestCache: cache });
    expect(cache.size()).toBe(2);
    let gets = 0;
    const counting = { get: (k: string) => (gets++, cache.get(k)), set: cache.set };
    const second = await computeTreeFingerprint({ dirs: [plug], env: env(), digestCache: counting });
    expect(gets).toBe(2);
    expect(second.jcs1.skillHash).toBe(first.jcs1.skillHash);
    writeFileSync(join(plug, "skills/s/SKILL.md"), "changed and longer\n");
    const third = await computeTreeFingerprint({ dirs: [plug], env: env(), digestCache: cache });
    expect(third.jcs1.skillHash).not.toBe(first.jcs1.skillHash);
  });

  it("hashes a file larger than the read chunk exactly", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fp-big-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const big = Buffer.alloc(1024 * 1024 + 7, 0x61);
    writeFileSync(join(dir, "big.bin"), big);
    const t = await computeTreeFingerprint({ dirs: [dir], env: env() });
    const { createHash } = await import("node:crypto");
    expect(t.jcs1.fileSigs).toEqual([["big.bin", createHash("sha256").update(big).digest("hex")]]);
  });
});
