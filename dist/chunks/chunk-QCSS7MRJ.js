#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  removeOwnObjects
} from "./chunk-UOFA3V4G.js";

// src/util/process-wide.ts
function processWide(name, init) {
  const key = /* @__PURE__ */ Symbol.for(`cowork-harness.${name}`);
  const store = globalThis;
  return store[key] ??= init();
}

// src/container/runtime-children.ts
var running = processWide("runtime-children", () => /* @__PURE__ */ new Set());
function trackRuntimeChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  running.add(child);
  child.once("close", () => running.delete(child));
}
function stopRuntimeChildren() {
  for (const c of running) c.kill("SIGTERM");
}
async function runtimeChildrenSettled(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return running.size > 0;
}

// src/container/interrupt.ts
var SETTLE_MS = 15e3;
var state = processWide("interrupt", () => ({ runtimes: [], armed: false }));
var runtimes = state.runtimes;
function noteRuntime(rt) {
  if (rt && !runtimes.some((r) => r.command === rt.command)) runtimes.push(rt);
}
function sweepOwn() {
  try {
    return removeOwnObjects(runtimes);
  } catch {
    return 0;
  }
}
async function removeThisProcessObjects(settleMs = SETTLE_MS) {
  let n = sweepOwn();
  stopRuntimeChildren();
  await runtimeChildrenSettled(settleMs);
  n += sweepOwn();
  return n;
}
function madeLiveObjects() {
  return state.armed;
}
function armInterruptCleanup(rt, log = (l) => process.stderr.write(`${l}
`)) {
  noteRuntime(rt);
  if (state.armed) return;
  state.armed = true;
  if (process.listenerCount("SIGINT") > 0 || process.listenerCount("SIGTERM") > 0) return;
  let running2 = false;
  const onSignal = (signal) => {
    if (running2) return;
    running2 = true;
    log(`cowork-harness: ${signal} \u2014 removing this run's containers, networks and staged files`);
    void removeThisProcessObjects().then((n) => {
      log(`cowork-harness: removed ${n} object(s); stopped`);
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

export {
  trackRuntimeChild,
  removeThisProcessObjects,
  madeLiveObjects,
  armInterruptCleanup
};
