/**
 * The file-backed digest cache never changes a digest: the reference's hash vectors reproduce from
 * a cold and a warm cache, and inside one fingerprint run.
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CACHE_DIR_ENV } from "../../src/gate/fingerprint/persistent-cache.js";
import { CONFORMANCE } from "./corpus.js";
import { describeCacheReproduction, type CacheRow } from "../helpers/cache-reproduction.js";

const VECTORS_DIR = join(CONFORMANCE, "hash-vectors");
type VectorRow = CacheRow;
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

describeCacheReproduction(
  "the hash vectors with a warm persistent cache",
  () => rows,
  () => trees,
  temp,
  cleanEnv,
);
