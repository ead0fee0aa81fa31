#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/gate/evidence/skill-activity.ts
function foldSkillActivity(timeline) {
  const windows = [];
  let current;
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
        lastTs: ev.ts
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
function foldToolDurations(timeline) {
  const open = /* @__PURE__ */ new Map();
  const out = {};
  for (const ev of timeline) {
    if (!ev.toolUseId) continue;
    if (ev.type === "tool_use") open.set(ev.toolUseId, { name: String(ev.name ?? ""), ts: ev.ts });
    else if (ev.type === "tool_result") {
      const start = open.get(ev.toolUseId);
      if (!start) continue;
      open.delete(ev.toolUseId);
      const ms = ev.ts - start.ts;
      const bucket = out[start.name] ??= { calls: 0, totalMs: 0, maxMs: 0 };
      bucket.calls++;
      bucket.totalMs += ms;
      bucket.maxMs = Math.max(bucket.maxMs, ms);
    }
  }
  return out;
}
function dispatchSkillScopes(timeline) {
  const out = /* @__PURE__ */ new Map();
  for (const ev of timeline) if (ev.type === "subagent_dispatch" && ev.toolUseId) out.set(ev.toolUseId, ev.skillScope);
  return out;
}

export {
  foldSkillActivity,
  foldToolDurations,
  dispatchSkillScopes
};
