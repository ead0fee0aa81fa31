/**
 * Single staleness checks run the way verify reports them, for tests that ask one question of one
 * cassette: the session settings check, the scenario fields check, and a session file's fingerprint.
 */
import type { Cassette } from "../../src/core/cassette/types.js";
import { driftedFields } from "../../src/core/scenario/shaping-drift.js";
import { resolveScenarioSource } from "../../src/core/scenario/source.js";
import { loadSessionFile } from "../../src/core/session/load.js";
import { checkContext } from "../../src/gate/staleness/checks/context.js";
import { scenarioFieldsCheck } from "../../src/gate/staleness/checks/scenario-fields.js";
import { sessionSettingsCheck } from "../../src/gate/staleness/checks/session-settings.js";
import { sessionFingerprint } from "../../src/gate/staleness/session-fingerprint.js";

export { driftedFields };

/** The sessionFingerprint of a session file, or null when it cannot be loaded (missing, empty, invalid). */
export async function sessionFingerprintOfFile(path: string): Promise<string | null> {
  try {
    return sessionFingerprint((await loadSessionFile(path)).authored);
  } catch {
    return null;
  }
}

export async function sessionShapeCheck(
  cassette: Cassette,
  cassettePath: string,
  override: string | undefined,
): Promise<{ drift?: string; note?: string }> {
  const r = await sessionSettingsCheck.run(
    checkContext(cassette, cassettePath, override !== undefined ? { sessionOverride: override } : {}),
  );
  return { ...(r.findings[0] ? { drift: r.findings[0].message } : {}), ...(r.notes[0] ? { note: r.notes[0] } : {}) };
}

export async function scenarioDrift(
  cassette: Cassette,
  cassettePath: string,
): Promise<{ drift: string[]; notes: string[]; persistedMissing: boolean }> {
  const r = await scenarioFieldsCheck.run(checkContext(cassette, cassettePath, {}));
  return {
    drift: r.findings.map((f) => f.message),
    notes: r.notes,
    persistedMissing: resolveScenarioSource(cassettePath, cassette).persistedMissing !== undefined,
  };
}
