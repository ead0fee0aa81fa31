#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DONE_FILE,
  UnansweredError,
  doneReqFile,
  existingGateFiles,
  reqFile,
  respFile,
  writeGateFile
} from "./chunk-BF4ACLAL.js";
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/live/answerers/channel.ts
function envMs(env, name, fallback) {
  const raw = env[name];
  if (raw === void 0 || raw.trim() === "") return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

// src/live/answerers/dir-channel.ts
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
var DECIDER_DIR_POLL_ENV = "COWORK_HARNESS_DECIDER_DIR_POLL_MS";
var DECIDER_DIR_TIMEOUT_ENV = "COWORK_HARNESS_DECIDER_DIR_TIMEOUT_MS";
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
var DirChannel = class {
  /** Creates the directory if needed; refuses one that already holds gate files. */
  constructor(dir, opts) {
    this.dir = dir;
    this.opts = opts;
    this.pollMs = envMs(opts.env, DECIDER_DIR_POLL_ENV, 300);
    this.timeoutMs = envMs(opts.env, DECIDER_DIR_TIMEOUT_ENV, 6e5);
    const shown = opts.display ?? dir;
    try {
      mkdirSync(dir, { recursive: true });
    } catch (e) {
      throw new UsageError(
        `--decider-dir ${shown}: cannot create it (${e.code ?? String(e)})`
      );
    }
    const old = existingGateFiles(dir);
    if (old.length > 0) {
      throw new UsageError(
        `--decider-dir ${shown} already has gate files (${old.slice(0, 3).join(", ")}${old.length > 3 ? ", \u2026" : ""}) \u2014 use a fresh, empty directory per run`
      );
    }
    rmSync(join(dir, DONE_FILE), { force: true });
    process.once("exit", this.closeSync);
  }
  dir;
  opts;
  name = "decider-dir";
  who = "the driving agent";
  seq = 0;
  closed = false;
  pollMs;
  timeoutMs;
  async ask(request) {
    const n = ++this.seq;
    writeGateFile(this.dir, reqFile(n), request);
    this.opts.log?.(`[gate] req-${n} emitted \u2192 waiting for resp-${n}.json in ${this.opts.display ?? this.dir}`);
    const deadline = Date.now() + this.timeoutMs;
    const resp = join(this.dir, respFile(n));
    while (!existsSync(resp)) {
      if (Date.now() >= deadline) {
        throw new UnansweredError(
          `no resp-${n}.json in ${this.opts.display ?? this.dir} within ${this.timeoutMs} ms (${DECIDER_DIR_TIMEOUT_ENV}) \u2014 answer gates with \`cowork-harness answer ${this.opts.display ?? this.dir} --gate ${n} --choose <label>\``
        );
      }
      await sleep(this.pollMs);
    }
    const text = readFileSync(resp, "utf8");
    renameSync(join(this.dir, reqFile(n)), join(this.dir, doneReqFile(n)));
    this.opts.log?.(`[gate] resp-${n} consumed (gate answered)`);
    try {
      return JSON.parse(text);
    } catch {
      throw new UnansweredError(`resp-${n}.json in ${this.opts.display ?? this.dir} is not valid JSON`);
    }
  }
  async close() {
    this.closeSync();
    process.removeListener("exit", this.closeSync);
  }
  /** done.json, then the gate files go; also run at process exit */
  closeSync = () => {
    if (this.closed) return;
    this.closed = true;
    try {
      writeGateFile(this.dir, DONE_FILE, { done: true });
      for (const name of existingGateFiles(this.dir)) rmSync(join(this.dir, name), { force: true });
    } catch {
    }
  };
};

export {
  envMs,
  DECIDER_DIR_POLL_ENV,
  DirChannel
};
