/**
 * Scenario drift as verify reports it (spec/staleness.md §4.2): the scenario fields check
 * (src/staleness/checks/scenario-fields.ts) of one cassette.
 */
import type { Cassette } from "../cassette/types.js";
import { driftedFields } from "../scenario/shaping-drift.js";
import { resolveScenarioSource } from "../scenario/source.js";
import { checkContext } from "../staleness/checks/context.js";
import { scenarioFieldsCheck } from "../staleness/checks/scenario-fields.js";

export { driftedFields };

export interface ScenarioDriftResult {
  /** a failing scenarioDrift entry */
  drift: string[];
  /** informational */
  notes: string[];
  /** whether the persisted scenarioSource has gone missing */
  persistedMissing: boolean;
}

export async function scenarioDrift(cassette: Cassette, cassettePath: string): Promise<ScenarioDriftResult> {
  const r = await scenarioFieldsCheck.run(checkContext(cassette, cassettePath, {}));
  return {
    drift: r.findings.map((f) => f.message),
    notes: r.notes,
    persistedMissing: resolveScenarioSource(cassettePath, cassette).persistedMissing !== undefined,
  };
}
