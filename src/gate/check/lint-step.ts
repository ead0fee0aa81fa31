/**
 * The gate's lint step: the scenario a cassette was recorded from is linted for silent
 * false-greens (src/gate/lint). Every finding is reported at its YAML line; an ERROR fails the gate, a WARN is shown.
 */
import { runMemo } from "../../core/util/run-scope.js";
import { readRegularText } from "../../core/util/regular-file.js";
import { lintScenarioText } from "../lint/lint-text.js";
import type { ResultFinding } from "../replay/result.js";

/**
 * `scenarioPath`: the scenario file the cassette was recorded from (found and loaded by check-one).
 * Cassettes of one scenario (a repository of skill tests has many of few) share its lint: the file
 * is read and linted once per run, like the other files a run takes not to change, and each
 * cassette gets its own copy of the findings.
 */
export async function lintStep(scenarioPath: string): Promise<ResultFinding[]> {
  const findings = await runMemo(`scenario-lint\0${scenarioPath}`, () => lintScenarioFile(scenarioPath));
  return findings.map((f) => ({ ...f }));
}

async function lintScenarioFile(scenarioPath: string): Promise<ResultFinding[]> {
  let text: string;
  try {
    text = readRegularText(scenarioPath);
  } catch (e) {
    // gone since check-one loaded it: the finding the file linter gives an unreadable file
    const message = `cannot read ${scenarioPath} (${(e as NodeJS.ErrnoException).code ?? "error"})`;
    return [
      {
        kind: "lint",
        severity: "ERROR",
        ruleId: "not-found",
        message: `not-found: ${message} — Check the path.`,
        file: scenarioPath,
      },
    ];
  }
  return (
    lintScenarioText(text, scenarioPath)
      // INFO findings are advice about cassettes in general; the gate has the cassette and judges it itself
      .filter((f) => f.severity !== "INFO")
      .map((f) => ({
        kind: "lint" as const,
        severity: f.severity,
        ruleId: f.ruleId,
        message: `${f.ruleId}: ${f.message}${f.fix ? ` — ${f.fix}` : ""}`,
        file: f.file,
        ...(f.line !== null ? { line: f.line } : {}),
      }))
  );
}
