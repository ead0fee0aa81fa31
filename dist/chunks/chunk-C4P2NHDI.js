#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  selectShard
} from "./chunk-OMTVCZ7X.js";
import {
  pathGlob
} from "./chunk-PHXYXN3A.js";
import {
  UsageError
} from "./chunk-BMEV2336.js";

// src/check/targets.ts
import { stat } from "node:fs/promises";
import { isAbsolute, relative, resolve } from "node:path";

// src/cassette/discover.ts
import { readdir } from "node:fs/promises";
import { join } from "node:path";
var SKIP_DIRS = /* @__PURE__ */ new Set(["node_modules", ".git"]);
async function discoverFiles(root, globs) {
  const patterns = globs.map((g) => g.trim().replace(/^\.\//, "")).filter((g) => g !== "").map((g) => pathGlob(g));
  const found = [];
  const walk = async (rel) => {
    const entries = await readdir(join(root, rel), { withFileTypes: true });
    for (const e of entries) {
      const p = rel === "" ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) await walk(p);
      } else if (e.isFile() && patterns.some((re) => re.test(p))) {
        found.push(p);
      }
    }
  };
  await walk("");
  return found.sort();
}

// src/check/targets.ts
var DEFAULT_CASSETTE_GLOB = "**/*.cassette.json";
function splitGlobs(input) {
  return (input ?? "").split(/[\n,]/).map((s) => s.trim()).filter((s) => s !== "");
}
async function resolveTargets(root, targets, shard) {
  const globs = [];
  const files = [];
  for (const t of targets.length > 0 ? targets : [DEFAULT_CASSETTE_GLOB]) {
    if (/[*?]/.test(t)) {
      globs.push(t);
      continue;
    }
    const abs = resolve(root, t);
    const info = await stat(abs).catch(() => void 0);
    if (!info) throw new UsageError(`path not found: ${t}`);
    if (info.isDirectory()) {
      const rel = relative(root, abs);
      if (rel.startsWith("..") || isAbsolute(rel)) {
        for (const f of await discoverFiles(abs, [DEFAULT_CASSETTE_GLOB])) files.push(resolve(abs, f));
      } else {
        globs.push(rel === "" ? DEFAULT_CASSETTE_GLOB : `${rel.split("\\").join("/")}/${DEFAULT_CASSETTE_GLOB}`);
      }
    } else {
      files.push(abs);
    }
  }
  if (globs.length > 0) for (const f of await discoverFiles(root, globs)) files.push(resolve(root, f));
  const unique = [...new Set(files)].sort();
  if (unique.length === 0) {
    throw new UsageError(`no cassettes match ${targets.length > 0 ? targets.join(", ") : DEFAULT_CASSETTE_GLOB} under ${root} \u2014 nothing to do (loud non-zero, not a vacuous pass)`);
  }
  return shard ? selectShard(unique, shard, (f) => relative(root, f)) : unique;
}

export {
  discoverFiles,
  DEFAULT_CASSETTE_GLOB,
  splitGlobs,
  resolveTargets
};
