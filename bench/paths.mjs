// Where the bench's own files are: plain constants, no imports beyond node's (bench/floor-replay.mjs
// is timed, and must not load esbuild with bench/build-lib.mjs).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** ajv alone, bundled from bench/floor-lib.ts by bench/build-lib.mjs: what the replay floor loads */
export const FLOOR_LIB = join(REPO_ROOT, ".tmp/bench/floor-lib.mjs");
