/** The scenario linter: its API for the CLI, `check` and the Action. */
export { lintScenarioFiles, lintTargets, type LintRun } from "./run.js";
export { lintScenarioText } from "./lint-text.js";
export { atLeast, isSeverity, lintExitCode } from "./verdict.js";
export { findingJson, lintJson, lintText } from "./format.js";
export { OWN_RULE_IDS, RULE_IDS } from "./registry.js";
export type { LintFinding, Severity } from "./types.js";
