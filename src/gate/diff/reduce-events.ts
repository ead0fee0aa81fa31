/**
 * Recorded stream-json lines → the tool calls, transcript and last result a diff compares, through
 * the project's line parser (src/core/protocol/parse-line.ts). Only top-level activity counts: a tool
 * call or text inside a subagent (one with a parent tool use) is the subagent's business. Pure.
 */
import { parseLine } from "../../core/protocol/parse-line.js";
import { parseBoundedJson } from "../../core/util/bounded-json.js";
import { oneLine } from "../../core/util/errors.js";
import type { AgentEvent } from "../../core/protocol/types.js";
import type { ToolCall } from "./side.js";

export type ResultEvent = Extract<AgentEvent, { type: "result" }>;

export interface ReducedEvents {
  tools: ToolCall[];
  transcript: string;
  lastResult?: ResultEvent;
  warnings: string[];
}

/** Parses each line; a line that is not JSON or not a valid event is skipped with a warning naming it. */
export function parseEventLines(
  lines: readonly unknown[],
  where: string,
): { events: AgentEvent[]; warnings: string[] } {
  const events: AgentEvent[] = [];
  const warnings: string[] = [];
  lines.forEach((line, i) => {
    if (typeof line !== "string" || line.trim() === "") return;
    try {
      events.push(...parseLine(parseBoundedJson(line)));
    } catch (e) {
      warnings.push(`${where}[${i}] skipped: ${oneLine(e)}`);
    }
  });
  return { events, warnings };
}

export function reduceEvents(events: readonly AgentEvent[]): Omit<ReducedEvents, "warnings"> {
  const tools: ToolCall[] = [];
  const texts: string[] = [];
  let lastResult: ResultEvent | undefined;
  for (const ev of events) {
    if (ev.type === "tool_use" && ev.parentToolUseId === undefined) tools.push({ name: ev.name, input: ev.input });
    else if (ev.type === "assistant_text" && ev.parentToolUseId === undefined) texts.push(ev.text);
    else if (ev.type === "result") lastResult = ev;
  }
  return { tools, transcript: texts.join("\n"), lastResult };
}
