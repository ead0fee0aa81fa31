/**
 * The gate's lint step: the scenario a cassette was recorded from is linted for silent
 * false-greens (src/lint). Every finding is reported at its YAML line; an ERROR fails the gate, a WARN is shown.
 */
import { readFile } from "node:fs/promises";
import { lintScenarioText } from "../lint/index.js";
import type { ResultFinding } from "../replay/result.js";

/** `scenarioPath`: the scenario file the cassette was recorded from (found and loaded by check-one). */
export async function lintStep(scenarioPath: string): Promise<ResultFinding[]> {
  let text: string;
  try {
    text = await readFile(scenarioPath, "utf8");
  } catch (e) {
    // gone since check-one loaded it: the finding the file linter gives an unreadable file
    const message = `cannot read ${scenarioPath} (${(e as NodeJS.ErrnoException).code ?? "error"})`;
    return [{ kind: "lint", severity: "ERROR", ruleId: "not-found", message: `not-found: ${message} — Check the path.`, file: scenarioPath }];
  }
  return lintScenarioText(text, scenarioPath)
    // INFO findings are advice about cassettes in general; the gate has the cassette and judges it itself
    .filter((f) => f.severity !== "INFO")
    .map((f) => ({
      kind: "lint" as const,
      severity: f.severity,
      ruleId: f.ruleId,
      message: `${f.ruleId}: ${f.message}${f.fix ? ` — ${f.fix}` : ""}`,
      file: f.file,
      ...(f.line !== null ? { line: f.line } : {}),
    }));
}
