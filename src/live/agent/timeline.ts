/**
 * The run timeline (the reference's src/agent/timeline.ts; docs/reference.md#recording-and-the-agent-protocol timeline.jsonl): one entry per tool_use, tool_result,
 * subagent_dispatch, thinking, decision and result, with the stdout line index and the ms since the
 * run started. Each entry is stamped with the current skill scope: a top-level Skill tool_use opens
 * a new window (named by `input.skill`) before it is stamped; the first window is "(root)".
 */
import type { TimelineEntry } from "../../core/cassette/types.js";
import { parseLine } from "../../core/protocol/parse-line.js";
import type { AgentEvent } from "../../core/protocol/types.js";

const ROOT_SCOPE = "(root)";

export class TimelineBuilder {
  readonly entries: TimelineEntry[] = [];
  private scope = ROOT_SCOPE;

  /** Adds the entries one parsed stdout line means; a malformed frame adds nothing. */
  add(line: number, msg: unknown, ts: number): void {
    let events: AgentEvent[];
    try {
      events = parseLine(msg);
    } catch {
      return;
    }
    for (const ev of events) this.addEvent(line, ev, ts);
  }

  private push(entry: { ts: number; line: number; type: string; [k: string]: unknown }): void {
    const clean = Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined));
    this.entries.push({ seq: this.entries.length + 1, ...clean } as TimelineEntry);
  }

  private addEvent(line: number, ev: AgentEvent, ts: number): void {
    switch (ev.type) {
      case "tool_use":
        if (ev.name === "Skill" && ev.parentToolUseId === undefined) {
          this.scope = typeof ev.input.skill === "string" ? ev.input.skill : "(unknown)";
        }
        this.push({ ts, line, type: "tool_use", name: ev.name, toolUseId: ev.toolUseId, parentToolUseId: ev.parentToolUseId, skillScope: this.scope });
        return;
      case "subagent_dispatch":
        this.push({ ts, line, type: "subagent_dispatch", toolUseId: ev.toolUseId, name: ev.dispatchAgentType, skillScope: this.scope });
        return;
      case "tool_result":
        this.push({ ts, line, type: "tool_result", toolUseId: ev.toolUseId, isError: ev.isError });
        return;
      case "thinking":
        this.push({ ts, line, type: "thinking", redacted: ev.redacted });
        return;
      case "decision":
        this.push({ ts, line, type: "decision", kind: ev.request.kind, requestId: ev.request.id });
        return;
      case "result":
        this.push({ ts, line, type: "result", isError: ev.isError });
        return;
      default:
        return;
    }
  }
}
