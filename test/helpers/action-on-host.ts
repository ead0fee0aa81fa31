/**
 * The Action's entry point (dist/action.js) run on the host as the runner starts a node step: a
 * push event on the repository `repo`, its own output and job-summary files in `repo`, no cache.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./paths.js";

export interface HostActionRun {
  stdout: string;
  stderr: string;
  /** the job summary it wrote */
  summary: () => string;
}

export function runActionOnHost(repo: string, paths = "*.cassette.json"): HostActionRun {
  for (const f of ["out", "summary"]) writeFileSync(join(repo, `.${f}`), "");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: repo,
    GITHUB_EVENT_NAME: "push",
    GITHUB_OUTPUT: join(repo, ".out"),
    GITHUB_STEP_SUMMARY: join(repo, ".summary"),
    RUNNER_TEMP: repo,
    INPUT_PATHS: paths,
    INPUT_CACHE: "false",
  };
  const r = spawnSync(process.execPath, [join(REPO_ROOT, "dist/action.js")], {
    cwd: repo,
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { stdout: r.stdout, stderr: r.stderr, summary: () => readFileSync(join(repo, ".summary"), "utf8") };
}
