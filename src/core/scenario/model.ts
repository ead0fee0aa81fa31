/**
 * The authored scenario file (the reference's src/types.ts; docs/reference.md#replay-and-assertions): a strict object of 15 top-level keys,
 * with defaults applied, scripted answer rules, and the cross-key rules the schema itself enforces.
 */
import * as z from "../schema/zod.js";
import { nonEmptyString, positiveInt } from "../schema/zod-shapes.js";
import { AssertionSchema } from "./assertion-schema.js";

export const FIDELITY_TIERS = ["protocol", "container", "microvm", "hostloop", "cowork"] as const;

/** One scripted gate answer: a question rule or a tool rule, each with exactly one action. */
export const AnswerRuleSchema = z
  .strictObject({
    when_question: z.optional(z.string()),
    choose: z.optional(z.union([z.string(), z.array(z.string())])),
    answer: z.optional(z.string()),
    when_tool: z.optional(z.string()),
    decide: z.optional(z.enum(["allow", "deny"])),
    allow_if: z.optional(z.string()),
    else: z.optional(z.enum(["allow", "deny"])),
    grant: z.optional(z.enum(["once", "domain"])),
  })
  .check(
    z.superRefine((rule, ctx) => {
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
    }),
  );

export type AnswerRule = z.infer<typeof AnswerRuleSchema>;

export const ScenarioObjectSchema = z.strictObject({
  name: z._default(z.string(), ""),
  baseline: z._default(z.string(), "latest"),
  session: z._default(z.string(), "(inline)"),
  fidelity: z._default(z.enum(FIDELITY_TIERS), "container"),
  execution: z._default(z.enum(["local", "cloud-describe"]), "local"),
  lane: z._default(z.enum(["local", "remote"]), "local"),
  prompt: z.string(),
  timeout_ms: z.optional(positiveInt),
  /** our extension: a scripted-model YAML (relative to this file) that a live run answers from, with no token */
  model_script: z.optional(nonEmptyString),
  answers: z._default(z.array(AnswerRuleSchema), []),
  on_unanswered: z.optional(z.enum(["fail", "prompt", "llm", "first"])),
  expect_denied: z._default(z.array(z.string()), []),
  assert: z._default(z.array(AssertionSchema), []),
  skills: z._default(z.array(z.string()), []),
  requires_capabilities: z._default(z.array(z.string()), []),
  allow_host_writes: z.optional(z.boolean()),
});

/** The scenario with its cross-key rules (they span the whole `assert:` list). */
export const ScenarioSchema = ScenarioObjectSchema.check(
  z.superRefine((s, ctx) => {
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
  }),
);

export type Scenario = z.infer<typeof ScenarioSchema>;

/** The 15 top-level keys a scenario may carry. */
export const SCENARIO_KEYS: readonly string[] = Object.freeze(Object.keys(ScenarioObjectSchema.shape));

/** Fields whose change means the recording no longer reflects the scenario (the reference's src/types.ts; docs/reference.md#replay-and-assertions). */
export const RECORDING_SHAPING_FIELDS = [
  "prompt",
  "baseline",
  "fidelity",
  "lane",
  "answers",
  "skills",
  "requires_capabilities",
] as const;
