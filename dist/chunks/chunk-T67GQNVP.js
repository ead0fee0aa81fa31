#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  boundedRegExp
} from "./chunk-GEFYSWZR.js";
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/gate/verify/allow-list.ts
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
var ALLOW_FLAGS = {
  "--allow": void 0,
  "--allow-domain": "domain",
  "--allow-email": "email",
  "--allow-path": "path",
  "--allow-machine-inventory": "machine-inventory",
  "--allow-host-inventory": "host-inventory",
  "--allow-phone": "phone"
};
function compile(src, cls, origin) {
  try {
    return { ...cls !== void 0 ? { cls } : {}, re: boundedRegExp(src, "i") };
  } catch {
    throw new UsageError(`${origin}: invalid regex: ${src}`);
  }
}
var REPO_ALLOW_FILE = ".cowork-allow-patterns";
var ALLOW_HELP = `  --allow REGEX                    a privacy finding this regex matches whole (it is anchored, as
                                   ^(?:REGEX)$: "acme" does not clear "jane@acme.com") is not a
                                   finding (repeatable);
  --allow-domain REGEX             likewise for one class: domain, email, path,
  --allow-email REGEX              machine-inventory, host-inventory, phone (each repeatable)
  --allow-path REGEX
  --allow-machine-inventory REGEX
  --allow-host-inventory REGEX
  --allow-phone REGEX
  --allow-patterns-file FILE       one allow regex per line, # comments (repeatable);
                                   ${REPO_ALLOW_FILE} in the working directory is always read
                                   (the gate reads it too: put what a committed cassette needs there)`;
var ALLOW_OPTIONS = Object.fromEntries(
  [...Object.keys(ALLOW_FLAGS), "--allow-patterns-file"].map((f) => [f.slice(2), { type: "string", multiple: true }])
);
async function allowListFromValues(values, cwd) {
  const repeated = /* @__PURE__ */ new Map();
  for (const flag of [...Object.keys(ALLOW_FLAGS), "--allow-patterns-file"]) {
    const v = values[flag.slice(2)];
    if (Array.isArray(v))
      repeated.set(
        flag,
        v.map((x) => flag === "--allow-patterns-file" ? resolve(cwd, String(x)) : String(x))
      );
  }
  return buildAllowList(repeated, cwd);
}
async function buildAllowList(repeated, cwd) {
  const out = [];
  if (cwd !== void 0 && existsSync(join(cwd, REPO_ALLOW_FILE))) {
    repeated = new Map(repeated);
    repeated.set("--allow-patterns-file", [
      join(cwd, REPO_ALLOW_FILE),
      ...repeated.get("--allow-patterns-file") ?? []
    ]);
  }
  for (const [flag, cls] of Object.entries(ALLOW_FLAGS)) {
    for (const src of repeated.get(flag) ?? []) out.push(compile(src, cls, flag));
  }
  for (const file of repeated.get("--allow-patterns-file") ?? []) {
    let body;
    try {
      body = readRegularText(file);
    } catch {
      throw new UsageError(`--allow-patterns-file: cannot read ${file}`);
    }
    for (const raw of body.split("\n")) {
      const line = raw.trim();
      if (line && !line.startsWith("#")) out.push(compile(line, void 0, `--allow-patterns-file (${file})`));
    }
  }
  return out;
}

export {
  REPO_ALLOW_FILE,
  ALLOW_HELP,
  ALLOW_OPTIONS,
  allowListFromValues
};
