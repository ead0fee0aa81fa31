import { describe, it, expect } from "vitest";
import {
  ASSERTION_KEYS,
  ALWAYS_CONTENT_KEYS,
  LIVE_ONLY_KEYS,
  MANIFEST_KEYS,
  QUESTION_GATE_KEYS,
  VERDICT_MODIFIER_KEYS,
  validateAssertion,
} from "../../src/core/scenario/assertion-schema.js";

/** key → [an argument it accepts, an argument it rejects] */
const table: Record<string, [unknown, unknown]> = {
  transcript_contains: ["done", ""],
  transcript_not_contains: ["error", 5],
  transcript_matches: ["fin(ished)?", 1],
  transcript_not_matches: ["", null],
  tool_result_contains: ["ok", ""],
  tool_result_not_contains: ["Traceback", ""],
  tool_result_matches: ["exit \\d+", ""],
  tool_result_not_matches: ["fatal", ""],
  tool_called: ["mcp__workspace__*", "Write|Edit"],
  tool_not_called: ["WebFetch", "Web.*"],
  subagent_tool_used: ["Rea?", "[RW]ead"],
  subagent_tool_absent: ["Bash", ""],
  subagent_dispatched: ["research", 3],
  subagent_declared_but_unused: ["WebSearch", ["WebSearch"]],
  subagent_output_contains: [{ contains: "x", match: "writer" }, { match: "writer" }],
  dispatch_count_max: [0, -1],
  skill_triggered: ["pdf", true],
  no_skill_triggered: ["other", {}],
  skill_available: ["pdf", 1],
  connector_available: ["drive", 1],
  tool_available: ["Skill", 1],
  skill_tool_used: [{ skill: "pdf", tool: "Bash" }, { skill: "pdf" }],
  max_cost_usd: [0.5, 0],
  max_tokens: [1000, 0],
  tool_calls_max: [12, 1.5],
  tool_no_error: ["Bash", 1],
  tool_no_error_if_called: ["Bash", 1],
  max_tool_errors: [0, "0"],
  max_redundant_tool_calls: [2, -2],
  max_turns: [10, -1],
  compaction_occurred: [true, false],
  all_tasks_completed: [true, false],
  task_count_min: [1, 0],
  task_status: [{ match: "write", status: "completed" }, { match: "write" }],
  result: ["success", "passed"],
  no_scratchpad_leak: [true, false],
  present_files_called: [true, "yes"],
  no_vm_path_file_op: [true, false],
  subagent_file_write: [{ path_suffix: "report.md", tool: "Write" }, { tool: "Write" }],
  subagent_dispatch_healthy: [{ type: "writer", delivered: true, no_vm_paths: false }, { kind: "writer" }],
  allow_permissive_auto_allow: [true, false],
  allow_missing_capability: [true, false],
  allow_l0_plugin_divergence: [true, false],
  allow_stall: [true, false],
  allow_undelivered_deliverables: [true, false],
  allow_outputs_delete: [true, false],
  allow_delete_in: [["reports"], []],
  question_asked: ["format", 1],
  question_options: [
    { when_question: "format", equals: ["A", "B"], order: "any" },
    { equals: ["A"], order: "sorted" },
  ],
  questions_count_max: [0, -1],
  gate_answers_delivered: [false, "true"],
  gate_answer_count_min: [1, -1],
  hook_blocked: ["Task", 1],
  no_hook_blocked: [true, false],
  vm_path_denied: [true, false],
  path_denied: [
    { tool: "Read", path_matches: "^/sessions", source: "pretooluse", agent_scope: "main" },
    { source: "hook" },
  ],
  no_path_denied: [true, false],
  file_exists: ["outputs/a.md", ""],
  artifact_text: [{ artifact: "outputs/a.md", contains: ["x"] }, { artifact: "outputs/a.md" }],
  user_visible_artifact: ["outputs/a.md", 1],
  artifact_json: [{ artifact: "outputs/a.json", path: "a.b", equals: { x: [1] } }, { path: "a" }],
  computer_links_resolve: [true, false],
  computer_links_resolve_if_present: [true, false],
  no_unexpected_files: [[], ["outputs/**", ""]],
  input_unmodified: ["project/**", []],
  file_absent: ["outputs/tmp", ""],
  egress_denied: ["example.com", 1],
  egress_allowed: ["*.example.com", 1],
  no_delete_in_outputs: [true, false],
  no_delete_in_mounts: [true, false],
  self_heal_ran: [false, "no"],
  transcript_no_host_path: [true, false],
  no_mcp_error: [true, false],
  max_peak_rss_bytes: [1024, 0],
  semantic_matches: [{ rubric: ["mentions totals"], min_pass: "all" }, { rubric: [] }],
  no_lost_write_back: [true, false],
};

describe("assertion schema", () => {
  it("covers every key of the catalogue exactly once", () => {
    expect([...ASSERTION_KEYS].sort()).toEqual(Object.keys(table).sort());
    expect(new Set(ASSERTION_KEYS).size).toBe(ASSERTION_KEYS.length);
    expect(ASSERTION_KEYS.length).toBe(76);
  });

  it("buckets match the spec's sizes", () => {
    expect(ALWAYS_CONTENT_KEYS.length).toBe(40 + 7);
    expect(VERDICT_MODIFIER_KEYS.length).toBe(7);
    expect(QUESTION_GATE_KEYS.length).toBe(10);
    expect(MANIFEST_KEYS.length).toBe(8);
    expect(LIVE_ONLY_KEYS.length).toBe(11);
    for (const k of VERDICT_MODIFIER_KEYS) expect(ALWAYS_CONTENT_KEYS).toContain(k);
  });

  it.each(Object.entries(table))("%s accepts a good argument and rejects a bad one", (key, [good, bad]) => {
    expect(validateAssertion({ [key]: good })).toBeUndefined();
    const message = validateAssertion({ [key]: bad });
    expect(message).toBeDefined();
    expect(message).toContain(key);
    expect(message).not.toContain("\n");
  });

  it("rejects regex-shaped tool globs, also nested ones", () => {
    for (const glob of [
      "Bash.*",
      "Ba.+",
      "Read|Write",
      "(Read)",
      "[RW]ead",
      "Rea+d",
      "^Read",
      "Read$",
      "{Read,Write}",
      "\\dRead",
      "\\wRead",
      "\\sX",
      "\\bX",
    ]) {
      expect(validateAssertion({ tool_called: glob }), glob).toMatch(/^tool_called: tool glob looks like a regex/);
    }
    expect(validateAssertion({ path_denied: { tool: "Re.*" } })).toMatch(/^path_denied\.tool: /);
    expect(validateAssertion({ subagent_file_write: { path: "a", tool: "W|E" } })).toMatch(
      /^subagent_file_write\.tool: /,
    );
    expect(validateAssertion({ tool_called: "" })).toMatch(/^tool_called: tool glob is empty/);
    expect(validateAssertion({ tool_called: "mcp__*__read?" })).toBeUndefined();
    expect(validateAssertion({ tool_called: "Re.ad" })).toBeUndefined();
  });

  it("rejects unknown keys, naming them", () => {
    expect(validateAssertion({ file_not_empty: "x" })).toBe('Unrecognized key: "file_not_empty"');
    expect(validateAssertion({ result: "success", bogus: 1, other: 2 })).toBe('Unrecognized keys: "bogus", "other"');
    expect(validateAssertion({ artifact_json: { artifact: "a", equal: 1 } })).toBe(
      'artifact_json: Unrecognized key: "equal"',
    );
  });

  it("does not accept replay_protocol_fidelity as an authored key", () => {
    expect(validateAssertion({ replay_protocol_fidelity: true })).toMatch(/Unrecognized key/);
  });

  it("accepts several keys in one item and an empty item", () => {
    expect(validateAssertion({ result: "success", tool_called: "Write", transcript_contains: "ok" })).toBeUndefined();
    expect(validateAssertion({})).toBeUndefined();
  });

  it("rejects a non-object item", () => {
    expect(validateAssertion("result: success")).toBe("expected object");
    expect(validateAssertion(null)).toBe("expected object");
  });

  it("does not compile regexes (a bad pattern fails at evaluation, not here)", () => {
    expect(validateAssertion({ transcript_matches: "([" })).toBeUndefined();
  });

  it("reports several problems on one line", () => {
    const m = validateAssertion({ max_turns: -1, result: "maybe" });
    expect(m).toMatch(/max_turns: .*; result: /);
  });

  it("accepts input_unmodified as a glob list, and semantic_matches with a numeric min_pass", () => {
    expect(validateAssertion({ input_unmodified: ["a/**", "b"] })).toBeUndefined();
    expect(validateAssertion({ input_unmodified: [""] })).toMatch(/^input_unmodified/);
    expect(
      validateAssertion({
        semantic_matches: { rubric: ["a"], min_pass: 2, judge_model: "m", include_subagent_text: true },
      }),
    ).toBeUndefined();
    expect(validateAssertion({ semantic_matches: { rubric: ["a"], min_pass: 0 } })).toMatch(
      /^semantic_matches\.min_pass/,
    );
  });
});
