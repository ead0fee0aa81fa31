/**
 * The replay side of the decision channel (the reference's src/agent/session.ts; docs/reference.md#replay-and-assertions). `decide` answers a decision with
 * the recorded reply (deserialized), or undefined when none was recorded. `respond` is the O7
 * guard: the response is re-serialized with the live serializer and compared canonically with
 * the recorded body; differences and decisions without any recorded reply are collected.
 */
import { canonicalJson, canonicallyEqual } from "./canon.js";
import { deserializeDecision, serializeDecision } from "./decision-codec.js";
import type { DecisionRequest, DecisionResponse } from "./types.js";

export interface SerializeMismatch {
  id: string;
  expected: string;
  actual: string;
}

export class ReplayResponder {
  readonly mismatches: SerializeMismatch[] = [];
  readonly missing: string[] = [];
  private readonly missingSet = new Set<string>();

  constructor(private readonly recorded: ReadonlyMap<string, Record<string, unknown>>) {}

  decide(req: DecisionRequest): DecisionResponse | undefined {
    const body = this.recorded.get(req.id);
    return body === undefined ? undefined : deserializeDecision(req, body);
  }

  respond(req: DecisionRequest, response: DecisionResponse): void {
    const recordedBody = this.recorded.get(req.id);
    if (recordedBody === undefined) {
      if (!this.missingSet.has(req.id)) {
        this.missingSet.add(req.id);
        this.missing.push(req.id);
      }
      return;
    }
    const actual = serializeDecision(req, response).response.response;
    if (!canonicallyEqual(actual, recordedBody))
      this.mismatches.push({ id: req.id, expected: canonicalJson(recordedBody), actual: canonicalJson(actual) });
  }
}

/** The fail-closed reply when nothing answered a non-question decision. */
export function denyLike(req: Exclude<DecisionRequest, { kind: "question" }>): DecisionResponse {
  switch (req.kind) {
    case "permission":
      return { kind: "permission", behavior: "deny", message: "denied" };
    case "dialog":
      return { kind: "dialog", behavior: "cancelled" };
    case "elicit":
      return { kind: "elicit", action: "decline" };
  }
}
