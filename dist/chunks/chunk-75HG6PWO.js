#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AssertionSchema
} from "./chunk-ORQHSUDW.js";
import {
  external_exports
} from "./chunk-3XWFZ2BP.js";

// src/scenario/model.ts
var FIDELITY_TIERS = ["protocol", "container", "microvm", "hostloop", "cowork"];
var AnswerRuleSchema = external_exports.strictObject({
  when_question: external_exports.string().optional(),
  choose: external_exports.union([external_exports.string(), external_exports.array(external_exports.string())]).optional(),
  answer: external_exports.string().optional(),
  when_tool: external_exports.string().optional(),
  decide: external_exports.enum(["allow", "deny"]).optional(),
  allow_if: external_exports.string().optional(),
  else: external_exports.enum(["allow", "deny"]).optional(),
  grant: external_exports.enum(["once", "domain"]).optional()
}).superRefine((rule, ctx) => {
  const fail = (message) => {
    ctx.addIssue({ code: "custom", message });
  };
  const isQuestion = rule.when_question !== void 0;
  const isTool = rule.when_tool !== void 0;
  if (!isQuestion && !isTool) {
    fail("answer rule needs a matcher: when_question or when_tool");
    return;
  }
  if (isQuestion && isTool) fail("answer rule sets both when_question and when_tool \u2014 use one matcher per rule");
  if (isQuestion && rule.choose === void 0 === (rule.answer === void 0)) {
    fail("a when_question rule needs exactly one of choose or answer");
  }
  if (isTool && rule.decide === void 0 === (rule.allow_if === void 0)) {
    fail("a when_tool rule needs exactly one of decide or allow_if");
  }
  if (rule.grant !== void 0) {
    if (!isTool || !rule.when_tool.startsWith("webfetch:")) {
      fail('grant is only valid on a when_tool: "webfetch:<domain>" rule');
    } else if (rule.decide === "deny") {
      fail("grant has no effect on a decide: deny rule");
    }
  }
});
var ScenarioObjectSchema = external_exports.strictObject({
  name: external_exports.string().default(""),
  baseline: external_exports.string().default("latest"),
  session: external_exports.string().default("(inline)"),
  fidelity: external_exports.enum(FIDELITY_TIERS).default("container"),
  execution: external_exports.enum(["local", "cloud-describe"]).default("local"),
  lane: external_exports.enum(["local", "remote"]).default("local"),
  prompt: external_exports.string(),
  timeout_ms: external_exports.number().int().positive().optional(),
  /** our extension: a scripted-model YAML (relative to this file) that a live run answers from, with no token */
  model_script: external_exports.string().min(1).optional(),
  answers: external_exports.array(AnswerRuleSchema).default([]),
  on_unanswered: external_exports.enum(["fail", "prompt", "llm", "first"]).optional(),
  expect_denied: external_exports.array(external_exports.string()).default([]),
  assert: external_exports.array(AssertionSchema).default([]),
  skills: external_exports.array(external_exports.string()).default([]),
  requires_capabilities: external_exports.array(external_exports.string()).default([]),
  allow_host_writes: external_exports.boolean().optional()
});
var ScenarioSchema = ScenarioObjectSchema.superRefine((s, ctx) => {
  const deniesOutputsDelete = s.assert.some((a) => a.no_delete_in_outputs !== void 0);
  if (!deniesOutputsDelete) return;
  if (s.assert.some((a) => a.allow_outputs_delete !== void 0)) {
    ctx.addIssue({
      code: "custom",
      path: ["assert"],
      message: "no_delete_in_outputs and allow_outputs_delete contradict each other \u2014 keep one"
    });
  }
  if (s.assert.some((a) => a.allow_delete_in?.includes("outputs"))) {
    ctx.addIssue({
      code: "custom",
      path: ["assert"],
      message: 'no_delete_in_outputs contradicts allow_delete_in listing "outputs" \u2014 keep one'
    });
  }
});
var SCENARIO_KEYS = Object.freeze(Object.keys(ScenarioObjectSchema.shape));
var RECORDING_SHAPING_FIELDS = ["prompt", "baseline", "fidelity", "lane", "answers", "skills", "requires_capabilities"];

export {
  AnswerRuleSchema,
  ScenarioObjectSchema,
  ScenarioSchema,
  SCENARIO_KEYS,
  RECORDING_SHAPING_FIELDS
};
