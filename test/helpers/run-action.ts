/**
 * Runs the Action's entrypoint as GitHub runs it: a child process with INPUT_* and GITHUB_* set,
 * a pull_request event payload with the fields the Action reads, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, against a GitHub REST server of ours on 127.0.0.1.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "./paths.js";

export const HEAD_SHA = "6dcb09b5b57875f334f61aebed695e2e4193db5e";
export const MERGE_SHA = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";
const ACTION = join(REPO_ROOT, "dist/action.js");

export function pullRequestPayload(): Record<string, unknown> {
  const repo = { id: 1, name: "skills", full_name: "acme/skills", owner: { login: "acme" }, default_branch: "main" };
  return {
    action: "synchronize",
    number: 17,
    pull_request: {
      number: 17,
      merge_commit_sha: MERGE_SHA,
      head: { ref: "feature", sha: HEAD_SHA, repo },
      base: { ref: "main", sha: "9049f1265b7d61be4a8904a9a27120d2064dab3b", repo },
    },
    repository: repo,
  };
}

export interface ActionRun {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

/** One run of dist/action.js in `workspace`; `inputs` become INPUT_<NAME> variables. */
export async function runActionEntrypoint(opts: {
  workspace: string;
  apiUrl: string;
  inputs: Record<string, string>;
  runnerDir?: string;
  env?: NodeJS.ProcessEnv;
  /** the entrypoint to run (default dist/action.js) */
  entry?: string;
  /** the event payload (default pullRequestPayload()) */
  event?: Record<string, unknown>;
}): Promise<ActionRun> {
  const runnerDir = opts.runnerDir ?? mkdtempSync(join(tmpdir(), "cowork-runner-"));
  const outFile = join(runnerDir, `out-${Math.random()}`);
  const summaryFile = join(runnerDir, `summary-${Math.random()}`);
  writeFileSync(outFile, "");
  writeFileSync(summaryFile, "");
  const eventPath = join(runnerDir, "event.json");
  writeFileSync(eventPath, JSON.stringify(opts.event ?? pullRequestPayload()));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: MERGE_SHA,
    GITHUB_REPOSITORY: "acme/skills",
    GITHUB_API_URL: opts.apiUrl,
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_RUN_ID: "42",
    GITHUB_OUTPUT: outFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: runnerDir,
    "INPUT_GITHUB-TOKEN": "ghs_testtoken0123456789abcdefghijklmnopqrstu",
    ...Object.fromEntries(Object.entries(opts.inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...opts.env,
  };
  const child = spawn(process.execPath, [opts.entry ?? ACTION], { env, cwd: opts.workspace });
  let stdout = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stdout += d));
  const code = await new Promise<number>((res) => child.on("close", (c) => res(c ?? -1)));
  return {
    code,
    stdout,
    outputs: parseOutputs(readFileSync(outFile, "utf8")),
    summary: readFileSync(summaryFile, "utf8"),
  };
}

/** The workflow-command annotations in a log: level, file, line, title, message. */
export function annotationsOf(
  log: string,
): { level: string; file?: string; line?: number; title?: string; message: string }[] {
  const out: { level: string; file?: string; line?: number; title?: string; message: string }[] = [];
  for (const l of log.split("\n")) {
    const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(l);
    if (!m) continue;
    const props = Object.fromEntries(
      (m[2] ?? "")
        .split(",")
        .filter(Boolean)
        .map((p) => p.split("=", 2) as [string, string]),
    );
    const dec = (s: string): string =>
      s.replace(/%0A/g, "\n").replace(/%0D/g, "\r").replace(/%3A/g, ":").replace(/%2C/g, ",").replace(/%25/g, "%");
    out.push({
      level: m[1]!,
      ...(props.file !== undefined ? { file: dec(props.file) } : {}),
      ...(props.line !== undefined ? { line: Number(props.line) } : {}),
      ...(props.title !== undefined ? { title: dec(props.title) } : {}),
      message: dec(m[3]!),
    });
  }
  return out;
}
