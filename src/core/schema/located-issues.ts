/** Schema issues of a YAML-sourced value, each with the line it is about. */
import type * as z from "./zod.js";
import { formatIssue, formatIssuePath } from "./zod-message.js";
import { hasPath, lineOfPath } from "./yaml-source.js";
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
      // a required key that is absent has no line of its own: pointing at its parent's line misleads
      if (issue.code === "invalid_type" && issue.path.length > 0 && !hasPath(source, issue.path)) {
        return { issue, line: undefined, text: `${formatIssuePath(issue.path)}: missing (a required key)` };
      }
      const extra = issue.code === "unrecognized_keys" ? issue.keys[0] : undefined;
      return { issue, line: lineOfPath(source, issue.path, extra), text: formatIssue(issue) };
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const text = located.map(({ text, line }) => withLine(text, line)).join("; ");
  const line = located.find((l) => l.line !== undefined)?.line;
  return { text, ...(line !== undefined ? { line } : {}) };
}
