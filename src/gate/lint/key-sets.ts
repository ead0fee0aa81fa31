/**
 * The key families the lint rules reason about (the reference's scenario.py; docs/reference.md#gate-extras), derived from the
 * assertion schema's buckets so a new key is classified where the schema puts it.
 */
import {
  ALWAYS_CONTENT_KEYS,
  ASSERTION_KEYS,
  LIVE_ONLY_KEYS,
  MANIFEST_KEYS,
  QUESTION_GATE_KEYS,
  VERDICT_MODIFIER_KEYS,
} from "../../core/scenario/assertion-schema.js";
import { SCENARIO_KEYS } from "../../core/scenario/model.js";

/** Replay synthesizes this one; it is a known key that nobody may author. */
export const SYNTHESIZED_KEY = "replay_protocol_fidelity";

const modifiers = new Set(VERDICT_MODIFIER_KEYS);

/** Keys replay always judges from the events (verdict modifiers excluded: they judge nothing). */
export const CONTENT = new Set(ALWAYS_CONTENT_KEYS.filter((k) => !modifiers.has(k)));
export const GATE = new Set(QUESTION_GATE_KEYS);
export const MANIFEST = new Set(MANIFEST_KEYS);
export const LIVE_ONLY = new Set(LIVE_ONLY_KEYS);
export const VERDICT_MODIFIER = modifiers;
export const SYNTHESIZED = new Set([SYNTHESIZED_KEY]);

export const EGRESS = new Set(["egress_denied", "egress_allowed"]);
export const LANE_REMOTE_INCOMPATIBLE = new Set([
  "present_files_called",
  "no_scratchpad_leak",
  "user_visible_artifact",
]);

/** Keys whose value is a regex (a double-quoted value loses its backslashes). */
export const REGEX_KEYS: readonly string[] = [
  "transcript_matches",
  "transcript_not_matches",
  "when_question",
  "subagent_dispatched",
  "question_asked",
  "hook_blocked",
  "tool_result_matches",
  "tool_result_not_matches",
];

export const ON_UNANSWERED_VALUES: readonly string[] = ["fail", "prompt", "first", "llm"];

/** Every assertion key the catalog knows, including the synthesized one. */
export const KNOWN_ASSERT_KEYS: readonly string[] = [...ASSERTION_KEYS, SYNTHESIZED_KEY];
export const TOP_LEVEL_KEYS: readonly string[] = SCENARIO_KEYS;

/** The families every assertion key must fall in, for the linter's self-check. */
export const KEY_FAMILIES: readonly ReadonlySet<string>[] = [
  CONTENT,
  GATE,
  MANIFEST,
  LIVE_ONLY,
  VERDICT_MODIFIER,
  SYNTHESIZED,
];

/** Keys a replay can check (content, gate and manifest keys). */
export function isReplayCheckable(key: string): boolean {
  return CONTENT.has(key) || GATE.has(key) || MANIFEST.has(key);
}
