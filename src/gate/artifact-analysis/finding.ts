import { defuseLegacyCommands, defuseMarkdownRefs, noBreaks } from "../../core/util/neutralise.js";

/** One thing the analyser found in an artifact. */
export interface ArtifactFinding {
  /** lost: the write-back cannot reach a kept file (certain); suspect: it may not (advisory) */
  rule: "artifact-write-back-lost" | "artifact-write-back-suspect";
  /** the analyser rule that found it (rules/<check>.ts) */
  check: string;
  line: number;
  message: string;
}

export const lost = (check: string, line: number, message: string): ArtifactFinding => ({
  rule: "artifact-write-back-lost",
  check,
  line,
  message,
});
export const suspect = (check: string, line: number, message: string): ArtifactFinding => ({
  rule: "artifact-write-back-suspect",
  check,
  line,
  message,
});

/**
 * Text from the analysed file as a message shows it: cut at 60 characters, quoted and escaped (no
 * raw line break or control character reaches a report line, so nothing of it can start a workflow
 * command), with a legacy `##[` command broken and no @mention, cross-reference or autolink left
 * for GitHub to make (src/core/util/neutralise.ts). The file is a pull request's, so hostile.
 */
export function shown(text: string): string {
  const quoted = JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
  return defuseMarkdownRefs(defuseLegacyCommands(noBreaks(quoted)));
}
