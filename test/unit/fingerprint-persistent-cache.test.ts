/**
 * The file-backed digest cache: it never changes a digest (trees of our own reproduce from a warm
 * cache what they give with no cache, inside one fingerprint run too; the reference's hash vectors:
 * test/conformance), git-mode keys are blob ids (a
 * fresh clone hits), a changed file invalidates only its own entry, and a corrupt, foreign or
 * old-version cache file is ignored with a notice.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";
import {
  digestCacheFile,
  openPersistentDigestCache,
  CACHE_DIR_ENV,
} from "../../src/gate/fingerprint/persistent-cache.js";
import { walkLine } from "../../src/gate/fingerprint/walk-listing.js";
import { TOOL_VERSION } from "../../src/core/version.js";
import type { DigestCache } from "../../src/gate/fingerprint/types.js";
import { EXAMPLES, readExampleCassette } from "../helpers/fixtures.js";
import { git } from "../helpers/git-copy.js";
import { describeCacheReproduction, type CacheRow } from "../helpers/cache-reproduction.js";

type VectorRow = CacheRow;
/** Filled in beforeAll: each case's answer with no cache. */
const rows: VectorRow[] = [];

/** The cache's per-file digests alone (whole tree answers are tested in fingerprint-tree-cache.test.ts). */
function perFileOnly(cache: DigestCache): DigestCache {
  return { get: (k) => cache.get(k), set: (k, v) => cache.set(k, v) };
}

function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.COWORK_HARNESS_GITSET;
  delete env.COWORK_HARNESS_AGENT_SCOPE;
  delete env[CACHE_DIR_ENV];
  return { ...env, ...extra };
}

const temps: string[] = [];
const temp = (prefix: string): string => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  temps.push(d);
  return d;
};
afterEach(() => {
  while (temps.length > 1) rmSync(temps.pop() as string, { recursive: true, force: true });
});

let trees: string;
beforeAll(async () => {
  trees = join(temp("fp-cache-trees-"), "trees");
  // our example skill (raw: no repository here), and a committed plugin with an untracked file
  cpSync(join(EXAMPLES, "skills/csv-metrics"), join(trees, "csv-metrics"), { recursive: true });
  const plug = join(trees, "repo/plug");
  mkdirSync(join(plug, "skills/s"), { recursive: true });
  mkdirSync(join(plug, "skills/t"), { recursive: true });
  writeFileSync(join(plug, "plugin.json"), '{"version":"2","name":"g"}');
  writeFileSync(join(plug, "skills/s/SKILL.md"), "s\n");
  writeFileSync(join(plug, "skills/t/SKILL.md"), "t\n");
  writeFileSync(join(plug, "skills/t/run.py"), "print(1)\n");
  git(join(trees, "repo"), "init", "-q", "-b", "main");
  git(join(trees, "repo"), "add", "-A");
  git(join(trees, "repo"), "commit", "-q", "-m", "init");
  writeFileSync(join(plug, "untracked.md"), "u\n");
  const cases: Pick<VectorRow, "name" | "dirs" | "scope" | "ignore">[] = [
    { name: "example skill", dirs: ["csv-metrics"] },
    { name: "git plugin", dirs: ["repo/plug"] },
    { name: "two roots", dirs: ["repo/plug", "csv-metrics"] },
    { name: "scoped with ignore", dirs: ["repo/plug"], scope: ["t"], ignore: ["*.py"] },
  ];
  for (const c of cases) {
    const t = await computeTreeFingerprint({
      dirs: c.dirs.map((d) => join(trees, d)),
      scopeSkills: c.scope,
      hashIgnore: c.ignore,
      env: cleanEnv(),
    });
    rows.push({
      ...c,
      mode: t.mode,
      walk: t.walk.map(walkLine),
      skillHash_jcs1: t.jcs1.skillHash!,
      skillHash_legacy: t.legacy.skillHash!,
      fileSigs_jcs1: t.jcs1.fileSigs!,
    });
  }
  // the cases differ from each other, and the example skill hashes as our recorder recorded it
  expect(new Set(rows.map((r) => r.skillHash_jcs1)).size).toBe(rows.length);
  expect(rows.map((r) => r.mode)).toEqual(["raw", "git", "raw", "git"]);
  expect(rows[0]!.skillHash_jcs1).toBe(readExampleCassette("csv-report").fingerprint.skillHash);
});
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

/** A committed repo with a plugin of three files; returns the plugin root. */
function pluginRepo(): string {
  const repo = join(temp("fp-cache-repo-"), "repo");
  const plug = join(repo, "plug");
  mkdirSync(join(plug, "skills/s"), { recursive: true });
  mkdirSync(join(plug, ".claude-plugin"));
  writeFileSync(join(plug, ".claude-plugin/plugin.json"), '{ "version": "1.0.0", "name": "p" }\n');
  writeFileSync(join(plug, "skills/s/SKILL.md"), "# s\nskill body\n");
  writeFileSync(join(plug, "skills/s/notes.md"), "notes\n");
  git(repo, "init", "-q", "-b", "main");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "init");
  return plug;
}

describeCacheReproduction(
  "own trees with a warm persistent cache",
  () => rows,
  () => trees,
  temp,
  cleanEnv,
);

describe("keys and invalidation", () => {
  it("keys tracked clean files by git blob id, so a fresh clone of the same content hits every entry", async () => {
    const plug = pluginRepo();
    const dir = temp("fp-cache-dir-");
    const cold = await openPersistentDigestCache(dir);
    const first = await computeTreeFingerprint({ dirs: [plug], env: cleanEnv(), digestCache: cold });
    await cold.save();
    const stored = JSON.parse(readFileSync(digestCacheFile(dir), "utf8")) as {
      version: string;
      entries: Record<string, unknown>;
    };
    expect(stored.version).toBe(TOOL_VERSION);
    expect(Object.keys(stored.entries).sort()).toEqual(
      Object.keys(stored.entries)
        .filter((k) => /^git:[mf]:[0-9a-f]{40,64}$/.test(k))
        .sort(),
    );
    expect(Object.keys(stored.entries)).toHaveLength(3);

    const clone = join(temp("fp-cache-clone-"), "clone");
    git(tmpdir(), "clone", "-q", join(plug, ".."), clone);
    const warm = await openPersistentDigestCache(dir);
    const again = await computeTreeFingerprint({
      dirs: [join(clone, "plug")],
      env: cleanEnv(),
      digestCache: perFileOnly(warm),
    });
    expect(warm.hits).toBe(3);
    expect(warm.misses).toBe(0);
    expect(again.jcs1.skillHash).toBe(first.jcs1.skillHash);
    expect(again.legacy.skillHash).toBe(first.legacy.skillHash);
  });

  it("a changed file (even uncommitted) invalidates only its own entry", async () => {
    const plug = pluginRepo();
    const dir = temp("fp-cache-dir-");
    const cold = await openPersistentDigestCache(dir);
    await computeTreeFingerprint({ dirs: [plug], env: cleanEnv(), digestCache: cold });
    await cold.save();

    writeFileSync(join(plug, "skills/s/notes.md"), "notes, edited but not committed\n");
    const fresh = await computeTreeFingerprint({ dirs: [plug], env: cleanEnv() });
    const warm = await openPersistentDigestCache(dir);
    const cached = await computeTreeFingerprint({ dirs: [plug], env: cleanEnv(), digestCache: warm });
    expect(warm.hits).toBe(2);
    expect(warm.misses).toBe(1);
    expect(cached.jcs1).toEqual(fresh.jcs1);
    expect(cached.legacy).toEqual(fresh.legacy);
  });

  it("raw mode keys by path and stat identity, and a rewritten file misses", async () => {
    const plug = pluginRepo();
    const dir = temp("fp-cache-dir-");
    const env = cleanEnv({ COWORK_HARNESS_GITSET: "0" });
    const cold = await openPersistentDigestCache(dir);
    await computeTreeFingerprint({ dirs: [plug], env, digestCache: cold });
    await cold.save();
    const keys = Object.keys((JSON.parse(readFileSync(digestCacheFile(dir), "utf8")) as { entries: object }).entries);
    expect(keys.every((k) => k.startsWith(plug))).toBe(true);

    writeFileSync(join(plug, "skills/s/SKILL.md"), "# s\nrewritten\n");
    const warm = await openPersistentDigestCache(dir);
    const cached = await computeTreeFingerprint({ dirs: [plug], env, digestCache: warm });
    expect(warm.misses).toBe(1);
    expect(cached.jcs1.skillHash).toBe((await computeTreeFingerprint({ dirs: [plug], env })).jcs1.skillHash);
  });
});

describe("a cache file that cannot be used", () => {
  for (const [what, body] of [
    ["not JSON", "{ this is not json"],
    ["another tool's file", JSON.stringify({ tool: "other", version: TOOL_VERSION, format: 1, entries: {} })],
    [
      "an older version's file",
      JSON.stringify({ tool: "cowork-harness", version: "0.0.0-old", format: 1, entries: {} }),
    ],
  ] as const) {
    it(`${what}: ignored with a notice, digests unchanged, replaced on save`, async () => {
      const plug = pluginRepo();
      const dir = temp("fp-cache-dir-");
      writeFileSync(digestCacheFile(dir), body);
      const notices: string[] = [];
      const cache = await openPersistentDigestCache(dir, (m) => notices.push(m));
      expect(cache.loaded).toBe(0); // the file is read when first needed
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain("ignored");
      const t = await computeTreeFingerprint({ dirs: [plug], env: cleanEnv(), digestCache: cache });
      expect(t.jcs1.skillHash).toBe((await computeTreeFingerprint({ dirs: [plug], env: cleanEnv() })).jcs1.skillHash);
      await cache.save();
      const reopened = await openPersistentDigestCache(dir, (m) => notices.push(m));
      expect(notices).toHaveLength(1);
      expect(reopened.loaded).toBe(3);
    });
  }

  it("an entry that is not a digest: a miss with a notice, never a wrong digest", async () => {
    const plug = pluginRepo();
    const dir = temp("fp-cache-dir-");
    const cold = await openPersistentDigestCache(dir);
    const good = await computeTreeFingerprint({ dirs: [plug], env: cleanEnv(), digestCache: cold });
    await cold.save();
    const file = digestCacheFile(dir);
    const stored = JSON.parse(readFileSync(file, "utf8")) as { entries: Record<string, unknown> };
    for (const k of Object.keys(stored.entries)) stored.entries[k] = "not-a-sha";
    writeFileSync(file, JSON.stringify(stored));
    const notices: string[] = [];
    const cache = await openPersistentDigestCache(dir, (m) => notices.push(m));
    const t = await computeTreeFingerprint({ dirs: [plug], env: cleanEnv(), digestCache: perFileOnly(cache) });
    expect(t.jcs1.skillHash).toBe(good.jcs1.skillHash);
    expect(cache.hits).toBe(0);
    expect(notices.join("\n")).toMatch(/ignored: entry .* is not a digest/);
  });

  it("an unwritable cache dir: the save is a notice, not an error", async () => {
    const plug = pluginRepo();
    const blocker = join(temp("fp-cache-dir-"), "file-not-dir");
    writeFileSync(blocker, "x");
    const notices: string[] = [];
    const cache = await openPersistentDigestCache(join(blocker, "sub"), (m) => notices.push(m));
    await computeTreeFingerprint({ dirs: [plug], env: cleanEnv(), digestCache: cache });
    await expect(cache.save()).resolves.toBeUndefined();
    expect(notices.join("\n")).toMatch(/not saved/);
  });
});
