#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  readRunFile
} from "./chunk-JWLYSE52.js";
import {
  RUN_FILES
} from "./chunk-ODM7TWBF.js";
import {
  DEFAULT_MAX_CASSETTE_BYTES
} from "./chunk-QM645DRD.js";

// src/gate/runs/run-index.ts
import { join } from "node:path";
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
function rowOf(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return void 0;
  const o = v;
  if (typeof o.ts !== "string" || typeof o.scenario !== "string" || typeof o.outDir !== "string") return void 0;
  const row = {
    ts: o.ts,
    scenario: o.scenario,
    outDir: o.outDir,
    // rows before version 1 carried the verdict word only
    pass: typeof o.pass === "boolean" ? o.pass : o.verdict === "pass"
  };
  for (const k of ["costUsd", "durationMs", "tokens", "turns"]) {
    const n = num(o[k]);
    if (n !== void 0) row[k] = n;
  }
  return row;
}
function readIndex(root) {
  const path = join(root, RUN_FILES.index);
  const lines = (readRunFile(path, DEFAULT_MAX_CASSETTE_BYTES) ?? "").split("\n");
  while (lines.length > 0 && lines[lines.length - 1].trim() === "") lines.pop();
  const rows = [];
  const warnings = [];
  lines.forEach((line, i) => {
    if (line.trim() === "") return;
    let row;
    try {
      row = rowOf(JSON.parse(line));
    } catch {
      row = void 0;
    }
    if (row) rows.push(row);
    else if (i < lines.length - 1) warnings.push(`${path}:${i + 1}: not an index row \u2014 skipped`);
  });
  return { rows, warnings };
}

export {
  readIndex
};
