/**
 * The strict `assert:` item (the reference's src/assert.ts; docs/reference.md#replay-and-assertions): every assertion key with its argument type.
 * Used when loading a scenario and, on cassette load, for every frozen assertion. Regex arguments
 * are plain strings here: a pattern that does not compile fails its key at evaluation, not at load.
 * `replay_protocol_fidelity` is deliberately absent — replay synthesises it, nobody may author it.
 */
import * as z from "../schema/zod.js";
import { nonEmptyString, nonNegativeInt, positiveInt } from "../schema/zod-shapes.js";
import { REGEXISH_GLOB } from "./match.js";
import { formatZodError } from "../schema/zod-message.js";

const nonEmpty = nonEmptyString;
const regex = z.string();
const nonEmptyRegex = nonEmptyString;
const onlyTrue = z.literal(true);
const count = nonNegativeInt;
const nonEmptyList = z.array(nonEmpty).check(z.minLength(1));

/** Tool-name glob: only `*` and `?` are special; empty or regex-looking globs never match anything. */
export const ToolGlob = z.string().check(
  z.minLength(1, "tool glob is empty — it would match no tool"),
  z.refine((g) => !REGEXISH_GLOB.test(g), {
    message: "tool glob looks like a regex — only * and ? are special",
  }),
);

const SubagentOutputContains = z.strictObject({
  contains: z.string(),
  match: z.optional(regex),
});

const SkillToolUsed = z.strictObject({ skill: regex, tool: regex });

const TaskStatus = z.strictObject({ match: regex, status: z.string() });

const SubagentFileWrite = z
  .strictObject({
    path: z.optional(nonEmpty),
    path_suffix: z.optional(nonEmpty),
    tool: z.optional(ToolGlob),
  })
  .check(
    z.refine((v) => v.path !== undefined || v.path_suffix !== undefined, {
      message: "subagent_file_write needs `path` or `path_suffix`",
    }),
  );

const SubagentDispatchHealthy = z.strictObject({
  type: z.optional(regex),
  delivered: z.optional(z.boolean()),
  path: z.optional(nonEmpty),
  path_suffix: z.optional(nonEmpty),
  no_vm_paths: z.optional(z.boolean()),
});

const QuestionOptions = z.strictObject({
  when_question: z.optional(regex),
  equals: z.optional(z.array(z.string())),
  contains: z.optional(z.array(z.string())),
  order: z.optional(z.enum(["exact", "any"])),
});

const PathDenied = z.strictObject({
  tool: z.optional(ToolGlob),
  path_matches: z.optional(regex),
  source: z.optional(z.enum(["pretooluse", "can_use_tool", "permission_denied"])),
  agent_scope: z.optional(z.enum(["main", "subagent", "any"])),
});

const ArtifactJson = z.strictObject({
  artifact: nonEmpty,
  path: z.optional(nonEmpty),
  equals: z.optional(z.unknown()),
  in: z.optional(z.array(z.unknown())),
  gt: z.optional(z.number()),
  exists: z.optional(z.boolean()),
  absent: z.optional(z.boolean()),
  is_null: z.optional(z.boolean()),
});

const ArtifactText = z
  .strictObject({
    artifact: nonEmpty,
    contains: z.optional(nonEmptyList),
    not_contains: z.optional(nonEmptyList),
    matches: z.optional(nonEmptyRegex),
    not_matches: z.optional(nonEmptyRegex),
  })
  .check(
    z.refine(
      (v) =>
        v.contains !== undefined ||
        v.not_contains !== undefined ||
        v.matches !== undefined ||
        v.not_matches !== undefined,
      {
        message: "artifact_text needs at least one of contains, not_contains, matches, not_matches",
      },
    ),
  );

const SemanticMatches = z.strictObject({
  rubric: nonEmptyList,
  min_pass: z.optional(z.union([z.literal("all"), positiveInt])),
  judge_model: z.optional(z.string()),
  include_subagent_text: z.optional(z.boolean()),
});

/** Verdict modifiers: no-op passes that only change the verdict computation. */
const verdictModifiers = {
  allow_permissive_auto_allow: onlyTrue,
  allow_missing_capability: onlyTrue,
  allow_l0_plugin_divergence: onlyTrue,
  allow_stall: onlyTrue,
  allow_undelivered_deliverables: onlyTrue,
  allow_outputs_delete: onlyTrue,
  allow_delete_in: nonEmptyList,
} as const;

/** Keys evaluated on every replay (besides the verdict modifiers). */
const alwaysContent = {
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
  subagent_declared_but_unused: z.string(),
  subagent_output_contains: SubagentOutputContains,
  dispatch_count_max: count,
  skill_triggered: regex,
  no_skill_triggered: regex,
  skill_available: regex,
  connector_available: regex,
  tool_available: regex,
  skill_tool_used: SkillToolUsed,
  max_cost_usd: z.number().check(z.positive()),
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
  result: z.enum(["success", "error"]),
  no_scratchpad_leak: onlyTrue,
  present_files_called: onlyTrue,
  no_vm_path_file_op: onlyTrue,
  subagent_file_write: SubagentFileWrite,
  subagent_dispatch_healthy: SubagentDispatchHealthy,
} as const;

/** Keys that need the recorded control replies on replay. */
const questionGate = {
  question_asked: regex,
  question_options: QuestionOptions,
  questions_count_max: count,
  gate_answers_delivered: z.boolean(),
  gate_answer_count_min: count,
  hook_blocked: regex,
  no_hook_blocked: onlyTrue,
  vm_path_denied: onlyTrue,
  path_denied: PathDenied,
  no_path_denied: onlyTrue,
} as const;

/** Keys backed by the artifact manifest on replay. */
const manifest = {
  file_exists: nonEmpty,
  artifact_text: ArtifactText,
  user_visible_artifact: z.string(),
  artifact_json: ArtifactJson,
  computer_links_resolve: onlyTrue,
  computer_links_resolve_if_present: onlyTrue,
  no_unexpected_files: z.array(nonEmpty),
  input_unmodified: z.union([nonEmpty, nonEmptyList]),
} as const;

/** Keys that need a live run; replay strips them. */
const liveOnly = {
  file_absent: nonEmpty,
  egress_denied: z.string(),
  egress_allowed: z.string(),
  no_delete_in_outputs: onlyTrue,
  no_delete_in_mounts: onlyTrue,
  self_heal_ran: z.boolean(),
  transcript_no_host_path: onlyTrue,
  no_mcp_error: onlyTrue,
  max_peak_rss_bytes: positiveInt,
  semantic_matches: SemanticMatches,
  no_lost_write_back: onlyTrue,
} as const;

type Shape = Record<string, z.ZodMiniType>;
function optionalAll<S extends Shape>(shape: S): { [K in keyof S]: z.ZodMiniOptional<S[K]> } {
  const out: Record<string, z.ZodMiniType> = {};
  for (const [k, v] of Object.entries(shape)) out[k] = z.optional(v);
  return out as { [K in keyof S]: z.ZodMiniOptional<S[K]> };
}

export const AssertionSchema = z.strictObject({
  ...optionalAll(alwaysContent),
  ...optionalAll(verdictModifiers),
  ...optionalAll(questionGate),
  ...optionalAll(manifest),
  ...optionalAll(liveOnly),
});

export type Assertion = z.infer<typeof AssertionSchema>;

export const VERDICT_MODIFIER_KEYS: readonly string[] = Object.freeze(Object.keys(verdictModifiers));
export const ALWAYS_CONTENT_KEYS: readonly string[] = Object.freeze([
  ...Object.keys(alwaysContent),
  ...VERDICT_MODIFIER_KEYS,
]);
export const QUESTION_GATE_KEYS: readonly string[] = Object.freeze(Object.keys(questionGate));
export const MANIFEST_KEYS: readonly string[] = Object.freeze(Object.keys(manifest));
export const LIVE_ONLY_KEYS: readonly string[] = Object.freeze(Object.keys(liveOnly));
/** Every authorable assertion key (all buckets). */
export const ASSERTION_KEYS: readonly string[] = Object.freeze([
  ...ALWAYS_CONTENT_KEYS,
  ...QUESTION_GATE_KEYS,
  ...MANIFEST_KEYS,
  ...LIVE_ONLY_KEYS,
]);
/** Keys whose argument is a tool-name glob rather than a regex. */
export const TOOL_GLOB_KEYS: readonly string[] = Object.freeze([
  "tool_called",
  "tool_not_called",
  "subagent_tool_used",
  "subagent_tool_absent",
]);

/** undefined when the item is a valid assertion, else one line naming the offending key. */
export function validateAssertion(item: unknown): string | undefined {
  const parsed = AssertionSchema.safeParse(item);
  return parsed.success ? undefined : formatZodError(parsed.error);
}

/**
 * validateAssertion for an item that came out of JSON.parse (a cassette's frozen block): many
 * cassettes of one repository carry the same assertions, so the answer is remembered by the
 * item's JSON text, which for such an item is exact (no undefined, NaN, Date… to collapse) and
 * costs far less than the zod walk.
 */
export function validateParsedAssertion(item: unknown): string | undefined {
  const key = JSON.stringify(item);
  const hit = parsedAssertionVerdicts.get(key);
  if (hit !== undefined) return hit === true ? undefined : hit;
  const problem = validateAssertion(item);
  if (parsedAssertionVerdicts.size < 10_000) parsedAssertionVerdicts.set(key, problem ?? true);
  return problem;
}

const parsedAssertionVerdicts = new Map<string, string | true>();
