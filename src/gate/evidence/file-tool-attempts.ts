/**
 * Every file-tool call in any scope (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions), with the raw path arguments, the path a
 * gate would check, and whether the main agent, a recognized sub-agent or an unknown caller made it.
 */
import type { AgentEvent } from "../../core/protocol/types.js";
import type { Fold } from "./fold.js";
import type { ScopeTracker } from "./scope.js";
import type { FileToolAttempt, RunRecord } from "./types.js";

export const FILE_TOOLS: ReadonlySet<string> = new Set(["Read", "Write", "Edit", "Glob", "Grep", "MultiEdit"]);

export class FileToolAttemptsFold implements Fold {
  private readonly attempts: FileToolAttempt[] = [];

  onEvent(ev: AgentEvent, scope: ScopeTracker): void {
    if (ev.type !== "tool_use" || !FILE_TOOLS.has(ev.name)) return;
    const paths: FileToolAttempt["paths"] = {};
    if (typeof ev.input.file_path === "string") paths.file_path = ev.input.file_path;
    if (typeof ev.input.path === "string") paths.path = ev.input.path;
    const attempt: FileToolAttempt = { tool: ev.name, paths, origin: scope.originOf(ev.parentToolUseId) };
    const gatePath = paths.file_path ?? paths.path;
    if (gatePath !== undefined) attempt.gatePath = gatePath;
    if (ev.parentToolUseId !== undefined) attempt.parentToolUseId = ev.parentToolUseId;
    if (ev.toolUseId !== undefined) attempt.toolUseId = ev.toolUseId;
    this.attempts.push(attempt);
  }

  finish(rec: RunRecord): void {
    rec.fileToolAttempts = this.attempts;
  }
}
