/**
 * What the main agent said (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions): top-level assistant text joined with "\n"
 * (sub-agent and fork-scoped text excluded), the distinct model ids seen, and thinking blocks
 * (the last 50 kept, 10 KB each; older ones counted as elided). Only what is kept is held:
 * a capped text is a copy, never a V8 slice that would keep a long recording's block alive.
 */
import type { AgentEvent } from "../../core/protocol/types.js";
import type { Fold } from "./fold.js";
import type { RunRecord } from "./types.js";

const THINKING_KEEP = 50;
const THINKING_TEXT_CAP = 10 * 1024;

/** The first `cap` chars of `s` as a string of its own (a plain slice shares, and keeps, all of `s`). */
const capped = (s: string, cap: number): string =>
  s.length <= cap ? s : (JSON.parse(JSON.stringify(s.slice(0, cap))) as string);

export class TranscriptFold implements Fold {
  private readonly texts: string[] = [];
  private readonly models: string[] = [];
  private readonly thinking: { text: string; redacted: boolean }[] = [];
  private thinkingBlocks = 0;
  private thinkingElided = 0;
  private redactedBlocks = 0;

  /** The last top-level assistant text, trimmed ("" when none). */
  lastText(): string {
    return this.texts.length > 0 ? this.texts[this.texts.length - 1]!.trim() : "";
  }

  private noteModel(model: string | undefined): void {
    if (model && !this.models.includes(model)) this.models.push(model);
  }

  onEvent(ev: AgentEvent): void {
    if (ev.type === "assistant_text") {
      this.noteModel(ev.model);
      if (!ev.parentToolUseId) this.texts.push(ev.text);
    } else if (ev.type === "tool_use") {
      this.noteModel(ev.model);
    } else if (ev.type === "thinking") {
      this.noteModel(ev.model);
      this.thinkingBlocks++;
      if (ev.redacted) this.redactedBlocks++;
      this.thinking.push({ text: capped(ev.text, THINKING_TEXT_CAP), redacted: ev.redacted });
      if (this.thinking.length > THINKING_KEEP) {
        this.thinking.shift();
        this.thinkingElided++;
      }
    }
  }

  finish(rec: RunRecord): void {
    rec.transcript = this.texts.join("\n");
    rec.models = this.models;
    rec.thinking = { blocks: this.thinkingBlocks, redacted: this.redactedBlocks };
    rec.thinkingBlocks = [...this.thinking];
    rec.thinkingElided = this.thinkingElided;
  }
}
