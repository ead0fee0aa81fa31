/** The text form of each `trace` view (stdout), as the reference prints it. Pure. */
import { firstLine } from "./events.js";
import type { TraceRow } from "./rows.js";
import type { ViewOutput } from "./view.js";
import type { DispatchRow, FileRow, FilesPayload, GateRow, ResearchRow, ToolErrorRow, UsageRow } from "./views.js";
import type { ToolDuration } from "../evidence/types.js";

const pct = (r: number): string => `${Math.round(r * 100)}%`;
const secs = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;

function rowLine(r: TraceRow): string {
  const status =
    r.resultStatus === "error" ? `  → ✗ error: ${r.resultText ?? ""}` : r.resultStatus === "ok" ? "  → ok" : "";
  switch (r.kind) {
    case "tool":
      return `  ${r.child ? "↳" : "·"} ${r.name ?? ""}  ${r.detail ?? ""}${status}`;
    case "dispatch":
      return `${r.child ? "  " : ""}└ dispatch ${r.dispatchAgentType ?? "unknown"}${r.description ? ` (${r.description})` : ""}${r.declaredTools?.length ? ` [${r.declaredTools.join(", ")}]` : ""}${status}`;
    case "decision":
      return `? ${r.name ?? ""}: ${r.detail ?? ""}${r.decision ? ` → ${r.decision}` : ""}`;
    case "result":
      return `= result: ${r.detail ?? ""}`;
    case "thinking":
      return `~ ${r.detail ?? ""}`;
    case "text":
      return `claude› ${r.detail ?? ""}`;
  }
}

/** With --full-results: a tool row's whole input and result (each capped), indented under it. */
function fullLines(r: TraceRow): string[] {
  const indent = (label: string, text: string): string[] =>
    text.split("\n").map((l, i) => `      ${i === 0 ? `${label} ` : " ".repeat(label.length + 1)}${l}`);
  return [
    ...(r.detailFull !== undefined ? indent("input:", r.detailFull) : []),
    ...(r.resultTextFull !== undefined ? indent("result:", r.resultTextFull) : []),
  ];
}

function rowsText(rows: TraceRow[], cacheRead: number | undefined, full = false): string {
  const tools = rows.filter((r) => r.kind === "tool").length;
  const dispatches = rows.filter((r) => r.kind === "dispatch").length;
  const lines = rows.flatMap((r) => [
    rowLine(r),
    ...(full && (r.kind === "tool" || r.kind === "dispatch") ? fullLines(r) : []),
  ]);
  lines.push("", `${tools} tool calls · ${dispatches} sub-agent dispatch(es)`);
  if (cacheRead !== undefined) lines.push(`cache-read ratio: ${pct(cacheRead)}`);
  return lines.join("\n");
}

function questionsText(gates: GateRow[], authoring?: { channel?: string }): string {
  if (gates.length === 0) return "(no AskUserQuestion gates in this run)";
  const lines: string[] = [];
  for (const g of gates) {
    const mark = g.delivered === "ok" ? "✓" : g.delivered === "error" ? "✗" : "?";
    lines.push(`${mark} gate "${g.question}"${g.subQuestionCount > 1 ? ` (${g.subQuestionCount} sub-questions)` : ""}`);
    lines.push(`    answered: ${g.injectedAnswer ?? "(none)"}`);
    lines.push(`    delivered: ${g.delivered}${g.error ? ` — ${g.error}` : ""}`);
    if (g.answeredBy) lines.push(`    by: ${g.answeredBy}${g.model ? ` (${g.model})` : ""}`);
  }
  const subs = gates.reduce((s, g) => s + g.subQuestionCount, 0);
  lines.push(
    "",
    `${gates.length} gate(s), ${subs} sub-question(s) total — questions_count_max counts sub-questions (assert with \`questions_count_max: ${subs}\`)`,
  );
  if (authoring && !gates.some((g) => g.answeredBy))
    lines.push(
      `answered live: ${authoring.channel ?? "a live decider"} decided at least one gate when this was recorded (the cassette's authoring stamp); the others came from the scenario's scripted answers`,
    );
  return lines.join("\n");
}

function dispatchesText(rows: DispatchRow[], total: number): string {
  if (rows.length === 0) return "(no sub-agent dispatches in this run)";
  const lines: string[] = [];
  for (const d of rows) {
    const pad = "  ".repeat(d.depth);
    lines.push(
      `${pad}└ ${d.dispatchAgentType}${d.description ? ` (${d.description})` : ""} [${d.declaredTools.join(", ")}]`,
    );
    if (d.prompt) lines.push(`${pad}    prompt: ${firstLine(d.prompt, 160)}`);
    if (d.output) lines.push(`${pad}    output: ${firstLine(d.output, 160)}`);
  }
  lines.push("", `${total} sub-agent dispatch(es) total — assert with dispatch_count_max: ${total}`);
  return lines.join("\n");
}

function durationsText(d: Record<string, ToolDuration>): string {
  const entries = Object.entries(d);
  if (entries.length === 0)
    return "(no tool-duration data for this run — an older recording without timing, or no tool calls)";
  return entries
    .sort((a, b) => b[1].totalMs - a[1].totalMs)
    .map(([name, t]) => `${name} ×${t.calls}, ${secs(t.totalMs)} total, ${secs(t.maxMs)} max`)
    .join("\n");
}

function errorsText(rows: ToolErrorRow[]): string {
  if (rows.length === 0) return "(no tool errors in this run)";
  return rows
    .map((e) => {
      let cmd = e.detail;
      try {
        const input = JSON.parse(e.detail) as { command?: unknown };
        if (typeof input.command === "string") cmd = firstLine(input.command, 200);
      } catch {
        /* a capped detail is not JSON: show it as is */
      }
      return [
        `✗ ${e.name}${e.child ? " (sub-agent)" : ""}`,
        `    $ ${cmd}`,
        `    → ${firstLine(e.resultText, 200)}`,
      ].join("\n");
    })
    .join("\n");
}

const MARK: Record<FileRow["diff"], string> = {
  added: "+",
  modified: "~",
  removed: "-",
  unchanged: " ",
  unavailable: "?",
};

function filesText(p: FilesPayload): string {
  if (!p.available) return `(${p.reason ?? "files unavailable"})`;
  if (p.rows.length === 0) return "(no workspace files recorded for this run)";
  const byClass = new Map<string, FileRow[]>();
  for (const r of p.rows) byClass.set(r.class ?? "", [...(byClass.get(r.class ?? "") ?? []), r]);
  const lines: string[] = [];
  for (const [cls, rows] of byClass) {
    lines.push(`${cls}:`);
    for (const r of rows) lines.push(`  ${MARK[r.diff]} ${r.path}${r.bytes !== undefined ? `  (${r.bytes} B)` : ""}`);
  }
  if (!p.diffAvailable) lines.push("", "(no pre-run hashes: changes against the start are unavailable)");
  return lines.join("\n");
}

function usageText(rows: UsageRow[], note: string | undefined, scripted?: boolean): string {
  if (rows.length === 0) return `(${note ?? "no usage recorded"})`;
  const lines = rows.map(
    (r) =>
      `${r.model}: in ${r.inputTokens} / out ${r.outputTokens} tok · $${r.costUSD.toFixed(4)} · ${pct(r.cacheReadRatio)} cache-read`,
  );
  const cost = rows.reduce((s, r) => s + r.costUSD, 0);
  lines.push(
    "",
    `total: $${cost.toFixed(4)} across ${rows.length} model(s)${scripted ? " (scripted model: not billed)" : ""}`,
  );
  return lines.join("\n");
}

function researchText(p: { available: boolean; reason?: string; rows: ResearchRow[] }): string {
  if (!p.available) return `subagent-research UNAVAILABLE — ${p.reason ?? ""}`;
  if (p.rows.length === 0) return "(no sub-agent web searches in this run)";
  const lines: string[] = [];
  for (const r of p.rows) {
    const n = r.webSearches?.length ?? 0;
    lines.push(`▷ ${r.label}: ${n} WebSearch call(s)${r.webSearchesElided ? ` (+${r.webSearchesElided} elided)` : ""}`);
    for (const s of r.webSearches ?? []) {
      lines.push(`    query: ${s.query}`);
      lines.push(`    result: ${firstLine(s.resultText, 160)}`);
    }
  }
  return lines.join("\n");
}

export function renderTraceText(out: ViewOutput): string {
  const p = out.payload as Record<string, never>;
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
      return filesText(out.payload as unknown as FilesPayload) + "\n";
    case "usage":
      return usageText(p.rows, p.note, p.scripted) + "\n";
    case "subagent-research":
      return researchText(out.payload as never) + "\n";
  }
}
