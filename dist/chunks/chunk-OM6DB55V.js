#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  HarnessError,
  UsageError
} from "./chunk-6ZVZ2CXJ.js";

// src/record/run-bounds.ts
var DEFAULT_MAX_TIMEOUT_MS = 18e4;
var MAX_TIMER_MS = 2147483647;
function parseMs(raw, what) {
  if (raw === void 0 || raw.trim() === "") return void 0;
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n < 1 || n > MAX_TIMER_MS)
    throw new UsageError(`${what} must be a whole number of milliseconds from 1 to ${MAX_TIMER_MS} (got "${raw}")`);
  return n;
}
function asTimeout(v) {
  return typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : void 0;
}
function runTimeLimit(o) {
  if (o.explicitMs !== void 0) return { ms: o.explicitMs };
  const ceiling = o.maxTimeoutMs ?? DEFAULT_MAX_TIMEOUT_MS;
  const asked = asTimeout(o.scenarioMs);
  if (asked === void 0) return { ms: ceiling };
  if (asked <= ceiling) return { ms: asked };
  return {
    ms: ceiling,
    cut: `notice: ${o.where}: timeout_ms ${asked} is above the time ceiling, so the run is bounded at ${ceiling} ms \u2014 the ceiling is a trusted setting (--max-timeout-ms, or the Action's max-timeout-ms input), never the scenario's`
  };
}
function protocolTierRefusal(where, tier) {
  return `${where}: fidelity: ${tier} \u2014 the protocol tier is not a sandbox, and this run executes a pull request's code: record it at fidelity: container, or run it at the ${tier} tier on your own machine`;
}

// src/agent/binary.ts
import { accessSync, constants, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
var AGENT_PACKAGE = "@anthropic-ai/claude-code";
function agentManifest() {
  for (let dir = dirname(fileURLToPath(import.meta.url)), up = 0; up < 4; dir = dirname(dir), up++) {
    const manifest = join(dir, "agent", "package.json");
    if (existsSync(join(dir, "agent", "node_modules", AGENT_PACKAGE, "package.json"))) return manifest;
  }
  return void 0;
}
function pinnedPackageBinary() {
  try {
    const require2 = createRequire(agentManifest() ?? import.meta.url);
    const pkgJson = require2.resolve(`${AGENT_PACKAGE}/package.json`);
    const pkg = require2(pkgJson);
    const rel = typeof pkg.bin === "string" ? pkg.bin : pkg.bin?.claude;
    return rel ? join(dirname(pkgJson), rel) : void 0;
  } catch {
    return void 0;
  }
}
function resolveAgentBinary(explicit, env = process.env) {
  const chosen = explicit ?? env.COWORK_AGENT_BINARY ?? pinnedPackageBinary();
  const source = explicit ? "agent binary" : env.COWORK_AGENT_BINARY ? "COWORK_AGENT_BINARY" : AGENT_PACKAGE;
  if (!chosen) throw new HarnessError(`cannot find the agent binary: ${AGENT_PACKAGE} is not installed (in a checkout: node scripts/install-agent.mjs) and COWORK_AGENT_BINARY is not set`);
  const path = resolve(chosen);
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new HarnessError(`${path}: ${source} is not an executable file`);
  }
  return path;
}

export {
  DEFAULT_MAX_TIMEOUT_MS,
  parseMs,
  runTimeLimit,
  protocolTierRefusal,
  resolveAgentBinary
};
