/**
 * Repeated identical tool calls (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions): main-flow calls grouped by name plus the
 * canonical (key-order-insensitive) input; groups of two or more are reported.
 */
import { createHash } from "node:crypto";
import { canonicalJson } from "../../core/protocol/canon.js";
import type { AgentEvent } from "../../core/protocol/types.js";
import type { Fold } from "./fold.js";
import type { ScopeTracker } from "./scope.js";
import type { RedundantToolCall, RunRecord } from "./types.js";

export class RedundancyFold implements Fold {
  private readonly groups = new Map<string, { name: string; canon: string; count: number }>();

  onEvent(ev: AgentEvent, scope: ScopeTracker): void {
    if (ev.type !== "tool_use" || !scope.isMainFlow(ev.parentToolUseId)) return;
    const canon = canonicalJson(ev.input);
    const key = ev.name + ":" + canon;
    const group = this.groups.get(key);
    if (group) group.count++;
    else this.groups.set(key, { name: ev.name, canon, count: 1 });
  }

  finish(rec: RunRecord): void {
    const out: RedundantToolCall[] = [];
    for (const g of this.groups.values()) {
      if (g.count < 2) continue;
      out.push({
        name: g.name,
        argHash: createHash("sha256").update(g.canon).digest("hex").slice(0, 16),
        count: g.count,
      });
    }
    rec.redundantToolCalls = out;
  }
}
