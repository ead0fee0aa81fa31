#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  blocking,
  doctorChecks,
  doctorText,
  probeMachine
} from "./chunk-VVHIM5S3.js";
import "./chunk-2YN6NHCG.js";
import "./chunk-W6BAPU3A.js";
import "./chunk-6NVNSL5Q.js";
import "./chunk-7BOIZFLR.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-J5CYBANO.js";
import "./chunk-NT77EBXM.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-HT3KHDWJ.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/doctor.ts
import { resolve } from "node:path";
var DOCTOR_HELP = `Usage: cowork-harness doctor [options]

Checks what a live run (record, run, rerun, rerecord) at a tier needs on this machine, and says
what to do about each thing missing:
  node       Node 22.12 or later
  agent      the agent binary a run starts (--agent, COWORK_AGENT_BINARY, else the pinned
             @anthropic-ai/claude-code) and its version
  runtime    container tier: docker or podman installed and answering (COWORK_CONTAINER_RUNTIME chooses)
  image      container tier: the agent image in its store (else: cowork-harness setup)
  token      whether ANTHROPIC_API_KEY, CLAUDE_CODE_OAUTH_TOKEN or ANTHROPIC_AUTH_TOKEN is set (never
             its value); a scripted model needs none, so this never fails
  baselines  the Desktop baselines of --baselines DIR load (skipped without it)
Builds, pulls and starts nothing.

Options:
  --tier protocol|container   the tier to check (default container, the scenarios' default)
  --agent PATH                the agent binary to check (as record's --agent)
  --baselines DIR             a directory of desktop-*.json baselines to load
  --output-format text|json   text (default), or {tool, version, command, ok, tier, checks: [{id,
                              title, status: ok|warn|fail|skip, detail, remedy?, required}]}
  -h, --help                  show this help

Exit codes: 0 ready (warnings allowed), 1 a required check failed, 2 usage error.
`;
var DOCTOR_OPTIONS = {
  tier: { type: "string" },
  agent: { type: "string" },
  baselines: { type: "string" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" }
};
function parseTier(raw) {
  if (raw === void 0) return "container";
  if (raw === "protocol" || raw === "container") return raw;
  throw new UsageError(
    `--tier must be protocol or container (got "${raw}")${raw === "cowork" || raw === "hostloop" || raw === "microvm" ? ": the macOS-only tiers are not recorded here" : ""}`
  );
}
async function doctor({ values, positionals, format, io }) {
  if (positionals.length > 0) throw new UsageError(`doctor takes no arguments (got "${positionals[0]}")`);
  const tier = parseTier(values.tier);
  const facts = await probeMachine(tier, {
    env: io.env,
    ...values.agent ? { agent: resolve(io.cwd, values.agent) } : {},
    ...values.baselines ? { baselines: resolve(io.cwd, values.baselines) } : {}
  });
  const checks = doctorChecks(tier, facts);
  const ok = blocking(checks).length === 0;
  if (format === "json")
    io.stdout(JSON.stringify({ tool: TOOL_NAME, version: TOOL_VERSION, command: "doctor", ok, tier, checks }) + "\n");
  else io.stdout(doctorText(tier, checks));
  return ok ? EXIT.ok : EXIT.fail;
}
var command = defineCommand({
  name: "doctor",
  help: DOCTOR_HELP,
  options: DOCTOR_OPTIONS,
  errors: "line",
  run: doctor
});
export {
  command
};
