#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  compareVersions
} from "./chunk-NT77EBXM.js";
import {
  readRegularFile,
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  escapesRoot
} from "./chunk-FOXKMYXX.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/core/baselines/published.ts
var PUBLISHED_BASELINES_REPO = "yaniv-golan/cowork-harness";
var PUBLISHED_BASELINES_COMMIT = "d064c4df2732383304fd70bf1fb514b15218fffd";
var DEFAULT_BASELINES_SOURCE = `https://raw.githubusercontent.com/${PUBLISHED_BASELINES_REPO}/${PUBLISHED_BASELINES_COMMIT}/baselines/`;
var PUBLISHED_BASELINE_PINS = Object.freeze([
  { path: "desktop-2.31226.1.json", sha256: "b85545a853f4ca3715bf8b7eda77425f47b0fcd495fc60fc890b1ba399a973d1" },
  {
    path: "prompts/desktop-1.18286.0/system-prompt-append.md",
    sha256: "1deaaa20dd235a86d9364aa34e84da4f175a287ca9bc0035911a2c92b328b131"
  },
  {
    path: "prompts/desktop-1.15200.0/subagent-append-vm.md",
    sha256: "5b3ddcf12a9e50a9e795a41833b986dd21614e8250fd4b643d98b0a986e3f4cd"
  },
  {
    path: "prompts/desktop-1.46388.3/subagent-append-hl.md",
    sha256: "242c1adb45c67ab9e478f722c731a32ddc56decdd6ce16c86c66882775c5225f"
  }
]);
var MAX_PINNED_FILES = 200;
var SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
var TOP_BASELINE = /^desktop-[^/]+\.json$/;
function isPinPath(path) {
  const parts = path.split("/");
  return parts.length <= 8 && parts.every((p) => SEGMENT.test(p));
}
function checkPins(pins, where) {
  if (pins.length === 0) throw new HarnessError(`${where}: "files" is empty \u2014 pin at least one desktop-*.json`);
  if (pins.length > MAX_PINNED_FILES)
    throw new HarnessError(`${where}: ${pins.length} files, more than the ${MAX_PINNED_FILES} a pin list may name`);
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  pins.forEach((p, i) => {
    const at = `${where}: files[${i}]`;
    if (p === null || typeof p !== "object" || Array.isArray(p))
      throw new HarnessError(`${at}: not an object {path, sha256}`);
    const { path, sha256 } = p;
    if (typeof path !== "string" || !isPinPath(path))
      throw new HarnessError(
        `${at}.path: ${JSON.stringify(path)} is not a relative path of plain names (letters, digits, . _ -; no .., no leading /)`
      );
    if (typeof sha256 !== "string" || !/^[0-9a-f]{64}$/.test(sha256))
      throw new HarnessError(`${at}.sha256: not 64 lowercase hex digits`);
    if (seen.has(path)) throw new HarnessError(`${at}.path: ${path} is pinned twice`);
    seen.add(path);
    out.push({ path, sha256 });
  });
  if (!out.some((p) => TOP_BASELINE.test(p.path)))
    throw new HarnessError(`${where}: pins no desktop-<version>.json at its top level \u2014 nothing a baseline could load`);
  return out;
}
function parsePinManifest(text, where) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new HarnessError(`${where}: invalid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const files = parsed !== null && typeof parsed === "object" ? parsed.files : void 0;
  if (!Array.isArray(files)) throw new HarnessError(`${where}: no "files" array ({"files": [{"path", "sha256"}]})`);
  return checkPins(files, where);
}

// src/core/baselines/cache.ts
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { isAbsolute, join } from "node:path";
var PINS_FILE = ".pins.json";
var MAX_BASELINE_FILE_BYTES = 8 * 1024 * 1024;
var BASELINE_FILE = /^desktop-(.+)\.json$/;
var PROMPT_KEYS = ["promptTemplate", "subagentAppend", "subagentAppendHostLoop"];
function baselinesCacheDir(env) {
  const own = env.COWORK_HARNESS_BASELINES_CACHE;
  if (own && isAbsolute(own)) return own;
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, "cowork-harness", "baselines");
  const home = env.HOME;
  if (home && isAbsolute(home)) return join(home, ".cache", "cowork-harness", "baselines");
  return void 0;
}
function readPinsRecord(dir) {
  const empty = { v: 1, files: {} };
  const path = join(dir, PINS_FILE);
  if (!existsSync(path)) return empty;
  try {
    const parsed = JSON.parse(readRegularText(path, MAX_BASELINE_FILE_BYTES));
    if (parsed === null || typeof parsed.files !== "object" || parsed.files === null) return empty;
    const files = {};
    for (const [k, v] of Object.entries(parsed.files)) {
      const p = v;
      if (isPinPath(k) && p && typeof p.sha256 === "string" && typeof p.source === "string")
        files[k] = { path: k, sha256: p.sha256, source: p.source };
    }
    return { v: 1, files };
  } catch {
    return empty;
  }
}
function cachedFileDigest(dir, rel) {
  const path = join(dir, rel);
  if (escapesRoot(dir, path)) return { problem: `${rel} lies outside the cache` };
  try {
    return { sha256: createHash("sha256").update(readRegularFile(path, MAX_BASELINE_FILE_BYTES)).digest("hex") };
  } catch (e) {
    return { problem: e.code === "ENOENT" ? `${rel} is missing` : `${rel}: ${oneLine(e)}` };
  }
}
function filesOf(dir, file) {
  const out = [file];
  try {
    const spawn = JSON.parse(readRegularText(join(dir, file), MAX_BASELINE_FILE_BYTES)).spawn;
    if (spawn !== null && typeof spawn === "object")
      for (const key of PROMPT_KEYS) {
        const rel = spawn[key];
        if (typeof rel === "string" && rel !== "") out.push(rel);
      }
  } catch {
  }
  return out;
}
function checkFile(dir, rel, record) {
  const pin = record.files[rel];
  if (!isPinPath(rel)) return `${rel} is not a plain relative path`;
  const got = cachedFileDigest(dir, rel);
  if ("problem" in got) return got.problem;
  if (!pin) return `${rel} has no pin (it was not kept by baselines fetch)`;
  if (got.sha256 !== pin.sha256)
    return `${rel} changed since it was fetched (sha256 ${got.sha256}, pinned ${pin.sha256})`;
  return void 0;
}
function inspectBaselinesCache(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const record = readPinsRecord(dir);
  const versions = names.flatMap((n) => {
    const m = BASELINE_FILE.exec(n);
    return m?.[1] ? [m[1]] : [];
  }).sort((a, b) => compareVersions(b, a));
  return versions.map((version, i) => {
    const file = `desktop-${version}.json`;
    let problem;
    for (const rel of filesOf(dir, file)) {
      problem = checkFile(dir, rel, record);
      if (problem) break;
    }
    const source = record.files[file]?.source;
    return {
      version,
      file,
      latest: i === 0,
      matches: problem === void 0,
      ...problem ? { problem } : {},
      ...source ? { source } : {}
    };
  });
}
function baselinesDirFor(given, env, log) {
  if (given !== void 0) return given;
  const dir = baselinesCacheDir(env);
  if (dir === void 0) return void 0;
  const cached = inspectBaselinesCache(dir);
  if (cached.length === 0) return void 0;
  const bad = cached.find((b) => !b.matches);
  if (bad) {
    log(
      `warning: baselines: the cache ${dir} is not used: ${bad.file}: ${bad.problem} \u2014 run cowork-harness baselines fetch again`
    );
    return void 0;
  }
  log(`baselines: ${cached[0].file} from ${dir} (fetched)`);
  return dir;
}

export {
  PUBLISHED_BASELINES_COMMIT,
  DEFAULT_BASELINES_SOURCE,
  PUBLISHED_BASELINE_PINS,
  parsePinManifest,
  PINS_FILE,
  MAX_BASELINE_FILE_BYTES,
  baselinesCacheDir,
  readPinsRecord,
  cachedFileDigest,
  inspectBaselinesCache,
  baselinesDirFor
};
