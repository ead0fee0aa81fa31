#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  computeTreeFingerprint
} from "./chunk-BVER6YVT.js";
import {
  SessionLoadError,
  declaredSkillDirs,
  loadSessionFile
} from "./chunk-3LL6WAPB.js";
import {
  escapesRepositoryRoot,
  repositoryRootOf
} from "./chunk-FOXKMYXX.js";
import {
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/gate/staleness/cassette-session.ts
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
function cassetteSessionPath(cassette, cassettePath, override) {
  const session = cassette.scenario.session;
  if (session === "(inline)") return void 0;
  if (override !== void 0) return resolve(override);
  return isAbsolute(session) ? session : join(dirname(cassettePath), session);
}
function sessionPathEscape(cassettePath, sessionPath, override, root) {
  if (override !== void 0) return void 0;
  root ??= repositoryRootOf(cassettePath);
  return escapesRepositoryRoot(root, sessionPath) ? root : void 0;
}
async function loadCassetteSession(cassette, cassettePath, override, repoRoot) {
  const path = cassetteSessionPath(cassette, cassettePath, override);
  if (path === void 0) return { ok: false, failure: { kind: "inline-without-config" } };
  const root = override === void 0 ? repoRoot ?? repositoryRootOf(cassettePath) : void 0;
  const escapedRoot = sessionPathEscape(cassettePath, path, override, root);
  if (escapedRoot !== void 0) return { ok: false, failure: { kind: "outside-repository", path, root: escapedRoot } };
  let session;
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
          ...e.line !== void 0 ? { line: e.line } : {}
        }
      };
    }
    const detail = message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
    return { ok: false, failure: { kind: "unreadable", path, message, detail } };
  }
  const declared = declaredSkillDirs(session.resolved);
  if (root !== void 0) {
    const outside = declared.filter((d) => escapesRepositoryRoot(root, d));
    if (outside.length > 0)
      return { ok: false, failure: { kind: "skill-dirs-outside-repository", path, root, dirs: outside, session } };
  }
  const dirs = [];
  const missing = [];
  for (const d of declared) (existsSync(d) ? dirs : missing).push(d);
  if (declared.length > 0 && dirs.length === 0) {
    return { ok: false, failure: { kind: "declared-dirs-missing", path, declared: declared.length, session, missing } };
  }
  return { ok: true, path, session, dirs, declared: declared.length, missing };
}
function loadedDespite(failure) {
  return failure.kind === "declared-dirs-missing" || failure.kind === "skill-dirs-outside-repository" ? failure.session : void 0;
}
function failureDetail(failure, override) {
  switch (failure.kind) {
    case "not-found":
      return ` \u2014 no session file at ${failure.path}${override === void 0 ? " (if the cassette moved, point at its session with --session <file>)" : ""}`;
    case "unreadable":
      return ` \u2014 the session at ${failure.path} could not be read or parsed: ${failure.message}`;
    case "declared-dirs-missing":
      return ` \u2014 the session at ${failure.path} declares ${failure.declared} skill dir(s) and none exist (missing: ${failure.missing.join(", ")}; mounts are relative to the session's OWN directory, so a session copied or symlinked elsewhere resolves to nothing)`;
    case "outside-repository":
      return ` \u2014 the session path ${failure.path} resolves outside the cassette's repository (${failure.root}), so it was not read (a cassette may only name files inside its repository; pass --session <file> to use one elsewhere)`;
    case "skill-dirs-outside-repository":
      return ` \u2014 the session at ${failure.path} declares skill dir(s) outside the cassette's repository (${failure.root}): ${failure.dirs.join(", ")} \u2014 not hashed (pass --session <file> to trust them)`;
    case "inline-without-config":
      return " \u2014 an inline scenario carries no session file to resolve";
  }
}
function fingerprintSessionSkills(cassette, session, env) {
  return computeTreeFingerprint({
    dirs: session.dirs,
    scopeSkills: Array.isArray(cassette.scenario.skills) ? cassette.scenario.skills : void 0,
    hashIgnore: session.session.resolved.staleness.hash_ignore,
    env
  });
}

export {
  cassetteSessionPath,
  loadCassetteSession,
  loadedDespite,
  failureDetail,
  fingerprintSessionSkills
};
