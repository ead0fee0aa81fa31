#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LocationSkeleton
} from "./chunk-63JXL4FW.js";
import {
  resolveScenarioSource
} from "./chunk-JUH6HIAL.js";
import {
  loadScenarioFile
} from "./chunk-2HFCXRSU.js";
import {
  maxCassetteBytes
} from "./chunk-QM645DRD.js";
import {
  repositoryRootOf
} from "./chunk-FOXKMYXX.js";
import {
  gitClient
} from "./chunk-2JGKRYKG.js";

// src/gate/report/sources.ts
import { open } from "node:fs/promises";

// src/gate/report/changed-line.ts
import { dirname, relative } from "node:path";
function firstChangedLine(diff) {
  const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/m.exec(diff);
  if (!m) return void 0;
  return Math.max(1, Number(m[1]));
}
function changedLineFinder(env = process.env) {
  const once = (cache, key, make) => {
    let p = cache.get(key);
    if (p === void 0) cache.set(key, p = make());
    return p;
  };
  const tops = /* @__PURE__ */ new Map();
  const revs = /* @__PURE__ */ new Map();
  const lines = /* @__PURE__ */ new Map();
  return async (cassettePath, file) => {
    try {
      const dir = dirname(cassettePath);
      const git = gitClient(dir, env);
      const top = await once(tops, dir, async () => (await git.revparse(["--show-toplevel"])).trim());
      const rev = await once(
        revs,
        cassettePath,
        async () => (await git.raw(["log", "-1", "--format=%H", "--", relative(dir, cassettePath)])).trim()
      );
      if (rev === "") return void 0;
      const rel = relative(top, file);
      return await once(
        lines,
        `${top}\0${rev}\0${rel}`,
        async () => firstChangedLine(await git.raw(["diff", "-U0", "--no-color", "--no-ext-diff", rev, "--", `:(top)${rel}`]))
      );
    } catch {
      return void 0;
    }
  };
}

// src/gate/report/rerecord-workflow.ts
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
function findRerecordWorkflow(repoRoot) {
  const dir = join(repoRoot, ".github", "workflows");
  let names;
  try {
    names = readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)).sort();
  } catch {
    return void 0;
  }
  for (const name of names) {
    try {
      if (/^\s*command:\s*["']?rerecord\b/m.test(readFileSync(join(dir, name), "utf8")))
        return `.github/workflows/${name}`;
    } catch {
    }
  }
  return void 0;
}

// src/gate/report/sources.ts
async function scenarioLines(path) {
  try {
    const loaded = await loadScenarioFile(path);
    const assert = loaded.authored["assert"];
    return { path, assert: Array.isArray(assert) ? assert : [], assertLines: loaded.assertLines };
  } catch {
    return void 0;
  }
}
async function readScenario(cassettePath, skeleton) {
  const found = resolveScenarioSource(cassettePath, skeleton);
  return found.path ? scenarioLines(found.path) : void 0;
}
var CHUNK_BYTES = 1024 * 1024;
async function readSkeleton(path) {
  const fh = await open(path, "r");
  try {
    const st = await fh.stat();
    if (!st.isFile() || st.size > maxCassetteBytes()) throw new Error("not a readable cassette file");
    const skeleton = new LocationSkeleton();
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    for (let pos = 0; ; ) {
      const { bytesRead } = await fh.read(chunk, 0, chunk.length, pos);
      if (bytesRead === 0) break;
      pos += bytesRead;
      skeleton.push(chunk.subarray(0, bytesRead));
    }
    return skeleton.text();
  } finally {
    await fh.close();
  }
}
async function loadCassetteSource(cassettePath) {
  let text;
  try {
    text = await readSkeleton(cassettePath);
  } catch {
    return {};
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { text };
  }
  const obj = parsed !== null && typeof parsed === "object" ? parsed : {};
  const scenario = obj["scenario"] !== null && typeof obj["scenario"] === "object" ? obj["scenario"] : {};
  const frozenAssert = Array.isArray(scenario["assert"]) ? scenario["assert"] : void 0;
  const authored = await readScenario(cassettePath, { ...obj, scenario });
  return { text, ...frozenAssert ? { frozenAssert } : {}, ...authored ? { scenario: authored } : {} };
}
async function changedLines(r, changedLineSince) {
  const out = /* @__PURE__ */ new Map();
  for (const s of r.staleness ?? []) {
    const path = s.location?.path;
    if (path === void 0 || s.location?.line !== void 0 || out.has(path)) continue;
    const line = await changedLineSince(r.cassette, path);
    if (line !== void 0) out.set(path, line);
  }
  return out;
}
async function loadReportSources(results) {
  const out = /* @__PURE__ */ new Map();
  const workflows = /* @__PURE__ */ new Map();
  const changedLineSince = changedLineFinder();
  for (const r of results) {
    const clean = r.exitCode === 0 && (r.staleness?.length ?? 0) === 0 && (r.findings?.length ?? 0) === 0 && r.reassert === void 0 && !r.assertions.some((a) => a.warning !== void 0);
    if (clean || out.has(r.cassette)) continue;
    const root = repositoryRootOf(r.cassette);
    if (!workflows.has(root)) workflows.set(root, findRerecordWorkflow(root));
    const workflow = workflows.get(root);
    const lines = await changedLines(r, changedLineSince);
    out.set(r.cassette, {
      ...await loadCassetteSource(r.cassette),
      ...lines.size > 0 ? { changedLines: lines } : {},
      ...workflow ? { rerecordWorkflow: workflow } : {}
    });
  }
  return out;
}

export {
  scenarioLines,
  loadReportSources
};
