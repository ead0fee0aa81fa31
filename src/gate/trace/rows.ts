/**
 * The default `trace` view: one row per tool call, sub-agent dispatch, gate, assistant text,
 * non-empty thinking block and result, in the order the run produced them (the reference's live lane; docs/reference.md#the-live-lane).
 * A tool row carries its result's status and first line; an error row (or every row with
 * `full`) also carries the full input and result, each capped. Sub-agent text is left out. Pure.
 */
import type { AgentEvent } from "../../core/protocol/types.js";
import { firstLine, inputDetail, questionLabel } from "./events.js";
import type { SentResponse } from "./sent-responses.js";

export type TraceRowKind = "tool" | "dispatch" | "decision" | "text" | "result" | "thinking";

export interface TraceRow {
  kind: TraceRowKind;
  name?: string;
  detail?: string;
  dispatchAgentType?: string;
  declaredTools?: string[];
  description?: string;
  child?: boolean;
  toolUseId?: string;
  resultStatus?: "ok" | "error";
  resultText?: string;
  resultTextFull?: string;
  detailFull?: string;
  /** a permission's answer as the harness sent it (allow, deny), when the input has the control-out lines */
  decision?: string;
}

const RESULT_LINE = 120;
const TEXT_LINE = 120;
const FULL_CAP = 4096;

export function traceRows(
  events: readonly AgentEvent[],
  opts: { full?: boolean; sent?: ReadonlyMap<string, SentResponse> } = {},
): TraceRow[] {
  const rows: TraceRow[] = [];
  const byId = new Map<string, { row: TraceRow; input: unknown }>();
  for (const ev of events) {
    switch (ev.type) {
      case "tool_use": {
        const row: TraceRow = {
          kind: "tool",
          name: ev.name,
          detail: inputDetail(ev.input),
          child: ev.parentToolUseId !== undefined,
        };
        if (ev.toolUseId !== undefined) row.toolUseId = ev.toolUseId;
        rows.push(row);
        if (ev.toolUseId !== undefined) byId.set(ev.toolUseId, { row, input: ev.input });
        else if (opts.full) row.detailFull = inputDetail(ev.input, FULL_CAP);
        break;
      }
      case "subagent_dispatch": {
        // the dispatching tool_use row becomes the dispatch row, in place
        const entry = byId.get(ev.toolUseId);
        const row = entry?.row ?? { kind: "dispatch" as const };
        row.kind = "dispatch";
        row.dispatchAgentType = ev.dispatchAgentType;
        row.declaredTools = ev.declaredTools;
        if (ev.description !== undefined) row.description = ev.description;
        row.child = ev.parentToolUseId !== undefined;
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
          rows.push({ kind: "decision", name: "permission", detail: r.tool, ...(decision ? { decision } : {}) });
        } else if (r.kind === "dialog") rows.push({ kind: "decision", name: "dialog", detail: r.dialogKind });
        else rows.push({ kind: "decision", name: "elicit", detail: r.prompt ?? r.server ?? "" });
        break;
      }
      case "assistant_text":
        if (ev.parentToolUseId === undefined && ev.text.trim() !== "")
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
