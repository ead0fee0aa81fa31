/**
 * Session-shape drift (spec/staleness.md §3.2): the cassette's recorded sessionFingerprint
 * against the fingerprint of the session file as it is now. Checked by verify only.
 */
import type { Cassette } from "../cassette/types.js";
import { loadSessionFile } from "../session/load.js";
import { cassetteSessionPath, sessionPathEscape } from "../staleness/cassette-session.js";
import { sessionFingerprint } from "../staleness/session-fingerprint.js";
import { oneLine } from "../util/errors.js";

export const SESSION_SHAPE_DRIFT =
  "session-shape fingerprint differs from the current session file (connected folders/plugin/skill/mcp/egress config changed since record) — re-record";

export interface SessionShapeCheck {
  drift?: string;
  note?: string;
}

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
  scenarioSourceMissing: boolean,
): Promise<SessionShapeCheck> {
  const recorded = cassette.sessionFingerprint;
  if (recorded === undefined) return {};
  const path = cassetteSessionPath(cassette, cassettePath, override);
  let live: string | null = null;
  let why = "the scenario is inline";
  const escapedRoot = path === undefined ? undefined : sessionPathEscape(cassettePath, path, override);
  if (path !== undefined && escapedRoot !== undefined) {
    why = `the session path ${path} resolves outside the cassette's repository (${escapedRoot}) — not read`;
  } else if (path !== undefined) {
    try {
      live = sessionFingerprint((await loadSessionFile(path)).authored);
    } catch (e) {
      why = oneLine(e);
    }
  }
  if (live === null) {
    return { note: `session-fingerprint: could not resolve the current session file (${why}) — session-shape drift not checked` };
  }
  if (live === recorded) return {};
  if (scenarioSourceMissing && override === undefined) {
    return {
      note: `session-fingerprint: the session shape differs, but the cassette's recorded scenario source no longer exists (the cassette may have moved), so it is not trusted as drift — pass --session <file> to check it`,
    };
  }
  return { drift: SESSION_SHAPE_DRIFT };
}
