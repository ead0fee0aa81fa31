#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  firstLine,
  inputDetail,
  questionLabel
} from "./chunk-ZTQZXA3R.js";
import {
  foldToolDurations
} from "./chunk-CGZME2NM.js";

// src/gate/trace/rows.ts
var RESULT_LINE = 120;
var TEXT_LINE = 120;
var FULL_CAP = 4096;
function traceRows(events, opts = {}) {
  const rows = [];
  const byId = /* @__PURE__ */ new Map();
  for (const ev of events) {
    switch (ev.type) {
      case "tool_use": {
        const row = {
          kind: "tool",
          name: ev.name,
          detail: inputDetail(ev.input),
          child: ev.parentToolUseId !== void 0
        };
        if (ev.toolUseId !== void 0) row.toolUseId = ev.toolUseId;
        rows.push(row);
        if (ev.toolUseId !== void 0) byId.set(ev.toolUseId, { row, input: ev.input });
        else if (opts.full) row.detailFull = inputDetail(ev.input, FULL_CAP);
        break;
      }
      case "subagent_dispatch": {
        const entry = byId.get(ev.toolUseId);
        const row = entry?.row ?? { kind: "dispatch" };
        row.kind = "dispatch";
        row.dispatchAgentType = ev.dispatchAgentType;
        row.declaredTools = ev.declaredTools;
        if (ev.description !== void 0) row.description = ev.description;
        row.child = ev.parentToolUseId !== void 0;
        row.toolUseId = ev.toolUseId;
        if (!entry) rows.push(row);
        break;
      }
      case "tool_result": {
        const entry = byId.get(ev.toolUseId);
        if (!entry) break;
        const { row, input } = entry;
        row.resultStatus = ev.isError ? "error" : "ok";
        row.resultText = firstLine(ev.text, RESULT_LINE);
        if (ev.isError || opts.full) {
          row.resultTextFull = (ev.assertText || ev.text).slice(0, FULL_CAP);
          row.detailFull = inputDetail(input, FULL_CAP);
        }
        break;
      }
      case "decision": {
        const r = ev.request;
        if (r.kind === "question")
          rows.push({ kind: "decision", name: "question", detail: questionLabel(r.questions) });
        else if (r.kind === "permission") {
          const decision = opts.sent?.get(r.id)?.behavior;
          rows.push({ kind: "decision", name: "permission", detail: r.tool, ...decision ? { decision } : {} });
        } else if (r.kind === "dialog") rows.push({ kind: "decision", name: "dialog", detail: r.dialogKind });
        else rows.push({ kind: "decision", name: "elicit", detail: r.prompt ?? r.server ?? "" });
        break;
      }
      case "assistant_text":
        if (ev.parentToolUseId === void 0 && ev.text.trim() !== "")
          rows.push({ kind: "text", detail: firstLine(ev.text, TEXT_LINE) });
        break;
      case "thinking":
        if (ev.text.trim() !== "") rows.push({ kind: "thinking", detail: firstLine(ev.text, TEXT_LINE) });
        break;
      case "result":
        rows.push({ kind: "result", detail: ev.subtype ?? (ev.isError ? "error" : "success") });
        break;
      default:
        break;
    }
  }
  return rows;
}

// src/gate/trace/sent-responses.ts
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function sentResponses(controlOut) {
  const out = /* @__PURE__ */ new Map();
  for (const line of controlOut ?? []) {
    if (!line.includes("control_response")) continue;
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isObj(msg) || msg.type !== "control_response" || !isObj(msg.response)) continue;
    const resp = msg.response;
    if (typeof resp.request_id !== "string") continue;
    const inner = isObj(resp.response) ? resp.response : {};
    const answers = isObj(inner.updatedInput) ? inner.updatedInput.answers : void 0;
    out.set(resp.request_id, {
      ...answers !== void 0 ? { answers } : {},
      // the recording is hostile input: a behaviour is shown only when it is a plain word (allow, deny)
      ...typeof inner.behavior === "string" && /^[a-z_]{1,24}$/.test(inner.behavior) ? { behavior: inner.behavior } : {}
    });
  }
  return out;
}

// src/gate/trace/views.ts
var TRACE_VIEWS = [
  "tools",
  "questions",
  "dispatches",
  "tool-durations",
  "tool-errors",
  "files",
  "usage",
  "subagent-research"
];
var isObj2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var needsRunDir = (view) => `${view} needs a run dir (no sibling result.json)`;
function injectedAnswers(controlOut) {
  const out = /* @__PURE__ */ new Map();
  for (const [id, r] of sentResponses(controlOut)) if (r.answers !== void 0) out.set(id, JSON.stringify(r.answers));
  return out;
}
function questionsView(events, source) {
  const results = /* @__PURE__ */ new Map();
  for (const ev of events) if (ev.type === "tool_result") results.set(ev.toolUseId, ev);
  const askIds = events.flatMap(
    (e) => e.type === "tool_use" && e.name === "AskUserQuestion" && e.toolUseId ? [e.toolUseId] : []
  );
  const answers = injectedAnswers(source.controlOut);
  const decisions = (source.result?.decisions ?? []).filter(
    (d) => isObj2(d) && d.kind === "question"
  );
  const gates = [];
  for (const ev of events) {
    if (ev.type !== "decision" || ev.request.kind !== "question") continue;
    const r = ev.request;
    const idx = gates.length;
    const gate = {
      question: questionLabel(r.questions),
      requestId: r.id,
      subQuestionCount: r.questions.length,
      delivered: "unobserved"
    };
    const injected = answers.get(r.id);
    if (injected !== void 0) gate.injectedAnswer = injected;
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
  return { gates, provenance: source.result?.decisions !== void 0 };
}
function dispatchesView(events) {
  const parent = /* @__PURE__ */ new Map();
  const rows = /* @__PURE__ */ new Map();
  for (const ev of events) {
    if (ev.type === "subagent_dispatch") {
      parent.set(ev.toolUseId, ev.parentToolUseId);
      const row = {
        toolUseId: ev.toolUseId,
        dispatchAgentType: ev.dispatchAgentType,
        declaredTools: ev.declaredTools,
        depth: 0
      };
      if (ev.description !== void 0) row.description = ev.description;
      if (ev.prompt !== void 0) row.prompt = ev.prompt;
      if (ev.model !== void 0) row.dispatchModel = ev.model;
      rows.set(ev.toolUseId, row);
    } else if (ev.type === "subagent_result_meta") {
      const row = rows.get(ev.toolUseId);
      if (row && ev.resolvedModel !== void 0) row.resolvedModel = ev.resolvedModel;
    } else if (ev.type === "tool_result") {
      const row = rows.get(ev.toolUseId);
      if (row) row.output = ev.text;
    }
  }
  const owner = /* @__PURE__ */ new Map();
  for (const ev of events) if (ev.type === "tool_use" && ev.toolUseId) owner.set(ev.toolUseId, ev.parentToolUseId);
  for (const row of rows.values()) {
    let depth = 0;
    let p = parent.get(row.toolUseId);
    const seen = /* @__PURE__ */ new Set();
    while (p !== void 0 && !seen.has(p)) {
      seen.add(p);
      if (rows.has(p)) depth++;
      p = rows.has(p) ? parent.get(p) : owner.get(p);
    }
    row.depth = depth;
  }
  const dispatches = [...rows.values()];
  return { dispatches, total: dispatches.length };
}
function durationsView(source) {
  return { durations: source.timeline ? foldToolDurations(source.timeline) : {} };
}
function toolErrorsView(rows) {
  return {
    toolErrors: rows.filter((r) => (r.kind === "tool" || r.kind === "dispatch") && r.resultStatus === "error").map((r) => ({
      name: r.name ?? r.dispatchAgentType ?? "",
      detail: r.detailFull ?? r.detail ?? "",
      resultText: r.resultTextFull ?? r.resultText ?? "",
      child: r.child === true
    }))
  };
}
var fileClass = (path) => path.includes("/") ? path.slice(0, path.indexOf("/")) : "(root)";
function filesView(source) {
  if (source.artifacts === void 0)
    return {
      available: false,
      reason: needsRunDir("files"),
      workspaceFilesRecorded: false,
      diffAvailable: false,
      rows: []
    };
  const pre = source.preRunHashes;
  const rows = source.artifacts.map((a) => {
    const row = {
      path: a.path,
      class: fileClass(a.path),
      bytes: a.bytes,
      sha256: a.sha256,
      diff: "unavailable"
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
    diffAvailable: pre !== void 0,
    rows
  };
}
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : 0;
function usageView(source) {
  const mu = source.result?.modelUsage;
  if (source.result === void 0) return { rows: [], note: needsRunDir("usage") };
  if (!mu) return { rows: [], note: "no modelUsage in this run's result" };
  const rows = Object.entries(mu).map(([model, u]) => {
    const o = isObj2(u) ? u : {};
    const row = {
      model,
      inputTokens: num(o.inputTokens),
      outputTokens: num(o.outputTokens),
      cacheReadInputTokens: num(o.cacheReadInputTokens),
      cacheCreationInputTokens: num(o.cacheCreationInputTokens),
      costUSD: num(o.costUSD),
      cacheReadRatio: 0
    };
    const denom = row.inputTokens + row.cacheReadInputTokens + row.cacheCreationInputTokens;
    row.cacheReadRatio = denom > 0 ? row.cacheReadInputTokens / denom : 0;
    return row;
  });
  return { rows, ...source.scripted ? { scripted: true } : {} };
}
function cacheReadRatio(source) {
  const { rows } = usageView(source);
  if (rows.length === 0) return void 0;
  const read = rows.reduce((s, r) => s + r.cacheReadInputTokens, 0);
  const denom = rows.reduce((s, r) => s + r.inputTokens + r.cacheReadInputTokens + r.cacheCreationInputTokens, 0);
  return denom > 0 ? read / denom : 0;
}
var RESEARCH_CAP = 50;
function subagentResearchView(events, source) {
  if (source.result === void 0) return { available: false, reason: needsRunDir("subagent-research"), rows: [] };
  const fromResult = source.result.subagents;
  if (fromResult !== void 0) {
    const rows2 = fromResult.filter(isObj2).flatMap((s, i) => {
      const label = String(s.description ?? s.resolvedAgentType ?? s.dispatchAgentType ?? `#${i}`);
      return Array.isArray(s.webSearches) ? [{ label, webSearches: s.webSearches }] : [];
    });
    return { available: true, rows: rows2 };
  }
  const labels = /* @__PURE__ */ new Map();
  const searches = /* @__PURE__ */ new Map();
  const results = /* @__PURE__ */ new Map();
  for (const ev of events) {
    if (ev.type === "subagent_dispatch") labels.set(ev.toolUseId, ev.description ?? ev.dispatchAgentType);
    else if (ev.type === "tool_use" && ev.name === "WebSearch" && ev.parentToolUseId !== void 0) {
      const list = searches.get(ev.parentToolUseId) ?? [];
      list.push({ ...ev.toolUseId ? { id: ev.toolUseId } : {}, query: String(ev.input.query ?? "") });
      searches.set(ev.parentToolUseId, list);
    } else if (ev.type === "tool_result") results.set(ev.toolUseId, ev.text);
  }
  const rows = [];
  for (const [id, label] of labels) {
    const list = searches.get(id);
    if (!list) continue;
    const row = {
      label,
      webSearches: list.slice(0, RESEARCH_CAP).map((s) => {
        const text = s.id ? results.get(s.id) ?? "" : "";
        return { query: s.query, resultText: text, ...text.length >= 500 ? { resultTruncated: true } : {} };
      })
    };
    if (list.length > RESEARCH_CAP) row.webSearchesElided = list.length - RESEARCH_CAP;
    rows.push(row);
  }
  return { available: true, rows };
}

export {
  traceRows,
  sentResponses,
  TRACE_VIEWS,
  questionsView,
  dispatchesView,
  durationsView,
  toolErrorsView,
  filesView,
  usageView,
  cacheReadRatio,
  subagentResearchView
};
