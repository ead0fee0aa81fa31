/**
 * What a re-run changed against its recording (issue 15): the tool results that differ (matched
 * by tool_use id, which the re-run keeps; in recording order, so the first is the first differing
 * call) and the artifacts added, removed or changed (by path and sha256). Run-specific values that
 * mean nothing (host paths, UUIDs, timestamps, a sub-agent's id, token counts and durations) are
 * masked before comparing. Pure.
 */
import type { Cassette, ManifestEntry } from "../cassette/types.js";
import { maskText } from "../diff/normalize.js";
import { flattenToolResult } from "../protocol/tool-result-text.js";

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

export interface ToolResultDiff {
  toolUseId: string;
  tool: string;
  /** excerpts around the first difference; undefined when the call has no result on that side */
  old?: string;
  new?: string;
}

export interface ArtifactChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

interface CallResult {
  id: string;
  tool: string;
  text?: string;
}

const VOLATILE_TEXT: readonly [RegExp, string][] = [
  [/\bagentId: [A-Za-z0-9]+/g, "agentId: <ID>"],
  [/\b(duration_ms|subagent_tokens|total_tokens|tool_uses|totalDurationMs|totalTokens): ?\d+/g, "$1: <N>"],
];

export function normalizeResult(text: string): string {
  let out = maskText(text);
  for (const [re, r] of VOLATILE_TEXT) out = out.replace(re, r);
  return out;
}

/** Every tool call of the events with its result text, in call order. */
export function toolCalls(events: readonly string[]): CallResult[] {
  const calls: CallResult[] = [];
  const byId = new Map<string, CallResult>();
  for (const line of events) {
    let ev: unknown;
    try {
      ev = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isObj(ev) || !isObj(ev.message) || !Array.isArray(ev.message.content)) continue;
    for (const b of ev.message.content) {
      if (!isObj(b)) continue;
      if (ev.type === "assistant" && b.type === "tool_use") {
        const c: CallResult = { id: String(b.id ?? ""), tool: String(b.name ?? "") };
        if (!byId.has(c.id)) {
          byId.set(c.id, c);
          calls.push(c);
        }
      } else if (ev.type === "user" && b.type === "tool_result") {
        const c = byId.get(String(b.tool_use_id ?? ""));
        if (c && c.text === undefined) c.text = flattenToolResult(b.content).assertText;
      }
    }
  }
  return calls;
}

/** `a` and `b` cut to a window around their first difference. */
export function excerpts(a: string, b: string, width = 160): { old: string; new: string } {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const start = Math.max(0, i - 40);
  const cut = (s: string): string => `${start > 0 ? "…" : ""}${s.slice(start, start + width)}${s.length > start + width ? "…" : ""}`;
  return { old: cut(a), new: cut(b) };
}

export function diffToolResults(oldEvents: readonly string[], newEvents: readonly string[]): ToolResultDiff[] {
  const fresh = new Map(toolCalls(newEvents).map((c) => [c.id, c]));
  const out: ToolResultDiff[] = [];
  for (const o of toolCalls(oldEvents)) {
    const n = fresh.get(o.id);
    const a = o.text === undefined ? undefined : normalizeResult(o.text);
    const b = n?.text === undefined ? undefined : normalizeResult(n.text);
    if (a === b) continue;
    if (a !== undefined && b !== undefined) out.push({ toolUseId: o.id, tool: o.tool, ...excerpts(a, b) });
    else
      out.push({
        toolUseId: o.id,
        tool: o.tool,
        ...(a !== undefined ? { old: excerpts(a, "").old } : {}),
        ...(b !== undefined ? { new: excerpts(b, "").old } : {}),
      });
  }
  return out;
}

export function diffArtifacts(oldArtifacts: readonly ManifestEntry[] | undefined, newArtifacts: readonly ManifestEntry[] | undefined): ArtifactChanges {
  const before = new Map((oldArtifacts ?? []).map((a) => [a.path, a.sha256]));
  const after = new Map((newArtifacts ?? []).map((a) => [a.path, a.sha256]));
  return {
    added: [...after.keys()].filter((p) => !before.has(p)).sort(),
    removed: [...before.keys()].filter((p) => !after.has(p)).sort(),
    changed: [...after.keys()].filter((p) => before.has(p) && before.get(p) !== after.get(p)).sort(),
  };
}

export function compareRuns(
  old: Pick<Cassette, "events" | "artifacts">,
  fresh: Pick<Cassette, "events" | "artifacts">,
): { toolResults: ToolResultDiff[]; artifacts: ArtifactChanges } {
  return { toolResults: diffToolResults(old.events, fresh.events), artifacts: diffArtifacts(old.artifacts, fresh.artifacts) };
}
