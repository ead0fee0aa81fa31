/**
 * Session settings: does the session file still set up what the recording ran in? Two
 * answers, one finding: the reference's sessionFingerprint (connected folders, plugins, skills,
 * MCP, egress, …) and, for our cassettes, every recorded setting compared by name (uploads,
 * permission mode, permission parity, model, …), so the message names what changed and the
 * annotation sits on that key of the session file.
 */
import { canonicallyEqual } from "../../../core/protocol/canon.js";
import { firstMissingUpload, missingUploadText } from "../../../core/session/missing-upload.js";
import { SessionSchema } from "../../../core/session/model.js";
import { loadedDespite, type SessionFailure } from "../cassette-session.js";
import { sessionFingerprint } from "../session-fingerprint.js";
import { runMemo } from "../../../core/util/run-scope.js";
import { lineOfFirstDifference } from "../../../core/schema/first-difference.js";
import { empty, type StalenessCheck } from "./context.js";

export const SESSION_SHAPE_DRIFT =
  "session-shape fingerprint differs from the current session file (connected folders/plugin/skill/mcp/egress config changed since record) — re-record";

/** Top-level settings whose values differ, both sides read with today's defaults. */
export function changedSettings(
  recorded: Record<string, unknown>,
  current: Record<string, unknown>,
  recordedIsParsedJson = false,
): string[] {
  const before = recordedWithDefaults(recorded, recordedIsParsedJson);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(current)])];
  return keys.filter((k) => !canonicallyEqual(before[k] ?? null, current[k] ?? null));
}

/**
 * The recorded settings read with today's defaults. Remembered by their JSON text (cassettes
 * sharing a session record the same settings) when they came out of JSON.parse (a cassette's
 * copy), for which the text is exact; the result is only read.
 */
function recordedWithDefaults(recorded: Record<string, unknown>, parsedJson: boolean): Record<string, unknown> {
  const key = parsedJson ? JSON.stringify(recorded) : undefined;
  const hit = key === undefined ? undefined : recordedDefaults.get(key);
  if (hit !== undefined) return hit;
  const parsed = SessionSchema.safeParse(recorded);
  const before = (parsed.success ? parsed.data : recorded) as Record<string, unknown>;
  if (key !== undefined && recordedDefaults.size < 1_000) recordedDefaults.set(key, before);
  return before;
}
const recordedDefaults = new Map<string, Record<string, unknown>>();

/** Why the session's settings could not be compared, for the note. */
function unresolvedWhy(failure: SessionFailure): string {
  switch (failure.kind) {
    case "inline-without-config":
      return "the scenario is inline";
    case "outside-repository":
      return `the session path ${failure.path} resolves outside the cassette's repository (${failure.root}) — not read`;
    case "unreadable":
      return failure.message;
    case "not-found":
    case "declared-dirs-missing":
    case "skill-dirs-outside-repository":
      return `no session file at ${failure.path}`;
  }
}

export const sessionSettingsCheck: StalenessCheck = {
  id: "session",
  question: "Does the session file still set up what the recording ran in?",
  async run(ctx) {
    const out = empty();
    const { cassette, opts } = ctx;
    const recordedFp = cassette.sessionFingerprint;
    const recordedConfig = cassette.inputs?.session?.config;
    if (recordedFp === undefined && recordedConfig === undefined) return out;
    if (recordedConfig === undefined && cassette.scenario.session !== "(inline)") {
      out.unchecked = [
        "session settings the session fingerprint does not cover (uploads, permission mode, model, …): the cassette records no copy of them",
      ];
    }
    const session = await ctx.session();
    // A session that loads but whose skill dirs are missing or outside still has settings to compare.
    const loaded = session.ok ? session.session : (loadedDespite(session.failure) ?? unresolvedWhy(session.failure));
    if (typeof loaded === "string") {
      out.notes.push(
        `session-fingerprint: could not resolve the current session file (${loaded}) — session-shape drift not checked`,
      );
      return out;
    }
    const fpDrift =
      recordedFp !== undefined &&
      runMemo(`session-fingerprint\0${loaded.path}`, () => sessionFingerprint(loaded.authored)) !== recordedFp;
    const changed =
      recordedConfig !== undefined
        ? changedSettings(recordedConfig, loaded.authored as Record<string, unknown>, true)
        : [];
    if (!fpDrift && changed.length === 0) return out;
    // an upload the session names that is not there: no re-record can help (the recorder needs it too)
    const missing = firstMissingUpload(loaded);
    if (missing !== undefined) {
      out.findings.push({
        class: "session",
        message: `${missingUploadText(missing)} — re-recording cannot help: the recorder needs the file too`,
        location: { path: loaded.path, ...(missing.line !== undefined ? { line: missing.line } : {}) },
        fix: "correct that entry of the session file (its paths are relative to the session's own directory), or add the file",
      });
      return out;
    }
    const scenario = await ctx.scenario();
    if (scenario.source.persistedMissing !== undefined && opts.sessionOverride === undefined) {
      out.notes.push(
        "session-fingerprint: the session shape differs, but the cassette's recorded scenario source no longer exists (the cassette may have moved), so it is not trusted as drift — pass --session <file> to check it",
      );
      return out;
    }
    // the first changed entry (an added upload, not the `uploads:` key), else the key's line
    const first = changed.find((k) => loaded.keyLines[k] !== undefined);
    const line =
      first !== undefined && recordedConfig !== undefined
        ? (lineOfFirstDifference(
            loaded.path,
            first,
            recordedConfig[first],
            (loaded.authored as Record<string, unknown>)[first],
          ) ?? loaded.keyLines[first])
        : changed.map((k) => loaded.keyLines[k]).find((l) => l !== undefined);
    out.findings.push({
      class: "session",
      message:
        changed.length > 0
          ? `session setting(s) ${changed.join(", ")} changed since recording — the recorded run was set up differently; re-record`
          : SESSION_SHAPE_DRIFT,
      location: { path: loaded.path, ...(line !== undefined ? { line } : {}) },
    });
    return out;
  },
};
