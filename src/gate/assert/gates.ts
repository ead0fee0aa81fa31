/**
 * Question-gate keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions, "Gates"): what the agent asked through
 * AskUserQuestion and whether each recorded answer reached it. On replay these need the
 * cassette's controlOut; the orchestrator excludes them when it is empty.
 */
import type { GateDelivery } from "../evidence/types.js";
import type { KeyEvaluator } from "./context.js";
import { badArg, fail, isNonNegativeInt, pass, regexArg } from "./describe.js";

const questionAsked: KeyEvaluator = (arg, ctx) => {
  const r = regexArg("question_asked", arg);
  if ("result" in r) return r.result;
  return ctx.record.questions.some((q) => r.re.test(q)) ? pass() : fail(`no question matched: ${String(arg)}`);
};

const questionsCountMax: KeyEvaluator = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("questions_count_max", arg, "an integer ≥ 0");
  const asked = ctx.record.questions.length;
  return asked <= arg ? pass() : fail(`asked ${asked} questions, max ${arg}`);
};

function whyUndelivered(g: GateDelivery): string {
  if (g.delivered === false) return g.error ?? "tool error";
  if (g.reason === "no-pairing-metadata") return "no pairing metadata — gate had no toolUseId";
  return "delivery unobserved — no tool_result for this gate";
}

const gateAnswersDelivered: KeyEvaluator = (arg, ctx) => {
  if (typeof arg !== "boolean") return badArg("gate_answers_delivered", arg, "true or false");
  const deliveries = ctx.record.gateDeliveries;
  if (arg) {
    // null (unobserved) is missing evidence, not a pass; zero gates is a vacuous pass
    const bad = deliveries.filter((g) => g.delivered !== true);
    if (bad.length === 0) return pass();
    return fail(
      `gate answer(s) not confirmed delivered to the model: ${bad.map((g) => `"${g.question}" (${whyUndelivered(g)})`).join("; ")}`,
    );
  }
  return deliveries.some((g) => g.delivered === false)
    ? pass()
    : fail("expected a confirmed gate-delivery failure but none was observed");
};

const gateAnswerCountMin: KeyEvaluator = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("gate_answer_count_min", arg, "an integer ≥ 0");
  const delivered = ctx.record.gateDeliveries.filter((g) => g.delivered === true).length;
  return delivered >= arg ? pass() : fail(`only ${delivered} gate answer(s) confirmed delivered, need ≥ ${arg}`);
};

export const gateKeys: Record<string, KeyEvaluator> = {
  question_asked: questionAsked,
  questions_count_max: questionsCountMax,
  gate_answers_delivered: gateAnswersDelivered,
  gate_answer_count_min: gateAnswerCountMin,
};
