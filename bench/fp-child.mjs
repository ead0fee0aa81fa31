// Times one fingerprint of a tree inside a fresh process, without process start-up:
//   node bench/fp-child.mjs DIR            cold: every file read and hashed
//   node bench/fp-child.mjs DIR CACHE_DIR  warm: the persistent digest cache opened, used, saved
// Prints {"ms":…, "skillHash":…, "hits":…, "misses":…}.
import { join } from "node:path";
import { REPO_ROOT } from "./build-lib.mjs";

const lib = await import(join(REPO_ROOT, ".tmp/bench/lib.mjs"));
const [dir, cacheDir] = process.argv.slice(2);
const t0 = performance.now();
const cache = cacheDir
  ? await lib.openPersistentDigestCache(cacheDir, (m) => process.stderr.write(`notice: ${m}\n`))
  : undefined;
const tree = await lib.computeTreeFingerprint({ dirs: [dir], ...(cache ? { digestCache: cache } : {}) });
await cache?.save();
const ms = performance.now() - t0;
process.stdout.write(
  JSON.stringify({ ms, skillHash: tree.jcs1.skillHash, hits: cache?.hits ?? 0, misses: cache?.misses ?? 0 }) + "\n",
);
