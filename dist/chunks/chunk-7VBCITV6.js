#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  clip
} from "./chunk-IAQDAOHD.js";
import {
  EXIT,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/core/util/last-resort.ts
var DEBUG_ENV = "COWORK_HARNESS_DEBUG";
var LAST_RESORT_EXIT = EXIT.usage;
var DEADLINE_MS = 6e4;
var SETTLE_MS = 1e4;
var MESSAGE_CHARS = 300;
function internalErrorLine(prefix, e, removed) {
  const message = oneLine(e).replace(/\s+/g, " ").trim() || (e instanceof Error ? e.name : typeof e);
  const cut = clip(message, MESSAGE_CHARS, "after");
  const code = e instanceof Error && typeof e.code === "string" ? ` (${e.code})` : "";
  const gone = removed > 0 ? ` and the ${removed} container(s), network(s) and staged dir(s) it had made were removed` : "";
  return `${prefix}: internal error: ${cut}${code}; the run stopped${gone} \u2014 a bug in cowork-harness: run again with ${DEBUG_ENV}=1 for the stack, and report it`;
}
var teardowns = [];
function onLastResortTeardown(teardown) {
  if (!teardowns.includes(teardown)) teardowns.push(teardown);
}
async function removeLeftovers(settleMs = SETTLE_MS) {
  let removed = 0;
  for (const teardown of teardowns) {
    try {
      removed += await teardown(settleMs);
    } catch {
    }
  }
  return removed;
}
var handling = false;
function onFatal(e, opts) {
  if (handling) return;
  handling = true;
  const exit = opts.exit ?? ((code) => process.exit(code));
  const deadline = setTimeout(() => {
    opts.write(`${internalErrorLine(opts.prefix, e, 0)}
`);
    exit(LAST_RESORT_EXIT);
  }, DEADLINE_MS);
  void removeLeftovers().then(async (removed) => {
    const line = internalErrorLine(opts.prefix, e, removed);
    const debug = (opts.env ?? process.env)[DEBUG_ENV] === "1" && e instanceof Error && e.stack ? `${e.stack}
` : "";
    opts.write(`${line}
${debug}`);
    await opts.report?.(line, LAST_RESORT_EXIT).catch(() => void 0);
    clearTimeout(deadline);
    exit(LAST_RESORT_EXIT);
  });
}
function installLastResort(opts) {
  const handler = (e) => onFatal(e, opts);
  process.on("uncaughtException", handler);
  process.on("unhandledRejection", handler);
}

export {
  onLastResortTeardown,
  removeLeftovers,
  onFatal,
  installLastResort
};
