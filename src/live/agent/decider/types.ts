/**
 * The decider seam: given one DecisionRequest (permission, question, dialog or elicitation), a
 * decider either decides or abstains. Deciders are chained; the first non-abstain wins.
 */
import type { DecisionRequest, DecisionResponse } from "../../../core/protocol/types.js";

export type DecidedBy = "scripted" | "default" | "parity" | "first" | "terminal" | "timeout" | (string & {});

export interface Decided {
  kind: "decided";
  response: DecisionResponse;
  by: DecidedBy;
  /** the answer was not derived from the scenario (e.g. on_unanswered: first) */
  nonDeterministic?: boolean;
  /** a permission allowed only because of cowork parity (the reference's permissiveAutoAllow) */
  permissiveAutoAllow?: boolean;
}

export interface Abstain {
  kind: "abstain";
  reason?: string;
}

export type DeciderVerdict = Decided | Abstain;

export interface Decider {
  /** May throw UnansweredError to fail the run loudly. */
  decide(req: DecisionRequest): DeciderVerdict | Promise<DeciderVerdict>;
}

export const abstain = (reason?: string): Abstain => (reason === undefined ? { kind: "abstain" } : { kind: "abstain", reason });

export const decided = (response: DecisionResponse, by: DecidedBy, extra: Partial<Decided> = {}): Decided => ({
  kind: "decided",
  response,
  by,
  ...extra,
});
