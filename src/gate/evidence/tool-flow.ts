/**
 * Main-flow tool accounting (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions): every tool call and result as seen,
 * main-flow call names and counts, Skill invocations, plugin references read, and per-tool
 * call/error counts paired through tool_result ids.
 */
import type { AgentEvent } from "../../core/protocol/types.js";
import type { Fold } from "./fold.js";
import { pluginReferenceTail } from "./plugin-references.js";
import type { ScopeTracker } from "./scope.js";
import type { RunRecord, ToolErrorCount, ToolResultRecord, ToolUseRecord } from "./types.js";

export class ToolFlowFold implements Fold {
  /** keep each result's assertion text (up to 10,240 chars); without it only the 500-char display text */
  constructor(private readonly retainText = true) {}

  private readonly toolUses: ToolUseRecord[] = [];
  private readonly toolResults: ToolResultRecord[] = [];
  private readonly toolsCalled = new Set<string>();
  private readonly toolCounts: Record<string, number> = {};
  private readonly skillsInvoked: string[] = [];
  private readonly referencesRead = new Set<string>();
  private readonly mainNameById = new Map<string, string>();
  private readonly toolErrors: Record<string, ToolErrorCount> = {};

  onEvent(ev: AgentEvent, scope: ScopeTracker): void {
    if (ev.type === "tool_use") {
      const mainFlow = scope.isMainFlow(ev.parentToolUseId);
      this.toolUses.push({
        name: ev.name,
        input: ev.input,
        toolUseId: ev.toolUseId,
        parentToolUseId: ev.parentToolUseId,
        mainFlow,
      });
      if (!mainFlow) return;
      this.toolsCalled.add(ev.name);
      this.toolCounts[ev.name] = (this.toolCounts[ev.name] ?? 0) + 1;
      if (ev.toolUseId) this.mainNameById.set(ev.toolUseId, ev.name);
      if (ev.name === "Skill") {
        this.skillsInvoked.push(String(ev.input.skill ?? ""));
        scope.noteSkillCall(ev.toolUseId);
      }
      if (ev.name === "Read") {
        const tail = pluginReferenceTail(ev.input.file_path);
        if (tail) this.referencesRead.add(tail);
      }
    } else if (ev.type === "tool_result") {
      this.toolResults.push({
        toolUseId: ev.toolUseId,
        isError: ev.isError,
        text: ev.text,
        ...(this.retainText ? { assertText: ev.assertText } : {}),
        assertTextTruncated: ev.assertTextTruncated,
      });
      const name = this.mainNameById.get(ev.toolUseId);
      if (name !== undefined) {
        const bucket = (this.toolErrors[name] ??= { calls: 0, errors: 0 });
        bucket.calls++;
        if (ev.isError) bucket.errors++;
      }
    }
  }

  finish(rec: RunRecord): void {
    rec.toolUses = this.toolUses;
    rec.toolResults = this.toolResults;
    rec.toolsCalled = [...this.toolsCalled];
    rec.toolCounts = this.toolCounts;
    rec.toolErrors = this.toolErrors;
    rec.skillsInvoked = this.skillsInvoked;
    rec.referencesRead = [...this.referencesRead];
  }
}
