/**
 * The agent's task list (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions): a main-flow TaskCreate becomes a task once its
 * result confirms `Task #<id> created successfully`; TaskUpdate changes an existing task's status.
 * Anything that cannot be tracked is counted in `evidenceErrors.taskTracking`.
 */
import type { AgentEvent } from "../../core/protocol/types.js";
import type { Fold } from "./fold.js";
import type { ScopeTracker } from "./scope.js";
import type { RunRecord, TaskRecord } from "./types.js";

const CREATED = /^Task #(\S+) created successfully/;

export class TaskFold implements Fold {
  private readonly pending = new Map<string, Record<string, unknown>>();
  private readonly tasks: TaskRecord[] = [];
  private readonly byId = new Map<string, TaskRecord>();
  private trackingErrors = 0;

  onEvent(ev: AgentEvent, scope: ScopeTracker): void {
    if (ev.type === "tool_use") {
      if (!scope.isMainFlow(ev.parentToolUseId)) return;
      if (ev.name === "TaskCreate") {
        if (ev.toolUseId) this.pending.set(ev.toolUseId, ev.input);
        else this.trackingErrors++;
      } else if (ev.name === "TaskUpdate") {
        const task = this.byId.get(String(ev.input.taskId ?? ""));
        if (task && typeof ev.input.status === "string") task.status = ev.input.status;
      }
    } else if (ev.type === "tool_result") {
      const input = this.pending.get(ev.toolUseId);
      if (!input) return;
      this.pending.delete(ev.toolUseId);
      if (ev.isError) return;
      const m = CREATED.exec(ev.assertText ?? ev.text);
      if (!m) {
        this.trackingErrors++;
        return;
      }
      const task: TaskRecord = { id: m[1]!, subject: String(input.subject ?? ""), status: "pending" };
      if (typeof input.description === "string") task.description = input.description;
      if (typeof input.activeForm === "string") task.activeForm = input.activeForm;
      this.tasks.push(task);
      this.byId.set(task.id, task);
    }
  }

  finish(rec: RunRecord): void {
    rec.tasks = this.tasks;
    rec.evidenceErrors.taskTracking += this.trackingErrors + this.pending.size;
  }
}
