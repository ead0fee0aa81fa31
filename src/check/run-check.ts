/**
 * Running the gate over many cassettes: bounded concurrency so one slow cassette does not
 * stall the rest, results in input order, a progress callback per finished cassette.
 */
import { availableParallelism } from "node:os";
import { FingerprintRun, withFingerprintRun } from "../fingerprint/run-scope.js";
import type { DigestCache } from "../fingerprint/types.js";
import { mapLimit } from "../util/map-limit.js";
import { checkOne, type CheckOptions, type CheckOutcome } from "./check-one.js";

export interface CheckRun {
  outcomes: CheckOutcome[];
  /** wall time per cassette, ms, in input order */
  durations: number[];
}

export async function runCheck(
  files: readonly string[],
  opts: CheckOptions & { concurrency?: number; digestCache?: DigestCache },
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
      return outcome;
    }),
  );
  return { outcomes, durations };
}
