/**
 * Which agent binary to run: an explicit path, else COWORK_AGENT_BINARY, else the native binary of
 * the @anthropic-ai/claude-code package pinned in agent/package.json (installed into
 * agent/node_modules by scripts/install-agent.mjs), else one resolved from node_modules.
 */
import { accessSync, constants, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { HarnessError } from "../../core/util/errors.js";

const AGENT_PACKAGE = "@anthropic-ai/claude-code";

/** agent/package.json of the checkout this module runs from (src/live/agent/ or dist/[chunks/]), if any. */
function agentManifest(): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)), up = 0; up < 4; dir = dirname(dir), up++) {
    const manifest = join(dir, "agent", "package.json");
    if (existsSync(join(dir, "agent", "node_modules", AGENT_PACKAGE, "package.json"))) return manifest;
  }
  return undefined;
}

function pinnedPackageBinary(): string | undefined {
  try {
    const require = createRequire(agentManifest() ?? import.meta.url);
    const pkgJson = require.resolve(`${AGENT_PACKAGE}/package.json`);
    const pkg = require(pkgJson) as { bin?: string | Record<string, string> };
    const rel = typeof pkg.bin === "string" ? pkg.bin : pkg.bin?.claude;
    return rel ? join(dirname(pkgJson), rel) : undefined;
  } catch {
    return undefined;
  }
}

export function resolveAgentBinary(explicit?: string, env: NodeJS.ProcessEnv = process.env): string {
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
