#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/live/agent/binary.ts
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
  resolveAgentBinary
};
