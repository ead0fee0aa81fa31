/**
 * The `trace` views beyond the default rows (the reference's live lane; docs/reference.md#the-live-lane): gates, sub-agent dispatches,
 * tool durations, tool errors, files, model usage and sub-agent web research. Each returns the
 * payload keys of the JSON envelope and, where the input lacks what it needs, why. Pure.
 */
import type { AgentEvent } from "../../core/protocol/types.js";
import { foldToolDurations } from "../evidence/skill-activity.js";
import type { ToolDuration } from "../evidence/types.js";
import { firstLine, questionLabel } from "./events.js";
import type { TraceRow } from "./rows.js";
import type { TraceSource } from "./source.js";
import { sentResponses } from "./sent-responses.js";

export const TRACE_VIEWS = [
  "tools",
  "questions",
  "dispatches",
  "tool-durations",
  "tool-errors",
  "files",
  "usage",
  "subagent-research",
] as const;
export type TraceView = (typeof TRACE_VIEWS)[number];

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const needsRunDir = (view: string): string => `${view} needs a run dir (no sibling result.json)`;

// ---- questions ------------------------------------------------------------------------------

export interface GateRow {
  question: string;
  requestId: string;
  subQuestionCount: number;
  injectedAnswer?: string;
  delivered: "ok" | "error" | "unobserved";
  error?: string;
  answeredBy?: string;
  model?: string;
}

/** The answers the driver sent back, by request id, as the reference shows them (JSON). */
function injectedAnswers(controlOut: readonly string[] | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, r] of sentResponses(controlOut)) if (r.answers !== undefined) out.set(id, JSON.stringify(r.answers));
  return out;
}

export function questionsView(
  events: readonly AgentEvent[],
  source: TraceSource,
): { gates: GateRow[]; provenance: boolean } {
  const results = new Map<string, { isError: boolean; text: string }>();
  for (const ev of events) if (ev.type === "tool_result") results.set(ev.toolUseId, ev);
  // a question request names its tool use when the agent sent it; otherwise pair with the next AskUserQuestion call
  const askIds = events.flatMap((e) =>
    e.type === "tool_use" && e.name === "AskUserQuestion" && e.toolUseId ? [e.toolUseId] : [],
  );
  const answers = injectedAnswers(source.controlOut);
  const decisions = (source.result?.decisions ?? []).filter(
    (d): d is Record<string, unknown> => isObj(d) && d.kind === "question",
  );
  const gates: GateRow[] = [];
  for (const ev of events) {
    if (ev.type !== "decision" || ev.request.kind !== "question") continue;
    const r = ev.request;
    const idx = gates.length;
    const gate: GateRow = {
      question: questionLabel(r.questions),
      requestId: r.id,
      subQuestionCount: r.questions.length,
      delivered: "unobserved",
    };
    const injected = answers.get(r.id);
    if (injected !== undefined) gate.injectedAnswer = injected;
    const res = results.get(r.toolUseId ?? askIds[idx] ?? "");
    if (res) {
      gate.delivered = res.isError ? "error" : "ok";
      if (res.isError) gate.error = firstLine(res.text, 160);
    }
    const prov = decisions.find((d) => d.requestId === r.id) ?? decisions[idx];
    if (prov) {
      if (typeof prov.by === "string") gate.answeredBy = prov.by;
      if (typeof prov.model === "string") gate.model = prov.model;
    }
    gates.push(gate);
  }
  return { gates, provenance: source.result?.decisions !== undefined };
}

// ---- dispatches ------------------------------------------------------------------------------

export interface DispatchRow {
  toolUseId: string;
  dispatchAgentType: string;
  description?: string;
  declaredTools: string[];
  depth: number;
  prompt?: string;
  dispatchModel?: string;
  resolvedModel?: string;
  output?: string;
}

export function dispatchesView(events: readonly AgentEvent[]): { dispatches: DispatchRow[]; total: number } {
  const parent = new Map<string, string | undefined>();
  const rows = new Map<string, DispatchRow>();
  for (const ev of events) {
    if (ev.type === "subagent_dispatch") {
      parent.set(ev.toolUseId, ev.parentToolUseId);
      const row: DispatchRow = {
        toolUseId: ev.toolUseId,
        dispatchAgentType: ev.dispatchAgentType,
        declaredTools: ev.declaredTools,
        depth: 0,
      };
      if (ev.description !== undefined) row.description = ev.description;
      if (ev.prompt !== undefined) row.prompt = ev.prompt;
      if (ev.model !== undefined) row.dispatchModel = ev.model;
      rows.set(ev.toolUseId, row);
    } else if (ev.type === "subagent_result_meta") {
      const row = rows.get(ev.toolUseId);
      if (row && ev.resolvedModel !== undefined) row.resolvedModel = ev.resolvedModel;
    } else if (ev.type === "tool_result") {
      const row = rows.get(ev.toolUseId);
      if (row) row.output = ev.text;
    }
  }
  // a sub-agent's tool calls carry their dispatch as parent: depth counts the dispatches above
  const owner = new Map<string, string | undefined>();
  for (const ev of events) if (ev.type === "tool_use" && ev.toolUseId) owner.set(ev.toolUseId, ev.parentToolUseId);
  for (const row of rows.values()) {
    let depth = 0;
    let p = parent.get(row.toolUseId);
    const seen = new Set<string>();
    while (p !== undefined && !seen.has(p)) {
      seen.add(p);
      if (rows.has(p)) depth++;
      p = rows.has(p) ? parent.get(p) : owner.get(p);
    }
    row.depth = depth;
  }
  const dispatches = [...rows.values()];
  return { dispatches, total: dispatches.length };
}

// ---- tool durations, tool errors -------------------------------------------------------------

export function durationsView(source: TraceSource): { durations: Record<string, ToolDuration> } {
  return { durations: source.timeline ? foldToolDurations(source.timeline) : {} };
}

export interface ToolErrorRow {
  name: string;
  detail: string;
  resultText: string;
  child: boolean;
}

export function toolErrorsView(rows: readonly TraceRow[]): { toolErrors: ToolErrorRow[] } {
  return {
    toolErrors: rows
      .filter((r) => (r.kind === "tool" || r.kind === "dispatch") && r.resultStatus === "error")
      .map((r) => ({
        name: r.name ?? r.dispatchAgentType ?? "",
        detail: r.detailFull ?? r.detail ?? "",
        resultText: r.resultTextFull ?? r.resultText ?? "",
        child: r.child === true,
      })),
  };
}

// ---- files -----------------------------------------------------------------------------------

export type FileDiff = "added" | "modified" | "removed" | "unchanged" | "unavailable";

export interface FileRow {
  path: string;
  class?: string;
  bytes?: number;
  sha256?: string;
  diff: FileDiff;
}

export interface FilesPayload {
  available: boolean;
  reason?: string;
  workspaceFilesRecorded: boolean;
  diffAvailable: boolean;
  rows: FileRow[];
}

const fileClass = (path: string): string => (path.includes("/") ? path.slice(0, path.indexOf("/")) : "(root)");

export function filesView(source: TraceSource): FilesPayload {
  if (source.artifacts === undefined)
    return {
      available: false,
      reason: needsRunDir("files"),
      workspaceFilesRecorded: false,
      diffAvailable: false,
      rows: [],
    };
  const pre = source.preRunHashes;
  const rows: FileRow[] = source.artifacts.map((a) => {
    const row: FileRow = {
      path: a.path,
      class: fileClass(a.path),
      bytes: a.bytes,
      sha256: a.sha256,
      diff: "unavailable",
    };
    if (pre) {
      if (!(a.path in pre)) row.diff = "added";
      else if (pre[a.path] && a.sha256) row.diff = pre[a.path] === a.sha256 ? "unchanged" : "modified";
    }
    return row;
  });
  if (pre) {
    const post = new Set(source.artifacts.map((a) => a.path));
    for (const p of Object.keys(pre).sort())
      if (!post.has(p)) rows.push({ path: p, class: fileClass(p), diff: "removed" });
  }
  return {
    available: true,
    workspaceFilesRecorded: source.artifacts.length > 0,
    diffAvailable: pre !== undefined,
    rows,
  };
}

// ---- usage -----------------------------------------------------------------------------------

export interface UsageRow {
  model: string;
  inputTokens: number;
  outputTokens: number;
  cacheReadInputTokens: number;
  cacheCreationInputTokens: number;
  costUSD: number;
  cacheReadRatio: number;
}

const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

export function usageView(source: TraceSource): { rows: UsageRow[]; note?: string; scripted?: true } {
  const mu = source.result?.modelUsage;
  if (source.result === undefined) return { rows: [], note: needsRunDir("usage") };
  if (!mu) return { rows: [], note: "no modelUsage in this run's result" };
  const rows = Object.entries(mu).map(([model, u]): UsageRow => {
    const o = isObj(u) ? u : {};
    const row = {
      model,
      inputTokens: num(o.inputTokens),
      outputTokens: num(o.outputTokens),
      cacheReadInputTokens: num(o.cacheReadInputTokens),
      cacheCreationInputTokens: num(o.cacheCreationInputTokens),
      costUSD: num(o.costUSD),
      cacheReadRatio: 0,
    };
    const denom = row.inputTokens + row.cacheReadInputTokens + row.cacheCreationInputTokens;
    row.cacheReadRatio = denom > 0 ? row.cacheReadInputTokens / denom : 0;
    return row;
  });
  return { rows, ...(source.scripted ? { scripted: true as const } : {}) };
}

/** The whole run's cache-read ratio, for the default view's footer; undefined without usage. */
export function cacheReadRatio(source: TraceSource): number | undefined {
  const { rows } = usageView(source);
  if (rows.length === 0) return undefined;
  const read = rows.reduce((s, r) => s + r.cacheReadInputTokens, 0);
  const denom = rows.reduce((s, r) => s + r.inputTokens + r.cacheReadInputTokens + r.cacheCreationInputTokens, 0);
  return denom > 0 ? read / denom : 0;
}

// ---- sub-agent research ----------------------------------------------------------------------

export interface ResearchRow {
  label: string;
  webSearches?: { query: string; resultText: string; resultTruncated?: boolean }[];
  webSearchesElided?: number;
}

const RESEARCH_CAP = 50;

export function subagentResearchView(
  events: readonly AgentEvent[],
  source: TraceSource,
): { available: boolean; reason?: string; rows: ResearchRow[] } {
  if (source.result === undefined) return { available: false, reason: needsRunDir("subagent-research"), rows: [] };
  const fromResult = source.result.subagents;
  if (fromResult !== undefined) {
    const rows = fromResult.filter(isObj).flatMap((s, i): ResearchRow[] => {
      const label = String(s.description ?? s.resolvedAgentType ?? s.dispatchAgentType ?? `#${i}`);
      return Array.isArray(s.webSearches) ? [{ label, webSearches: s.webSearches as ResearchRow["webSearches"] }] : [];
    });
    return { available: true, rows };
  }
  // a cassette: each dispatch's WebSearch calls and their results, from the recorded stream
  const labels = new Map<string, string>();
  const searches = new Map<string, { id?: string; query: string }[]>();
  const results = new Map<string, string>();
  for (const ev of events) {
    if (ev.type === "subagent_dispatch") labels.set(ev.toolUseId, ev.description ?? ev.dispatchAgentType);
    else if (ev.type === "tool_use" && ev.name === "WebSearch" && ev.parentToolUseId !== undefined) {
      const list = searches.get(ev.parentToolUseId) ?? [];
      list.push({ ...(ev.toolUseId ? { id: ev.toolUseId } : {}), query: String(ev.input.query ?? "") });
      searches.set(ev.parentToolUseId, list);
    } else if (ev.type === "tool_result") results.set(ev.toolUseId, ev.text);
  }
  const rows: ResearchRow[] = [];
  for (const [id, label] of labels) {
    const list = searches.get(id);
    if (!list) continue;
    const row: ResearchRow = {
      label,
      webSearches: list.slice(0, RESEARCH_CAP).map((s) => {
        const text = s.id ? (results.get(s.id) ?? "") : "";
        return { query: s.query, resultText: text, ...(text.length >= 500 ? { resultTruncated: true } : {}) };
      }),
    };
    if (list.length > RESEARCH_CAP) row.webSearchesElided = list.length - RESEARCH_CAP;
    rows.push(row);
  }
  return { available: true, rows };
}
