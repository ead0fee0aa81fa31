import { describe, it, expect } from "vitest";
import { gateKeys } from "../../src/gate/assert/gates.js";
import type { GateDelivery } from "../../src/gate/evidence/types.js";
import { makeContext } from "../helpers/context.js";

const { question_asked, questions_count_max, gate_answers_delivered, gate_answer_count_min } = gateKeys as Required<
  typeof gateKeys
>;

function delivery(question: string, delivered: boolean | null, extra: Partial<GateDelivery> = {}): GateDelivery {
  return {
    question,
    requestId: `r-${question}`,
    delivered,
    reason: delivered === true ? "ok" : delivered === false ? "errored" : "unobserved",
    ...extra,
  };
}

describe("question_asked", () => {
  const ctx = makeContext({ questions: ["Which features should be enabled?", "Ship it?"] });

  it("passes when some asked label matches the regex case-insensitively", () => {
    expect(question_asked!("FEATURE|enable", ctx)).toEqual({ pass: true });
  });

  it("fails with the reference wording when nothing matches", () => {
    expect(question_asked!("budget", ctx)).toEqual({ pass: false, message: "no question matched: budget" });
  });

  it("fails on zero questions asked", () => {
    expect(question_asked!(".*", makeContext()).pass).toBe(false);
  });

  it("reports a bad regex instead of throwing", () => {
    const r = question_asked!("(", ctx);
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/^question_asked: bad regex "\(": /);
  });
});

describe("questions_count_max", () => {
  const ctx = makeContext({ questions: ["a", "b", "c"] });

  it("counts sub-questions: passes at the limit, fails above it", () => {
    expect(questions_count_max!(3, ctx)).toEqual({ pass: true });
    expect(questions_count_max!(2, ctx)).toEqual({ pass: false, message: "asked 3 questions, max 2" });
    expect(questions_count_max!(0, makeContext())).toEqual({ pass: true });
  });

  it("rejects a negative or fractional limit as a failing result", () => {
    expect(questions_count_max!(-1, ctx).pass).toBe(false);
    expect(questions_count_max!(1.5, ctx).pass).toBe(false);
    expect(questions_count_max!("3", ctx).message).toMatch(/invalid argument/);
  });
});

describe("gate_answers_delivered: true", () => {
  it("passes vacuously when no gate was answered", () => {
    expect(gate_answers_delivered!(true, makeContext())).toEqual({ pass: true });
  });

  it("passes when every answered gate was delivered", () => {
    const ctx = makeContext({ gateDeliveries: [delivery("Q1", true), delivery("Q2", true)] });
    expect(gate_answers_delivered!(true, ctx)).toEqual({ pass: true });
  });

  it("fails on an unobserved delivery (null is missing evidence, not a pass)", () => {
    const ctx = makeContext({ gateDeliveries: [delivery("Q1", true), delivery("Q2", null)] });
    expect(gate_answers_delivered!(true, ctx)).toEqual({
      pass: false,
      message:
        'gate answer(s) not confirmed delivered to the model: "Q2" (delivery unobserved — no tool_result for this gate)',
    });
  });

  it("names the error of an errored delivery and the missing pairing metadata", () => {
    const ctx = makeContext({
      gateDeliveries: [
        delivery("Q1", false, { error: "Answer rejected" }),
        delivery("Q2", null, { reason: "no-pairing-metadata" }),
      ],
    });
    expect(gate_answers_delivered!(true, ctx).message).toBe(
      'gate answer(s) not confirmed delivered to the model: "Q1" (Answer rejected); "Q2" (no pairing metadata — gate had no toolUseId)',
    );
  });
});

describe("gate_answers_delivered: false", () => {
  it("passes only on a confirmed failed delivery", () => {
    expect(gate_answers_delivered!(false, makeContext({ gateDeliveries: [delivery("Q", false)] }))).toEqual({
      pass: true,
    });
  });

  it("fails when deliveries are merely unobserved or all succeeded", () => {
    const msg = "expected a confirmed gate-delivery failure but none was observed";
    expect(gate_answers_delivered!(false, makeContext({ gateDeliveries: [delivery("Q", null)] }))).toEqual({
      pass: false,
      message: msg,
    });
    expect(gate_answers_delivered!(false, makeContext({ gateDeliveries: [delivery("Q", true)] }))).toEqual({
      pass: false,
      message: msg,
    });
    expect(gate_answers_delivered!(false, makeContext())).toEqual({ pass: false, message: msg });
  });

  it("rejects a non-boolean argument", () => {
    expect(gate_answers_delivered!("true", makeContext()).pass).toBe(false);
  });
});

describe("gate_answer_count_min", () => {
  const ctx = makeContext({ gateDeliveries: [delivery("Q1", true), delivery("Q2", null), delivery("Q3", false)] });

  it("counts only confirmed deliveries", () => {
    expect(gate_answer_count_min!(1, ctx)).toEqual({ pass: true });
    expect(gate_answer_count_min!(2, ctx)).toEqual({
      pass: false,
      message: "only 1 gate answer(s) confirmed delivered, need ≥ 2",
    });
    expect(gate_answer_count_min!(0, makeContext())).toEqual({ pass: true });
  });

  it("rejects a bad argument", () => {
    expect(gate_answer_count_min!(null, ctx).pass).toBe(false);
  });
});
