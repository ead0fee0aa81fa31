/**
 * Loads a session YAML file: strict validation with defaults, then path resolution against the
 * file's directory. Problems are one-line HarnessErrors `<path>: <what is wrong> (line N)`.
 */
import { dirname, resolve } from "node:path";
import { HarnessError } from "../util/errors.js";
import { formatIssuePath } from "../schema/zod-message.js";
import { locateIssues, withLine } from "../schema/located-issues.js";
import { withKeySuggestions } from "../schema/unknown-key-hints.js";
import { lineOfPath, parseYamlWithPositions, topLevelKeyLines } from "../schema/yaml-source.js";
import { MOVED_SESSION_KEYS, SessionSchema } from "./model.js";
import type { SessionConfig } from "./model.js";
import { SessionPathError, resolveSessionPaths } from "./resolve.js";
import { ParsedFiles } from "../util/parsed-files.js";

export { declaredSkillDirs } from "./resolve.js";

export interface LoadedSession {
  path: string;
  /** absolute directory the relative paths were resolved against */
  dir: string;
  /** validated with defaults applied, paths exactly as written (the input of sessionFingerprint) */
  authored: SessionConfig;
  /** the same config with path fields resolved against `dir` */
  resolved: SessionConfig;
  /** top-level key → 1-based line */
  keyLines: Record<string, number>;
}

/**
 * Why a session could not be loaded: the file is missing, or it exists but is not a valid session.
 * The message is `<path>: <detail>`; `line` is the line the detail's first `(line N)` names.
 */
export class SessionLoadError extends HarnessError {
  constructor(
    path: string,
    /** what is wrong, without the leading `<path>: ` */
    readonly detail: string,
    readonly reason: "not-found" | "unreadable",
    readonly line?: number,
  ) {
    super(`${path}: ${detail}`);
    this.name = "SessionLoadError";
  }
}

/** `<path>: <what> (line N)`. */
function invalid(path: string, what: string, line?: number): SessionLoadError {
  return new SessionLoadError(path, withLine(what, line), "unreadable", line);
}

/** Parses, validates and resolves session text; `path` names the file in messages and anchors relative paths. */
export function loadSessionText(text: string, path: string): LoadedSession {
  const parsed = parseYamlWithPositions(text);
  if (!parsed.ok) throw invalid(path, parsed.error, parsed.line);
  const { source, value } = parsed;
  if (value === null || value === undefined) {
    throw invalid(path, "session file is empty — expected a mapping of session keys");
  }
  if (typeof value !== "object" || Array.isArray(value)) {
    throw invalid(path, "a session must be a YAML mapping of keys", 1);
  }
  for (const [key, hint] of Object.entries(MOVED_SESSION_KEYS)) {
    if (key in value) throw invalid(path, hint, lineOfPath(source, [key]));
  }
  const result = SessionSchema.safeParse(value);
  if (!result.success) {
    // each issue carries its own line; an unknown key names the one it is likely a typo of
    const issues = locateIssues(source, withKeySuggestions(SessionSchema, result.error.issues));
    throw new SessionLoadError(path, issues.text, "unreadable", issues.line);
  }
  const authored = result.data;
  const dir = dirname(resolve(path));
  let resolved: SessionConfig;
  try {
    resolved = resolveSessionPaths(authored, dir);
  } catch (e) {
    if (!(e instanceof SessionPathError)) throw e;
    const where = formatIssuePath(e.field);
    throw invalid(path, `${where}: ${e.message}`, lineOfPath(source, e.field));
  }
  return { path, dir, authored, resolved, keyLines: topLevelKeyLines(source) };
}

/** Parsed session files, read and parsed again only when they change (src/core/util/parsed-files.ts). */
const parsedSessions = new ParsedFiles<LoadedSession>(
  loadSessionText,
  (path, code) =>
    new SessionLoadError(
      path,
      `cannot read session file${code ? ` (${code})` : ""}`,
      code === "ENOENT" ? "not-found" : "unreadable",
    ),
);

/** Reads a session file; the only I/O is reading the file itself. */
export async function loadSessionFile(path: string): Promise<LoadedSession> {
  return parsedSessions.load(path);
}
