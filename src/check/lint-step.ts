/**
 * The gate's lint step: the scenario a cassette was recorded from is linted for silent
 * false-greens (src/lint). Every finding is reported at its YAML line; an ERROR fails the gate, a WARN is shown.
 */
import type { Cassette } from "../cassette/types.js";
import { lintScenarioFiles } from "../lint/index.js";
import type { ResultFinding } from "../replay/result.js";
import { resolveScenarioSource } from "../scenario/source.js";

export async function lintStep(cassette: Cassette, cassettePath: string): Promise<ResultFinding[]> {
  const source = resolveScenarioSource(cassettePath, cassette);
  if (!source.path) return [];
  const findings = await lintScenarioFiles([source.path]);
  return findings
    // INFO findings are advice about cassettes in general; the gate has the cassette and judges it itself
    .filter((f) => f.file === source.path && f.severity !== "INFO")
    .map((f) => ({
      kind: "lint" as const,
      severity: f.severity,
      ruleId: f.ruleId,
      message: `${f.ruleId}: ${f.message}${f.fix ? ` — ${f.fix}` : ""}`,
      file: f.file,
      ...(f.line !== null ? { line: f.line } : {}),
    }));
}
