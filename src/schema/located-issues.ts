/** Schema issues of a YAML-sourced value, each with the line it is about. */
import type { z } from "zod";
import { formatIssue } from "./zod-message.js";
import { lineOfPath } from "./yaml-source.js";
import type { YamlSource } from "./yaml-source.js";

/** `what (line N)`, or just `what` when no line is known. */
export function withLine(what: string, line: number | undefined): string {
  return line !== undefined ? `${what} (line ${line})` : what;
}

/** Every issue as `path: what (line N)`, in file order, `; `-joined on one line. */
export function describeIssues(source: YamlSource, issues: readonly z.core.$ZodIssue[]): string {
  return locateIssues(source, issues).text;
}

/** describeIssues's text, with the line of the first issue in it that has one (the first `(line N)`). */
export function locateIssues(source: YamlSource, issues: readonly z.core.$ZodIssue[]): { text: string; line?: number } {
  const located = issues
    .map((issue) => {
      const extra = issue.code === "unrecognized_keys" ? issue.keys[0] : undefined;
      return { issue, line: lineOfPath(source, issue.path, extra) };
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const text = located.map(({ issue, line }) => withLine(formatIssue(issue), line)).join("; ");
  const line = located.find((l) => l.line !== undefined)?.line;
  return { text, ...(line !== undefined ? { line } : {}) };
}
