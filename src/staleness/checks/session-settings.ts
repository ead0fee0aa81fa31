/**
 * Session settings: does the session file still set up what the recording ran in? Two
 * answers, one finding: the reference's sessionFingerprint (connected folders, plugins, skills,
 * MCP, egress, …) and, for our cassettes, every recorded setting compared by name (uploads,
 * permission mode, permission parity, model, …), so the message names what changed and the
 * annotation sits on that key of the session file.
 */
import { canonicalJson } from "../../protocol/canon.js";
import { loadSessionFile } from "../../session/load.js";
import { SessionSchema } from "../../session/model.js";
import { cassetteSessionPath, sessionPathEscape } from "../cassette-session.js";
import { sessionFingerprint } from "../session-fingerprint.js";
import { empty, type StalenessCheck } from "./context.js";

export const SESSION_SHAPE_DRIFT =
  "session-shape fingerprint differs from the current session file (connected folders/plugin/skill/mcp/egress config changed since record) — re-record";

/** Top-level settings whose values differ, both sides read with today's defaults. */
export function changedSettings(recorded: Record<string, unknown>, current: Record<string, unknown>): string[] {
  const parsed = SessionSchema.safeParse(recorded);
  const before = (parsed.success ? parsed.data : recorded) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(current)])];
  return keys.filter((k) => canonicalJson(before[k] ?? null) !== canonicalJson(current[k] ?? null));
}

export const sessionSettingsCheck: StalenessCheck = {
  id: "session",
  question: "Does the session file still set up what the recording ran in?",
  async run(ctx) {
    const out = empty();
    const { cassette, cassettePath, opts } = ctx;
    const recordedFp = cassette.sessionFingerprint;
    const recordedConfig = cassette.inputs?.session?.config;
    if (recordedFp === undefined && recordedConfig === undefined) return out;
    if (recordedConfig === undefined && cassette.scenario.session !== "(inline)") {
      out.unchecked = ["session settings the session fingerprint does not cover (uploads, permission mode, model, …): the cassette records no copy of them"];
    }
    const path = cassetteSessionPath(cassette, cassettePath, opts.sessionOverride);
    const session = await ctx.session();
    let why = "the scenario is inline";
    if (path !== undefined) {
      const escaped = sessionPathEscape(cassettePath, path, opts.sessionOverride);
      if (escaped !== undefined) why = `the session path ${path} resolves outside the cassette's repository (${escaped}) — not read`;
      else if (!session.ok) why = session.failure.kind === "unreadable" ? session.failure.message : `no session file at ${path}`;
    }
    // A session that loads but whose skill dirs are missing or outside still has settings to compare.
    let loaded = session.ok ? session.session : undefined;
    if (!loaded && path !== undefined && !session.ok && (session.failure.kind === "declared-dirs-missing" || session.failure.kind === "skill-dirs-outside-repository")) {
      loaded = await loadSessionFile(path).catch(() => undefined);
    }
    if (!loaded) {
      out.notes.push(`session-fingerprint: could not resolve the current session file (${why}) — session-shape drift not checked`);
      return out;
    }
    const fpDrift = recordedFp !== undefined && sessionFingerprint(loaded.authored) !== recordedFp;
    const changed = recordedConfig !== undefined ? changedSettings(recordedConfig, loaded.authored as Record<string, unknown>) : [];
    if (!fpDrift && changed.length === 0) return out;
    const scenario = await ctx.scenario();
    if (scenario.source.persistedMissing !== undefined && opts.sessionOverride === undefined) {
      out.notes.push(
        "session-fingerprint: the session shape differs, but the cassette's recorded scenario source no longer exists (the cassette may have moved), so it is not trusted as drift — pass --session <file> to check it",
      );
      return out;
    }
    const line = changed.map((k) => loaded.keyLines[k]).find((l) => l !== undefined);
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
