/**
 * `regex-double-quoted`, a scan of the raw text: a regex key whose value is double-quoted and holds
 * a lone backslash (a run of odd length). YAML treats it as an escape, so the regex is not what was
 * written — or the file does not parse at all. Runs even on a file that does not parse.
 */
import { REGEX_KEYS } from "../key-sets.js";
import type { LintFinding } from "../types.js";

const LINE = new RegExp(`^\\s*(?:-\\s*)?(${REGEX_KEYS.join("|")})\\s*:\\s*("(?:[^"\\\\]|\\\\.)*")`);

function hasLoneBackslash(text: string): boolean {
  return (text.match(/\\+/g) ?? []).some((run) => run.length % 2 === 1);
}

export const REGEX_DOUBLE_QUOTED = "regex-double-quoted";

export function regexDoubleQuoted(text: string, file: string): LintFinding[] {
  const findings: LintFinding[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const m = LINE.exec(line);
    if (!m || !hasLoneBackslash(m[2] as string)) return;
    findings.push({
      file,
      line: i + 1,
      ruleId: REGEX_DOUBLE_QUOTED,
      severity: "WARN",
      message: `\`${m[1] as string}\` has a double-quoted regex with a lone backslash (${m[2] as string}) — YAML reads it as an escape, so the pattern is not what you wrote.`,
      fix: "Use single quotes ('\\d+') or a block scalar for regexes; `[\\s\\S]` spans lines where `.` does not.",
    });
  });
  return findings;
}
