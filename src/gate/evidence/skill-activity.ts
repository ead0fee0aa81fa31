/**
 * Folds over the cassette's frozen timeline (the reference's src/run/timeline-fold.ts; docs/reference.md#replay-and-assertions): skill windows (consecutive
 * entries sharing a skillScope), per-tool wall durations (tool_use → tool_result by id), and the
 * skill window each sub-agent was dispatched from. Timeline tool_use entries without a toolUseId
 * are MCP round-trip echoes and are skipped.
 */
import type { TimelineEntry } from "../../core/cassette/types.js";
import type { SkillWindow, ToolDuration } from "./types.js";

export function foldSkillActivity(timeline: readonly TimelineEntry[]): SkillWindow[] {
  const windows: (SkillWindow & { firstTs: number; lastTs: number })[] = [];
  let current: (SkillWindow & { firstTs: number; lastTs: number }) | undefined;
  for (const ev of timeline) {
    if (ev.type !== "tool_use" && ev.type !== "subagent_dispatch") continue;
    if (ev.type === "tool_use" && !ev.toolUseId) continue;
    const skillId = ev.skillScope ?? "(root)";
    if (!current || current.skillId !== skillId) {
      current = {
        skillId,
        invocationSeq: ev.seq,
        toolCounts: {},
        toolCallCount: 0,
        dispatchCount: 0,
        durationMs: 0,
        firstTs: ev.ts,
        lastTs: ev.ts,
      };
      windows.push(current);
    }
    current.lastTs = ev.ts;
    if (ev.type === "tool_use") {
      const name = String(ev.name ?? "");
      current.toolCounts[name] = (current.toolCounts[name] ?? 0) + 1;
      current.toolCallCount++;
    } else current.dispatchCount++;
  }
  return windows.map(({ firstTs, lastTs, ...w }) => ({ ...w, durationMs: lastTs - firstTs }));
}

export function foldToolDurations(timeline: readonly TimelineEntry[]): Record<string, ToolDuration> {
  const open = new Map<string, { name: string; ts: number }>();
  const out: Record<string, ToolDuration> = {};
  for (const ev of timeline) {
    if (!ev.toolUseId) continue;
    if (ev.type === "tool_use") open.set(ev.toolUseId, { name: String(ev.name ?? ""), ts: ev.ts });
    else if (ev.type === "tool_result") {
      const start = open.get(ev.toolUseId);
      if (!start) continue;
      open.delete(ev.toolUseId);
      const ms = ev.ts - start.ts;
      const bucket = (out[start.name] ??= { calls: 0, totalMs: 0, maxMs: 0 });
      bucket.calls++;
      bucket.totalMs += ms;
      bucket.maxMs = Math.max(bucket.maxMs, ms);
    }
  }
  return out;
}

/** toolUseId → skillScope of every timeline sub-agent dispatch. */
export function dispatchSkillScopes(timeline: readonly TimelineEntry[]): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  for (const ev of timeline) if (ev.type === "subagent_dispatch" && ev.toolUseId) out.set(ev.toolUseId, ev.skillScope);
  return out;
}
