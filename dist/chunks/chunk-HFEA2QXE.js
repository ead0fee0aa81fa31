#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AssertionSchema,
  compileRegex
} from "./chunk-RJEQB3M3.js";
import {
  describeIssues,
  external_exports,
  lineOfPath,
  parseYamlWithPositions,
  sequenceItemLines,
  topLevelKeyLines,
  withLine
} from "./chunk-3UGCV2R3.js";
import {
  HarnessError
} from "./chunk-5C2HTD6I.js";

// src/scenario/load.ts
import { readFile } from "node:fs/promises";
import { basename, extname } from "node:path";

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
  const fail2 = (message) => {
    ctx.addIssue({ code: "custom", message });
  };
  const isQuestion = rule.when_question !== void 0;
  const isTool = rule.when_tool !== void 0;
  if (!isQuestion && !isTool) {
    fail2("answer rule needs a matcher: when_question or when_tool");
    return;
  }
  if (isQuestion && isTool) fail2("answer rule sets both when_question and when_tool \u2014 use one matcher per rule");
  if (isQuestion && rule.choose === void 0 === (rule.answer === void 0)) {
    fail2("a when_question rule needs exactly one of choose or answer");
  }
  if (isTool && rule.decide === void 0 === (rule.allow_if === void 0)) {
    fail2("a when_tool rule needs exactly one of decide or allow_if");
  }
  if (rule.grant !== void 0) {
    if (!isTool || !rule.when_tool.startsWith("webfetch:")) {
      fail2('grant is only valid on a when_tool: "webfetch:<domain>" rule');
    } else if (rule.decide === "deny") {
      fail2("grant has no effect on a decide: deny rule");
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

// src/scenario/load.ts
var SYNTHESIZED_KEY = "replay_protocol_fidelity";
function fail(path, what, line) {
  throw new HarnessError(`${path}: ${withLine(what, line)}`);
}
function checkAuthoringRules(path, source, authored) {
  const assertList = authored["assert"];
  if (Array.isArray(assertList)) {
    assertList.forEach((item, i) => {
      if (item && typeof item === "object" && SYNTHESIZED_KEY in item) {
        fail(
          path,
          `assert[${i}].${SYNTHESIZED_KEY}: replay synthesizes this check \u2014 it cannot be authored`,
          lineOfPath(source, ["assert", i, SYNTHESIZED_KEY])
        );
      }
    });
  }
}
function checkLoadRules(path, source, scenario) {
  if (scenario.execution === "cloud-describe") {
    fail(path, "execution: cloud-describe is reserved \u2014 no runner exists for it", lineOfPath(source, ["execution"]));
  }
  scenario.answers.forEach((rule, i) => {
    if (rule.when_question === void 0) return;
    const compiled = compileRegex(rule.when_question);
    if (!compiled.ok) {
      fail(
        path,
        `answers[${i}].when_question: bad regex "${rule.when_question}": ${compiled.error}`,
        lineOfPath(source, ["answers", i, "when_question"])
      );
    }
  });
}
function defaultName(path) {
  const base = basename(path);
  return base.slice(0, base.length - extname(base).length);
}
function loadScenarioText(text, path) {
  const parsed = parseYamlWithPositions(text);
  if (!parsed.ok) fail(path, parsed.error, parsed.line);
  const { source, value } = parsed;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    fail(path, "a scenario must be a YAML mapping of keys (prompt, assert, \u2026)", value === null ? void 0 : 1);
  }
  const authored = value;
  checkAuthoringRules(path, source, authored);
  const result = ScenarioSchema.safeParse(authored);
  if (!result.success) {
    throw new HarnessError(`${path}: ${describeIssues(source, result.error.issues)}`);
  }
  const scenario = result.data;
  if (scenario.name === "") scenario.name = defaultName(path);
  checkLoadRules(path, source, scenario);
  return {
    path,
    scenario,
    authored,
    assertLines: sequenceItemLines(source, "assert"),
    keyLines: topLevelKeyLines(source)
  };
}
async function loadScenarioFile(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    const code = e.code;
    throw new HarnessError(`${path}: cannot read scenario file${code ? ` (${code})` : ""}`);
  }
  return loadScenarioText(text, path);
}

export {
  loadScenarioFile
};
