#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/core/cassette/find.ts
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
var CASSETTE_SUFFIX = ".cassette.json";
async function findCassettes(targets) {
  if (targets.length === 0) throw new UsageError("no cassette file or directory given");
  const out = [];
  for (const target of targets) {
    let info;
    try {
      info = await stat(target);
    } catch {
      throw new UsageError(`path not found: ${target}`);
    }
    if (!info.isDirectory()) {
      out.push(target);
      continue;
    }
    const names = (await readdir(target)).filter((n) => n.endsWith(CASSETTE_SUFFIX)).sort();
    if (names.length === 0) {
      throw new UsageError(
        `no ${CASSETTE_SUFFIX} files under ${target} \u2014 nothing to do (loud non-zero, not a vacuous pass)`
      );
    }
    for (const n of names) out.push(join(target, n));
  }
  return out;
}

export {
  CASSETTE_SUFFIX,
  findCassettes
};
