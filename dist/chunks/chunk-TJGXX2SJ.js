#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AssertionSchema
} from "./chunk-IILW425K.js";
import {
  _default,
  _enum,
  array,
  boolean,
  nonEmptyString,
  optional,
  positiveInt,
  strictObject,
  string,
  superRefine,
  union
} from "./chunk-S63R6LBV.js";

// src/core/scenario/model.ts
var FIDELITY_TIERS = ["protocol", "container", "microvm", "hostloop", "cowork"];
var AnswerRuleSchema = strictObject({
  when_question: optional(string()),
  choose: optional(union([string(), array(string())])),
  answer: optional(string()),
  when_tool: optional(string()),
  decide: optional(_enum(["allow", "deny"])),
  allow_if: optional(string()),
  else: optional(_enum(["allow", "deny"])),
  grant: optional(_enum(["once", "domain"]))
}).check(
  superRefine((rule, ctx) => {
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
  })
);
var ScenarioObjectSchema = strictObject({
  name: _default(string(), ""),
  baseline: _default(string(), "latest"),
  session: _default(string(), "(inline)"),
  fidelity: _default(_enum(FIDELITY_TIERS), "container"),
  execution: _default(_enum(["local", "cloud-describe"]), "local"),
  lane: _default(_enum(["local", "remote"]), "local"),
  prompt: string(),
  timeout_ms: optional(positiveInt),
  /** our extension: a scripted-model YAML (relative to this file) that a live run answers from, with no token */
  model_script: optional(nonEmptyString),
  answers: _default(array(AnswerRuleSchema), []),
  on_unanswered: optional(_enum(["fail", "prompt", "llm", "first"])),
  expect_denied: _default(array(string()), []),
  assert: _default(array(AssertionSchema), []),
  skills: _default(array(string()), []),
  requires_capabilities: _default(array(string()), []),
  allow_host_writes: optional(boolean())
});
var ScenarioSchema = ScenarioObjectSchema.check(
  superRefine((s, ctx) => {
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
  })
);
var SCENARIO_KEYS = Object.freeze(Object.keys(ScenarioObjectSchema.shape));
var RECORDING_SHAPING_FIELDS = [
  "prompt",
  "baseline",
  "fidelity",
  "lane",
  "answers",
  "skills",
  "requires_capabilities"
];

export {
  AnswerRuleSchema,
  ScenarioObjectSchema,
  ScenarioSchema,
  SCENARIO_KEYS,
  RECORDING_SHAPING_FIELDS
};
