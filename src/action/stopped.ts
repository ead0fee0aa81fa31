/**
 * When the Action stops before it has a report (a bad input, no matching paths, a refusal), it
 * still leaves what later steps read: a results file (the JSON envelope with the error), a job
 * summary naming the error, and every output set (`ok` false, counts 0, the two paths), so a step
 * like `upload-artifact` with `path: ${{ steps.gate.outputs.results }}` never gets an empty path.
 */
import { tmpdir } from "node:os";
import * as core from "@actions/core";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { envelope } from "../gate/report/envelope.js";
import { mdText } from "../core/util/markdown.js";
import { writeFileAtomic } from "../core/util/atomic-write.js";
import { EXIT, oneLine } from "../core/util/errors.js";
import { maskSecrets } from "../core/util/secret-scan.js";
import { rawInput } from "./inputs.js";

export interface StoppedFiles {
  results: string;
  summary: string;
}

/** RUNNER_TEMP, else the workspace: where the results and summary files go. */
export function reportDir(env: NodeJS.ProcessEnv): string {
  // outside a runner (no RUNNER_TEMP) the system's temp dir: never untracked files in the checkout
  return env.RUNNER_TEMP && env.RUNNER_TEMP !== "" ? env.RUNNER_TEMP : tmpdir();
}

/**
 * Writes the results file and the summary for a job that stopped with `line`, appends the summary
 * to the job summary, sets ok/failed/stale/results/summary-md and fails the step. Never throws:
 * a reporting failure is logged, the step fails anyway.
 */
export async function reportStopped(
  env: NodeJS.ProcessEnv,
  command: string,
  line: string,
  exitCode: number,
  names?: StoppedFiles,
): Promise<StoppedFiles> {
  const masked = maskSecrets(line);
  const dir = reportDir(env);
  const files = names ?? {
    results: join(dir, "cowork-harness-results.json"),
    summary: join(dir, "cowork-harness-summary.md"),
  };
  const md = `## cowork-harness ${command}\n\n❌ ${mdText(masked, 2000)}\n\nNothing was checked, recorded or written back.\n`;
  const error = { category: exitCode === EXIT.usage ? ("usage" as const) : ("input" as const), message: masked };
  try {
    await writeFileAtomic(files.results, `${JSON.stringify(envelope(command, false, [], error), null, 2)}\n`);
    await writeFileAtomic(files.summary, md);
    if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, md);
  } catch (e) {
    core.warning(`cowork-harness: could not write the report files: ${maskSecrets(oneLine(e))}`);
  }
  core.setOutput("ok", "false");
  core.setOutput("failed", "0");
  core.setOutput("stale", "0");
  core.setOutput("results", files.results);
  core.setOutput("summary-md", files.summary);
  core.setFailed(`cowork-harness${command === "rerecord" ? " rerecord" : ""}: ${masked}`);
  return files;
}

/** The command the step was asked for, for the summary heading ("check" when unset or unknown). */
export function commandOf(env: NodeJS.ProcessEnv): string {
  const c = rawInput(env, "command");
  return /^[a-z-]{1,20}$/.test(c) ? c : "check";
}
