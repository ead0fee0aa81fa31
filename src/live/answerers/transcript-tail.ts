/**
 * The recent transcript a live decider is shown as context: the assistant's text blocks, in order,
 * kept to the last `max` characters (prefixed "…" when cut). Fed every stdout line of the agent.
 */

import { assistantLine, isObj } from "../agent/assistant-line.js";

export const CONTEXT_TAIL_CHARS = 1000;

export class TranscriptTail {
  private text = "";
  private cut = false;

  constructor(private readonly max: number = CONTEXT_TAIL_CHARS) {}

  /** One stdout line of the agent (anything but a top-level assistant message is ignored). */
  observe(line: string, parsed?: unknown): void {
    const a = assistantLine(line, parsed);
    if (!a || a.event.parent_tool_use_id) return;
    for (const block of a.content) {
      if (isObj(block) && block.type === "text" && typeof block.text === "string" && block.text.trim() !== "")
        this.add(block.text.trim());
    }
  }

  private add(text: string): void {
    this.text = this.text === "" ? text : `${this.text}\n${text}`;
    if (this.text.length > this.max) {
      this.text = this.text.slice(this.text.length - this.max);
      this.cut = true;
    }
  }

  /** The tail so far ("" before any assistant text). */
  value(): string {
    return this.text === "" ? "" : `${this.cut ? "…" : ""}${this.text}`;
  }
}
