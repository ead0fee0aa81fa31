import { describe, it, expect } from "vitest";
import { questionOptionKeys } from "../../src/gate/assert/question-options.js";
import type { GateOptionsRecord } from "../../src/gate/evidence/types.js";
import { makeContext } from "../helpers/context.js";

const questionOptions = questionOptionKeys.question_options!;

function gate(question: string, labels: string[]): GateOptionsRecord {
  return { question, options: labels.map((label) => ({ label })) };
}

const one = makeContext({ gateOptions: [gate("Which features?", ["Auth", "Audit", "Billing"])] });
const two = makeContext({
  gateOptions: [gate("Which features?", ["Auth", "Audit"]), gate("Which region?", ["EU", "US"])],
});

describe("question_options — equals", () => {
  it("order exact (default): same labels in the same order pass, a reordering fails", () => {
    expect(questionOptions({ equals: ["Auth", "Audit", "Billing"] }, one)).toEqual({
      pass: true,
      evidence: 'question_options: gate "Which features?" offered the expected options',
    });
    expect(questionOptions({ equals: ["Audit", "Auth", "Billing"] }, one)).toEqual({
      pass: false,
      message:
        "question_options (equals, order exact): expected [Audit, Auth, Billing]; offered [Auth, Audit, Billing]",
    });
  });

  it("order any compares multisets: a reordering passes, a duplicate label does not", () => {
    expect(questionOptions({ equals: ["Billing", "Auth", "Audit"], order: "any" }, one).pass).toBe(true);
    const dup = makeContext({ gateOptions: [gate("Q", ["A", "A", "B"])] });
    expect(questionOptions({ equals: ["A", "B", "B"], order: "any" }, dup).pass).toBe(false);
    expect(questionOptions({ equals: ["Auth", "Audit"], order: "any" }, one).pass).toBe(false);
  });
});

describe("question_options — contains", () => {
  it("order any: every wanted label present", () => {
    expect(questionOptions({ contains: ["Billing", "Auth"], order: "any" }, one).pass).toBe(true);
    expect(questionOptions({ contains: ["Auth", "SSO"], order: "any" }, one)).toEqual({
      pass: false,
      message:
        "question_options (contains, order any): expected [Auth, SSO]; offered [Auth, Audit, Billing] (missing SSO)",
    });
  });

  it("order exact: a subsequence in order passes, out of order fails", () => {
    expect(questionOptions({ contains: ["Auth", "Billing"] }, one).pass).toBe(true);
    expect(questionOptions({ contains: ["Billing", "Auth"] }, one)).toEqual({
      pass: false,
      message:
        "question_options (contains, order exact): expected [Billing, Auth]; offered [Auth, Audit, Billing] (present but out of order)",
    });
  });
});

describe("question_options — selecting gates", () => {
  it("is ambiguous without when_question when more than one sub-question was asked", () => {
    const r = questionOptions({ contains: ["EU"] }, two);
    expect(r.pass).toBe(false);
    expect(r.message).toBe(
      'question_options: 2 sub-questions were asked and no `when_question` selects one — add a selector (asked: "Which features?", "Which region?")',
    );
  });

  it("selects by when_question (case-insensitive regex) and passes if any selected gate fits", () => {
    expect(questionOptions({ when_question: "REGION", equals: ["EU", "US"] }, two).pass).toBe(true);
    expect(questionOptions({ when_question: "which", contains: ["US"] }, two).pass).toBe(true);
    expect(questionOptions({ when_question: "features", contains: ["US"] }, two).pass).toBe(false);
  });

  it("fails when no gate matches the selector, or none was asked", () => {
    expect(questionOptions({ when_question: "budget", equals: [] }, two)).toEqual({
      pass: false,
      message: "question_options: no question matching /budget/i was asked (2 gate(s) recorded)",
    });
    expect(questionOptions({ equals: [] }, makeContext())).toEqual({
      pass: false,
      message: "question_options: no question was asked (0 gate(s) recorded)",
    });
  });

  it("reports a bad selector regex", () => {
    expect(questionOptions({ when_question: "[", equals: [] }, two).message).toMatch(
      /^question_options: bad regex "\[": /,
    );
  });
});

describe("question_options — evidence and arguments", () => {
  it("is evidence-unavailable when the cassette was cut short on a question", () => {
    const ctx = makeContext({ gateOptions: [gate("Q", ["A"])] }, { gateOptionsMissing: true });
    const r = questionOptions({ equals: ["A"] }, ctx);
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/^evidence unavailable: gate-option evidence absent/);
  });

  it("needs exactly one of equals / contains", () => {
    const msg = "question_options: set exactly one of `equals` or `contains`";
    expect(questionOptions({ equals: ["A"], contains: ["A"] }, one)).toEqual({ pass: false, message: msg });
    expect(questionOptions({}, one)).toEqual({ pass: false, message: msg });
  });

  it("fails on malformed arguments without throwing", () => {
    for (const bad of [null, "Auth", { equals: "Auth" }, { equals: ["A"], order: "sorted" }, { equals: [1] }]) {
      expect(questionOptions(bad, one).pass).toBe(false);
    }
  });
});
