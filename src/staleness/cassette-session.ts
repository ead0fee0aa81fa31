/**
 * The session a cassette's skill dirs come from (spec/staleness.md §1.1): the cassette's
 * `scenario.session` is relative to the cassette's directory (or the literal "(inline)");
 * an explicit --session override wins. Each failure is named, so an unverifiable verdict
 * can say why.
 */
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import type { Cassette } from "../cassette/types.js";
import { declaredSkillDirs, loadSessionFile, SessionLoadError, type LoadedSession } from "../session/load.js";
import { oneLine } from "../util/errors.js";

export type SessionFailure =
  | { kind: "inline-without-config" }
  | { kind: "not-found"; path: string }
  | { kind: "unreadable"; path: string; message: string }
  | { kind: "declared-dirs-missing"; path: string; declared: number };

export type CassetteSession =
  | { ok: true; path: string; session: LoadedSession; dirs: string[]; declared: number; missing: string[] }
  | { ok: false; failure: SessionFailure };

/** The session file a cassette resolves to, or undefined for an inline scenario. */
export function cassetteSessionPath(cassette: Cassette, cassettePath: string, override?: string): string | undefined {
  const session = cassette.scenario.session;
  if (session === "(inline)") return undefined;
  if (override !== undefined) return resolve(override);
  return isAbsolute(session) ? session : join(dirname(cassettePath), session);
}

/** Loads the session and its existing skill dirs; missing declared dirs are reported in `missing`. */
export async function loadCassetteSession(cassette: Cassette, cassettePath: string, override?: string): Promise<CassetteSession> {
  const path = cassetteSessionPath(cassette, cassettePath, override);
  if (path === undefined) return { ok: false, failure: { kind: "inline-without-config" } };
  let session: LoadedSession;
  try {
    session = await loadSessionFile(path);
  } catch (e) {
    if (e instanceof SessionLoadError && e.reason === "not-found") return { ok: false, failure: { kind: "not-found", path } };
    return { ok: false, failure: { kind: "unreadable", path, message: oneLine(e) } };
  }
  const declared = declaredSkillDirs(session.resolved);
  const dirs = declared.filter((d) => existsSync(d));
  const missing = declared.filter((d) => !existsSync(d));
  if (declared.length > 0 && dirs.length === 0) {
    return { ok: false, failure: { kind: "declared-dirs-missing", path, declared: declared.length } };
  }
  return { ok: true, path, session, dirs, declared: declared.length, missing };
}

/** The " — why" tail of an unverifiable-skill message. */
export function failureDetail(failure: SessionFailure, override: string | undefined): string {
  switch (failure.kind) {
    case "not-found":
      return ` — no session file at ${failure.path}${override === undefined ? " (if the cassette moved, point at its session with --session <file>)" : ""}`;
    case "unreadable":
      return ` — the session at ${failure.path} could not be read or parsed: ${failure.message}`;
    case "declared-dirs-missing":
      return ` — the session at ${failure.path} declares ${failure.declared} skill dir(s) and none exist (mounts are relative to the session's OWN directory, so a session copied or symlinked elsewhere resolves to nothing)`;
    case "inline-without-config":
      return " — an inline scenario carries no session file to resolve";
  }
}
