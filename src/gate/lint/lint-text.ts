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
import { fileKind, otherKindFindings, scenarioLoadFindings, type FileKind } from "./other-kinds.js";
import { parseYaml11 } from "./yaml11.js";

const PARSE_FIX = "Fix the YAML syntax; the scenario loader will reject this file.";

/**
 * Lints one file's text as the kind it is: `kind` when the caller knows it (a file a scenario names
 * as its session or model script), else as its content and folder say (fileKind).
 */
export function lintScenarioText(text: string, file: string, kind?: FileKind): LintFinding[] {
  return lintFileText(text, file, kind).findings;
}

/** lintScenarioText, with the kind the file was linted as. */
export function lintFileText(
  text: string,
  file: string,
  known?: FileKind,
): { kind: FileKind; findings: LintFinding[] } {
  if (known !== undefined && known !== "scenario")
    return { kind: known, findings: otherKindFindings(known, text, file) };
  return { kind: "scenario", ...lintAsFound(text, file) };
}

function lintAsFound(text: string, file: string): { kind?: FileKind; findings: LintFinding[] } {
  const rawText = regexDoubleQuoted(text, file);
  const parsed = parseYaml11(text);
  if (!parsed.ok) {
    const findings: LintFinding[] = [
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
    return { findings };
  }
  const kind = fileKind(parsed.value, file);
  if (kind !== "scenario") return { kind, findings: otherKindFindings(kind, text, file) };
  if (!isMapping(parsed.value)) {
    const notMapping: LintFinding = {
      file,
      line: parsed.value === null ? null : 1,
      ruleId: "parse",
      severity: "ERROR",
      message: "scenario is not a YAML mapping — expected keys such as prompt, answers and assert.",
      fix: "Write the scenario as a mapping of keys (`prompt: …`, `assert: …`).",
    };
    return { findings: [notMapping, ...rawText] };
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
  return { findings: [...findings, ...rawText, ...(rawText.length === 0 ? scenarioLoadFindings(text, file) : [])] };
}
