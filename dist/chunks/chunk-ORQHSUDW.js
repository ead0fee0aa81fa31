#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  external_exports,
  formatZodError
} from "./chunk-3XWFZ2BP.js";
import {
  REGEXISH_GLOB
} from "./chunk-BX45A4DF.js";

// src/scenario/assertion-schema.ts
var nonEmpty = external_exports.string().min(1);
var regex = external_exports.string();
var nonEmptyRegex = external_exports.string().min(1);
var onlyTrue = external_exports.literal(true);
var count = external_exports.number().int().nonnegative();
var positiveInt = external_exports.number().int().positive();
var ToolGlob = external_exports.string().min(1, "tool glob is empty \u2014 it would match no tool").refine((g) => !REGEXISH_GLOB.test(g), {
  message: "tool glob looks like a regex \u2014 only * and ? are special"
});
var SubagentOutputContains = external_exports.strictObject({
  contains: external_exports.string(),
  match: regex.optional()
});
var SkillToolUsed = external_exports.strictObject({ skill: regex, tool: regex });
var TaskStatus = external_exports.strictObject({ match: regex, status: external_exports.string() });
var SubagentFileWrite = external_exports.strictObject({
  path: nonEmpty.optional(),
  path_suffix: nonEmpty.optional(),
  tool: ToolGlob.optional()
}).refine((v) => v.path !== void 0 || v.path_suffix !== void 0, {
  message: "subagent_file_write needs `path` or `path_suffix`"
});
var SubagentDispatchHealthy = external_exports.strictObject({
  type: regex.optional(),
  delivered: external_exports.boolean().optional(),
  path: nonEmpty.optional(),
  path_suffix: nonEmpty.optional(),
  no_vm_paths: external_exports.boolean().optional()
});
var QuestionOptions = external_exports.strictObject({
  when_question: regex.optional(),
  equals: external_exports.array(external_exports.string()).optional(),
  contains: external_exports.array(external_exports.string()).optional(),
  order: external_exports.enum(["exact", "any"]).optional()
});
var PathDenied = external_exports.strictObject({
  tool: ToolGlob.optional(),
  path_matches: regex.optional(),
  source: external_exports.enum(["pretooluse", "can_use_tool", "permission_denied"]).optional(),
  agent_scope: external_exports.enum(["main", "subagent", "any"]).optional()
});
var ArtifactJson = external_exports.strictObject({
  artifact: nonEmpty,
  path: nonEmpty.optional(),
  equals: external_exports.unknown().optional(),
  in: external_exports.array(external_exports.unknown()).optional(),
  gt: external_exports.number().optional(),
  exists: external_exports.boolean().optional(),
  absent: external_exports.boolean().optional(),
  is_null: external_exports.boolean().optional()
});
var ArtifactText = external_exports.strictObject({
  artifact: nonEmpty,
  contains: external_exports.array(nonEmpty).min(1).optional(),
  not_contains: external_exports.array(nonEmpty).min(1).optional(),
  matches: nonEmptyRegex.optional(),
  not_matches: nonEmptyRegex.optional()
}).refine((v) => v.contains !== void 0 || v.not_contains !== void 0 || v.matches !== void 0 || v.not_matches !== void 0, {
  message: "artifact_text needs at least one of contains, not_contains, matches, not_matches"
});
var SemanticMatches = external_exports.strictObject({
  rubric: external_exports.array(nonEmpty).min(1),
  min_pass: external_exports.union([external_exports.literal("all"), positiveInt]).optional(),
  judge_model: external_exports.string().optional(),
  include_subagent_text: external_exports.boolean().optional()
});
var verdictModifiers = {
  allow_permissive_auto_allow: onlyTrue,
  allow_missing_capability: onlyTrue,
  allow_l0_plugin_divergence: onlyTrue,
  allow_stall: onlyTrue,
  allow_undelivered_deliverables: onlyTrue,
  allow_outputs_delete: onlyTrue,
  allow_delete_in: external_exports.array(nonEmpty).min(1)
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
  subagent_declared_but_unused: external_exports.string(),
  subagent_output_contains: SubagentOutputContains,
  dispatch_count_max: count,
  skill_triggered: regex,
  no_skill_triggered: regex,
  skill_available: regex,
  connector_available: regex,
  tool_available: regex,
  skill_tool_used: SkillToolUsed,
  max_cost_usd: external_exports.number().positive(),
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
  result: external_exports.enum(["success", "error"]),
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
  gate_answers_delivered: external_exports.boolean(),
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
  user_visible_artifact: external_exports.string(),
  artifact_json: ArtifactJson,
  computer_links_resolve: onlyTrue,
  computer_links_resolve_if_present: onlyTrue,
  no_unexpected_files: external_exports.array(nonEmpty),
  input_unmodified: external_exports.union([nonEmpty, external_exports.array(nonEmpty).min(1)])
};
var liveOnly = {
  file_absent: nonEmpty,
  egress_denied: external_exports.string(),
  egress_allowed: external_exports.string(),
  no_delete_in_outputs: onlyTrue,
  no_delete_in_mounts: onlyTrue,
  self_heal_ran: external_exports.boolean(),
  transcript_no_host_path: onlyTrue,
  no_mcp_error: onlyTrue,
  max_peak_rss_bytes: positiveInt,
  semantic_matches: SemanticMatches,
  no_lost_write_back: onlyTrue
};
function optionalAll(shape) {
  const out = {};
  for (const [k, v] of Object.entries(shape)) out[k] = v.optional();
  return out;
}
var AssertionSchema = external_exports.strictObject({
  ...optionalAll(alwaysContent),
  ...optionalAll(verdictModifiers),
  ...optionalAll(questionGate),
  ...optionalAll(manifest),
  ...optionalAll(liveOnly)
});
var VERDICT_MODIFIER_KEYS = Object.freeze(Object.keys(verdictModifiers));
var ALWAYS_CONTENT_KEYS = Object.freeze([...Object.keys(alwaysContent), ...VERDICT_MODIFIER_KEYS]);
var QUESTION_GATE_KEYS = Object.freeze(Object.keys(questionGate));
var MANIFEST_KEYS = Object.freeze(Object.keys(manifest));
var LIVE_ONLY_KEYS = Object.freeze(Object.keys(liveOnly));
var ASSERTION_KEYS = Object.freeze([...ALWAYS_CONTENT_KEYS, ...QUESTION_GATE_KEYS, ...MANIFEST_KEYS, ...LIVE_ONLY_KEYS]);
var TOOL_GLOB_KEYS = Object.freeze(["tool_called", "tool_not_called", "subagent_tool_used", "subagent_tool_absent"]);
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
