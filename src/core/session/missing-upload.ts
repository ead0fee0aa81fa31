/**
 * The first upload a session names that does not exist: record needs every one, so neither the
 * gate's staleness check nor lint may call it anything but missing.
 */
import { existsSync } from "node:fs";
import { readRegularText } from "../util/regular-file.js";
import { lineOfPath, parseYamlWithPositions } from "../schema/yaml-source.js";

export interface MissingUpload {
  /** the entry as written in the session file */
  shown: string;
  /** its 1-based line in the session file, when found */
  line?: number;
}

/**
 * The first upload of a loaded session that does not exist, as written, with its line. `judged`
 * says which resolved paths may be probed at all (lint probes none outside the repository).
 */
export function firstMissingUpload(
  loaded: {
    path: string;
    authored: { uploads?: unknown };
    resolved: { uploads: readonly string[] };
  },
  judged: (resolved: string) => boolean = () => true,
): MissingUpload | undefined {
  const i = loaded.resolved.uploads.findIndex((p) => judged(p) && !existsSync(p));
  if (i < 0) return undefined;
  const authored = Array.isArray(loaded.authored.uploads) ? loaded.authored.uploads : [];
  const shown = typeof authored[i] === "string" ? authored[i] : loaded.resolved.uploads[i]!;
  let line: number | undefined;
  try {
    const parsed = parseYamlWithPositions(readRegularText(loaded.path));
    if (parsed.ok) line = lineOfPath(parsed.source, ["uploads", i]);
  } catch {
    // the line is a help, not the finding
  }
  return { shown, ...(line !== undefined ? { line } : {}) };
}

/** "upload ../data/x.json does not exist (line 5)" */
export function missingUploadText(m: MissingUpload): string {
  return `upload ${m.shown} does not exist${m.line !== undefined ? ` (line ${m.line})` : ""}`;
}
