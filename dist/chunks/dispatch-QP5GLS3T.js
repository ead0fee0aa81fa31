#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  processIO
} from "./chunk-MKCBSETP.js";
import {
  errorLine
} from "./chunk-OFZ4K7LJ.js";
import "./chunk-UOOZFDNC.js";
import "./chunk-GST36PRG.js";
import {
  EXIT,
  HarnessError
} from "./chunk-6ZVZ2CXJ.js";
import "./chunk-CNP7IC2Y.js";
import "./chunk-VQXXM3A3.js";
import "./chunk-5HX2GR4K.js";

// src/cli/dispatch.ts
var SHARED_FINGERPRINT_RUN = /* @__PURE__ */ new Set(["replay", "verify", "rehash"]);
async function runCommand(name, load, rest, io) {
  try {
    if (!SHARED_FINGERPRINT_RUN.has(name)) return await (await load())(rest, io);
    const { FingerprintRun, warmGitListing, withCommandFingerprintRun } = await import("./run-scope-QMY7QIZA.js");
    const run = new FingerprintRun();
    if (!rest.includes("--help") && !rest.includes("-h")) warmGitListing(run, io.cwd, io.env);
    const command = await load();
    return await withCommandFingerprintRun(run, () => command(rest, io));
  } catch (e) {
    io.stderr(errorLine(name, e, io.cwd));
    return e instanceof HarnessError ? e.exitCode : EXIT.usage;
  }
}
function standaloneRunner(name, command) {
  return (rest, io) => runCommand(name, async () => command, rest, io ?? processIO());
}
export {
  runCommand,
  standaloneRunner
};
