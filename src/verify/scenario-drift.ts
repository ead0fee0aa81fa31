/**
 * Scenario drift (spec/staleness.md §4.2): the fields that shape a recording (prompt,
 * baseline, fidelity, lane, answers, skills, requires_capabilities) compared, with their
 * defaults, between the cassette's frozen scenario and the scenario file on disk.
 */
import { readFile } from "node:fs/promises";
import { parse as parseYaml } from "yaml";
import type { Cassette } from "../cassette/types.js";
import { oneLine } from "../util/errors.js";
import { resolveScenarioSource } from "../scenario/source.js";
import { driftedFields } from "../scenario/shaping-drift.js";

export { driftedFields };

export interface ScenarioDriftResult {
  /** a failing scenarioDrift entry */
  drift: string[];
  /** informational */
  notes: string[];
  /** whether the persisted scenarioSource has gone missing (used by the session-shape check) */
  persistedMissing: boolean;
}

export function scenarioDriftMessage(fields: string[]): string {
  return `scenario recording-shaping field(s) [${fields.join(", ")}] differ from the cassette's frozen copy — the frozen events no longer correspond to this scenario; re-record or \`replay --assert-from\``;
}

export async function scenarioDrift(cassette: Cassette, cassettePath: string): Promise<ScenarioDriftResult> {
  const src = resolveScenarioSource(cassettePath, cassette);
  const result: ScenarioDriftResult = { drift: [], notes: [], persistedMissing: src.persistedMissing !== undefined };
  if (src.persistedOutside !== undefined) {
    result.notes.push(`scenario-drift: scenarioSource "${src.persistedOutside}" resolves outside the cassette's repository — not read`);
  }
  if (!src.path) return result;
  let onDisk: unknown;
  try {
    onDisk = parseYaml(await readFile(src.path, "utf8"));
  } catch (e) {
    result.notes.push(`scenario-drift: the scenario at ${src.path} could not be read or parsed (${oneLine(e)}) — drift not checked`);
    return result;
  }
  if (onDisk === null || typeof onDisk !== "object" || Array.isArray(onDisk)) {
    result.notes.push(`scenario-drift: the scenario at ${src.path} is not a mapping — drift not checked`);
    return result;
  }
  const fields = driftedFields(cassette.scenario as Record<string, unknown>, onDisk as Record<string, unknown>);
  if (fields.length === 0) return result;
  if (src.via === "persisted") result.drift.push(scenarioDriftMessage(fields));
  else result.notes.push(`scenario-drift: found ${src.path} by scenario name only (the recorded source ${src.persistedMissing ?? "is not recorded"}); ${scenarioDriftMessage(fields)}`);
  return result;
}
