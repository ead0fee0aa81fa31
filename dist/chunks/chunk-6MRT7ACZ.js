#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UsageError,
  oneLine
} from "./chunk-5C2HTD6I.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
function parseCommandArgs(command, argv, options) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(`${command}: ${oneLine(e).replace(/\. To specify a positional argument.*$/, "")}`);
  }
}
function requestedFormat(argv, env) {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith("--output-format=")) return a.slice("--output-format=".length);
    if (a === "--output-format" && argv[i + 1] !== void 0) return argv[i + 1];
  }
  return env.COWORK_HARNESS_OUTPUT_FORMAT || "text";
}
function outputFormat(value, env) {
  const v = value ?? (env.COWORK_HARNESS_OUTPUT_FORMAT || "text");
  if (v !== "text" && v !== "json") throw new UsageError(`--output-format must be text or json (got "${v}")`);
  return v;
}

export {
  parseCommandArgs,
  requestedFormat,
  outputFormat
};
