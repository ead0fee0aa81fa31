#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/core/settings/run-bounds.ts
var DEFAULT_MAX_TIMEOUT_MS = 18e4;
var DEFAULT_RERUN_BUDGET_MS = 30 * 6e4;
var MAX_TIMER_MS = 2147483647;
function parseMs(raw, what) {
  if (raw === void 0 || raw.trim() === "") return void 0;
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n < 1 || n > MAX_TIMER_MS)
    throw new UsageError(`${what} must be a whole number of milliseconds from 1 to ${MAX_TIMER_MS} (got "${raw}")`);
  return n;
}
function asTimeout(v) {
  return typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : void 0;
}
function runTimeLimit(o) {
  if (o.explicitMs !== void 0) return { ms: o.explicitMs };
  const ceiling = o.maxTimeoutMs ?? DEFAULT_MAX_TIMEOUT_MS;
  const asked = asTimeout(o.scenarioMs);
  if (asked === void 0) return { ms: ceiling };
  if (asked <= ceiling) return { ms: asked };
  return {
    ms: ceiling,
    cut: `notice: ${o.where}: timeout_ms ${asked} is above the time ceiling, so the run is bounded at ${ceiling} ms \u2014 the ceiling is a trusted setting (--max-timeout-ms, or the Action's max-timeout-ms input), never the scenario's`
  };
}
function protocolTierRefusal(where, tier) {
  return `${where}: fidelity: ${tier} \u2014 the protocol tier is not a sandbox, and this run executes a pull request's code: record it at fidelity: container, or run it at the ${tier} tier on your own machine`;
}

export {
  DEFAULT_MAX_TIMEOUT_MS,
  DEFAULT_RERUN_BUDGET_MS,
  parseMs,
  runTimeLimit,
  protocolTierRefusal
};
