#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorLine
} from "./chunk-BSBFBB7E.js";
import "./chunk-KPSQMKHF.js";
import {
  EXIT,
  HarnessError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/dispatch.ts
var SHARED_FINGERPRINT_RUN = /* @__PURE__ */ new Set(["replay", "verify", "rehash"]);
async function runCommand(name, load, rest, io) {
  try {
    if (!SHARED_FINGERPRINT_RUN.has(name)) return await (await load())(rest, io);
    const { FingerprintRun, warmGitListing, withCommandFingerprintRun } = await import("./fingerprint-run-Z7SOWCUJ.js");
    const run = new FingerprintRun();
    if (!rest.includes("--help") && !rest.includes("-h")) warmGitListing(run, io.cwd, io.env);
    const command = await load();
    return await withCommandFingerprintRun(run, () => command(rest, io));
  } catch (e) {
    io.stderr(errorLine(name, e, io.cwd));
    return e instanceof HarnessError ? e.exitCode : EXIT.usage;
  }
}
export {
  runCommand
};
