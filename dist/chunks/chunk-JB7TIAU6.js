#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/core/util/errors.ts
var EXIT = {
  ok: 0,
  /** a verdict failed / a finding was made */
  fail: 1,
  /** usage error, unreadable or invalid input */
  usage: 2,
  /** could not verify (verify command) */
  unverifiable: 3,
  /** a live run refused before the agent started: the agent image lacks a capability the scenario requires */
  boundary: 3
};
var HarnessError = class extends Error {
  constructor(message, exitCode = EXIT.usage, category = "input") {
    super(message);
    this.exitCode = exitCode;
    this.category = category;
    this.name = "HarnessError";
  }
  exitCode;
  category;
};
var UsageError = class extends HarnessError {
  constructor(message, hint) {
    super(message, EXIT.usage, "usage");
    this.hint = hint;
    this.name = "UsageError";
  }
  hint;
};
function oneLine(e) {
  const msg = e instanceof Error ? e.message : String(e);
  return msg.split("\n")[0] ?? "";
}

export {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
};
