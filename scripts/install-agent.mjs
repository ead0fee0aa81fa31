#!/usr/bin/env node
// Installs the pinned agent (@anthropic-ai/claude-code, agent/package.json + agent/package-lock.json)
// into agent/node_modules, where record, rerecord and the tests find it (src/live/agent/binary.ts).
//
//   node scripts/install-agent.mjs               a clean install (npm ci), as .ci/run does
//   node scripts/install-agent.mjs --if-missing  only when the pinned version is not there (pretest)
//
// The agent is kept out of the root install because it declares Node >= 22 while the project
// supports Node >= 20 (engines): in the root lockfile it made `npm ci` warn EBADENGINE on Node 20.
// Its native binary does not run on Node at all, so the declaration does not concern us; this
// install ignores it (--engine-strict=false) and prints errors only, so no EBADENGINE line either.
import { spawnSync } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const AGENT_PACKAGE = "@anthropic-ai/claude-code";
const AGENT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "agent");

const pinned = JSON.parse(readFileSync(join(AGENT_DIR, "package.json"), "utf8")).dependencies[AGENT_PACKAGE];

/** The installed agent's version when its binary is there and executable, else undefined. */
function installedVersion() {
  try {
    const dir = join(AGENT_DIR, "node_modules", ...AGENT_PACKAGE.split("/"));
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const rel = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.claude;
    accessSync(join(dir, rel), constants.X_OK);
    return manifest.version;
  } catch {
    return undefined;
  }
}

if (process.argv.includes("--if-missing") && installedVersion() === pinned) process.exit(0);

console.error(`install-agent: npm ci ${AGENT_PACKAGE}@${pinned} into agent/node_modules`);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const r = spawnSync(
  npm,
  ["ci", "--prefix", AGENT_DIR, "--no-audit", "--no-fund", "--engine-strict=false", "--loglevel=error"],
  {
    cwd: AGENT_DIR,
    stdio: "inherit",
  },
);
if (r.status !== 0) {
  console.error(`install-agent: npm ci failed (${r.error ? r.error.message : `exit ${r.status}`})`);
  process.exit(1);
}
const got = installedVersion();
if (got !== pinned) {
  console.error(
    `install-agent: after npm ci, agent/node_modules has ${got ? `${AGENT_PACKAGE}@${got}` : `no executable ${AGENT_PACKAGE} binary`}, expected ${pinned}`,
  );
  process.exit(1);
}
