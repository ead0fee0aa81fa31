#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  RUN_FILES,
  TURN_FILES
} from "./chunk-ODM7TWBF.js";
import {
  IrregularFileError,
  MAX_TEXT_FILE_BYTES,
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  DEFAULT_MAX_CASSETTE_BYTES
} from "./chunk-QM645DRD.js";
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/gate/runs/kept-run.ts
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
var CANNOT_VERIFY = "(can't verify \u21D2 not green)";
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function readRunFile(path, maxBytes = MAX_TEXT_FILE_BYTES) {
  if (!existsSync(path)) return void 0;
  try {
    return readRegularText(path, maxBytes);
  } catch (e) {
    if (e instanceof IrregularFileError) throw new HarnessError(`${path}: ${e.code}`);
    throw new HarnessError(`${path}: unreadable`);
  }
}
function readRunJson(path, maxBytes = MAX_TEXT_FILE_BYTES) {
  const text = readRunFile(path, maxBytes);
  if (text === void 0) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    throw new HarnessError(`${path}: not valid JSON`);
  }
}
function transcriptOf(runJsonl) {
  if (runJsonl === void 0) return void 0;
  for (const line of runJsonl.split("\n")) {
    if (!line.includes('"transcript"')) continue;
    try {
      const row = JSON.parse(line);
      if (isObj(row) && row.t === "transcript") return typeof row.text === "string" ? row.text : "";
    } catch {
    }
  }
  return "";
}
function openKeptRun(dir, shown, cwd) {
  const refuse = (why) => {
    throw new HarnessError(`${shown}: ${why} ${CANNOT_VERIFY}`);
  };
  if (!existsSync(dir)) refuse("no such run directory");
  if (existsSync(join(dir, TURN_FILES.result)) && !existsSync(join(dir, "turns")))
    refuse("a run directory in the old layout (result.json at its top, no turns/): re-run it");
  const turns = existsSync(join(dir, "turns")) ? readdirSync(join(dir, "turns")).filter((n) => /^\d+$/.test(n)) : [];
  if (turns.length === 0) refuse(`no turns/1/${TURN_FILES.result}: not a kept run (runs/<scenario>/<run id>/)`);
  if (turns.length > 1) refuse(`${turns.length} turns: only a single-turn run can be verified`);
  const turnDir = join(dir, "turns", turns[0]);
  const result = readRunJson(join(turnDir, TURN_FILES.result));
  if (!isObj(result)) refuse(`no ${relative(cwd, join(turnDir, TURN_FILES.result)) || TURN_FILES.result}`);
  const r = result;
  if (r.result !== "success" && r.result !== "error")
    refuse(`the run has no result (result: ${JSON.stringify(r.result ?? null)}): it did not finish`);
  if (r.partial === true) refuse("a partial run (it did not complete)");
  if (r.command === "replay") refuse("a replay's result, not a live run's");
  if (r.mode === "chat") refuse("a chat session, not a scenario run");
  return {
    dir,
    turnDir,
    result: r,
    transcript: transcriptOf(readRunFile(join(turnDir, TURN_FILES.run), DEFAULT_MAX_CASSETTE_BYTES))
  };
}
function keptEvents(run) {
  return (readRunFile(join(run.dir, RUN_FILES.events), DEFAULT_MAX_CASSETTE_BYTES) ?? "").split("\n").filter((l) => l.trim() !== "");
}

export {
  CANNOT_VERIFY,
  readRunFile,
  readRunJson,
  openKeptRun,
  keptEvents
};
