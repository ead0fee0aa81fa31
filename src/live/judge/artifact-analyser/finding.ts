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
 * Text from the analysed file as a message shows it: quoted and escaped (no raw newline or control
 * character reaches a report line) and cut at 60 characters. The file is the PR's, so hostile.
 */
export function shown(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}
