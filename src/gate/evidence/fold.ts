/** The shape every evidence fold shares: see each event once, in stream order, then write its part of the record. */
import type { AgentEvent } from "../../core/protocol/types.js";
import type { RunRecord } from "./types.js";
import type { ScopeTracker } from "./scope.js";

export interface Fold {
  onEvent(ev: AgentEvent, scope: ScopeTracker): void;
  finish(rec: RunRecord): void;
}
