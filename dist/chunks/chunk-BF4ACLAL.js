#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXIT,
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/live/answerers/gate-files.ts
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
var reqFile = (n) => `req-${n}.json`;
var respFile = (n) => `resp-${n}.json`;
var doneReqFile = (n) => `req-${n}.json.done`;
var DONE_FILE = "done.json";
function writeGateFile(dir, name, value) {
  const tmp = join(dir, `.${name}.tmp`);
  writeFileSync(tmp, `${JSON.stringify(value)}
`, { mode: 384 });
  renameSync(tmp, join(dir, name));
}
function gateNumbers(dir, opts = {}) {
  const re = opts.done ? /^req-(\d+)\.json(?:\.done)?$/ : /^req-(\d+)\.json$/;
  const out = /* @__PURE__ */ new Set();
  for (const name of readdirSync(dir)) {
    const m = re.exec(name);
    if (m) out.add(Number(m[1]));
  }
  return [...out].sort((a, b) => a - b);
}
function existingGateFiles(dir) {
  return readdirSync(dir).filter((n) => /^(?:req|resp)-\d+\.json(?:\.done)?$/.test(n));
}
function readGateRequest(dir, n) {
  for (const name of [reqFile(n), doneReqFile(n)]) {
    let text;
    try {
      text = readFileSync(join(dir, name), "utf8");
    } catch {
      continue;
    }
    const v = JSON.parse(text);
    if (v !== null && typeof v === "object" && !Array.isArray(v)) return v;
    throw new Error(`${name} is not a JSON object`);
  }
  return void 0;
}

// src/live/agent/errors.ts
var AgentRunError = class extends HarnessError {
  /** what was recorded before the run failed (set by runAgent) */
  run;
  constructor(message, exitCode = EXIT.fail) {
    super(message, exitCode, "internal");
    this.name = "AgentRunError";
  }
};
var AgentTimeoutError = class extends AgentRunError {
  constructor(timeoutMs) {
    super(`agent run timed out after ${timeoutMs} ms (timeout_ms) \u2014 the agent was terminated`);
    this.timeoutMs = timeoutMs;
    this.name = "AgentTimeoutError";
  }
  timeoutMs;
};
var AgentNoResultError = class extends AgentRunError {
  constructor(detail = "") {
    super(`agent stream ended without a result line${detail ? ` (${detail})` : ""}`);
    this.name = "AgentNoResultError";
  }
};
var AgentCrashError = class extends AgentRunError {
  constructor(message, agentExitCode = null, signal = null) {
    super(message);
    this.agentExitCode = agentExitCode;
    this.signal = signal;
    this.name = "AgentCrashError";
  }
  agentExitCode;
  signal;
};
var AgentProtocolError = class extends AgentRunError {
  constructor(message) {
    super(`protocol error: ${message}`);
    this.name = "AgentProtocolError";
  }
};
var UnansweredError = class extends AgentRunError {
  constructor(message) {
    super(`unanswered question: ${message}`, EXIT.usage);
    this.name = "UnansweredError";
  }
};
var ModelScriptMismatchError = class extends AgentRunError {
  constructor(message, exitCode = EXIT.usage) {
    super(message, exitCode);
    this.name = "ModelScriptMismatchError";
  }
};
var ModelApiError = class extends AgentRunError {
  constructor(message) {
    super(`model API error: ${message}`);
    this.name = "ModelApiError";
  }
};
var DeciderError = class extends AgentRunError {
  constructor(message) {
    super(`decider error: ${message}`, EXIT.usage);
    this.name = "DeciderError";
  }
};
var StreamIntegrityError = class extends AgentRunError {
  constructor(message) {
    super(`stream integrity: ${message}`);
    this.name = "StreamIntegrityError";
  }
};
var ResourceLimitError = class extends AgentRunError {
  constructor(message) {
    super(`resource limit: ${message}`);
    this.name = "ResourceLimitError";
  }
};

export {
  AgentRunError,
  AgentTimeoutError,
  AgentNoResultError,
  AgentCrashError,
  AgentProtocolError,
  UnansweredError,
  ModelScriptMismatchError,
  ModelApiError,
  DeciderError,
  StreamIntegrityError,
  ResourceLimitError,
  reqFile,
  respFile,
  doneReqFile,
  DONE_FILE,
  writeGateFile,
  gateNumbers,
  existingGateFiles,
  readGateRequest
};
