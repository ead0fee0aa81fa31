/**
 * Issue 21, item 8: the Action refuses to run pull-request code on pull_request_target (the base
 * repository's write token and secrets are in reach there): rerun-stale, record and rerecord stop
 * with one line before anything runs, unless allow-pull-request-target-rerun: true accepts the risk.
 * Runs dist/action.js as GitHub runs it (a child process, INPUT_* variables).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CLI, REPO_ROOT } from "../helpers/paths.js";
import { pullRequestPayload } from "../helpers/run-action.js";

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

function runAction(
  event: string,
  inputs: Record<string, string>,
): { code: number | null; stdout: string; summary: string } {
  const dir = mkdtempSync(join(tmpdir(), "h21-prt-"));
  made.push(dir);
  const eventPath = join(dir, "event.json");
  writeFileSync(eventPath, JSON.stringify(pullRequestPayload()));
  for (const f of ["out", "summary"]) writeFileSync(join(dir, f), "");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: dir,
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: join(dir, "out"),
    GITHUB_STEP_SUMMARY: join(dir, "summary"),
    RUNNER_TEMP: dir,
    INPUT_PATHS: "nothing-here/*.cassette.json",
    INPUT_CACHE: "false",
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const r = spawnSync(process.execPath, [join(REPO_ROOT, "dist/action.js")], {
    cwd: dir,
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, summary: readFileSync(join(dir, "summary"), "utf8") };
}

const REFUSED = /refused on pull_request_target/;

describe("pull_request_target", () => {
  it.each([
    ["rerun-stale", { "rerun-stale": "true" }],
    ["record", { command: "record" }],
    ["run", { command: "run" }],
    ["rerecord", { command: "rerecord" }],
  ])("%s is refused with one error line, exit 2", (_what, inputs) => {
    const r = runAction("pull_request_target", inputs);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/^::error::.*refused on pull_request_target.*allow-pull-request-target-rerun/m);
  });

  it("a plain check (no code runs) is not refused there", () => {
    expect(runAction("pull_request_target", {}).stdout).not.toMatch(REFUSED);
  });

  it("pull_request, or the explicit opt-in, is not refused", () => {
    expect(runAction("pull_request", { "rerun-stale": "true" }).stdout).not.toMatch(REFUSED);
    expect(
      runAction("pull_request_target", { "rerun-stale": "true", "allow-pull-request-target-rerun": "true" }).stdout,
    ).not.toMatch(REFUSED);
  });
});

describe("check --rerun-stale from a workflow's run: step", () => {
  it("is refused on pull_request_target unless --allow-pull-request-target-rerun", () => {
    const dir = mkdtempSync(join(tmpdir(), "h21-prt-cli-"));
    made.push(dir);
    const run = (event: string, extra: string[] = []) =>
      spawnSync(process.execPath, [CLI, "check", "--rerun-stale", ...extra, "."], {
        cwd: dir,
        env: { ...process.env, GITHUB_EVENT_NAME: event },
        encoding: "utf8",
        timeout: 60_000,
      });
    const refused = run("pull_request_target");
    expect(refused.status).toBe(2);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(refused.stderr).toMatch(
      /check --rerun-stale is refused on pull_request_target.*--allow-pull-request-target-rerun/,
    );
    expect(run("pull_request_target", ["--allow-pull-request-target-rerun"]).stderr).not.toMatch(REFUSED);
    expect(run("pull_request").stderr).not.toMatch(REFUSED);
  });
});
