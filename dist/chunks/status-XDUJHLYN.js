#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  resolveRunDir
} from "./chunk-AELUN65H.js";
import "./chunk-2S4LTNS2.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import {
  RUN_FILES
} from "./chunk-ODM7TWBF.js";
import {
  IrregularFileError,
  readRegularText
} from "./chunk-A7IXKCTY.js";
import "./chunk-HT3KHDWJ.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import {
  EXIT,
  HarnessError,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/status.ts
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

// src/live/run-dir/status.ts
var STATUS_STALE_ENV = "COWORK_HARNESS_STATUS_STALE_MS";
var DEFAULT_STALE_MS = 15e3;
function isStale(s, now, env) {
  const updated = Date.parse(s.updatedAt);
  if (!Number.isFinite(updated)) return true;
  const limit = Number(env[STATUS_STALE_ENV]) > 0 ? Number(env[STATUS_STALE_ENV]) : DEFAULT_STALE_MS;
  return s.state === "running" && now - updated > limit;
}
function statusLine(s, stale) {
  const failed = s.state === "done" && s.verdict === "fail";
  const mark = stale ? "?" : s.state === "running" ? "\u25CF" : s.state === "done" && !failed ? "\u2713" : "\u2717";
  const state = stale ? "probably-dead (stale)" : failed ? "done, verdict failed" : s.state;
  const tools = Object.values(s.toolCounts ?? {}).reduce((a, b) => a + b, 0);
  const secs = Math.round((s.durationMs ?? s.elapsedMs ?? 0) / 1e3);
  const tail = s.error ? ` \u2014 ${s.error}` : s.verdict && !failed ? ` \xB7 verdict ${s.verdict}` : "";
  return `${mark} ${state} \u2014 ${s.scenario} [${s.fidelity}] \xB7 pid ${s.pid} \xB7 ${secs}s \xB7 ${tools} tools \xB7 ${s.subagentCount} sub-agents${tail}`;
}

// src/cli/commands/status.ts
var STATUS_HELP = `Usage: cowork-harness status <run-dir | run-id> [--output-format json]

Prints a kept run's state from its status.json: running, done, error, or probably-dead (stale:
still "running" but not refreshed for COWORK_HARNESS_STATUS_STALE_MS, default 15000).

Exit codes: 0 running, or done with a passing verdict; 1 no status.json, malformed, the run ended
in error, or it finished with a failed verdict; 2 usage error or no such run; 3 stale.
`;
var STATUS_OPTIONS = { "output-format": { type: "string" }, help: { type: "boolean", short: "h" } };
async function status({ positionals, format, io }) {
  if (positionals.length !== 1) throw new UsageError("give one run directory or run id");
  const literal = resolve(io.cwd, positionals[0]);
  const dir = existsSync(join(literal, RUN_FILES.status)) ? literal : resolveRunDir(positionals[0], io.cwd, io.env, (l) => io.stderr(`${l}
`));
  if (!dir) throw new UsageError(`${positionals[0]}: not a run directory`);
  let status2;
  try {
    status2 = JSON.parse(readRegularText(join(dir, RUN_FILES.status)));
    if (typeof status2.state !== "string") throw new Error("no state");
  } catch (e) {
    const why = e instanceof IrregularFileError ? ` (status.json is ${e.code})` : "";
    throw new HarnessError(`${positionals[0]}: no readable status.json in the run directory${why}`, EXIT.fail);
  }
  const stale = isStale(status2, Date.now(), io.env);
  if (format === "json")
    io.stdout(
      JSON.stringify({
        tool: TOOL_NAME,
        version: TOOL_VERSION,
        command: "status",
        ok: status2.state !== "error" && status2.verdict !== "fail" && !stale,
        stale,
        ...status2
      }) + "\n"
    );
  else io.stderr(statusLine(status2, stale) + "\n");
  return stale ? EXIT.unverifiable : status2.state === "error" || status2.state === "done" && status2.verdict === "fail" ? EXIT.fail : EXIT.ok;
}
var command = defineCommand({ name: "status", help: STATUS_HELP, options: STATUS_OPTIONS, run: status });
export {
  STATUS_HELP,
  command
};
