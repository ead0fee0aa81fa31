/**
 * The recording-shaping fields of a scenario (prompt, baseline, fidelity, lane, answers, skills,
 * requires_capabilities; the reference's src/run/cassette.ts; docs/reference.md#gate-extras), compared with their defaults between the
 * copy frozen in a cassette and the scenario on disk. A drifted field means the recorded events
 * no longer answer that scenario: its assertions cannot be re-checked, only re-recorded.
 */
import { canonicallyEqual } from "../protocol/canon.js";
import { RECORDING_SHAPING_FIELDS } from "./model.js";

const DEFAULTS: Record<string, unknown> = {
  prompt: "",
  baseline: "latest",
  fidelity: "container",
  lane: "local",
  answers: [],
  skills: [],
  requires_capabilities: [],
};

/** The shaping fields whose values differ, in the reference's order; key order inside a value is never drift. */
export function driftedFields(frozen: Record<string, unknown>, onDisk: Record<string, unknown>): string[] {
  return RECORDING_SHAPING_FIELDS.filter((f) => !canonicallyEqual(frozen[f] ?? DEFAULTS[f], onDisk[f] ?? DEFAULTS[f]));
}
