#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/util/log-guard.ts
var trusted = /* @__PURE__ */ new Set();
var MAX_TRUSTED = 1e5;
function trustCommand(line) {
  if (!line.includes("\n") && !line.includes("\r")) {
    if (trusted.size >= MAX_TRUSTED) trusted.clear();
    trusted.add(line);
  }
  return line;
}
function startsWorkflowCommand(line) {
  const t = line.trimStart();
  return t.startsWith("::") || t.startsWith("##[");
}
var NEUTRAL_PREFIX = "\xBB ";
function neutraliseLog(text) {
  const lines = text.replace(/\r\n/g, "\n").replace(/\r/g, "\u240D").split("\n");
  return lines.map((l) => startsWorkflowCommand(l) && !trusted.has(l) ? `${NEUTRAL_PREFIX}${l}` : l).join("\n");
}
function oneLogLine(text) {
  const flat = text.replace(/\r/g, "\u240D").replace(/\n/g, "\u240A");
  return startsWorkflowCommand(flat) && !trusted.has(flat) ? `${NEUTRAL_PREFIX}${flat}` : flat;
}
function guardForActions(env) {
  return env.GITHUB_ACTIONS === "true" ? neutraliseLog : (t) => t;
}

export {
  trustCommand,
  startsWorkflowCommand,
  NEUTRAL_PREFIX,
  neutraliseLog,
  oneLogLine,
  guardForActions
};
