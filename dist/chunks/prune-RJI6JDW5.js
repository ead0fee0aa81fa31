#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  readRunJson
} from "./chunk-JWLYSE52.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import {
  RUN_FILES,
  keepRoot,
  runsRoot
} from "./chunk-ODM7TWBF.js";
import {
  MAX_TEXT_FILE_BYTES
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
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/prune.ts
import { relative } from "node:path";

// src/gate/runs/prune.ts
import { lstatSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
var isDir = (p) => {
  try {
    return lstatSync(p).isDirectory();
  } catch {
    return false;
  }
};
var exists = (p) => {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
};
function stillRunning(status, now) {
  if (typeof status !== "object" || status === null) return false;
  const s = status;
  const updated = typeof s.updatedAt === "string" ? Date.parse(s.updatedAt) : NaN;
  return s.state === "running" && Number.isFinite(updated) && now - updated < 6e4;
}
function keptRuns(root, now = Date.now()) {
  if (!isDir(root)) return [];
  const runs = [];
  for (const scenario of readdirSync(root).sort()) {
    const sdir = join(root, scenario);
    if (!isDir(sdir)) continue;
    for (const id of readdirSync(sdir)) {
      const dir = join(sdir, id);
      if (!isDir(dir) || !(exists(join(dir, RUN_FILES.status)) || exists(join(dir, RUN_FILES.events)))) continue;
      let status;
      try {
        status = readRunJson(join(dir, RUN_FILES.status), MAX_TEXT_FILE_BYTES);
      } catch {
        status = void 0;
      }
      const started = typeof status === "object" && status !== null && typeof status.startedAt === "string" ? Date.parse(status.startedAt) : NaN;
      runs.push({
        dir,
        scenario,
        startedMs: Number.isFinite(started) ? started : lstatSync(dir).mtimeMs,
        running: stillRunning(status, now)
      });
    }
  }
  return runs.sort(
    (a, b) => a.scenario < b.scenario ? -1 : a.scenario > b.scenario ? 1 : b.startedMs - a.startedMs || (a.dir < b.dir ? 1 : -1)
  );
}
function toPrune(runs, retention, now = Date.now()) {
  const seen = /* @__PURE__ */ new Map();
  const cutoff = retention.olderThanDays !== void 0 ? now - retention.olderThanDays * 864e5 : void 0;
  return runs.filter((r) => {
    const rank = (seen.get(r.scenario) ?? 0) + 1;
    seen.set(r.scenario, rank);
    if (r.running) return false;
    const beyondLast = retention.keepLast !== void 0 && rank > retention.keepLast;
    const tooOld = cutoff !== void 0 && r.startedMs < cutoff;
    return beyondLast || tooOld;
  });
}
async function removeRuns(runs) {
  for (const r of runs) await rm(r.dir, { recursive: true, force: true });
}

// src/cli/commands/prune.ts
var HELP = `Usage: cowork-harness prune [--run-dir DIR] (--keep-last N | --older-than DAYS) [--dry-run]

Deletes kept runs (run/record --run-dir) past the retention you set: beyond the newest N of each
scenario, and/or started more than DAYS days ago (both given: either drops a run). A run still
running is never touched, a link is never followed, and index.jsonl keeps every row (stats counts
pruned runs).

Options:
  --run-dir DIR              the runs root (default COWORK_HARNESS_RUNS_DIR, else ~/.cowork-harness/runs)
  --keep-last N              keep the newest N runs of each scenario (N \u2265 1)
  --older-than DAYS          drop runs older than DAYS days (may be fractional, > 0)
  --dry-run                  list what would go, delete nothing
  --output-format text|json  text (default) or the JSON envelope
  -h, --help                 show this help

Exit codes: 0 done (also when nothing was due), 2 usage error (no retention given, a bad number).
`;
var OPTIONS = {
  "run-dir": { type: "string" },
  "keep-last": { type: "string" },
  "older-than": { type: "string" },
  "dry-run": { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" }
};
function retentionOf(values) {
  const r = {};
  if (values["keep-last"] !== void 0) {
    const n = Number(values["keep-last"]);
    if (!(Number.isSafeInteger(n) && n >= 1))
      throw new UsageError(`--keep-last must be a whole number of runs, at least 1 (got "${values["keep-last"]}")`);
    r.keepLast = n;
  }
  if (values["older-than"] !== void 0) {
    const d = Number(values["older-than"]);
    if (!(Number.isFinite(d) && d > 0))
      throw new UsageError(`--older-than must be a number of days above 0 (got "${values["older-than"]}")`);
    r.olderThanDays = d;
  }
  if (r.keepLast === void 0 && r.olderThanDays === void 0)
    throw new UsageError("prune needs a retention: --keep-last N and/or --older-than DAYS");
  return r;
}
async function run({ values, positionals, format, io }) {
  if (positionals.length > 0)
    throw new UsageError(`prune takes no positional arguments (got ${positionals.join(", ")})`);
  const retention = retentionOf(values);
  const root = keepRoot(values["run-dir"], io.env, io.cwd) ?? runsRoot(io.env, io.cwd);
  const runs = keptRuns(root);
  const drop = toPrune(runs, retention);
  const dry = values["dry-run"] === true;
  if (!dry) await removeRuns(drop);
  const shown = drop.map((r) => relative(io.cwd, r.dir) || r.dir);
  if (format === "json")
    io.stdout(
      `${JSON.stringify({ tool: TOOL_NAME, version: TOOL_VERSION, command: "prune", ok: true, dryRun: dry, root, kept: runs.length - drop.length, pruned: shown, error: null })}
`
    );
  else {
    for (const s of shown) io.stdout(`${dry ? "would prune" : "pruned"} ${s}
`);
    io.stdout(
      `${dry ? "would prune" : "pruned"} ${drop.length} of ${runs.length} kept run(s) under ${root}; ${runs.length - drop.length} kept
`
    );
  }
  return 0;
}
var command = defineCommand({ name: "prune", help: HELP, options: OPTIONS, errors: "json-usage", run });
export {
  command
};
