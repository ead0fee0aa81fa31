#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  defuseLegacyCommands,
  holdsLegacyCommand,
  noBreaks,
  onlyLfBreaks,
  startsColonCommand
} from "./chunk-F7KVOVFU.js";

// src/core/util/log-guard.ts
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
  return startsColonCommand(line) || holdsLegacyCommand(line);
}
var NEUTRAL_PREFIX = "\xBB ";
function guardLine(line) {
  const defused = defuseLegacyCommands(line);
  return startsColonCommand(defused) ? `${NEUTRAL_PREFIX}${defused}` : defused;
}
function neutraliseLog(text) {
  const lines = (text.includes("\r\n") ? text.replace(/\r\n/g, "\n") : text).split("\n");
  return lines.map((l) => trusted.has(l) ? l : guardLine(onlyLfBreaks(l))).join("\n");
}
function oneLogLine(text) {
  const flat = noBreaks(text);
  return trusted.has(flat) ? flat : guardLine(flat);
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
