/** Locations tests need: the repo root, the built CLI, and the read-only shared data beside the repo. */
import { fileURLToPath } from "node:url";
import { dirname, join, resolve } from "node:path";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const SHARED = resolve(REPO_ROOT, "../shared");
export const CONFORMANCE = join(SHARED, "conformance");
export const REFERENCE_REPO = join(CONFORMANCE, "reference-repo");
export const CLI = join(REPO_ROOT, "dist/cli.js");
