/** Re-running many cassettes with bounded concurrency (each run is a real agent, often a container). */
import { mapLimit } from "../../core/util/map-limit.js";
import { rerunCassette, type RerunOptions, type RerunOutcome } from "./rerun-cassette.js";

/** Default number of agents run at once. */
export const DEFAULT_RERUN_CONCURRENCY = 2;

export async function rerunMany(
  files: readonly string[],
  opts: RerunOptions & { concurrency?: number },
  onDone?: (o: RerunOutcome, i: number) => void,
): Promise<RerunOutcome[]> {
  return mapLimit(files, Math.max(1, opts.concurrency ?? DEFAULT_RERUN_CONCURRENCY), async (file, i) => {
    const o = await rerunCassette(file, opts);
    onDone?.(o, i);
    return o;
  });
}
