/** Locations tests need: the repo root and the built CLI. (The conformance corpus: test/conformance/corpus.ts.) */
import { fileURLToPath } from "node:url";
import { dirname, join, resolve } from "node:path";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const CLI = join(REPO_ROOT, "dist/cli.js");
