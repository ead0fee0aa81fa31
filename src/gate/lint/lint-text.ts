/**
 * The pure core: lint one scenario's text. A file that does not parse gets only the raw-text
 * findings and a `parse` error; a parsed mapping goes through every document rule in order, then
 * the scenario loader (an ERROR when it refuses the file). A model script or a session file is
 * checked by its own loader instead.
 */
import { isMapping, scenarioDoc } from "./document.js";
import { DOC_RULES } from "./registry.js";
import { regexDoubleQuoted } from "./rules/regex-quoted.js";
import type { LintFinding } from "./types.js";
import { fileKind, otherKindFindings, scenarioLoadFindings } from "./other-kinds.js";
import { parseYaml11 } from "./yaml11.js";

const PARSE_FIX = "Fix the YAML syntax; the scenario loader will reject this file.";

export function lintScenarioText(text: string, file: string): LintFinding[] {
  const rawText = regexDoubleQuoted(text, file);
  const parsed = parseYaml11(text);
  if (!parsed.ok) {
    return [
      ...rawText,
      {
        file,
        line: parsed.line,
        ruleId: "parse",
        severity: "ERROR",
        message: `YAML parse error: ${parsed.error}`,
        fix: PARSE_FIX,
      },
    ];
  }
  const kind = fileKind(parsed.value);
  if (kind !== "scenario") return otherKindFindings(kind, text, file);
  if (!isMapping(parsed.value)) {
    const notMapping: LintFinding = {
      file,
      line: parsed.value === null ? null : 1,
      ruleId: "parse",
      severity: "ERROR",
      message: "scenario is not a YAML mapping — expected keys such as prompt, answers and assert.",
      fix: "Write the scenario as a mapping of keys (`prompt: …`, `assert: …`).",
    };
    return [notMapping, ...rawText];
  }
  const doc = scenarioDoc(parsed.value, parsed.source);
  const findings = DOC_RULES.flatMap((rule) =>
    rule.check(doc).map((h): LintFinding => ({
      file,
      line: h.line ?? null,
      ruleId: rule.id,
      severity: h.severity,
      message: h.message,
      fix: h.fix,
    })),
  );
  // the loader's verdict, unless the raw-text rule already names why the file does not read right
  return [...findings, ...rawText, ...(rawText.length === 0 ? scenarioLoadFindings(text, file) : [])];
}
