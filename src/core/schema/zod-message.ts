/**
 * Turns zod issues into the compact one-line messages our errors use:
 * `scenario.session: expected string; events[2]: expected string`.
 */
import type * as z from "./zod.js";

type Issue = z.core.$ZodIssue;

/** `a.b[0].c` — dotted keys, numeric segments as `[n]`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else out += out === "" ? String(seg) : `.${String(seg)}`;
  }
  return out;
}

function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return `expected ${issue.expected}`;
    case "unrecognized_keys":
      return issue.keys.length === 1
        ? `Unrecognized key: "${issue.keys[0]}"`
        : `Unrecognized keys: ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
    case "invalid_union": {
      // a union whose every branch failed on type alone reads better as "expected A or B"
      const expected = issue.errors
        .map((branch) => (branch.length === 1 && branch[0]?.code === "invalid_type" ? branch[0].expected : undefined))
        .filter((e): e is NonNullable<typeof e> => e !== undefined);
      if (expected.length === issue.errors.length && expected.length > 0) {
        return `expected ${[...new Set(expected)].join(" or ")}`;
      }
      return issue.message;
    }
    default:
      return issue.message;
  }
}

/** One issue as `path: what` (no path prefix for a root-level issue). */
export function formatIssue(issue: Issue, prefix: readonly PropertyKey[] = []): string {
  const where = formatIssuePath([...prefix, ...issue.path]);
  const what = describeIssue(issue);
  return where ? `${where}: ${what}` : what;
}

/** Every issue, `; `-joined, on one line. */
export function formatZodError(error: z.core.$ZodError, prefix: readonly PropertyKey[] = []): string {
  return error.issues
    .map((i) => formatIssue(i, prefix))
    .join("; ")
    .replace(/\s*\n\s*/g, " ");
}
