/**
 * The semantic diff of two recordings of one scenario, for a reviewer of a re-record: which tool
 * calls were added, removed or changed (by a one-line gist), which gate answers changed, whether
 * the assistant's text changed (an excerpt), which artifacts changed (a short text diff), and the
 * turns, tokens and cost each recording reported. Pure: built from two loaded cassettes.
 * The renderers live beside it (semantic-md.ts, semantic-text.ts) and are re-exported here.
 */
import { canonicalJson } from "../../core/protocol/canon.js";
import type { Cassette, ManifestEntry } from "../../core/cassette/types.js";
import { gateAnswers } from "./answers.js";
import { changedKeys, toolGist } from "./gist.js";
import { clipLine } from "../../core/util/clip.js";
import { maskValue } from "./normalize.js";
import { parseEventLines, reduceEvents, type ResultEvent } from "./reduce-events.js";
import { unifiedTextDiff } from "./text-diff.js";
import { alignRows, transcriptAlignment } from "./views.js";

export interface ToolCallGist {
  name: string;
  /** a short one-line summary of the input */
  gist: string;
}

export interface ToolCallChange {
  before: ToolCallGist;
  after: ToolCallGist;
  /** top-level input keys whose values differ (masked), e.g. ["content"] */
  changedKeys: string[];
}

export interface SemanticDiff {
  name: string;
  verdict: { before: boolean | null; after: boolean | null };
  toolCalls: {
    added: ToolCallGist[];
    removed: ToolCallGist[];
    changed: ToolCallChange[];
    sequenceBefore: string[];
    sequenceAfter: string[];
    /** the alignment in walk order, for drawing: each call's mark and gist, side by side */
    marksBefore: ("same" | "removed" | "changed")[];
    marksAfter: ("same" | "added" | "changed")[];
    gistsBefore: string[];
    gistsAfter: string[];
  };
  answers: { changed: { gate: string; before: string; after: string }[] };
  /** unaligned: the transcripts differ in more lines than the bounded alignment takes (src/gate/diff/lcs.ts) */
  transcript: { changed: boolean; excerptBefore?: string; excerptAfter?: string; unaligned?: number };
  artifacts: { added: string[]; removed: string[]; changed: { path: string; textDiff?: string }[] };
  usage: {
    turns: [number | null, number | null];
    inputTokens: [number | null, number | null];
    outputTokens: [number | null, number | null];
    costUsd: [number | null, number | null];
  };
  /** the staleness findings that triggered the re-record */
  trigger?: string[];
  /** both recordings come from scenarios with different names */
  scenarioRenamed?: { before: string; after: string };
}

export interface SemanticDiffOptions {
  trigger?: string[];
  verdictBefore?: boolean;
  verdictAfter?: boolean;
}

export const EXCERPT_MAX = 400;

interface Reduced {
  calls: { name: string; input: unknown; key: string; gist: string }[];
  transcript: string;
  lastResult?: ResultEvent;
  answers: Map<string, string>;
}

function reduce(c: Cassette): Reduced {
  const { events } = parseEventLines(Array.isArray(c.events) ? c.events : [], "events");
  const r = reduceEvents(events);
  const calls = r.tools.map((t) => ({
    name: t.name,
    input: t.input,
    key: `${t.name}\u0000${canonicalJson(maskValue(t.input))}`,
    gist: toolGist(t.input),
  }));
  const answers = new Map(
    gateAnswers(events, Array.isArray(c.controlOut) ? c.controlOut : []).map((g) => [g.gate, g.answer]),
  );
  return { calls, transcript: r.transcript, lastResult: r.lastResult, answers };
}

function toolCalls(a: Reduced, b: Reduced): SemanticDiff["toolCalls"] {
  const ia = a.calls.map((c, i) => ({ ...c, i }));
  const ib = b.calls.map((c, i) => ({ ...c, i }));
  const marksBefore: SemanticDiff["toolCalls"]["marksBefore"] = ia.map(() => "same");
  const marksAfter: SemanticDiff["toolCalls"]["marksAfter"] = ib.map(() => "same");
  const out: SemanticDiff["toolCalls"] = {
    added: [],
    removed: [],
    changed: [],
    sequenceBefore: a.calls.map((c) => c.name),
    sequenceAfter: b.calls.map((c) => c.name),
    marksBefore,
    marksAfter,
    gistsBefore: a.calls.map((c) => c.gist),
    gistsAfter: b.calls.map((c) => c.gist),
  };
  const gist = (c: { name: string; gist: string }): ToolCallGist => ({ name: c.name, gist: c.gist });
  for (const op of alignRows(ia, ib, (x, y) => x.key === y.key, { pairByName: true })) {
    if (op.op === "added") {
      out.added.push(gist(op.b));
      marksAfter[op.b.i] = "added";
    } else if (op.op === "removed") {
      out.removed.push(gist(op.a));
      marksBefore[op.a.i] = "removed";
    } else if (op.op === "changed") {
      out.changed.push({
        before: gist(op.a),
        after: gist(op.b),
        changedKeys: changedKeys(op.a.input, op.b.input, canonicalJson),
      });
      marksBefore[op.a.i] = "changed";
      marksAfter[op.b.i] = "changed";
    }
  }
  return out;
}

function answersDiff(a: Reduced, b: Reduced): SemanticDiff["answers"] {
  const gates = [...new Set([...a.answers.keys(), ...b.answers.keys()])];
  const changed = gates
    .map((gate) => ({
      gate,
      before: a.answers.get(gate) ?? "(not asked)",
      after: b.answers.get(gate) ?? "(not asked)",
    }))
    .filter((g) => g.before !== g.after);
  return { changed };
}

function transcriptDiff(a: Reduced, b: Reduced): SemanticDiff["transcript"] {
  const { ops, unaligned } = transcriptAlignment(a.transcript, b.transcript, true);
  if (ops.every((o) => o.op === "same")) return { changed: false };
  const excerpt = (op: "removed" | "added"): string | undefined => {
    const text = ops
      .filter((o) => o.op === op)
      .map((o) => o.text)
      .join(" ");
    return text.trim() === "" ? undefined : clipLine(text, EXCERPT_MAX);
  };
  const d: SemanticDiff["transcript"] = { changed: true };
  if (unaligned !== undefined) d.unaligned = unaligned;
  const before = excerpt("removed");
  const after = excerpt("added");
  if (before !== undefined) d.excerptBefore = before;
  if (after !== undefined) d.excerptAfter = after;
  return d;
}

/** The manifest body as text, when it is all there and not binary. */
function textBody(e: ManifestEntry): string | undefined {
  if (typeof e.body !== "string" || e.truncated === true || e.encoding === "base64") return undefined;
  return e.body;
}

function artifactsDiff(before: Cassette, after: Cassette): SemanticDiff["artifacts"] {
  const ma = new Map((Array.isArray(before.artifacts) ? before.artifacts : []).map((e) => [String(e.path), e]));
  const mb = new Map((Array.isArray(after.artifacts) ? after.artifacts : []).map((e) => [String(e.path), e]));
  const out: SemanticDiff["artifacts"] = { added: [], removed: [...ma.keys()].filter((p) => !mb.has(p)), changed: [] };
  for (const [path, eb] of mb) {
    const ea = ma.get(path);
    if (ea === undefined) out.added.push(path);
    else if (ea.sha256 !== eb.sha256) {
      const ta = textBody(ea);
      const tb = textBody(eb);
      out.changed.push(ta !== undefined && tb !== undefined ? { path, textDiff: unifiedTextDiff(ta, tb) } : { path });
    }
  }
  return out;
}

const num = (x: unknown): number | null => (typeof x === "number" && Number.isFinite(x) ? x : null);

function usageOf(r: ResultEvent | undefined): [number | null, number | null, number | null, number | null] {
  return [num(r?.numTurns), num(r?.usage?.input_tokens), num(r?.usage?.output_tokens), num(r?.costUsd)];
}

export function semanticDiff(before: Cassette, after: Cassette, opts: SemanticDiffOptions = {}): SemanticDiff {
  const a = reduce(before);
  const b = reduce(after);
  const ua = usageOf(a.lastResult);
  const ub = usageOf(b.lastResult);
  const nameA = typeof before.scenario?.name === "string" ? before.scenario.name : "";
  const nameB = typeof after.scenario?.name === "string" ? after.scenario.name : "";
  const d: SemanticDiff = {
    name: nameB || nameA || "(unnamed scenario)",
    verdict: { before: opts.verdictBefore ?? null, after: opts.verdictAfter ?? null },
    toolCalls: toolCalls(a, b),
    answers: answersDiff(a, b),
    transcript: transcriptDiff(a, b),
    artifacts: artifactsDiff(before, after),
    usage: {
      turns: [ua[0], ub[0]],
      inputTokens: [ua[1], ub[1]],
      outputTokens: [ua[2], ub[2]],
      costUsd: [ua[3], ub[3]],
    },
  };
  if (opts.trigger !== undefined) d.trigger = [...opts.trigger];
  if (nameA !== "" && nameB !== "" && nameA !== nameB) d.scenarioRenamed = { before: nameA, after: nameB };
  return d;
}

/** True when nothing a reviewer would look at differs (usage and the trigger aside). */
export function semanticallySame(d: SemanticDiff): boolean {
  const t = d.toolCalls;
  return (
    t.added.length + t.removed.length + t.changed.length === 0 &&
    d.answers.changed.length === 0 &&
    !d.transcript.changed &&
    d.artifacts.added.length + d.artifacts.removed.length + d.artifacts.changed.length === 0 &&
    d.verdict.before === d.verdict.after
  );
}

export { renderSemanticDiffMarkdown } from "./semantic-md.js";
export { renderSemanticDiffText } from "./semantic-text.js";
