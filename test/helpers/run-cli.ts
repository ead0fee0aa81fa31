/** Runs the built CLI as a user would: a child process, its exit code, stdout and stderr. */
import { spawnSync } from "node:child_process";
import { CLI } from "./paths.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(
  args: string[],
  /** `cli`: another bundle of the CLI than dist/ (test/helpers/bundle-cli.ts builds one from src/) */
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; cli?: string } = {},
): CliRun {
  const r = spawnSync(process.execPath, [opts.cli ?? CLI, ...args], {
    cwd: opts.cwd,
    env: { ...process.env, GITHUB_ACTIONS: "", GITHUB_STEP_SUMMARY: "", COWORK_HARNESS_OUTPUT_FORMAT: "", ...opts.env },
    encoding: "utf8",
    timeout: opts.timeoutMs ?? 120_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
