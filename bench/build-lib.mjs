// Bundles bench/lib.ts (our own src/ code) into .tmp/bench/lib.mjs so the plain-JS bench
// scripts can import it, and bench/floor-lib.ts (ajv configured as ours, nothing else) into
// .tmp/bench/floor-lib.mjs for the replay floor. Rebuilt on every bench run: well under a second.
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { FLOOR_LIB, REPO_ROOT } from "./paths.mjs";

export { REPO_ROOT };

function bundle(entry, outfile) {
  return build({
    entryPoints: [join(REPO_ROOT, entry)],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    logLevel: "warning",
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
}

export async function buildBenchLib() {
  const outfile = join(REPO_ROOT, ".tmp/bench/lib.mjs");
  mkdirSync(dirname(outfile), { recursive: true });
  await Promise.all([bundle("bench/lib.ts", outfile), bundle("bench/floor-lib.ts", FLOOR_LIB)]);
  return import(outfile);
}
