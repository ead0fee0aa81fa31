#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  latestTurn
} from "./chunk-2S4LTNS2.js";
import {
  latestTurnDir,
  runsRoot
} from "./chunk-ODM7TWBF.js";
import {
  IrregularFileError,
  MAX_TEXT_FILE_BYTES,
  openRegularFile,
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  CURRENT_CASSETTE_VERSION,
  DEFAULT_MAX_CASSETTE_BYTES,
  loadCassetteFile
} from "./chunk-QM645DRD.js";
import {
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/gate/trace/load-source.ts
import { closeSync, existsSync, readSync, readdirSync, statSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function readRunText(path, maxBytes) {
  try {
    return readRegularText(path, maxBytes);
  } catch (e) {
    if (e instanceof IrregularFileError) throw new HarnessError(`${relative(process.cwd(), path) || path}: ${e.code}`);
    return void 0;
  }
}
function readLines(path) {
  return readRunText(path, DEFAULT_MAX_CASSETTE_BYTES)?.split("\n").filter((l) => l.trim() !== "");
}
function readJson(path) {
  const text = readRunText(path, MAX_TEXT_FILE_BYTES);
  if (text === void 0) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function firstChar(abs) {
  const fd = openRegularFile(abs, { maxBytes: DEFAULT_MAX_CASSETTE_BYTES });
  try {
    const buf = Buffer.alloc(4096);
    const n = readSync(fd, buf, 0, buf.length, 0);
    return buf.subarray(0, n).toString("utf8").trim().slice(0, 1);
  } finally {
    closeSync(fd);
  }
}
function findRun(arg, root, warn) {
  if (!existsSync(root)) return void 0;
  const candidates = [];
  for (const scenario of readdirSync(root, { withFileTypes: true })) {
    if (!scenario.isDirectory()) continue;
    for (const run of readdirSync(join(root, scenario.name), { withFileTypes: true })) {
      const dir = join(root, scenario.name, run.name);
      if (!run.isDirectory() || !existsSync(join(dir, "events.jsonl"))) continue;
      const exact2 = run.name === arg;
      if (exact2 || run.name.includes(arg) || scenario.name.includes(arg))
        candidates.push({ dir, mtime: statSync(dir).mtimeMs, exact: exact2 });
    }
  }
  const exact = candidates.filter((c) => c.exact);
  const pool = exact.length ? exact : candidates;
  if (pool.length === 0) return void 0;
  pool.sort((a, b) => b.mtime - a.mtime);
  if (pool.length > 1)
    warn(
      `note: "${arg}" matches ${pool.length} runs (${pool.map((c) => relative(root, c.dir)).join(", ")}) \u2014 using the newest`
    );
  return pool[0].dir;
}
function resolveRunDir(arg, cwd, env, warn) {
  const abs = resolve(cwd, arg);
  if (existsSync(abs) && statSync(abs).isDirectory()) {
    if (existsSync(join(abs, "events.jsonl")) || existsSync(join(abs, "status.json"))) return abs;
    throw new UsageError(`${arg}: not a run directory (no events.jsonl or status.json in it)`);
  }
  if (existsSync(abs)) return void 0;
  const found = findRun(arg, runsRoot(env, cwd), warn);
  if (!found)
    throw new UsageError(
      `no events.jsonl for "${arg}": not a file, a run directory, nor a run under ${runsRoot(env, cwd)} (set COWORK_HARNESS_RUNS_DIR or pass the path)`
    );
  return found;
}
async function fromRunDir(dir, file) {
  const all = readLines(join(dir, "events.jsonl")) ?? [];
  const { lines, turns } = latestTurn(all);
  const turnDir = latestTurnDir(dir);
  const result = turnDir ? readJson(join(turnDir, "result.json")) : void 0;
  const manifest = readJson(join(dir, "pre-run-manifest.json"));
  const timeline = readLines(join(dir, "timeline.jsonl"));
  const source = { kind: "run-dir", file, lines, turns };
  const controlOut = readLines(join(dir, "control-out.jsonl"));
  if (controlOut) source.controlOut = controlOut;
  if (timeline)
    source.timeline = timeline.flatMap((l) => {
      try {
        return [JSON.parse(l)];
      } catch {
        return [];
      }
    });
  if (isObj(result)) {
    const info = {};
    if (isObj(result.modelUsage)) info.modelUsage = result.modelUsage;
    if (Array.isArray(result.decisions)) info.decisions = result.decisions;
    if (Array.isArray(result.subagents)) info.subagents = result.subagents;
    source.result = info;
    if (Array.isArray(result.artifacts)) source.artifacts = result.artifacts;
  }
  if (isObj(manifest) && isObj(manifest.hashes)) source.preRunHashes = manifest.hashes;
  return source;
}
async function fromFile(abs, file, warn) {
  let head;
  try {
    head = firstChar(abs);
  } catch (e) {
    if (e instanceof IrregularFileError) throw new HarnessError(`${file}: ${e.code}`);
    throw new HarnessError(`${file}: unreadable: ${oneLine(e)}`);
  }
  if (abs.endsWith(".cassette.json") || head === "{" && !abs.endsWith(".jsonl")) {
    const { cassette } = await loadCassetteFile(abs);
    if ((cassette.cassetteVersion ?? 0) > CURRENT_CASSETTE_VERSION)
      warn(
        `warning: ${file}: cassette format v${cassette.cassetteVersion} is newer than this harness understands (v${CURRENT_CASSETTE_VERSION}) \u2014 the trace shows what it can read; upgrade cowork-harness`
      );
    const { lines: lines2, turns: turns2 } = latestTurn(cassette.events);
    let modelUsage;
    for (const l of lines2) {
      if (!l.includes('"result"')) continue;
      try {
        const m = JSON.parse(l);
        if (m.type === "result" && isObj(m.modelUsage)) modelUsage = m.modelUsage;
      } catch {
      }
    }
    const source = { kind: "cassette", file, lines: lines2, turns: turns2, result: modelUsage ? { modelUsage } : {} };
    if (cassette.controlOut) source.controlOut = cassette.controlOut;
    if (cassette.timeline) source.timeline = cassette.timeline;
    if (cassette.artifacts) source.artifacts = cassette.artifacts;
    if (cassette.preRunHashes) source.preRunHashes = cassette.preRunHashes;
    if (cassette.inputs?.modelScript !== void 0) source.scripted = true;
    if (cassette.authoring !== void 0)
      source.authoring = typeof cassette.authoring.channel === "string" ? { channel: cassette.authoring.channel } : {};
    return source;
  }
  const { lines, turns } = latestTurn(readLines(abs) ?? []);
  return { kind: "events", file, lines, turns };
}
async function loadTraceSource(arg, cwd, env, warn) {
  const dir = resolveRunDir(arg, cwd, env, warn);
  if (dir) return fromRunDir(dir, relative(cwd, dir) || basename(dir));
  const abs = resolve(cwd, arg);
  return fromFile(abs, relative(cwd, abs) || arg, warn);
}

export {
  resolveRunDir,
  loadTraceSource
};
