#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/gate/check/results-file.ts
import { readFile } from "node:fs/promises";
function resultsFile(results, ok, shard, changes, coverage, skillLint) {
  return {
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "check",
    ok,
    ...shard ? { shard } : {},
    results,
    ...changes ? { changes } : {},
    ...coverage ? { coverage } : {},
    ...skillLint && skillLint.length > 0 ? { skillLint } : {},
    error: null
  };
}
async function writeResultsFile(path, file) {
  await writeFileAtomic(path, JSON.stringify(file) + "\n");
}
async function readResultsFile(path) {
  let raw;
  try {
    raw = JSON.parse(await readFile(path, "utf8"));
  } catch (e) {
    throw new HarnessError(`${path}: not a results file: ${oneLine(e)}`);
  }
  const r = raw;
  if (r?.tool !== TOOL_NAME || !Array.isArray(r.results)) {
    throw new HarnessError(`${path}: not a ${TOOL_NAME} results file (expected {"tool":"${TOOL_NAME}","results":[\u2026]})`);
  }
  return r;
}

export {
  resultsFile,
  writeResultsFile,
  readResultsFile
};
