#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/core/scenario/assertion-descriptions.ts
var ASSERTION_DESCRIPTIONS = [
  ["transcript_contains", "the model-visible transcript includes this exact text"],
  ["transcript_not_contains", "the model-visible transcript never includes this exact text"],
  [
    "transcript_matches",
    "a case-insensitive regex finds a match in the transcript (for wording that varies run to run)"
  ],
  ["transcript_not_matches", "a case-insensitive regex finds no match in the transcript"],
  ["tool_result_contains", "some single tool result includes this exact text (each result checked alone, first 10 KB)"],
  [
    "tool_result_not_contains",
    "no single tool result includes this exact text (each result checked alone, first 10 KB)"
  ],
  [
    "tool_result_matches",
    "a case-insensitive regex matches some single tool result (first 10 KB each) \u2014 catches an error printed by a script whose exit code was swallowed"
  ],
  ["tool_result_not_matches", "a case-insensitive regex matches no tool result (first 10 KB each)"],
  ["file_exists", "a file exists at this path, relative to the agent's work root (mnt/)"],
  [
    "user_visible_artifact",
    "a file exists under a root the user can see (outputs or a connected folder); write the path work-root relative, e.g. outputs/x.md"
  ],
  [
    "tool_called",
    "some tool call's name matches this glob (* any run, ? one character; anchored, case-sensitive), e.g. mcp__workspace__*"
  ],
  ["tool_not_called", "no tool call's name matches this glob"],
  ["subagent_tool_used", "a sub-agent called a tool whose name matches this glob"],
  ["subagent_tool_absent", "no sub-agent called a tool whose name matches this glob"],
  [
    "no_vm_path_file_op",
    "hostloop only (true): no gated file tool touched /sessions or a path below it; fails at other tiers, where such paths are legitimate"
  ],
  [
    "vm_path_denied",
    "hostloop only (true): some recorded path denial was for a /sessions path; replay needs controlOut"
  ],
  [
    "path_denied",
    "hostloop only: a path denial matching every given field (tool, path_matches, source, agent_scope) was recorded"
  ],
  ["no_path_denied", "hostloop only (true): no path denial was recorded"],
  [
    "subagent_file_write",
    "a write attempted by a sub-agent to `path` (or ending in `path_suffix`) got a non-error tool result"
  ],
  [
    "subagent_dispatch_healthy",
    "hostloop only: one dispatch ties its agent type to its own delivered write and to clean paths"
  ],
  ["subagent_dispatched", "a sub-agent whose type or description matches this regex was dispatched"],
  ["subagent_declared_but_unused", "a sub-agent declared this tool and never called it"],
  [
    "subagent_output_contains",
    "a sub-agent's own output includes `contains` (optionally only dispatches matching `match`)"
  ],
  ["dispatch_count_max", "at most N sub-agent dispatches in the run (your own budget)"],
  ["skill_triggered", "a skill whose id (plugin:skill) matches this regex was invoked through the Skill tool"],
  ["no_skill_triggered", "no invoked skill id matches this regex (catches the wrong skill firing)"],
  ["skill_available", "a staged skill's id matches this regex (offered to the agent, invoked or not)"],
  ["connector_available", "an MCP server or connector name matches this regex (available, used or not)"],
  ["tool_available", "a tool in the agent's init manifest matches this regex (available, called or not)"],
  ["max_cost_usd", "the run's reported total cost is at most N dollars (on replay: the recorded cost)"],
  ["max_tokens", "input + output tokens are at most N, cache tokens not counted (on replay: the recorded usage)"],
  ["tool_calls_max", "at most N top-level tool calls (sub-agent calls not counted)"],
  ["tool_no_error", "at least one tool matching this regex ran, and none of them reported an error"],
  ["tool_no_error_if_called", "no tool matching this regex reported an error; passes when none ran"],
  ["max_tool_errors", "at most N tool errors over all tools"],
  ["max_redundant_tool_calls", "at most N repeated calls (same tool, same input) beyond the first of each"],
  ["skill_tool_used", "a tool matching `tool` ran while a skill matching `skill` was active (heuristic window)"],
  ["all_tasks_completed", "the run created at least one task and every task ended completed"],
  ["task_count_min", "the run created at least N tasks"],
  ["task_status", "a task whose subject or id matches `match` ended in `status`"],
  ["max_turns", "at most N agent turns (recounted on replay)"],
  ["max_peak_rss_bytes", "live only: the agent sandbox's peak sampled memory stays at or under N bytes"],
  ["compaction_occurred", "the context was compacted during the run (true only)"],
  ["no_mcp_error", "live only (true): no MCP request failed"],
  ["hook_blocked", "a PreToolUse hook blocked a tool whose name matches this regex; replay needs controlOut"],
  ["no_hook_blocked", "no hook blocked any tool (true only); replay needs controlOut"],
  [
    "no_scratchpad_leak",
    "every file presented from the scratchpad was promoted to outputs (container tier); passes when nothing was presented"
  ],
  ["present_files_called", "at least one file was delivered through the present_files tool"],
  ["egress_denied", "live only: a request to this host was refused by the egress allowlist"],
  ["egress_allowed", "live only: a request to this host went through"],
  ["no_delete_in_outputs", "live only (true): no deletion under mnt/outputs was detected in the run's shell commands"],
  ["no_unexpected_files", "every file the run created under a user-visible root matches one of these globs"],
  ["file_absent", "live only: no file exists at this path under the work root after the run"],
  ["artifact_text", "checks the text of a delivered artifact: contains, not_contains, matches, not_matches"],
  [
    "input_unmodified",
    "every pre-existing file matching this glob (or these globs) has the same content hash after the run"
  ],
  ["self_heal_ran", "live only: the skill found its scripts through /sessions (the plugin-root self-heal ran, or not)"],
  [
    "no_lost_write_back",
    "live only (true): no interactive artifact the run wrote (HTML/JS/Python) loses the user's data: edits kept only in browser storage, a submit or request with no server behind it, a script writing only to a temporary place"
  ],
  ["transcript_no_host_path", "live only (true): no host path (/Users, /opt, \u2026) appears in model-visible text"],
  [
    "computer_links_resolve",
    "the transcript has at least one computer:// link and every one resolves to a collected artifact"
  ],
  [
    "computer_links_resolve_if_present",
    "every computer:// link in the transcript resolves to a collected artifact; passes with no links"
  ],
  ["question_asked", "a question matching this regex was asked"],
  [
    "question_options",
    "a gate offered exactly (equals) or at least (contains) these options, in order unless order: any"
  ],
  ["questions_count_max", "at most N sub-questions were asked (a bundled question with K parts counts K)"],
  [
    "gate_answers_delivered",
    "true: every answered question reached the model without error (passes when no gate fired); false: some delivery failed"
  ],
  ["gate_answer_count_min", "at least N question gates fired and their answers were delivered"],
  ["result", "the run ended with this result: success or error"],
  ["allow_permissive_auto_allow", "(verdict modifier) do not fail the run for a recorded permissive auto-allow"],
  [
    "allow_outputs_delete",
    "(verdict modifier) accept a detected delete under outputs; contradicts no_delete_in_outputs"
  ],
  [
    "no_delete_in_mounts",
    "live only (true): no deletion was detected in outputs or any read-write connected folder not waived by allow_delete_in"
  ],
  ["allow_delete_in", "(verdict modifier) accept detected deletes in the named mounts, e.g. [reports]"],
  [
    "allow_l0_plugin_divergence",
    "(verdict modifier) do not fail a protocol-tier run whose plugins load another way than --plugin-dir"
  ],
  [
    "allow_missing_capability",
    "(verdict modifier) do not fail when the agent image lacks a capability real Cowork has"
  ],
  ["allow_stall", "(verdict modifier) do not fail a run that ends on a question after no productive work"],
  ["allow_undelivered_deliverables", "(verdict modifier) silence the warning for working files left undelivered"],
  ["replay_protocol_fidelity", "(added by replay, not authorable) every recorded gate answer re-encodes byte for byte"],
  ["artifact_json", "checks a value in a JSON artifact at a dotted path: equals, in, gt, exists, absent, is_null"],
  ["semantic_matches", "live only: a pinned model judges the final answer and transcript against each rubric line"]
];

// src/cli/commands/assertions.ts
var ASSERTIONS_USAGE = "usage: assertions [--list] [--output-format json]";
var ASSERTIONS_HELP = `Usage: cowork-harness assertions [--list] [options]

Lists every assertion key a scenario's assert: block accepts, with what it checks, grouped in families.

Options:
  --list                     list the keys (the default; kept for the reference's spelling)
  --output-format text|json  text (default) or one JSON object in the reference's key order
  -h, --help                 show this help

Exit codes: 0 listed, 2 usage error.
`;
var ASSERTIONS_OPTIONS = {
  list: { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" }
};
var FILE_KEYS = /* @__PURE__ */ new Set([
  "file_exists",
  "file_absent",
  "artifact_text",
  "user_visible_artifact",
  "artifact_json",
  "no_unexpected_files",
  "input_unmodified",
  "no_delete_in_outputs",
  "no_delete_in_mounts",
  "no_scratchpad_leak",
  "present_files_called",
  "no_lost_write_back",
  "self_heal_ran"
]);
var FAMILIES = [
  ["Outcome", (k) => ["result", "compaction_occurred", "semantic_matches"].includes(k)],
  ["Transcript / prose", (k) => k.startsWith("transcript_") && k !== "transcript_no_host_path"],
  ["Gates (AskUserQuestion)", (k) => k.startsWith("gate_") || k.startsWith("question")],
  ["Hooks", (k) => k.endsWith("hook_blocked")],
  [
    "Path denial / VM paths",
    (k) => k.includes("path_denied") || k === "no_vm_path_file_op" || k === "transcript_no_host_path"
  ],
  ["Sub-agents", (k) => k.startsWith("subagent_") || k === "dispatch_count_max"],
  [
    "Tools",
    (k) => k.startsWith("tool_") || ["no_mcp_error", "max_redundant_tool_calls", "max_tool_errors"].includes(k)
  ],
  ["Skills / connectors", (k) => k.includes("skill_") || k === "connector_available"],
  ["Tasks", (k) => k.startsWith("task_") || k === "all_tasks_completed"],
  ["Egress", (k) => k.startsWith("egress_")],
  ["Files / artifacts / delivery", (k) => FILE_KEYS.has(k) || k.startsWith("computer_links_")],
  ["Budgets", (k) => k.startsWith("max_")],
  ["Verdict modifiers (no-op passes on replay)", (k) => k.startsWith("allow_") || k === "replay_protocol_fidelity"],
  ["Other", () => true]
];
function assertionsText() {
  const width = Math.max(...ASSERTION_DESCRIPTIONS.map(([k]) => k.length));
  const groups = /* @__PURE__ */ new Map();
  for (const [key, description] of ASSERTION_DESCRIPTIONS) {
    const title = FAMILIES.find(([, claims]) => claims(key))[0];
    groups.set(title, [...groups.get(title) ?? [], `    ${key.padEnd(width)}  ${description}
`]);
  }
  const sections = FAMILIES.filter(([title]) => groups.has(title)).map(
    ([title]) => `  ${title}
${groups.get(title).join("")}
`
  );
  return `available assertions (${ASSERTION_DESCRIPTIONS.length}) \u2014 use under a scenario's \`assert:\` list:

${sections.join("")}`;
}
function assertionsJson() {
  const assertions2 = ASSERTION_DESCRIPTIONS.map(([key, description]) => ({ key, description }));
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "assertions",
    ok: true,
    assertions: assertions2,
    error: null
  });
}
async function assertions({ positionals, format, io }) {
  if (positionals.length > 0) throw new UsageError(ASSERTIONS_USAGE);
  io.stdout(format === "json" ? `${assertionsJson()}
` : assertionsText());
  return EXIT.ok;
}
var command = defineCommand({
  name: "assertions",
  help: ASSERTIONS_HELP,
  options: ASSERTIONS_OPTIONS,
  errors: "json-usage",
  run: assertions
});
export {
  command
};
