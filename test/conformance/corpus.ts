/**
 * Where the conformance suite reads the reference implementation's data: its recorded cassettes and
 * its CLI's own outputs on them (COWORK_CONFORMANCE_DIR), and the seed schemas (COWORK_SEEDS_DIR).
 * Relative values resolve against the repository root. global-setup.ts refuses to run without them.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";

export const CONFORMANCE = resolve(REPO_ROOT, process.env.COWORK_CONFORMANCE_DIR || "../shared/conformance");
export const SEEDS = resolve(REPO_ROOT, process.env.COWORK_SEEDS_DIR || "../shared/seeds");
/** The reference's specs travel beside the corpus (the hash-vector table of staleness.md). */
export const SPEC = resolve(CONFORMANCE, "../spec");
export const REFERENCE_REPO = join(CONFORMANCE, "reference-repo");

/** The one-line reason the corpus cannot be used, or undefined when it is all there. */
export function corpusProblem(): string | undefined {
  if (!existsSync(join(CONFORMANCE, "expected/summary.json")) || !existsSync(join(REFERENCE_REPO, "examples/replays")))
    return `conformance corpus not found at ${CONFORMANCE}: set COWORK_CONFORMANCE_DIR to the reference's conformance directory (expected/, reference-repo/, hash-vectors/)`;
  if (!existsSync(join(SEEDS, "cassette.v9.schema.json")) || !existsSync(join(SEEDS, "protocol.v1.schema.json")))
    return `seed schemas not found at ${SEEDS}: set COWORK_SEEDS_DIR to the directory holding cassette.v9.schema.json and protocol.v1.schema.json`;
  if (!existsSync(join(SPEC, "staleness.md")))
    return `reference spec not found at ${SPEC}: COWORK_CONFORMANCE_DIR must sit beside the reference's spec/ directory`;
  return undefined;
}
