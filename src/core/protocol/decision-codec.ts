/**
 * The wire codec for decisions (the reference's src/agent/session.ts; docs/reference.md#replay-and-assertions): `serializeDecision` turns a decider's
 * response into the control_response envelope the agent receives; `deserializeDecision` is its
 * declared inverse over a recorded inner body. Replay re-serializes every deserialized body and
 * compares canonically (the "O7" guard), so deserialize must never route through serialize and
 * must map corrupt bodies to values that cannot round-trip.
 */
import type { DecisionRequest, DecisionResponse } from "./types.js";

export interface SuccessEnvelope {
  type: "control_response";
  response: { subtype: "success"; request_id: string; response: Record<string, unknown> };
}

export interface ErrorEnvelope {
  type: "control_response";
  response: { subtype: "error"; request_id: string; error: string };
}

export function successEnvelope(requestId: string, body: Record<string, unknown>): SuccessEnvelope {
  return { type: "control_response", response: { subtype: "success", request_id: requestId, response: body } };
}

/** The fail-closed reply to a control_request the harness cannot answer faithfully. */
export function errorEnvelope(requestId: string, message: string): ErrorEnvelope {
  return { type: "control_response", response: { subtype: "error", request_id: requestId, error: message } };
}

export function serializeDecision(req: DecisionRequest, r: DecisionResponse): SuccessEnvelope {
  if (req.kind === "permission" && r.kind === "permission") {
    if (r.grant !== undefined)
      throw new Error("serializeDecision: a web_fetch `grant` permission must not be serialized (it is off-wire)");
    return r.behavior === "allow"
      ? successEnvelope(req.id, {
          behavior: "allow",
          updatedInput: (r.updatedInput as Record<string, unknown> | undefined) ?? req.input,
        })
      : successEnvelope(req.id, { behavior: "deny", message: r.message ?? "denied" });
  }
  if (req.kind === "question" && r.kind === "question") {
    return successEnvelope(req.id, {
      behavior: "allow",
      updatedInput: { questions: req.questions, answers: r.answers },
    });
  }
  if (req.kind === "dialog" && r.kind === "dialog") {
    return successEnvelope(
      req.id,
      r.behavior === "ok" ? { behavior: "ok", choice: r.choice } : { behavior: "cancelled" },
    );
  }
  if (req.kind === "elicit" && r.kind === "elicit") {
    return successEnvelope(
      req.id,
      r.content !== undefined ? { action: r.action, content: r.content } : { action: r.action },
    );
  }
  return successEnvelope(req.id, { behavior: "deny", message: "decider returned a mismatched response kind" });
}

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  x !== null && typeof x === "object" && !Array.isArray(x);

export function deserializeDecision(req: DecisionRequest, body: Record<string, unknown>): DecisionResponse {
  switch (req.kind) {
    case "permission":
      if (body.behavior === "deny")
        return { kind: "permission", behavior: "deny", message: String(body.message ?? "denied") };
      if (body.behavior === "allow") return { kind: "permission", behavior: "allow", updatedInput: body.updatedInput };
      return { kind: "permission", behavior: "deny", message: "deserializeDecision: invalid permission behavior" };
    case "question": {
      const updated = isPlainObject(body.updatedInput) ? body.updatedInput : {};
      const raw = updated.answers;
      const valid = isPlainObject(raw) && Object.values(raw).every((v) => typeof v === "string");
      return { kind: "question", answers: valid ? (raw as Record<string, string>) : {} };
    }
    case "dialog":
      return body.behavior === "ok"
        ? { kind: "dialog", behavior: "ok", ...(body.choice !== undefined ? { choice: body.choice } : {}) }
        : { kind: "dialog", behavior: "cancelled" };
    case "elicit": {
      const action = body.action === "accept" || body.action === "cancel" ? body.action : "decline";
      return { kind: "elicit", action, ...(body.content !== undefined ? { content: body.content } : {}) };
    }
  }
}
