/** The text of a staleness finding as the report shows it. Pure. */
import type { ReplayResult } from "../replay/result.js";
import { displayPath } from "./display-path.js";

function stalenessFiles(entry: { files?: { changed?: string[]; added?: string[]; removed?: string[] } }): string[] {
  const files = entry.files;
  if (!files) return [];
  return [...(files.changed ?? []), ...(files.added ?? []), ...(files.removed ?? [])];
}

/** A finding message ends with its own advice ("— re-record"); the report gives the exact command instead. */
export function withoutAdvice(message: string): string {
  return message.replace(/\s*[—-]\s*re-record(?: instead[^.]*)?\.?\s*$/i, "").replace(/;\s*re-record\.?\s*$/i, "");
}

const FILES_NOUN: Record<string, string> = {
  skill: "skill files",
  "shared-root": "shared skill files",
  uploads: "upload and folder files",
};

/**
 * A finding's message and files for the report. Skill drift names its files relative to the
 * repository (the recorded attribution is relative to each skill dir): one message, one list.
 */
export function staleText(
  s: NonNullable<ReplayResult["staleness"]>[number],
  root: string | undefined,
): { message: string; files: string[] } {
  // absolute paths under the report root are shown repository-relative, as everywhere else in the report
  if (!s.paths)
    return {
      message: withoutAdvice(
        root !== undefined && root !== "/" ? s.message.split(`${root.replace(/\/+$/, "")}/`).join("") : s.message,
      ),
      files: stalenessFiles(s),
    };
  const rel = (list: string[]): string[] => list.map((p) => displayPath(p, root));
  const parts: string[] = [];
  const tag = (list: string[], what: string): void => {
    if (list.length)
      parts.push(
        `${list.length} ${what} (${rel(list).slice(0, 3).join(", ")}${list.length > 3 ? `, +${list.length - 3} more` : ""})`,
      );
  };
  tag(s.paths.changed, "changed");
  tag(s.paths.added, "added");
  tag(s.paths.removed, "removed");
  const what = FILES_NOUN[s.class] ?? "files";
  return {
    message: `${what} changed since recording: ${parts.join("; ")}`,
    files: rel([...s.paths.changed, ...s.paths.added, ...s.paths.removed]),
  };
}
