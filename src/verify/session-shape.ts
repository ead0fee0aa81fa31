/**
 * Session-shape drift as verify reports it: the session settings check
 * (src/staleness/checks/session-settings.ts) of one cassette, and the fingerprint of a session file.
 */
import type { Cassette } from "../cassette/types.js";
import { loadSessionFile } from "../session/load.js";
import { checkContext } from "../staleness/checks/context.js";
import { SESSION_SHAPE_DRIFT, sessionSettingsCheck } from "../staleness/checks/session-settings.js";
import { sessionFingerprint } from "../staleness/session-fingerprint.js";

export { SESSION_SHAPE_DRIFT };

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

export async function sessionShapeCheck(cassette: Cassette, cassettePath: string, override: string | undefined): Promise<SessionShapeCheck> {
  const r = await sessionSettingsCheck.run(checkContext(cassette, cassettePath, override !== undefined ? { sessionOverride: override } : {}));
  return { ...(r.findings[0] ? { drift: r.findings[0].message } : {}), ...(r.notes[0] ? { note: r.notes[0] } : {}) };
}
