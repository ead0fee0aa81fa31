/**
 * A cassette's run as the report's timeline: the prompt, then each assistant text, tool call
 * (input and result), gate (the questions, the answer sent, who authored it), permission, sub-agent
 * dispatch (its own steps nested under it) and the result, in order. Texts are capped. Pure.
 */
import { sentResponses } from "../../trace/sent-responses.js";
import type { Cassette } from "../../../core/cassette/types.js";
import type { AgentEvent } from "../../../core/protocol/types.js";
import { traceEvents } from "../../trace/events.js";
import { latestTurn } from "../../trace/source.js";
import { cap } from "./caps.js";
import type { TimelineItem } from "./model.js";

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Answers the driver sent back, by request id. */
/** The answers and behaviour sent to each request, as the timeline shows them. */
function sentAnswers(controlOut: readonly string[] | undefined): Map<string, { answers?: string; behavior?: string }> {
  const out = new Map<string, { answers?: string; behavior?: string }>();
  for (const [id, r] of sentResponses(controlOut))
    out.set(id, {
      ...(isObj(r.answers)
        ? {
            answers: Object.entries(r.answers)
              .map(([q, a]) => `${q} → ${String(a)}`)
              .join("\n"),
          }
        : {}),
      ...(r.behavior !== undefined ? { behavior: r.behavior } : {}),
    });
  return out;
}

const FILE_KEYS = ["file_path", "path", "notebook_path"];

function filesOf(name: string, input: Record<string, unknown>): string[] | undefined {
  const files: string[] = [];
  for (const k of FILE_KEYS) if (typeof input[k] === "string") files.push(input[k] as string);
  if (/present_files/.test(name) && Array.isArray(input.files))
    for (const f of input.files) files.push(isObj(f) ? String(f.path ?? f.file_path ?? "") : String(f));
  return files.length ? files : undefined;
}

function pretty(input: unknown): string {
  try {
    return JSON.stringify(input, null, 2) ?? "";
  } catch {
    return String(input);
  }
}

export interface TimelineOptions {
  textCap: number;
  steps: number;
  /** gate provenance rows (`{requestId, by, kind}`) from the replay result */
  decisions?: readonly unknown[];
}

export function buildTimeline(
  c: Cassette,
  opts: TimelineOptions,
): { items: TimelineItem[]; elided: number; presented: string[] } {
  const { lines } = latestTurn(c.events);
  const { events } = traceEvents(lines);
  const answers = sentAnswers(c.controlOut);
  const by = new Map<string, string>();
  // a replay answers every gate "replay": only a live run's decisions say who authored the answer
  for (const d of opts.decisions ?? [])
    if (isObj(d) && typeof d.requestId === "string" && typeof d.by === "string" && d.by !== "replay")
      by.set(d.requestId, d.by);
  const durations = new Map<string, number>();
  const starts = new Map<string, number>();
  for (const t of c.timeline ?? []) {
    if (!t.toolUseId) continue;
    if (t.type === "tool_use") starts.set(t.toolUseId, t.ts);
    else if (t.type === "tool_result" && starts.has(t.toolUseId))
      durations.set(t.toolUseId, t.ts - starts.get(t.toolUseId)!);
  }

  const root: TimelineItem[] = [{ k: "prompt", text: cap(String(c.scenario.prompt ?? ""), opts.textCap) ?? "" }];
  const tools = new Map<string, Extract<TimelineItem, { k: "tool" }>>();
  const dispatches = new Map<string, Extract<TimelineItem, { k: "dispatch" }>>();
  const presented: string[] = [];
  let count = 1;
  let elided = 0;
  const place = (item: TimelineItem, parent: string | undefined): void => {
    if (count >= opts.steps) {
      elided++;
      return;
    }
    count++;
    const owner = parent !== undefined ? dispatches.get(parent) : undefined;
    (owner ? owner.children : root).push(item);
  };
  const ev = (e: AgentEvent): void => {
    switch (e.type) {
      case "assistant_text":
        if (e.text.trim()) place({ k: "text", text: cap(e.text, opts.textCap) ?? "" }, e.parentToolUseId);
        break;
      case "thinking":
        if (e.text.trim()) place({ k: "thinking", text: cap(e.text, opts.textCap) ?? "" }, undefined);
        break;
      case "tool_use": {
        if (e.name === "Agent" || e.name === "Task" || "subagent_type" in e.input) break; // the dispatch event follows
        const files = filesOf(e.name, e.input);
        if (files && /present_files/.test(e.name)) presented.push(...files);
        const item: Extract<TimelineItem, { k: "tool" }> = {
          k: "tool",
          name: e.name,
          input: cap(pretty(e.input), opts.textCap) ?? "",
          ...(e.toolUseId ? { id: e.toolUseId } : {}),
          ...(files ? { files } : {}),
        };
        if (e.toolUseId) {
          tools.set(e.toolUseId, item);
          const ms = durations.get(e.toolUseId);
          if (ms !== undefined) item.ms = ms;
        }
        place(item, e.parentToolUseId);
        break;
      }
      case "subagent_dispatch": {
        const item: Extract<TimelineItem, { k: "dispatch" }> = {
          k: "dispatch",
          id: e.toolUseId,
          agent: e.dispatchAgentType,
          children: [],
        };
        if (e.description) item.description = e.description;
        if (e.prompt) item.prompt = cap(e.prompt, opts.textCap)!;
        dispatches.set(e.toolUseId, item);
        place(item, e.parentToolUseId);
        break;
      }
      case "tool_result": {
        const t = tools.get(e.toolUseId);
        const text = cap(e.assertText || e.text, opts.textCap);
        if (t) {
          t.result = text ?? "";
          if (e.isError) t.error = true;
        }
        const d = dispatches.get(e.toolUseId);
        if (d) {
          d.output = text ?? "";
          if (e.isError) d.error = true;
        }
        break;
      }
      case "decision": {
        const r = e.request;
        const sent = answers.get(r.id);
        if (r.kind === "question") {
          place(
            {
              k: "gate",
              id: r.id,
              questions: r.questions.map((q) => ({
                question: String(q.question ?? ""),
                options: (q.options ?? []).map((o) => String(o.label)),
                ...(q.multiSelect ? { multi: true } : {}),
              })),
              ...(sent?.answers ? { answer: sent.answers } : {}),
              ...(by.has(r.id) ? { by: by.get(r.id)! } : {}),
              delivered: sent ? "answered" : "unanswered",
            },
            undefined,
          );
        } else if (r.kind === "permission") {
          place(
            {
              k: "permission",
              tool: r.tool,
              ...(sent?.behavior ? { decision: sent.behavior } : {}),
              ...(by.has(r.id) ? { by: by.get(r.id)! } : {}),
            },
            undefined,
          );
        }
        break;
      }
      case "result":
        place(
          {
            k: "result",
            subtype: e.subtype ?? (e.isError ? "error" : "success"),
            error: e.isError,
            ...(e.costUsd !== undefined ? { costUsd: e.costUsd } : {}),
            // a scripted model's cost is the agent's estimate: nobody was billed
            ...(e.costUsd !== undefined && c.inputs?.modelScript !== undefined ? { scripted: true as const } : {}),
            ...(e.numTurns !== undefined ? { turns: e.numTurns } : {}),
          },
          undefined,
        );
        break;
      case "infra_error":
      case "protocol_evidence_error":
        place({ k: "error", text: cap(e.message, opts.textCap) ?? "" }, undefined);
        break;
      default:
        break;
    }
  };
  for (const e of events) ev(e);
  return { items: root, elided, presented };
}
