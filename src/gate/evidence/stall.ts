/**
 * Stalled on a question (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions): the run succeeded, the last top-level assistant
 * text ends with "?", and no tool other than AskUserQuestion was called (any scope) after the
 * last AskUserQuestion call — or at all, when there was none.
 */
import type { AgentEvent } from "../../core/protocol/types.js";

export class StallTracker {
  /** non-AskUserQuestion calls since the last AskUserQuestion call (or since the start) */
  private callsSinceLastGate = 0;

  onEvent(ev: AgentEvent): void {
    if (ev.type !== "tool_use") return;
    if (ev.name === "AskUserQuestion") this.callsSinceLastGate = 0;
    else this.callsSinceLastGate++;
  }

  stalled(result: "success" | "error", lastTopLevelText: string): boolean {
    return result === "success" && lastTopLevelText.endsWith("?") && this.callsSinceLastGate === 0;
  }
}
