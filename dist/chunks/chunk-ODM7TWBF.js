#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/gate/trace/run-layout.ts
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
var RUNS_DIR_ENV = "COWORK_HARNESS_RUNS_DIR";
var RUN_FILES = {
  events: "events.jsonl",
  controlOut: "control-out.jsonl",
  stderr: "agent.stderr.log",
  timeline: "timeline.jsonl",
  preRun: "pre-run-manifest.json",
  status: "status.json",
  egress: "proxy/egress.log",
  index: "index.jsonl"
};
var TURN_FILES = {
  result: "result.json",
  run: "run.jsonl",
  trace: "trace.json",
  /** ours: the scrubbed recording, for verify-run */
  cassette: "cassette.json"
};
var expandHome = (p) => p === "~" ? homedir() : p.startsWith("~/") ? join(homedir(), p.slice(2)) : p;
function runsRoot(env, cwd) {
  const v = env[RUNS_DIR_ENV];
  return v ? resolve(cwd, expandHome(v)) : join(homedir(), ".cowork-harness", "runs");
}
function keepRoot(flag, env, cwd) {
  const v = flag ?? env[RUNS_DIR_ENV];
  return v ? resolve(cwd, expandHome(v)) : void 0;
}
function slug(name) {
  const s = name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^[-.]+|-+$/g, "");
  return s.slice(0, 80) || "scenario";
}
var last = 0;
function newRunId(now = Date.now()) {
  last = Math.max(last + 1, now);
  return `local_${last.toString(36)}`;
}
function latestTurnDir(runDir) {
  const turns = join(runDir, "turns");
  if (!existsSync(turns)) return void 0;
  const ns = readdirSync(turns).filter((n) => /^\d+$/.test(n)).map(Number).sort((a, b) => b - a);
  return ns.length ? join(turns, String(ns[0])) : void 0;
}

export {
  RUNS_DIR_ENV,
  RUN_FILES,
  TURN_FILES,
  runsRoot,
  keepRoot,
  slug,
  newRunId,
  latestTurnDir
};
