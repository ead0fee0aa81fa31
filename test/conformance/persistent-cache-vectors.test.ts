/**
 * The file-backed digest cache never changes a digest: the reference's hash vectors reproduce from
 * a cold and a warm cache, and inside one fingerprint run.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { computeTreeFingerprint } from "../../src/fingerprint/tree-fingerprint.js";
import { digestCacheFile, openPersistentDigestCache, withEnvDigestCache, CACHE_DIR_ENV } from "../../src/fingerprint/persistent-cache.js";
import { FingerprintRun, withFingerprintRun } from "../../src/fingerprint/run-scope.js";
import { walkLine } from "../../src/fingerprint/walk-listing.js";
import { CONFORMANCE } from "./corpus.js";

const VECTORS_DIR = join(CONFORMANCE, "hash-vectors");
interface VectorRow {
  name: string;
  dirs: string[];
  scope?: string[];
  ignore?: string[];
  mode: "git" | "raw";
  skillHash_jcs1: string;
  skillHash_legacy: string;
  fileSigs_jcs1: [string, string][];
  walk: string[];
}
const rows: VectorRow[] = readFileSync(join(VECTORS_DIR, "vectors.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l) as VectorRow);

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
beforeAll(() => {
  trees = join(temp("fp-cache-vectors-"), "trees");
  execFileSync("bash", [join(VECTORS_DIR, "build-trees.sh"), trees], { stdio: "pipe" });
});
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

describe("the hash vectors with a warm persistent cache", () => {
  it("every row reproduces from a cold, then a warm cache, and the warm run reads no file", async () => {
    const dir = temp("fp-cache-dir-");
    for (const pass of ["cold", "warm"] as const) {
      const cache = await openPersistentDigestCache(dir);
      for (const row of rows) {
        const t = await computeTreeFingerprint({ dirs: row.dirs.map((d) => join(trees, d)), scopeSkills: row.scope, hashIgnore: row.ignore, env: cleanEnv(), digestCache: cache });
        expect(t.mode, row.name).toBe(row.mode);
        expect(t.walk.map(walkLine), row.name).toEqual(row.walk);
        expect(t.jcs1.skillHash, row.name).toBe(row.skillHash_jcs1);
        expect(t.legacy.skillHash, row.name).toBe(row.skillHash_legacy);
        expect(t.jcs1.fileSigs, row.name).toEqual(row.fileSigs_jcs1);
      }
      if (pass === "warm") {
        expect(cache.loaded).toBeGreaterThan(0);
        expect(cache.misses).toBe(0);
        expect(cache.hits).toBeGreaterThan(0);
      }
      await cache.save();
    }
  });

  it("reproduces inside a fingerprint run, where a repeated request is answered once", async () => {
    const dir = temp("fp-cache-dir-");
    await withEnvDigestCache(cleanEnv({ [CACHE_DIR_ENV]: dir }), () => {}, async () => {}); // no file yet, nothing saved
    expect(existsSync(digestCacheFile(dir))).toBe(false);
    const cache = await openPersistentDigestCache(dir);
    const run = new FingerprintRun(cache);
    await withFingerprintRun(run, async () => {
      for (const row of rows) {
        const opts = { dirs: row.dirs.map((d) => join(trees, d)), scopeSkills: row.scope, hashIgnore: row.ignore, env: cleanEnv() };
        const [a, b] = await Promise.all([computeTreeFingerprint(opts), computeTreeFingerprint({ ...opts, dirs: [...opts.dirs].reverse() })]);
        expect(b).toBe(a);
        expect(a.jcs1.skillHash, row.name).toBe(row.skillHash_jcs1);
        expect(a.walk.map(walkLine), row.name).toEqual(row.walk);
      }
    });
    expect(run.trees.size).toBe(new Set(rows.map((r) => JSON.stringify([[...r.dirs].sort(), r.scope ?? [], r.ignore ?? []]))).size);
  });
});
