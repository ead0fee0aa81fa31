/**
 * The authored scenario file (spec/replay.md §1.1, §1.3): a strict object of 15 top-level keys,
 * with defaults applied, scripted answer rules, and the cross-key rules the schema itself enforces.
 */
import { z } from "zod";
import { AssertionSchema } from "./assertion-schema.js";

export const FIDELITY_TIERS = ["protocol", "container", "microvm", "hostloop", "cowork"] as const;

/** One scripted gate answer: a question rule or a tool rule, each with exactly one action. */
export const AnswerRuleSchema = z
  .strictObject({
    when_question: z.string().optional(),
    choose: z.union([z.string(), z.array(z.string())]).optional(),
    answer: z.string().optional(),
    when_tool: z.string().optional(),
    decide: z.enum(["allow", "deny"]).optional(),
    allow_if: z.string().optional(),
    else: z.enum(["allow", "deny"]).optional(),
    grant: z.enum(["once", "domain"]).optional(),
  })
  .superRefine((rule, ctx) => {
    const fail = (message: string): void => {
      ctx.addIssue({ code: "custom", message });
    };
    const isQuestion = rule.when_question !== undefined;
    const isTool = rule.when_tool !== undefined;
    if (!isQuestion && !isTool) {
      fail("answer rule needs a matcher: when_question or when_tool");
      return;
    }
    if (isQuestion && isTool) fail("answer rule sets both when_question and when_tool — use one matcher per rule");
    if (isQuestion && (rule.choose === undefined) === (rule.answer === undefined)) {
      fail("a when_question rule needs exactly one of choose or answer");
    }
    if (isTool && (rule.decide === undefined) === (rule.allow_if === undefined)) {
      fail("a when_tool rule needs exactly one of decide or allow_if");
    }
    if (rule.grant !== undefined) {
      if (!isTool || !rule.when_tool!.startsWith("webfetch:")) {
        fail('grant is only valid on a when_tool: "webfetch:<domain>" rule');
      } else if (rule.decide === "deny") {
        fail("grant has no effect on a decide: deny rule");
      }
    }
  });

export type AnswerRule = z.infer<typeof AnswerRuleSchema>;

export const ScenarioObjectSchema = z.strictObject({
  name: z.string().default(""),
  baseline: z.string().default("latest"),
  session: z.string().default("(inline)"),
  fidelity: z.enum(FIDELITY_TIERS).default("container"),
  execution: z.enum(["local", "cloud-describe"]).default("local"),
  lane: z.enum(["local", "remote"]).default("local"),
  prompt: z.string(),
  timeout_ms: z.number().int().positive().optional(),
  /** our extension: a scripted-model YAML (relative to this file) that a live run answers from, with no token */
  model_script: z.string().min(1).optional(),
  answers: z.array(AnswerRuleSchema).default([]),
  on_unanswered: z.enum(["fail", "prompt", "llm", "first"]).optional(),
  expect_denied: z.array(z.string()).default([]),
  assert: z.array(AssertionSchema).default([]),
  skills: z.array(z.string()).default([]),
  requires_capabilities: z.array(z.string()).default([]),
  allow_host_writes: z.boolean().optional(),
});

/** The scenario with its cross-key rules (they span the whole `assert:` list). */
export const ScenarioSchema = ScenarioObjectSchema.superRefine((s, ctx) => {
  const deniesOutputsDelete = s.assert.some((a) => a.no_delete_in_outputs !== undefined);
  if (!deniesOutputsDelete) return;
  if (s.assert.some((a) => a.allow_outputs_delete !== undefined)) {
    ctx.addIssue({
      code: "custom",
      path: ["assert"],
      message: "no_delete_in_outputs and allow_outputs_delete contradict each other — keep one",
    });
  }
  if (s.assert.some((a) => a.allow_delete_in?.includes("outputs"))) {
    ctx.addIssue({
      code: "custom",
      path: ["assert"],
      message: 'no_delete_in_outputs contradicts allow_delete_in listing "outputs" — keep one',
    });
  }
});

export type Scenario = z.infer<typeof ScenarioSchema>;

/** The 15 top-level keys a scenario may carry. */
export const SCENARIO_KEYS: readonly string[] = Object.freeze(Object.keys(ScenarioObjectSchema.shape));

/** Fields whose change means the recording no longer reflects the scenario (spec/replay.md §1.1). */
export const RECORDING_SHAPING_FIELDS = ["prompt", "baseline", "fidelity", "lane", "answers", "skills", "requires_capabilities"] as const;
