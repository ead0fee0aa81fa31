/**
 * Where kept run evidence lives (the reference's live lane; docs/reference.md#the-live-lane): `<root>/<scenario slug>/<run id>/` with the
 * stream at the root and one folder per turn under `turns/`. The root is `--run-dir`, else
 * COWORK_HARNESS_RUNS_DIR, else ~/.cowork-harness/runs (only read from: keeping is opt-in).
 */
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";

export const RUNS_DIR_ENV = "COWORK_HARNESS_RUNS_DIR";

export const RUN_FILES = {
  events: "events.jsonl",
  controlOut: "control-out.jsonl",
  stderr: "agent.stderr.log",
  timeline: "timeline.jsonl",
  preRun: "pre-run-manifest.json",
  status: "status.json",
  egress: "proxy/egress.log",
  index: "index.jsonl",
} as const;

export const TURN_FILES = {
  result: "result.json",
  run: "run.jsonl",
  trace: "trace.json",
  /** ours: the scrubbed recording, for verify-run */
  cassette: "cassette.json",
} as const;

const expandHome = (p: string): string =>
  p === "~" ? homedir() : p.startsWith("~/") ? join(homedir(), p.slice(2)) : p;

/** The root runs are looked up under (trace, inspect, status). */
export function runsRoot(env: NodeJS.ProcessEnv, cwd: string): string {
  const v = env[RUNS_DIR_ENV];
  return v ? resolve(cwd, expandHome(v)) : join(homedir(), ".cowork-harness", "runs");
}

/** The root live runs are KEPT under: only when asked (`--run-dir`, or the environment variable). */
export function keepRoot(flag: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string | undefined {
  const v = flag ?? env[RUNS_DIR_ENV];
  return v ? resolve(cwd, expandHome(v)) : undefined;
}

/** A scenario name as one safe path segment. */
export function slug(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[-.]+|-+$/g, "");
  return s.slice(0, 80) || "scenario";
}

let last = 0;
/** A new run id: `local_<time in base36>`, strictly increasing within the process. */
export function newRunId(now = Date.now()): string {
  last = Math.max(last + 1, now);
  return `local_${last.toString(36)}`;
}

/** `turns/<N>` with the highest N, or undefined. */
export function latestTurnDir(runDir: string): string | undefined {
  const turns = join(runDir, "turns");
  if (!existsSync(turns)) return undefined;
  const ns = readdirSync(turns)
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .sort((a, b) => b - a);
  return ns.length ? join(turns, String(ns[0])) : undefined;
}
