#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  RUN_FILES
} from "./chunk-ODM7TWBF.js";
import "./chunk-5HX2GR4K.js";

// src/action/record-evidence.ts
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap(
    (e) => e.isDirectory() ? filesUnder(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : []
  );
}
function keepFailedRuns(root) {
  let scenarios;
  try {
    scenarios = readdirSync(root).filter((n) => statSync(join(root, n)).isDirectory());
  } catch {
    return [];
  }
  const kept = [];
  for (const s of scenarios) {
    for (const id of readdirSync(join(root, s))) {
      const dir = join(root, s, id);
      let status = {};
      try {
        status = JSON.parse(readFileSync(join(dir, RUN_FILES.status), "utf8"));
      } catch {
      }
      if (status.state === "done" && status.verdict === "pass") rmSync(dir, { recursive: true, force: true });
      else kept.push(...filesUnder(dir));
    }
    if (readdirSync(join(root, s)).length === 0) rmSync(join(root, s), { recursive: true, force: true });
  }
  return kept;
}
export {
  keepFailedRuns
};
