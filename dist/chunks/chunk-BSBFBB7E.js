#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  TOOL_NAME
} from "./chunk-KPSQMKHF.js";
import {
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
function parseCommandArgs(_command, argv, options) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(oneLine(e).replace(/\. To specify a positional argument.*$/, ""));
  }
}
function errorLine(command, e, cwd) {
  return `${TOOL_NAME} ${command}: ${errorMessage(e, cwd)}
`;
}
function errorMessage(e, cwd) {
  const message = oneLine(e);
  return cwd && cwd !== "/" ? message.split(`${cwd.replace(/\/+$/, "")}/`).join("") : message;
}
function fileErrorMessage(label, absolute, e) {
  const message = oneLine(e).split(absolute).join(label);
  return message.startsWith(label) ? message : `${label}: ${message}`;
}
function positiveInt(name, raw) {
  if (raw === void 0) return void 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${name} must be a positive integer`);
  return n;
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
  errorLine,
  errorMessage,
  fileErrorMessage,
  positiveInt,
  requestedFormat,
  outputFormat
};
