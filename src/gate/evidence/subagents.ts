/**
 * Sub-agent dispatches (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions): one record per dispatch, the tools each used, the
 * resolved type/model, and its output from the paired tool_result. `subagentTools` lists the tools
 * used under recognized, non-fork dispatches.
 */
import type { AgentEvent } from "../../core/protocol/types.js";
import type { Fold } from "./fold.js";
import { pluginReferenceTail } from "./plugin-references.js";
import type { ScopeTracker } from "./scope.js";
import type { RunRecord, SubagentRecord, ToolResultRecord } from "./types.js";

export class SubagentFold implements Fold {
  private readonly subagents: SubagentRecord[] = [];
  private readonly byId = new Map<string, SubagentRecord>();
  private readonly toolCounts = new Map<string, Map<string, number>>();
  private readonly subagentTools = new Set<string>();

  onEvent(ev: AgentEvent, scope: ScopeTracker): void {
    if (ev.type === "tool_use") {
      if (!ev.parentToolUseId || scope.isMainFlow(ev.parentToolUseId)) return;
      const dispatch = this.byId.get(ev.parentToolUseId);
      if (!dispatch) return;
      this.subagentTools.add(ev.name);
      const counts = this.toolCounts.get(dispatch.toolUseId)!;
      counts.set(ev.name, (counts.get(ev.name) ?? 0) + 1);
      if (ev.name === "Read") {
        const tail = pluginReferenceTail(ev.input.file_path);
        if (tail && !dispatch.referencesRead.includes(tail)) dispatch.referencesRead.push(tail);
      }
    } else if (ev.type === "subagent_dispatch") {
      const rec: SubagentRecord = {
        toolUseId: ev.toolUseId,
        parentToolUseId: ev.parentToolUseId,
        dispatchAgentType: ev.dispatchAgentType,
        dispatchTypeOmitted: ev.typeOmitted,
        declaredTools: ev.declaredTools,
        toolsUsed: [],
        referencesRead: [],
        description: ev.description,
        prompt: ev.prompt,
        dispatchModel: ev.model,
      };
      scope.noteDispatch(ev.toolUseId, ev.dispatchAgentType, ev.parentToolUseId);
      this.subagents.push(rec);
      if (!this.byId.has(ev.toolUseId)) {
        this.byId.set(ev.toolUseId, rec);
        this.toolCounts.set(ev.toolUseId, new Map());
      }
    } else if (ev.type === "system_event" && ev.subtype === "task_started") {
      const id = ev.data.tool_use_id;
      const type = ev.data.subagent_type;
      const rec = typeof id === "string" ? this.byId.get(id) : undefined;
      if (rec && typeof type === "string") rec.resolvedAgentType = type;
    } else if (ev.type === "subagent_result_meta") {
      const rec = this.byId.get(ev.toolUseId);
      if (!rec) return;
      if (ev.resolvedModel !== undefined) rec.resolvedModel = ev.resolvedModel;
      if (rec.resolvedAgentType === undefined && ev.agentType !== undefined) rec.resolvedAgentType = ev.agentType;
    }
  }

  finish(rec: RunRecord): void {
    rec.subagentTools = [...this.subagentTools];
    rec.subagents = this.subagents;
    if (this.subagents.length === 0) return;
    const resultById = new Map<string, ToolResultRecord>();
    for (const r of rec.toolResults) if (!resultById.has(r.toolUseId)) resultById.set(r.toolUseId, r);
    for (const sa of this.subagents) {
      const counts = this.toolCounts.get(sa.toolUseId);
      sa.toolsUsed = counts ? [...counts].map(([name, count]) => ({ name, count })) : [];
      const result = resultById.get(sa.toolUseId);
      if (result) {
        sa.output = result.assertText ?? result.text;
        sa.outputTruncated = result.assertTextTruncated;
      }
    }
  }
}
