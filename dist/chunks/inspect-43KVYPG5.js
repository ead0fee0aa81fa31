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
  latestTurnDir
} from "./chunk-ODM7TWBF.js";
import {
  IrregularFileError,
  readRegularText
} from "./chunk-A7IXKCTY.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-KPSQMKHF.js";
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

// src/cli/commands/inspect.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
var INSPECT_HELP = `Usage: cowork-harness inspect <run-dir | run-id> [--output-format json]

Prints a kept run's digest: scenario, tier, result, duration, cost and the files it left
(a JSON file with a preview of its top level). JSON mode prints the digest alone.

Exit codes: 0 shown; 2 usage error, not a run directory, or a run without result.json.
`;
var INSPECT_OPTIONS = { "output-format": { type: "string" }, help: { type: "boolean", short: "h" } };
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function preview(body) {
  try {
    const v = JSON.parse(body);
    if (!isObj(v)) return void 0;
    const out = {};
    for (const [k, x] of Object.entries(v)) out[k] = Array.isArray(x) ? `[${x.length} items]` : isObj(x) ? "{\u2026}" : x;
    return out;
  } catch {
    return void 0;
  }
}
async function inspect({ positionals, format, io }) {
  if (positionals.length !== 1) throw new UsageError("give one run directory or run id");
  const dir = resolveRunDir(positionals[0], io.cwd, io.env, (l) => io.stderr(`${l}
`));
  if (!dir || !existsSync(join(dir, "turns")))
    throw new HarnessError(`${positionals[0]}: not a kept run directory (no turns/ in it)`);
  const turn = latestTurnDir(dir);
  let result;
  try {
    result = JSON.parse(readRegularText(join(turn ?? dir, "result.json")));
  } catch (e) {
    if (e instanceof IrregularFileError)
      throw new HarnessError(`${positionals[0]}: the run's result.json is ${e.code}: not read`);
    throw new HarnessError(
      `${positionals[0]}: the run has no readable result.json (it may still be running, or it failed before finishing: see status)`
    );
  }
  const artifacts = Array.isArray(result.artifacts) ? result.artifacts : void 0;
  const digest = {
    scenario: result.scenario,
    fidelity: result.fidelity,
    result: result.result,
    ...isObj(result.verdict) ? { verdict: result.verdict.pass ? "pass" : "fail" } : {},
    durationMs: result.durationMs ?? null,
    ...result.cost !== void 0 ? { cost: result.cost } : {},
    workDirAvailable: false,
    artifactsRecorded: artifacts !== void 0,
    artifacts: (artifacts ?? []).map((a) => {
      const p = typeof a.body === "string" && String(a.path).endsWith(".json") ? preview(a.body) : void 0;
      return { path: a.path, bytes: a.bytes, ...p ? { preview: p } : {} };
    })
  };
  if (format === "json") {
    io.stdout(JSON.stringify(digest, null, 2) + "\n");
    return EXIT.ok;
  }
  const lines = [
    `${String(digest.scenario)} [${String(digest.fidelity)}] \u2014 ${String(digest.result)}${"verdict" in digest ? `, verdict ${String(digest.verdict)}` : ""}`
  ];
  if (!artifacts) lines.push("artifacts: UNAVAILABLE (the run recorded no file manifest)");
  for (const a of digest.artifacts)
    lines.push(`  ${String(a.path)}  (${String(a.bytes)} B)${a.preview ? `  ${JSON.stringify(a.preview)}` : ""}`);
  io.stdout(lines.join("\n") + "\n");
  return EXIT.ok;
}
var command = defineCommand({ name: "inspect", help: INSPECT_HELP, options: INSPECT_OPTIONS, run: inspect });
export {
  INSPECT_HELP,
  command
};
