/**
 * Who a tool call belongs to (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions). The main agent flow is a call with no parent,
 * or whose parent is a main-flow `Skill` call or a `fork` dispatch (transitively). A call whose
 * parent is a recognized sub-agent dispatch belongs to that sub-agent; any other parent is unknown.
 */
export type Origin = "main" | "subagent" | "unknown";

export class ScopeTracker {
  private readonly forkScoped = new Set<string>();
  private readonly dispatches = new Set<string>();

  isMainFlow(parentToolUseId: string | undefined): boolean {
    return !parentToolUseId || this.forkScoped.has(parentToolUseId);
  }

  originOf(parentToolUseId: string | undefined): Origin {
    if (this.isMainFlow(parentToolUseId)) return "main";
    return this.dispatches.has(parentToolUseId as string) ? "subagent" : "unknown";
  }

  /** A main-flow `Skill` call: whatever runs under it is still the main agent. */
  noteSkillCall(toolUseId: string | undefined): void {
    if (toolUseId) this.forkScoped.add(toolUseId);
  }

  noteDispatch(toolUseId: string, agentType: string, parentToolUseId: string | undefined): void {
    if (agentType === "fork" && this.isMainFlow(parentToolUseId)) this.forkScoped.add(toolUseId);
    else this.dispatches.add(toolUseId);
  }
}
