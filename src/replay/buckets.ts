/**
 * Which assertion keys replay evaluates, and when (spec/replay.md §2.1). The one place that
 * decides whether a key is evaluated, excluded (loudly) or skipped as live-only.
 */
import type { Cassette } from "../cassette/types.js";

export const VERDICT_MODIFIER_KEYS = [
  "allow_permissive_auto_allow",
  "allow_missing_capability",
  "allow_l0_plugin_divergence",
  "allow_stall",
  "allow_undelivered_deliverables",
  "allow_outputs_delete",
  "allow_delete_in",
] as const;

export const ALWAYS_CONTENT_KEYS: ReadonlySet<string> = new Set([
  "transcript_contains", "transcript_not_contains", "transcript_matches", "transcript_not_matches",
  "tool_result_contains", "tool_result_not_contains", "tool_result_matches", "tool_result_not_matches",
  "tool_called", "tool_not_called", "subagent_tool_used", "subagent_tool_absent", "subagent_dispatched",
  "subagent_declared_but_unused", "subagent_output_contains", "dispatch_count_max", "skill_triggered",
  "no_skill_triggered", "skill_available", "connector_available", "tool_available", "skill_tool_used",
  "max_cost_usd", "max_tokens", "tool_calls_max", "tool_no_error", "tool_no_error_if_called",
  "max_tool_errors", "max_redundant_tool_calls", "max_turns", "compaction_occurred",
  "all_tasks_completed", "task_count_min", "task_status", "result", "no_scratchpad_leak",
  "present_files_called", "no_vm_path_file_op", "subagent_file_write", "subagent_dispatch_healthy",
  ...VERDICT_MODIFIER_KEYS,
]);

export const QUESTION_GATE_KEYS: ReadonlySet<string> = new Set([
  "question_asked", "question_options", "questions_count_max", "gate_answers_delivered",
  "gate_answer_count_min", "hook_blocked", "no_hook_blocked", "vm_path_denied", "path_denied", "no_path_denied",
]);

/** Manifest keys that need a non-empty manifest. */
export const MANIFEST_BODY_KEYS: ReadonlySet<string> = new Set([
  "file_exists", "artifact_text", "user_visible_artifact", "artifact_json",
  "computer_links_resolve", "computer_links_resolve_if_present",
]);

export const LIVE_ONLY_KEYS: ReadonlySet<string> = new Set([
  "file_absent", "egress_denied", "egress_allowed", "no_delete_in_outputs", "no_delete_in_mounts",
  "self_heal_ran", "transcript_no_host_path", "no_mcp_error", "max_peak_rss_bytes", "semantic_matches",
  "no_lost_write_back",
]);

export type KeyStatus =
  | { status: "active" }
  | { status: "excluded"; reason: string }
  | { status: "live-only" };

/** What this cassette can evaluate: decided once per cassette. */
export interface Buckets {
  hasControlOut: boolean;
  status(key: string): KeyStatus;
}

export function bucketsFor(cassette: Cassette): Buckets {
  const hasControlOut = (cassette.controlOut?.length ?? 0) > 0;
  const artifacts = cassette.artifacts;
  const hasManifest = artifacts !== undefined && artifacts.length > 0;
  return {
    hasControlOut,
    status(key: string): KeyStatus {
      if (ALWAYS_CONTENT_KEYS.has(key)) return { status: "active" };
      if (QUESTION_GATE_KEYS.has(key)) {
        return hasControlOut
          ? { status: "active" }
          : { status: "excluded", reason: "cassette has no controlOut (pre-full-fidelity) — re-record to enable it" };
      }
      if (MANIFEST_BODY_KEYS.has(key)) {
        return hasManifest
          ? { status: "active" }
          : { status: "excluded", reason: "cassette has no artifact manifest — re-record to enable it" };
      }
      if (key === "no_unexpected_files") {
        if (artifacts === undefined) return { status: "excluded", reason: "cassette has no artifact manifest — re-record to enable it" };
        if (cassette.preRunPaths === undefined) {
          return { status: "excluded", reason: "cassette has no pre-run manifest (preRunPaths) — re-record to enable it" };
        }
        return { status: "active" };
      }
      if (key === "input_unmodified") {
        if (artifacts === undefined) return { status: "excluded", reason: "cassette has no artifact manifest — re-record to enable it" };
        if (cassette.preRunHashes === undefined) {
          return { status: "excluded", reason: "cassette has no pre-run hash manifest (preRunHashes) — re-record to enable it" };
        }
        return { status: "active" };
      }
      return { status: "live-only" };
    },
  };
}
