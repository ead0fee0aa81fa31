/**
 * Lints scenario files and directories: the API the CLI, `check` and the Action use. Findings come
 * in emission order: input and self-check findings first, then each file's in rule order.
 */
import { readFile, stat } from "node:fs/promises";
import { expandLintTargets } from "./inputs.js";
import { lintScenarioText } from "./lint-text.js";
import { unclassifiedKeyFindings } from "./self-check.js";
import type { LintFinding } from "./types.js";

export interface LintRun {
  findings: LintFinding[];
  /** how many scenario files were named or found */
  fileCount: number;
}

async function lintFile(file: string): Promise<LintFinding[]> {
  const notFound = (message: string): LintFinding[] => [
    { file, line: null, ruleId: "not-found", severity: "ERROR", message, fix: "Check the path." },
  ];
  try {
    if (!(await stat(file)).isFile()) return notFound(`not a file: ${file}`);
  } catch {
    return notFound(`file not found: ${file}`);
  }
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    return notFound(`cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? "error"})`);
  }
  return lintScenarioText(text, file);
}

export async function lintTargets(paths: readonly string[]): Promise<LintRun> {
  const { files, findings } = await expandLintTargets(paths);
  findings.push(...unclassifiedKeyFindings());
  for (const file of files) findings.push(...(await lintFile(file)));
  return { findings, fileCount: files.length };
}

/** Every finding for these scenario files and directories, in emission order. */
export async function lintScenarioFiles(paths: readonly string[]): Promise<LintFinding[]> {
  return (await lintTargets(paths)).findings;
}
