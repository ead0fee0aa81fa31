/** The recorded lines of a trace source as typed events; an unparseable line is skipped and counted. Pure. */
import { parseLine } from "../../core/protocol/parse-line.js";
import { parseBoundedJson } from "../../core/util/bounded-json.js";
import type { AgentEvent } from "../../core/protocol/types.js";

export function traceEvents(lines: readonly string[]): { events: AgentEvent[]; skipped: number } {
  const events: AgentEvent[] = [];
  let skipped = 0;
  for (const line of lines) {
    try {
      events.push(...parseLine(parseBoundedJson(line)));
    } catch {
      skipped++;
    }
  }
  return { events, skipped };
}

/** The first line of a text, at most `max` characters. */
export function firstLine(text: string, max: number): string {
  const line = text.split("\n", 1)[0] ?? "";
  return line.length > max ? line.slice(0, max) : line;
}

/** A tool input as one JSON line, cut at `max` characters with an ellipsis. */
export function inputDetail(input: unknown, max = 100): string {
  const json = JSON.stringify(input) ?? "";
  return json.length > max ? `${json.slice(0, max)}…` : json;
}

/** Sub-questions of an AskUserQuestion request, joined as the reference shows them. */
export function questionLabel(questions: readonly { question?: unknown }[]): string {
  return questions.map((q) => String(q.question ?? "")).join(" / ");
}
