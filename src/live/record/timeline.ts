/**
 * The cassette's `timeline` and `timelineHeader` (the reference (docs/reference.md#recording-and-the-agent-protocol), the reference's src/run/timeline-fold.ts; docs/reference.md#replay-and-assertions).
 * Entries are stamped with the sticky skill scope by the agent driver's TimelineBuilder (a
 * top-level Skill tool_use opens a window named by `input.skill`, the first window is "(root)");
 * here they are put in the cassette's shape: `seq` numbered from 0 as the reference writes it,
 * only the entry types the format knows, and the monotonic anchor as a decimal string.
 */
import type { TimelineEntry } from "../../core/cassette/types.js";
import { TimelineBuilder } from "../agent/timeline.js";

/** Entry types a cassette timeline may carry. */
export const TIMELINE_TYPES: ReadonlySet<string> = new Set([
  "tool_use",
  "tool_result",
  "subagent_dispatch",
  "skill_invoked",
  "task_updated",
  "file_changed",
  "scratchpad_promoted",
  "thinking",
  "decision",
  "result",
]);

export interface CassetteTimelineHeader {
  v: 1;
  startedAtWall: string;
  /** monotonic start in nanoseconds, as a decimal string */
  startedAtMono: string;
}

/** One stdout line with its arrival time in ms since the run started. */
export interface TimedLine {
  line: string;
  ts: number;
}

/**
 * Timeline entries of stdout lines with arrival times (for a driver that kept only the lines;
 * with no times, pass the line index as `ts` and say so). `line` in each entry is the index.
 */
export function timelineFromLines(lines: readonly TimedLine[]): TimelineEntry[] {
  const builder = new TimelineBuilder();
  lines.forEach((l, i) => {
    let msg: unknown;
    try {
      msg = JSON.parse(l.line);
    } catch {
      return;
    }
    builder.add(i, msg, l.ts);
  });
  return builder.entries;
}

/** The monotonic anchor as the decimal-string nanoseconds the format stores. */
export function monoAnchor(startedAtMono: number | string | bigint): string {
  if (typeof startedAtMono === "string") return startedAtMono;
  if (typeof startedAtMono === "bigint") return startedAtMono.toString();
  return BigInt(Math.round(startedAtMono * 1e6)).toString();
}

/** The entries and header in the cassette's shape (seq from 0; unknown types and undefined fields dropped). */
export function cassetteTimeline(
  entries: readonly TimelineEntry[],
  header: { startedAtWall: string; startedAtMono: number | string | bigint },
): { timeline: TimelineEntry[]; timelineHeader: CassetteTimelineHeader } {
  const timeline = entries
    .filter((e) => TIMELINE_TYPES.has(e.type))
    .map((e, i) => {
      const clean = Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined));
      return { ...clean, seq: i, ts: Math.round(e.ts), line: e["line"] as number, type: e.type } as TimelineEntry;
    });
  return {
    timeline,
    timelineHeader: { v: 1, startedAtWall: header.startedAtWall, startedAtMono: monoAnchor(header.startedAtMono) },
  };
}
