/**
 * Expands lint arguments: a directory gives its own `*.yaml` and `*.yml` files (not recursive,
 * sorted as path strings); an empty one is a `no-scenarios` error; anything else is a file.
 */
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { LintFinding } from "./types.js";

export interface LintTargets {
  files: string[];
  findings: LintFinding[];
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function scenarioFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => !e.isDirectory() && /\.ya?ml$/.test(e.name))
    .map((e) => join(dir, e.name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export async function expandLintTargets(paths: readonly string[]): Promise<LintTargets> {
  const targets: LintTargets = { files: [], findings: [] };
  for (const path of paths) {
    if (!(await isDirectory(path))) {
      targets.files.push(path);
      continue;
    }
    const found = await scenarioFilesIn(path);
    if (found.length === 0) {
      targets.findings.push({
        file: path,
        line: null,
        ruleId: "no-scenarios",
        severity: "ERROR",
        message: `no .yaml/.yml files in ${path} — nothing was linted, which must not pass as clean.`,
        fix: "Point lint at the scenario files or the directory that holds them.",
      });
    }
    targets.files.push(...found);
  }
  return targets;
}
