/**
 * Whole tree fingerprints kept in the persistent cache: a clean git tree is answered from the
 * cache without reading one file, with the same digests and walk; a modified, committed or
 * untracked-only change, a symlink, or a scoped request is computed afresh.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";
import { openPersistentDigestCache } from "../../src/gate/fingerprint/persistent-cache.js";
import { git } from "../helpers/git-copy.js";

let base: string;
let repo: string;
let cacheDir: string;
const env = (): NodeJS.ProcessEnv => {
  const e = { ...process.env };
  delete e.COWORK_HARNESS_GITSET;
  delete e.COWORK_HARNESS_AGENT_SCOPE;
  return e;
};

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "cowork-treecache-"));
  repo = join(base, "repo");
  cacheDir = join(base, "cache");
  mkdirSync(join(repo, "skill/skills/a"), { recursive: true });
  writeFileSync(join(repo, "skill/.claude-plugin.json"), '{"name":"x","version":"1"}');
  writeFileSync(join(repo, "skill/skills/a/SKILL.md"), "# a\n");
  for (let i = 0; i < 20; i++) writeFileSync(join(repo, `skill/skills/a/f${i}.txt`), `file ${i}\n`);
  git(repo, "init", "-q", "-b", "main");
  git(repo, "add", "-A");
  git(repo, "commit", "-qm", "init");
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

async function fingerprint(dir: string, opts: { scopeSkills?: string[] } = {}) {
  const cache = await openPersistentDigestCache(cacheDir);
  const tree = await computeTreeFingerprint({ dirs: [dir], env: env(), digestCache: cache, ...opts });
  await cache.save();
  return { tree, hits: cache.hits, misses: cache.misses };
}

const uncached = (dir: string, opts: { scopeSkills?: string[] } = {}) =>
  computeTreeFingerprint({ dirs: [dir], env: env(), ...opts });
const digests = (t: Awaited<ReturnType<typeof uncached>>) => ({
  mode: t.mode,
  jcs1: t.jcs1,
  legacy: t.legacy,
  walk: t.walk,
  roots: t.roots,
});

describe("whole tree fingerprints in the persistent cache", () => {
  it("a clean tree is answered from the cache with no file read, and the same result", async () => {
    const dir = join(repo, "skill");
    const cold = await fingerprint(dir);
    expect(cold.misses).toBeGreaterThan(0);
    const warm = await fingerprint(dir);
    expect(warm.hits + warm.misses).toBe(0); // no per-file lookup at all
    expect(digests(warm.tree)).toEqual(digests(cold.tree));
    expect(digests(warm.tree)).toEqual(digests(await uncached(dir)));
  });

  it("an uncommitted edit is computed afresh, and so is the committed edit", async () => {
    const dir = join(repo, "skill");
    const before = (await fingerprint(dir)).tree.jcs1.skillHash;
    appendFileSync(join(dir, "skills/a/f3.txt"), "changed\n");
    const dirty = await fingerprint(dir);
    expect(dirty.misses + dirty.hits).toBeGreaterThan(0);
    expect(dirty.tree.jcs1.skillHash).not.toBe(before);
    expect(digests(dirty.tree)).toEqual(digests(await uncached(dir)));
    git(repo, "commit", "-qam", "edit");
    const committed = await fingerprint(dir);
    expect(committed.tree.jcs1.skillHash).toBe(dirty.tree.jcs1.skillHash);
    expect(digests(committed.tree)).toEqual(digests(await uncached(dir)));
  });

  it("a root .cowork-hashignore, even untracked, is part of the key", async () => {
    const dir = join(repo, "skill");
    const before = await fingerprint(dir);
    writeFileSync(join(dir, ".cowork-hashignore"), "f1*.txt\n");
    const after = await fingerprint(dir);
    expect(after.tree.jcs1.skillHash).not.toBe(before.tree.jcs1.skillHash);
    expect(digests(after.tree)).toEqual(digests(await uncached(dir)));
    rmSync(join(dir, ".cowork-hashignore"));
  });

  it("a committed symlink is keyed by its tree too; a scoped request is never taken from the tree cache", async () => {
    const dir = join(repo, "skill");
    symlinkSync("SKILL.md", join(dir, "skills/a/alias.md"));
    git(repo, "add", "-A");
    git(repo, "commit", "-qm", "link");
    await fingerprint(dir);
    const again = await fingerprint(dir);
    expect(again.hits + again.misses).toBe(0);
    expect(digests(again.tree)).toEqual(digests(await uncached(dir)));
    const scoped = await fingerprint(dir, { scopeSkills: ["a"] });
    const scopedAgain = await fingerprint(dir, { scopeSkills: ["a"] });
    expect(scopedAgain.hits + scopedAgain.misses).toBeGreaterThan(0);
    expect(scopedAgain.tree.jcs1).toEqual(scoped.tree.jcs1);
  });

  it("a staged change, or a file git stops comparing (assume-unchanged), is computed afresh", async () => {
    const dir = join(repo, "skill");
    await fingerprint(dir);
    writeFileSync(join(dir, "skills/a/f5.txt"), "staged, not committed\n");
    git(repo, "add", "skill/skills/a/f5.txt");
    const staged = await fingerprint(dir);
    expect(staged.hits + staged.misses).toBeGreaterThan(0);
    expect(digests(staged.tree)).toEqual(digests(await uncached(dir)));
    git(repo, "commit", "-qm", "f5");
    await fingerprint(dir);
    git(repo, "update-index", "--assume-unchanged", "skill/skills/a/f6.txt");
    writeFileSync(join(dir, "skills/a/f6.txt"), "edited behind git's back\n");
    const hidden = await fingerprint(dir);
    expect(hidden.hits + hidden.misses).toBeGreaterThan(0);
    expect(hidden.tree.jcs1.skillHash).toBe((await uncached(dir)).jcs1.skillHash);
    git(repo, "update-index", "--no-assume-unchanged", "skill/skills/a/f6.txt");
    git(repo, "checkout", "--", "skill/skills/a/f6.txt");
  });
});
