#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadTraceSource
} from "./chunk-AELUN65H.js";
import "./chunk-2S4LTNS2.js";
import {
  TRACE_VIEWS,
  cacheReadRatio,
  dispatchesView,
  durationsView,
  filesView,
  questionsView,
  sentResponses,
  subagentResearchView,
  toolErrorsView,
  traceRows,
  usageView
} from "./chunk-FLDOQDHE.js";
import {
  firstLine,
  traceEvents
} from "./chunk-ZTQZXA3R.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-ODM7TWBF.js";
import "./chunk-CGZME2NM.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-5LE6OEBY.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/gate/trace/view.ts
function traceView(source, view, opts = {}) {
  const { events } = traceEvents(source.lines);
  const notes = [];
  const multi = source.turns > 1 ? [`note: ${source.turns} turns in this run \u2014 showing the latest`] : [];
  switch (view) {
    case "all":
    case "tools": {
      let rows = traceRows(events, { ...opts, sent: sentResponses(source.controlOut) });
      if (view === "tools") rows = rows.filter((r) => r.kind === "tool" || r.kind === "dispatch");
      const ratio = cacheReadRatio(source);
      if (ratio === void 0)
        notes.push("note: cache-read footer needs a run dir (no sibling result.json) \u2014 cache-read ratio omitted");
      const payload = { rows };
      if (view === "all" && multi.length) payload.note = multi[0].slice("note: ".length);
      return {
        view,
        payload,
        notes: [...multi, ...notes],
        ...ratio !== void 0 ? { cacheRead: ratio } : {},
        ...opts.full ? { full: true } : {}
      };
    }
    case "questions": {
      const { gates, provenance } = questionsView(events, source);
      if (!provenance)
        notes.push("note: gate provenance needs a run dir (no sibling result.json) \u2014 answeredBy labels omitted");
      return { view, payload: { gates, ...source.authoring ? { authoring: source.authoring } : {} }, notes };
    }
    case "dispatches":
      return { view, payload: { ...dispatchesView(events) }, notes };
    case "tool-durations":
      return { view, payload: { ...durationsView(source) }, notes };
    case "tool-errors":
      return { view, payload: { ...toolErrorsView(traceRows(events, opts)) }, notes };
    case "files":
      return { view, payload: { ...filesView(source) }, notes };
    case "usage":
      return { view, payload: { ...usageView(source) }, notes };
    case "subagent-research":
      return { view, payload: { ...subagentResearchView(events, source) }, notes };
  }
}

// src/gate/trace/text.ts
var pct = (r) => `${Math.round(r * 100)}%`;
var secs = (ms) => `${(ms / 1e3).toFixed(1)}s`;
function rowLine(r) {
  const status = r.resultStatus === "error" ? `  \u2192 \u2717 error: ${r.resultText ?? ""}` : r.resultStatus === "ok" ? "  \u2192 ok" : "";
  switch (r.kind) {
    case "tool":
      return `  ${r.child ? "\u21B3" : "\xB7"} ${r.name ?? ""}  ${r.detail ?? ""}${status}`;
    case "dispatch":
      return `${r.child ? "  " : ""}\u2514 dispatch ${r.dispatchAgentType ?? "unknown"}${r.description ? ` (${r.description})` : ""}${r.declaredTools?.length ? ` [${r.declaredTools.join(", ")}]` : ""}${status}`;
    case "decision":
      return `? ${r.name ?? ""}: ${r.detail ?? ""}${r.decision ? ` \u2192 ${r.decision}` : ""}`;
    case "result":
      return `= result: ${r.detail ?? ""}`;
    case "thinking":
      return `~ ${r.detail ?? ""}`;
    case "text":
      return `claude\u203A ${r.detail ?? ""}`;
  }
}
function fullLines(r) {
  const indent = (label, text) => text.split("\n").map((l, i) => `      ${i === 0 ? `${label} ` : " ".repeat(label.length + 1)}${l}`);
  return [
    ...r.detailFull !== void 0 ? indent("input:", r.detailFull) : [],
    ...r.resultTextFull !== void 0 ? indent("result:", r.resultTextFull) : []
  ];
}
function rowsText(rows, cacheRead, full = false) {
  const tools = rows.filter((r) => r.kind === "tool").length;
  const dispatches = rows.filter((r) => r.kind === "dispatch").length;
  const lines = rows.flatMap((r) => [
    rowLine(r),
    ...full && (r.kind === "tool" || r.kind === "dispatch") ? fullLines(r) : []
  ]);
  lines.push("", `${tools} tool calls \xB7 ${dispatches} sub-agent dispatch(es)`);
  if (cacheRead !== void 0) lines.push(`cache-read ratio: ${pct(cacheRead)}`);
  return lines.join("\n");
}
function questionsText(gates, authoring) {
  if (gates.length === 0) return "(no AskUserQuestion gates in this run)";
  const lines = [];
  for (const g of gates) {
    const mark = g.delivered === "ok" ? "\u2713" : g.delivered === "error" ? "\u2717" : "?";
    lines.push(`${mark} gate "${g.question}"${g.subQuestionCount > 1 ? ` (${g.subQuestionCount} sub-questions)` : ""}`);
    lines.push(`    answered: ${g.injectedAnswer ?? "(none)"}`);
    lines.push(`    delivered: ${g.delivered}${g.error ? ` \u2014 ${g.error}` : ""}`);
    if (g.answeredBy) lines.push(`    by: ${g.answeredBy}${g.model ? ` (${g.model})` : ""}`);
  }
  const subs = gates.reduce((s, g) => s + g.subQuestionCount, 0);
  lines.push(
    "",
    `${gates.length} gate(s), ${subs} sub-question(s) total \u2014 questions_count_max counts sub-questions (assert with \`questions_count_max: ${subs}\`)`
  );
  if (authoring && !gates.some((g) => g.answeredBy))
    lines.push(
      `answered live: ${authoring.channel ?? "a live decider"} decided at least one gate when this was recorded (the cassette's authoring stamp); the others came from the scenario's scripted answers`
    );
  return lines.join("\n");
}
function dispatchesText(rows, total) {
  if (rows.length === 0) return "(no sub-agent dispatches in this run)";
  const lines = [];
  for (const d of rows) {
    const pad = "  ".repeat(d.depth);
    lines.push(
      `${pad}\u2514 ${d.dispatchAgentType}${d.description ? ` (${d.description})` : ""} [${d.declaredTools.join(", ")}]`
    );
    if (d.prompt) lines.push(`${pad}    prompt: ${firstLine(d.prompt, 160)}`);
    if (d.output) lines.push(`${pad}    output: ${firstLine(d.output, 160)}`);
  }
  lines.push("", `${total} sub-agent dispatch(es) total \u2014 assert with dispatch_count_max: ${total}`);
  return lines.join("\n");
}
function durationsText(d) {
  const entries = Object.entries(d);
  if (entries.length === 0)
    return "(no tool-duration data for this run \u2014 an older recording without timing, or no tool calls)";
  return entries.sort((a, b) => b[1].totalMs - a[1].totalMs).map(([name, t]) => `${name} \xD7${t.calls}, ${secs(t.totalMs)} total, ${secs(t.maxMs)} max`).join("\n");
}
function errorsText(rows) {
  if (rows.length === 0) return "(no tool errors in this run)";
  return rows.map((e) => {
    let cmd = e.detail;
    try {
      const input = JSON.parse(e.detail);
      if (typeof input.command === "string") cmd = firstLine(input.command, 200);
    } catch {
    }
    return [
      `\u2717 ${e.name}${e.child ? " (sub-agent)" : ""}`,
      `    $ ${cmd}`,
      `    \u2192 ${firstLine(e.resultText, 200)}`
    ].join("\n");
  }).join("\n");
}
var MARK = {
  added: "+",
  modified: "~",
  removed: "-",
  unchanged: " ",
  unavailable: "?"
};
function filesText(p) {
  if (!p.available) return `(${p.reason ?? "files unavailable"})`;
  if (p.rows.length === 0) return "(no workspace files recorded for this run)";
  const byClass = /* @__PURE__ */ new Map();
  for (const r of p.rows) byClass.set(r.class ?? "", [...byClass.get(r.class ?? "") ?? [], r]);
  const lines = [];
  for (const [cls, rows] of byClass) {
    lines.push(`${cls}:`);
    for (const r of rows) lines.push(`  ${MARK[r.diff]} ${r.path}${r.bytes !== void 0 ? `  (${r.bytes} B)` : ""}`);
  }
  if (!p.diffAvailable) lines.push("", "(no pre-run hashes: changes against the start are unavailable)");
  return lines.join("\n");
}
function usageText(rows, note, scripted) {
  if (rows.length === 0) return `(${note ?? "no usage recorded"})`;
  const lines = rows.map(
    (r) => `${r.model}: in ${r.inputTokens} / out ${r.outputTokens} tok \xB7 $${r.costUSD.toFixed(4)} \xB7 ${pct(r.cacheReadRatio)} cache-read`
  );
  const cost = rows.reduce((s, r) => s + r.costUSD, 0);
  lines.push(
    "",
    `total: $${cost.toFixed(4)} across ${rows.length} model(s)${scripted ? " (scripted model: not billed)" : ""}`
  );
  return lines.join("\n");
}
function researchText(p) {
  if (!p.available) return `subagent-research UNAVAILABLE \u2014 ${p.reason ?? ""}`;
  if (p.rows.length === 0) return "(no sub-agent web searches in this run)";
  const lines = [];
  for (const r of p.rows) {
    const n = r.webSearches?.length ?? 0;
    lines.push(`\u25B7 ${r.label}: ${n} WebSearch call(s)${r.webSearchesElided ? ` (+${r.webSearchesElided} elided)` : ""}`);
    for (const s of r.webSearches ?? []) {
      lines.push(`    query: ${s.query}`);
      lines.push(`    result: ${firstLine(s.resultText, 160)}`);
    }
  }
  return lines.join("\n");
}
function renderTraceText(out) {
  const p = out.payload;
  switch (out.view) {
    case "all":
    case "tools":
      return rowsText(p.rows, out.cacheRead, out.full === true) + "\n";
    case "questions":
      return questionsText(p.gates, p.authoring) + "\n";
    case "dispatches":
      return dispatchesText(p.dispatches, p.total) + "\n";
    case "tool-durations":
      return durationsText(p.durations) + "\n";
    case "tool-errors":
      return errorsText(p.toolErrors) + "\n";
    case "files":
      return filesText(out.payload) + "\n";
    case "usage":
      return usageText(p.rows, p.note, p.scripted) + "\n";
    case "subagent-research":
      return researchText(out.payload) + "\n";
  }
}

// src/cli/commands/trace.ts
var TRACE_HELP = `Usage: cowork-harness trace <cassette | run-dir | events.jsonl | run-id> [options]

Shows what a recorded or kept run did: its tool calls in order with their results (default), or
one view. A run id (or a fragment of it, or of its scenario) is looked up under the runs root
(COWORK_HARNESS_RUNS_DIR, else ~/.cowork-harness/runs).

Options:
  --view V                  ${TRACE_VIEWS.join(" | ")}
  --full-results            carry every row's full input and result (capped at 4096 characters)
  --output-format text|json
  -h, --help

Exit codes: 0 shown; 2 usage error or nothing to trace.
`;
var TRACE_OPTIONS = {
  view: { type: "string" },
  "full-results": { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" }
};
async function trace({ values, positionals, format, io }) {
  if (positionals.length !== 1) throw new UsageError("give one cassette, run directory, events.jsonl or run id");
  const view = values.view ?? "all";
  if (view !== "all" && !TRACE_VIEWS.includes(view))
    throw new UsageError(`--view must be one of ${TRACE_VIEWS.join(", ")} (got "${view}")`);
  const source = await loadTraceSource(positionals[0], io.cwd, io.env, (l) => io.stderr(`${l}
`));
  const out = traceView(source, view, { full: values["full-results"] === true });
  if (format === "json") {
    io.stdout(
      JSON.stringify({
        tool: TOOL_NAME,
        version: TOOL_VERSION,
        command: "trace",
        ok: true,
        file: source.file,
        ...out.payload,
        error: null
      }) + "\n"
    );
  } else {
    io.stdout(renderTraceText(out));
    for (const n of out.notes) io.stderr(`${n}
`);
  }
  return EXIT.ok;
}
var command = defineCommand({ name: "trace", help: TRACE_HELP, options: TRACE_OPTIONS, run: trace });
export {
  TRACE_HELP,
  command
};
