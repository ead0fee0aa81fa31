/**
 * The session a cassette's skill dirs come from (the reference's src/session.ts; docs/reference.md#fingerprints-and-staleness): the cassette's
 * `scenario.session` is relative to the cassette's directory (or the literal "(inline)");
 * an explicit --session override wins. Each failure is named, so an unverifiable verdict
 * can say why.
 *
 * Containment (src/core/util/repo-root.ts): a session named by the cassette, and every skill dir that
 * session declares, must resolve inside the cassette's repository; otherwise nothing is read or
 * hashed and the skill check is unverifiable. A --session override is the operator's choice and
 * is trusted, with the skill dirs it declares.
 */
import { existsSync } from "node:fs";
import { computeTreeFingerprint } from "../fingerprint/tree-fingerprint.js";
import type { TreeFingerprint } from "../fingerprint/types.js";
import { dirname, isAbsolute, join, resolve } from "node:path";
import type { Cassette } from "../../core/cassette/types.js";
import { declaredSkillDirs, loadSessionFile, SessionLoadError, type LoadedSession } from "../../core/session/load.js";
import { oneLine } from "../../core/util/errors.js";
import { escapesRepositoryRoot, repositoryRootOf } from "../../core/util/repo-root.js";

export type SessionFailure =
  | { kind: "inline-without-config" }
  | { kind: "not-found"; path: string }
  /** `message` as thrown; `detail` without its leading `<path>: `; `line` the line it is about, when known */
  | { kind: "unreadable"; path: string; message: string; detail: string; line?: number }
  // these two loaded the session: its settings can still be compared
  | { kind: "declared-dirs-missing"; path: string; declared: number; session: LoadedSession; missing: string[] }
  | { kind: "outside-repository"; path: string; root: string }
  | { kind: "skill-dirs-outside-repository"; path: string; root: string; dirs: string[]; session: LoadedSession };

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

/** The repository root a cassette-named session path escapes, or undefined when it stays inside (or was given with --session). */
export function sessionPathEscape(
  cassettePath: string,
  sessionPath: string,
  override: string | undefined,
  root?: string,
): string | undefined {
  if (override !== undefined) return undefined;
  root ??= repositoryRootOf(cassettePath);
  return escapesRepositoryRoot(root, sessionPath) ? root : undefined;
}

/**
 * Loads the session and its existing skill dirs; missing declared dirs are reported in `missing`.
 * `repoRoot`: repositoryRootOf(cassettePath), when the caller has it already.
 */
export async function loadCassetteSession(
  cassette: Cassette,
  cassettePath: string,
  override?: string,
  repoRoot?: string,
): Promise<CassetteSession> {
  const path = cassetteSessionPath(cassette, cassettePath, override);
  if (path === undefined) return { ok: false, failure: { kind: "inline-without-config" } };
  // the cassette's repository root, found once (a realpath and a walk up to the .git entry)
  const root = override === undefined ? (repoRoot ?? repositoryRootOf(cassettePath)) : undefined;
  const escapedRoot = sessionPathEscape(cassettePath, path, override, root);
  if (escapedRoot !== undefined) return { ok: false, failure: { kind: "outside-repository", path, root: escapedRoot } };
  let session: LoadedSession;
  try {
    session = await loadSessionFile(path);
  } catch (e) {
    if (e instanceof SessionLoadError && e.reason === "not-found")
      return { ok: false, failure: { kind: "not-found", path } };
    const message = oneLine(e);
    if (e instanceof SessionLoadError) {
      return {
        ok: false,
        failure: {
          kind: "unreadable",
          path,
          message,
          detail: e.detail,
          ...(e.line !== undefined ? { line: e.line } : {}),
        },
      };
    }
    const detail = message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
    return { ok: false, failure: { kind: "unreadable", path, message, detail } };
  }
  const declared = declaredSkillDirs(session.resolved);
  if (root !== undefined) {
    const outside = declared.filter((d) => escapesRepositoryRoot(root, d));
    if (outside.length > 0)
      return { ok: false, failure: { kind: "skill-dirs-outside-repository", path, root, dirs: outside, session } };
  }
  const dirs: string[] = [];
  const missing: string[] = [];
  for (const d of declared) (existsSync(d) ? dirs : missing).push(d);
  if (declared.length > 0 && dirs.length === 0) {
    return { ok: false, failure: { kind: "declared-dirs-missing", path, declared: declared.length, session, missing } };
  }
  return { ok: true, path, session, dirs, declared: declared.length, missing };
}

/** The session a failure still loaded (its skill dirs are missing or outside the repository), if any. */
export function loadedDespite(failure: SessionFailure): LoadedSession | undefined {
  return failure.kind === "declared-dirs-missing" || failure.kind === "skill-dirs-outside-repository"
    ? failure.session
    : undefined;
}

/** The " — why" tail of an unverifiable-skill message. */
export function failureDetail(failure: SessionFailure, override: string | undefined): string {
  switch (failure.kind) {
    case "not-found":
      return ` — no session file at ${failure.path}${override === undefined ? " (if the cassette moved, point at its session with --session <file>)" : ""}`;
    case "unreadable":
      return ` — the session at ${failure.path} could not be read or parsed: ${failure.message}`;
    case "declared-dirs-missing":
      return ` — the session at ${failure.path} declares ${failure.declared} skill dir(s) and none exist (missing: ${failure.missing.join(", ")}; mounts are relative to the session's OWN directory, so a session copied or symlinked elsewhere resolves to nothing)`;
    case "outside-repository":
      return ` — the session path ${failure.path} resolves outside the cassette's repository (${failure.root}), so it was not read (a cassette may only name files inside its repository; pass --session <file> to use one elsewhere)`;
    case "skill-dirs-outside-repository":
      return ` — the session at ${failure.path} declares skill dir(s) outside the cassette's repository (${failure.root}): ${failure.dirs.join(", ")} — not hashed (pass --session <file> to trust them)`;
    case "inline-without-config":
      return " — an inline scenario carries no session file to resolve";
  }
}

/** The tree fingerprint of a resolved session's skill dirs, scoped as the cassette's scenario says. */
export function fingerprintSessionSkills(
  cassette: Cassette,
  session: Extract<CassetteSession, { ok: true }>,
  env: NodeJS.ProcessEnv,
): Promise<TreeFingerprint> {
  return computeTreeFingerprint({
    dirs: session.dirs,
    scopeSkills: Array.isArray(cassette.scenario.skills) ? cassette.scenario.skills : undefined,
    hashIgnore: session.session.resolved.staleness.hash_ignore,
    env,
  });
}
