/**
 * The gate's lint step: the scenario a cassette was recorded from is linted for silent
 * false-greens (src/lint). Every finding is reported at its YAML line; an ERROR fails the gate, a WARN is shown.
 */
import { lintScenarioFiles } from "../lint/index.js";
import type { ResultFinding } from "../replay/result.js";

/** `scenarioPath`: the scenario file the cassette was recorded from, when one was found. */
export async function lintStep(scenarioPath: string | undefined): Promise<ResultFinding[]> {
  if (scenarioPath === undefined) return [];
  const findings = await lintScenarioFiles([scenarioPath]);
  return findings
    // INFO findings are advice about cassettes in general; the gate has the cassette and judges it itself
    .filter((f) => f.file === scenarioPath && f.severity !== "INFO")
    .map((f) => ({
      kind: "lint" as const,
      severity: f.severity,
      ruleId: f.ruleId,
      message: `${f.ruleId}: ${f.message}${f.fix ? ` — ${f.fix}` : ""}`,
      file: f.file,
      ...(f.line !== null ? { line: f.line } : {}),
    }));
}
