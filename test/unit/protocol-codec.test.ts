import { describe, it, expect } from "vitest";
import { canonicalJson } from "../../src/core/protocol/canon.js";
import {
  deserializeDecision,
  errorEnvelope,
  serializeDecision,
  successEnvelope,
} from "../../src/core/protocol/decision-codec.js";
import type { DecisionRequest } from "../../src/core/protocol/types.js";

const perm: DecisionRequest = { kind: "permission", id: "r1", tool: "Bash", input: { command: "ls" } };
const question: DecisionRequest = {
  kind: "question",
  id: "q1",
  questions: [{ question: "Which?", header: "H", options: [{ label: "Auth" }, { label: "Audit" }], multiSelect: true }],
};

describe("canonicalJson", () => {
  it("sorts keys recursively, keeps array order, drops undefined", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson('a"b')).toBe('"a\\"b"');
    expect(canonicalJson(null)).toBe("null");
  });
});

describe("envelopes", () => {
  it("nests the body under response.response; the error envelope carries a string", () => {
    expect(successEnvelope("r", { a: 1 })).toEqual({
      type: "control_response",
      response: { subtype: "success", request_id: "r", response: { a: 1 } },
    });
    expect(errorEnvelope("r", "boom")).toEqual({
      type: "control_response",
      response: { subtype: "error", request_id: "r", error: "boom" },
    });
  });
});

describe("serializeDecision", () => {
  const body = (req: DecisionRequest, r: Parameters<typeof serializeDecision>[1]) =>
    serializeDecision(req, r).response.response;
  it("permission allow defaults updatedInput to the request input; deny defaults its message", () => {
    expect(body(perm, { kind: "permission", behavior: "allow" })).toEqual({
      behavior: "allow",
      updatedInput: { command: "ls" },
    });
    expect(body(perm, { kind: "permission", behavior: "allow", updatedInput: { command: "ls -la" } })).toEqual({
      behavior: "allow",
      updatedInput: { command: "ls -la" },
    });
    expect(body(perm, { kind: "permission", behavior: "deny" })).toEqual({ behavior: "deny", message: "denied" });
    expect(body(perm, { kind: "permission", behavior: "deny", message: "not allowed" })).toEqual({
      behavior: "deny",
      message: "not allowed",
    });
  });
  it("refuses an off-wire web_fetch grant", () => {
    expect(() => serializeDecision(perm, { kind: "permission", behavior: "allow", grant: "once" })).toThrow(/grant/);
  });
  it("question carries the request questions verbatim next to the answers", () => {
    expect(body(question, { kind: "question", answers: { "Which?": "Auth, Audit" } })).toEqual({
      behavior: "allow",
      updatedInput: { questions: (question as { questions: unknown }).questions, answers: { "Which?": "Auth, Audit" } },
    });
  });
  it("dialog and elicit bodies", () => {
    const dialog: DecisionRequest = { kind: "dialog", id: "d", dialogKind: "k", payload: {} };
    const elicit: DecisionRequest = { kind: "elicit", id: "e" };
    expect(body(dialog, { kind: "dialog", behavior: "ok", choice: 2 })).toEqual({ behavior: "ok", choice: 2 });
    expect(body(dialog, { kind: "dialog", behavior: "cancelled", choice: 2 })).toEqual({ behavior: "cancelled" });
    expect(body(elicit, { kind: "elicit", action: "accept", content: { a: 1 } })).toEqual({
      action: "accept",
      content: { a: 1 },
    });
    expect(body(elicit, { kind: "elicit", action: "decline" })).toEqual({ action: "decline" });
  });
  it("a mismatched response kind becomes a deny", () => {
    expect(body(perm, { kind: "question", answers: {} })).toEqual({
      behavior: "deny",
      message: "decider returned a mismatched response kind",
    });
  });
});

describe("deserializeDecision", () => {
  it("inverts every serialized body (canonical round trip)", () => {
    const cases: [DecisionRequest, Record<string, unknown>][] = [
      [perm, { behavior: "allow", updatedInput: { command: "ls -la" } }],
      [perm, { behavior: "deny", message: "not allowed" }],
      [
        question,
        {
          behavior: "allow",
          updatedInput: {
            answers: { "Which?": "Auth, Audit" },
            questions: [
              { multiSelect: true, options: [{ label: "Auth" }, { label: "Audit" }], header: "H", question: "Which?" },
            ],
          },
        },
      ],
      [
        { kind: "dialog", id: "d", dialogKind: "k", payload: null },
        { behavior: "ok", choice: "x" },
      ],
      [{ kind: "dialog", id: "d", dialogKind: "k", payload: null }, { behavior: "cancelled" }],
      [{ kind: "elicit", id: "e" }, { action: "cancel" }],
      [
        { kind: "elicit", id: "e" },
        { action: "accept", content: { n: 1 } },
      ],
    ];
    for (const [req, recorded] of cases) {
      const again = serializeDecision(req, deserializeDecision(req, recorded)).response.response;
      expect(canonicalJson(again)).toBe(canonicalJson(recorded));
    }
  });
  it("maps corrupt bodies to values that cannot round-trip", () => {
    const badPerm = { behavior: "maybe" };
    const r = deserializeDecision(perm, badPerm);
    expect(r).toEqual({
      kind: "permission",
      behavior: "deny",
      message: "deserializeDecision: invalid permission behavior",
    });
    expect(deserializeDecision(perm, { behavior: "deny" })).toEqual({
      kind: "permission",
      behavior: "deny",
      message: "denied",
    });
    expect(
      deserializeDecision(question, { behavior: "allow", updatedInput: { answers: { "Which?": ["Auth"] } } }),
    ).toEqual({ kind: "question", answers: {} });
    expect(deserializeDecision(question, { behavior: "allow", updatedInput: { answers: ["x"] } })).toEqual({
      kind: "question",
      answers: {},
    });
    expect(deserializeDecision({ kind: "elicit", id: "e" }, { action: "bogus" })).toEqual({
      kind: "elicit",
      action: "decline",
    });
    const bogusElicit = { action: "bogus" };
    expect(
      canonicalJson(
        serializeDecision({ kind: "elicit", id: "e" }, deserializeDecision({ kind: "elicit", id: "e" }, bogusElicit))
          .response.response,
      ),
    ).not.toBe(canonicalJson(bogusElicit));
  });
});
