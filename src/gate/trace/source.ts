/**
 * What `trace` reads, whatever it was given (the reference's live lane; docs/reference.md#the-live-lane): the recorded stream-json lines
 * of the latest turn, and, when the input has them, the driver's lines, the timeline, the files
 * manifest and the run's result. A bare events.jsonl has only the lines; a cassette and a kept run
 * directory carry the rest. Plain data: the loaders are in ./load-source.ts.
 */
import type { ManifestEntry, TimelineEntry } from "../../core/cassette/types.js";

export type TraceSourceKind = "events" | "cassette" | "run-dir";

/** The parts of a run's result.json (or a cassette's last result event) the views read. */
export interface TraceResultInfo {
  modelUsage?: Record<string, unknown>;
  /** gate provenance: `{kind, name, decision, by, requestId, model?}` rows */
  decisions?: unknown[];
  /** sub-agents with their web searches (result.json `subagents[]`) */
  subagents?: unknown[];
}

export interface TraceSource {
  kind: TraceSourceKind;
  /** the input as the user named it (relative to the working directory) */
  file: string;
  /** stream-json lines of the latest turn */
  lines: string[];
  /** how many turns the input holds (the views read the last one) */
  turns: number;
  controlOut?: string[];
  timeline?: TimelineEntry[];
  result?: TraceResultInfo;
  /** the files the run left (cassette `artifacts`, run dir `result.json` artifacts) */
  artifacts?: ManifestEntry[];
  preRunHashes?: Record<string, string | null>;
  /** recorded against a scripted model: its cost is the agent's estimate, never billed */
  scripted?: true;
  /** a cassette's authoring stamp: a gate was decided live, through this channel when named */
  authoring?: { channel?: string };
}

/** The lines after the last turn marker the live lane writes between turns. */
export function latestTurn(lines: readonly string[]): { lines: string[]; turns: number } {
  let start = 0;
  let turns = 1;
  lines.forEach((l, i) => {
    if (l.includes('"_emu"') && l.includes("turn_start")) {
      if (i > 0) turns++;
      start = i + 1;
    }
  });
  return { lines: lines.slice(start).filter((l) => l.trim() !== ""), turns };
}
