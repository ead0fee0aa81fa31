/**
 * The per-file hash cap of a pre-run manifest (the reference's src/run/pre-run-manifest.ts; docs/reference.md#recording-and-the-agent-protocol): the recorder hashes files up
 * to it before the agent starts, and the gate's named-file staleness check hashes the same files
 * with the same cap, so both read it from here.
 */

/** Default per-file hash cap (reference COWORK_HARNESS_PRERUN_HASH_CAP default). */
export const PRE_RUN_HASH_CAP = 50 * 1024 * 1024;

export interface PreRunOptions {
  /** bytes; default COWORK_HARNESS_PRERUN_HASH_CAP from `env`, else 50 MiB */
  hashCapBytes?: number;
  env?: NodeJS.ProcessEnv;
}

/** The hash cap from options or the environment. */
export function preRunHashCap(opts: PreRunOptions = {}): number {
  if (opts.hashCapBytes !== undefined) return opts.hashCapBytes;
  const raw = (opts.env ?? process.env)["COWORK_HARNESS_PRERUN_HASH_CAP"];
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : PRE_RUN_HASH_CAP;
}
