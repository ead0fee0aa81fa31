/**
 * The live verdict of a recording (the reference's src/run/execute.ts; docs/reference.md#recording-and-the-agent-protocol "refuse if live verdict fails"): the built,
 * redacted cassette is checked exactly as the file will be loaded (a JSON round trip through the
 * cassette loader) and replayed in memory with the replay engine, so the verdict `record` reports
 * is the one a later `replay` of the written file computes. Staleness is empty by construction:
 * the fingerprint was taken from the tree the run used.
 */
import { checkCassette } from "../../core/cassette/load.js";
import type { Cassette } from "../../core/cassette/types.js";
import type { Annotation, ReplayOptions } from "../../gate/replay/options.js";
import { replayLoaded } from "../../gate/replay/replay-cassette.js";
import type { ReplayResult } from "../../gate/replay/result.js";

export interface LiveVerdict {
  result: ReplayResult;
  annotations: Annotation[];
}

/** Throws a one-line HarnessError naming `cassettePath` when the cassette would not load. */
export function liveVerdict(cassette: Cassette, cassettePath: string, opts: ReplayOptions = {}): LiveVerdict {
  const loaded = checkCassette(JSON.parse(JSON.stringify(cassette)) as unknown, cassettePath);
  const annotations: Annotation[] = loaded.warnings.map((message) => ({ level: "warning", message }));
  const result = replayLoaded(loaded.cassette, cassettePath, { findings: [], notes: [] }, opts, annotations);
  return { result, annotations };
}
