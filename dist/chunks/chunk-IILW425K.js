#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REGEXISH_GLOB
} from "./chunk-GEFYSWZR.js";
import {
  _enum,
  _minLength,
  _positive,
  array,
  boolean,
  formatZodError,
  literal,
  nonEmptyString,
  nonNegativeInt,
  number,
  optional,
  positiveInt,
  refine,
  strictObject,
  string,
  union,
  unknown
} from "./chunk-S63R6LBV.js";

// src/core/scenario/assertion-schema.ts
var nonEmpty = nonEmptyString;
var regex = string();
var nonEmptyRegex = nonEmptyString;
var onlyTrue = literal(true);
var count = nonNegativeInt;
var nonEmptyList = array(nonEmpty).check(_minLength(1));
var ToolGlob = string().check(
  _minLength(1, "tool glob is empty \u2014 it would match no tool"),
  refine((g) => !REGEXISH_GLOB.test(g), {
    message: "tool glob looks like a regex \u2014 only * and ? are special"
  })
);
var SubagentOutputContains = strictObject({
  contains: string(),
  match: optional(regex)
});
var SkillToolUsed = strictObject({ skill: regex, tool: regex });
var TaskStatus = strictObject({ match: regex, status: string() });
var SubagentFileWrite = strictObject({
  path: optional(nonEmpty),
  path_suffix: optional(nonEmpty),
  tool: optional(ToolGlob)
}).check(
  refine((v) => v.path !== void 0 || v.path_suffix !== void 0, {
    message: "subagent_file_write needs `path` or `path_suffix`"
  })
);
var SubagentDispatchHealthy = strictObject({
  type: optional(regex),
  delivered: optional(boolean()),
  path: optional(nonEmpty),
  path_suffix: optional(nonEmpty),
  no_vm_paths: optional(boolean())
});
var QuestionOptions = strictObject({
  when_question: optional(regex),
  equals: optional(array(string())),
  contains: optional(array(string())),
  order: optional(_enum(["exact", "any"]))
});
var PathDenied = strictObject({
  tool: optional(ToolGlob),
  path_matches: optional(regex),
  source: optional(_enum(["pretooluse", "can_use_tool", "permission_denied"])),
  agent_scope: optional(_enum(["main", "subagent", "any"]))
});
var ArtifactJson = strictObject({
  artifact: nonEmpty,
  path: optional(nonEmpty),
  equals: optional(unknown()),
  in: optional(array(unknown())),
  gt: optional(number()),
  exists: optional(boolean()),
  absent: optional(boolean()),
  is_null: optional(boolean())
});
var ArtifactText = strictObject({
  artifact: nonEmpty,
  contains: optional(nonEmptyList),
  not_contains: optional(nonEmptyList),
  matches: optional(nonEmptyRegex),
  not_matches: optional(nonEmptyRegex)
}).check(
  refine(
    (v) => v.contains !== void 0 || v.not_contains !== void 0 || v.matches !== void 0 || v.not_matches !== void 0,
    {
      message: "artifact_text needs at least one of contains, not_contains, matches, not_matches"
    }
  )
);
var SemanticMatches = strictObject({
  rubric: nonEmptyList,
  min_pass: optional(union([literal("all"), positiveInt])),
  judge_model: optional(string()),
  include_subagent_text: optional(boolean())
});
var verdictModifiers = {
  allow_permissive_auto_allow: onlyTrue,
  allow_missing_capability: onlyTrue,
  allow_l0_plugin_divergence: onlyTrue,
  allow_stall: onlyTrue,
  allow_undelivered_deliverables: onlyTrue,
  allow_outputs_delete: onlyTrue,
  allow_delete_in: nonEmptyList
};
var alwaysContent = {
  transcript_contains: nonEmpty,
  transcript_not_contains: nonEmpty,
  transcript_matches: regex,
  transcript_not_matches: regex,
  tool_result_contains: nonEmpty,
  tool_result_not_contains: nonEmpty,
  tool_result_matches: nonEmptyRegex,
  tool_result_not_matches: nonEmptyRegex,
  tool_called: ToolGlob,
  tool_not_called: ToolGlob,
  subagent_tool_used: ToolGlob,
  subagent_tool_absent: ToolGlob,
  subagent_dispatched: regex,
  subagent_declared_but_unused: string(),
  subagent_output_contains: SubagentOutputContains,
  dispatch_count_max: count,
  skill_triggered: regex,
  no_skill_triggered: regex,
  skill_available: regex,
  connector_available: regex,
  tool_available: regex,
  skill_tool_used: SkillToolUsed,
  max_cost_usd: number().check(_positive()),
  max_tokens: positiveInt,
  tool_calls_max: count,
  tool_no_error: regex,
  tool_no_error_if_called: regex,
  max_tool_errors: count,
  max_redundant_tool_calls: count,
  max_turns: count,
  compaction_occurred: onlyTrue,
  all_tasks_completed: onlyTrue,
  task_count_min: positiveInt,
  task_status: TaskStatus,
  result: _enum(["success", "error"]),
  no_scratchpad_leak: onlyTrue,
  present_files_called: onlyTrue,
  no_vm_path_file_op: onlyTrue,
  subagent_file_write: SubagentFileWrite,
  subagent_dispatch_healthy: SubagentDispatchHealthy
};
var questionGate = {
  question_asked: regex,
  question_options: QuestionOptions,
  questions_count_max: count,
  gate_answers_delivered: boolean(),
  gate_answer_count_min: count,
  hook_blocked: regex,
  no_hook_blocked: onlyTrue,
  vm_path_denied: onlyTrue,
  path_denied: PathDenied,
  no_path_denied: onlyTrue
};
var manifest = {
  file_exists: nonEmpty,
  artifact_text: ArtifactText,
  user_visible_artifact: string(),
  artifact_json: ArtifactJson,
  computer_links_resolve: onlyTrue,
  computer_links_resolve_if_present: onlyTrue,
  no_unexpected_files: array(nonEmpty),
  input_unmodified: union([nonEmpty, nonEmptyList])
};
var liveOnly = {
  file_absent: nonEmpty,
  egress_denied: string(),
  egress_allowed: string(),
  no_delete_in_outputs: onlyTrue,
  no_delete_in_mounts: onlyTrue,
  self_heal_ran: boolean(),
  transcript_no_host_path: onlyTrue,
  no_mcp_error: onlyTrue,
  max_peak_rss_bytes: positiveInt,
  semantic_matches: SemanticMatches,
  no_lost_write_back: onlyTrue
};
function optionalAll(shape) {
  const out = {};
  for (const [k, v] of Object.entries(shape)) out[k] = optional(v);
  return out;
}
var AssertionSchema = strictObject({
  ...optionalAll(alwaysContent),
  ...optionalAll(verdictModifiers),
  ...optionalAll(questionGate),
  ...optionalAll(manifest),
  ...optionalAll(liveOnly)
});
var VERDICT_MODIFIER_KEYS = Object.freeze(Object.keys(verdictModifiers));
var ALWAYS_CONTENT_KEYS = Object.freeze([
  ...Object.keys(alwaysContent),
  ...VERDICT_MODIFIER_KEYS
]);
var QUESTION_GATE_KEYS = Object.freeze(Object.keys(questionGate));
var MANIFEST_KEYS = Object.freeze(Object.keys(manifest));
var LIVE_ONLY_KEYS = Object.freeze(Object.keys(liveOnly));
var ASSERTION_KEYS = Object.freeze([
  ...ALWAYS_CONTENT_KEYS,
  ...QUESTION_GATE_KEYS,
  ...MANIFEST_KEYS,
  ...LIVE_ONLY_KEYS
]);
var TOOL_GLOB_KEYS = Object.freeze([
  "tool_called",
  "tool_not_called",
  "subagent_tool_used",
  "subagent_tool_absent"
]);
function validateAssertion(item) {
  const parsed = AssertionSchema.safeParse(item);
  return parsed.success ? void 0 : formatZodError(parsed.error);
}
function validateParsedAssertion(item) {
  const key = JSON.stringify(item);
  const hit = parsedAssertionVerdicts.get(key);
  if (hit !== void 0) return hit === true ? void 0 : hit;
  const problem = validateAssertion(item);
  if (parsedAssertionVerdicts.size < 1e4) parsedAssertionVerdicts.set(key, problem ?? true);
  return problem;
}
var parsedAssertionVerdicts = /* @__PURE__ */ new Map();

export {
  AssertionSchema,
  VERDICT_MODIFIER_KEYS,
  ALWAYS_CONTENT_KEYS,
  QUESTION_GATE_KEYS,
  MANIFEST_KEYS,
  LIVE_ONLY_KEYS,
  ASSERTION_KEYS,
  validateParsedAssertion
};
