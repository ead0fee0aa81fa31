/**
 * A decider verdict → the control_response written to the agent. Decided responses go through the
 * shared codec (serializeDecision); the two cases it has no shape for are handled here: a question
 * refused outright (on_unanswered: deny) and an abstention (permission → deny "no decider", dialog →
 * cancelled, elicitation → decline; a question can never be abstained on — the caller fails the run).
 */
import { serializeDecision, successEnvelope } from "../../core/protocol/decision-codec.js";
import type { SuccessEnvelope } from "../../core/protocol/decision-codec.js";
import type { DecisionRequest } from "../../core/protocol/types.js";
import type { DeciderVerdict } from "./decider/types.js";

export interface EncodedDecision {
  envelope: SuccessEnvelope;
  /** allow | deny | answered | ok | cancelled | accept | decline | cancel */
  decision: string;
}

export function encodeDecision(req: DecisionRequest, verdict: DeciderVerdict): EncodedDecision {
  if (verdict.kind === "abstain") {
    switch (req.kind) {
      case "question":
        throw new Error("encodeDecision: a question gate cannot be abstained on");
      case "permission":
        return { envelope: successEnvelope(req.id, { behavior: "deny", message: "no decider" }), decision: "deny" };
      case "dialog":
        return { envelope: successEnvelope(req.id, { behavior: "cancelled" }), decision: "cancelled" };
      case "elicit":
        return { envelope: successEnvelope(req.id, { action: "decline" }), decision: "decline" };
    }
  }
  const r = verdict.response;
  if (req.kind === "question" && r.kind === "permission" && r.behavior === "deny") {
    return { envelope: successEnvelope(req.id, { behavior: "deny", message: r.message ?? "denied" }), decision: "deny" };
  }
  const envelope = serializeDecision(req, r);
  const body = envelope.response.response;
  const decision =
    req.kind === "question" && r.kind === "question"
      ? "answered"
      : typeof body.behavior === "string"
        ? body.behavior
        : typeof body.action === "string"
          ? body.action
          : "unknown";
  return { envelope, decision };
}
