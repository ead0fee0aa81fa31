/**
 * Running the gate over many cassettes: bounded concurrency so one slow cassette does not
 * stall the rest, results in input order, a progress callback per finished cassette.
 */
import { availableParallelism } from "node:os";
import { FingerprintRun, withFingerprintRun } from "../fingerprint/fingerprint-run.js";
import type { DigestCache } from "../fingerprint/types.js";
import { mapLimit } from "../../core/util/map-limit.js";
import { checkOne, type CheckOptions, type CheckOutcome } from "./check-one.js";

export interface CheckRun {
  outcomes: CheckOutcome[];
  /** wall time per cassette, ms, in input order */
  durations: number[];
}

/**
 * `keep` (issue 18, bounded at scale): called once per finished cassette, after `onDone`; the run
 * stores only what it returns (e.g. the compact result the report needs, results-stream.ts), so
 * the full outcome is garbage as soon as it has been written out.
 */
export async function runCheck(
  files: readonly string[],
  opts: CheckOptions & {
    concurrency?: number;
    digestCache?: DigestCache;
    keep?: (outcome: CheckOutcome, index: number) => CheckOutcome;
  },
  onDone?: (outcome: CheckOutcome, index: number, ms: number) => void,
): Promise<CheckRun> {
  const durations = new Array<number>(files.length).fill(0);
  const limit = opts.concurrency ?? Math.max(2, availableParallelism());
  // One fingerprint run for the whole gate: cassettes sharing a skill tree share its walk, and
  // each repository is listed by git once.
  const outcomes = await withFingerprintRun(new FingerprintRun(opts.digestCache), () =>
    mapLimit(files, limit, async (file, i) => {
      const start = performance.now();
      const outcome = await checkOne(file, file, opts);
      durations[i] = performance.now() - start;
      onDone?.(outcome, i, durations[i]!);
      return opts.keep ? opts.keep(outcome, i) : outcome;
    }),
  );
  return { outcomes, durations };
}
