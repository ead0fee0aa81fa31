/**
 * What a re-run changed against its recording (issue 15): the tool results that differ (matched
 * by tool_use id, which the re-run keeps; in recording order, so the first is the first differing
 * call) and the artifacts added, removed or changed (by path and sha256). Run-specific values that
 * mean nothing (host paths, UUIDs, timestamps, a sub-agent's id, token counts and durations) are
 * masked before comparing. Pure.
 *
 * A differing result is told by its position, its call's tool and id, and each side's size and
 * sha256 — never its text (issue 36): the re-run's side is what the pull request's code printed
 * in the sandbox, and the gate publishes no skill output. `trace --full-results` shows both texts
 * on a machine of one's own (src/live/rerun/render.ts says how).
 */
import { createHash } from "node:crypto";
import type { Cassette, ManifestEntry } from "../../core/cassette/types.js";
import { maskText } from "../../gate/diff/normalize.js";
import { flattenToolResult } from "../../core/protocol/tool-result-text.js";

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

/** One side of a differing tool result: its text's UTF-8 size and sha256 (hex), not the text. */
export interface ResultPrint {
  bytes: number;
  sha256: string;
}

export interface ToolResultDiff {
  /** the call's position among the recording's tool calls, from 1 */
  index: number;
  toolUseId: string;
  tool: string;
  /** undefined when the call has no result on that side */
  old?: ResultPrint;
  new?: ResultPrint;
}

/** The longest tool name or tool_use id a diff keeps; longer or odd ones are shown by digest. */
const ID_MAX = 64;
const PLAIN_ID = /^[A-Za-z0-9_.:-]+$/;

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

/** The size and sha256 of a result's text (as the assertions read it, before masking). */
export function resultPrint(text: string): ResultPrint {
  return { bytes: Buffer.byteLength(text, "utf8"), sha256: createHash("sha256").update(text, "utf8").digest("hex") };
}

/** A recorded name or id as it may be shown: itself when short and plain, else its digest. */
export function plainId(s: string): string {
  return s.length <= ID_MAX && PLAIN_ID.test(s)
    ? s
    : `sha256:${createHash("sha256").update(s, "utf8").digest("hex").slice(0, 16)}`;
}

export function diffToolResults(oldEvents: readonly string[], newEvents: readonly string[]): ToolResultDiff[] {
  const fresh = new Map(toolCalls(newEvents).map((c) => [c.id, c]));
  const out: ToolResultDiff[] = [];
  toolCalls(oldEvents).forEach((o, i) => {
    const n = fresh.get(o.id);
    const a = o.text === undefined ? undefined : normalizeResult(o.text);
    const b = n?.text === undefined ? undefined : normalizeResult(n.text);
    if (a === b) return;
    out.push({
      index: i + 1,
      toolUseId: plainId(o.id),
      tool: plainId(o.tool),
      ...(o.text !== undefined ? { old: resultPrint(o.text) } : {}),
      ...(n?.text !== undefined ? { new: resultPrint(n.text) } : {}),
    });
  });
  return out;
}

export function diffArtifacts(
  oldArtifacts: readonly ManifestEntry[] | undefined,
  newArtifacts: readonly ManifestEntry[] | undefined,
): ArtifactChanges {
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
  return {
    toolResults: diffToolResults(old.events, fresh.events),
    artifacts: diffArtifacts(old.artifacts, fresh.artifacts),
  };
}
