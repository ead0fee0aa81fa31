/**
 * The persistent digest cache never changes a digest: the two checks the unit suite runs on trees of
 * our own and the conformance suite runs on the reference's hash vectors.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";
import {
  CACHE_DIR_ENV,
  digestCacheFile,
  openPersistentDigestCache,
  withEnvDigestCache,
} from "../../src/gate/fingerprint/persistent-cache.js";
import { FingerprintRun, withFingerprintRun } from "../../src/gate/fingerprint/fingerprint-run.js";
import { walkLine } from "../../src/gate/fingerprint/walk-listing.js";

export interface CacheRow {
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

/** `rows()` and `trees()` are read when the tests run (after beforeAll built them). */
export function describeCacheReproduction(
  title: string,
  rows: () => readonly CacheRow[],
  trees: () => string,
  temp: (prefix: string) => string,
  cleanEnv: (extra?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv,
): void {
  describe(title, () => {
    it("every row reproduces from a cold, then a warm cache, and the warm run reads no file", async () => {
      const dir = temp("fp-cache-dir-");
      for (const pass of ["cold", "warm"] as const) {
        const cache = await openPersistentDigestCache(dir);
        for (const row of rows()) {
          const t = await computeTreeFingerprint({
            dirs: row.dirs.map((d) => join(trees(), d)),
            scopeSkills: row.scope,
            hashIgnore: row.ignore,
            env: cleanEnv(),
            digestCache: cache,
          });
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
      await withEnvDigestCache(
        cleanEnv({ [CACHE_DIR_ENV]: dir }),
        () => {},
        async () => {},
      ); // no file yet, nothing saved
      expect(existsSync(digestCacheFile(dir))).toBe(false);
      const cache = await openPersistentDigestCache(dir);
      const run = new FingerprintRun(cache);
      await withFingerprintRun(run, async () => {
        for (const row of rows()) {
          const opts = {
            dirs: row.dirs.map((d) => join(trees(), d)),
            scopeSkills: row.scope,
            hashIgnore: row.ignore,
            env: cleanEnv(),
          };
          const [a, b] = await Promise.all([
            computeTreeFingerprint(opts),
            computeTreeFingerprint({ ...opts, dirs: [...opts.dirs].reverse() }),
          ]);
          expect(b).toBe(a);
          expect(a.jcs1.skillHash, row.name).toBe(row.skillHash_jcs1);
          expect(a.walk.map(walkLine), row.name).toEqual(row.walk);
        }
      });
      expect(run.trees.size).toBe(
        new Set(rows().map((r) => JSON.stringify([[...r.dirs].sort(), r.scope ?? [], r.ignore ?? []]))).size,
      );
    });
  });
}
