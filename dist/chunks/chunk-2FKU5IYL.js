#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  discoverFiles,
  globsMatch
} from "./chunk-HMPLMIHZ.js";
import {
  slugForName
} from "./chunk-JUH6HIAL.js";
import {
  MAX_TEXT_FILE_BYTES,
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  DEFAULT_MAX_CASSETTE_BYTES
} from "./chunk-QM645DRD.js";

// src/gate/coverage/scenario-files.ts
import { stat } from "node:fs/promises";
import { isAbsolute, relative, resolve } from "node:path";
var PROMPT_KEY = /^prompt[ \t]*:/m;
async function defaultScenarioGlobs(root, cassetteTargets) {
  const folders = /* @__PURE__ */ new Set();
  const targets = cassetteTargets.map((t) => t.trim()).filter((t) => t !== "" && !t.startsWith("!"));
  for (const t of targets.length > 0 ? targets : ["."]) {
    const rel = (isAbsolute(t) ? relative(root, t) : t).replace(/\\/g, "/");
    const segments = rel.split("/").filter((s) => s !== "" && s !== ".");
    const firstGlob = segments.findIndex((s) => /[*?[]/.test(s));
    let fixed;
    if (firstGlob >= 0) fixed = segments.slice(0, firstGlob);
    else {
      const info = await stat(resolve(root, rel)).catch(() => void 0);
      fixed = info?.isDirectory() === true ? segments : segments.slice(0, -1);
    }
    if (fixed[0] === "..") continue;
    folders.add(fixed.join("/"));
    folders.add([...fixed.slice(0, -1), "scenarios"].join("/"));
  }
  return [...folders].flatMap((r) => r === "" ? ["**/*.yaml", "**/*.yml"] : [`${r}/**/*.yaml`, `${r}/**/*.yml`]);
}
function looksLikeScenario(text) {
  return PROMPT_KEY.test(text);
}
function nameOf(text) {
  const m = /^name[ \t]*:[ \t]*["']?([^"'#\n]*?)["']?[ \t]*(?:#.*)?$/m.exec(text);
  return m && m[1] !== "" ? m[1] : void 0;
}
function scenariosAmong(root, rels) {
  const files = [];
  const names = /* @__PURE__ */ new Map();
  for (const rel of rels) {
    if (rel.endsWith(".cassette.json")) continue;
    const abs = resolve(root, rel);
    let text;
    try {
      text = readRegularText(abs, MAX_TEXT_FILE_BYTES);
    } catch {
      continue;
    }
    if (!looksLikeScenario(text)) continue;
    files.push(abs);
    const name = nameOf(text);
    if (name !== void 0) names.set(abs, name);
  }
  return { files, names };
}
async function findScenarios(root, globs) {
  return scenariosAmong(root, await discoverFiles(root, globs));
}
async function findScenarioFiles(root, globs) {
  return (await findScenarios(root, globs)).files;
}

// src/gate/coverage/coverage.ts
import { existsSync } from "node:fs";
import { basename, join, posix, relative as relative2, resolve as resolve2, sep } from "node:path";
var CASSETTE_SUFFIX = ".cassette.json";
var shown = (root, abs) => relative2(root, abs).split(sep).join("/") || abs;
function stemOf(path) {
  return basename(path).replace(/\.cassette\.json$/, "").replace(/\.ya?ml$/, "");
}
function baseScenarioOf(base, cassette, text) {
  const dir = posix.dirname(cassette);
  const inBase = (p) => {
    const n = posix.normalize(p);
    return !n.startsWith("../") && base.files.has(n) ? n : void 0;
  };
  let fields = {};
  try {
    if (text !== void 0) fields = JSON.parse(text);
  } catch {
  }
  if (typeof fields.scenarioSource === "string" && !posix.isAbsolute(fields.scenarioSource)) {
    const found = inBase(posix.join(dir, fields.scenarioSource));
    if (found) return found;
  }
  const names = [typeof fields.scenario?.name === "string" ? slugForName(fields.scenario.name) : "", stemOf(cassette)];
  for (const name of names.filter((n) => n !== ""))
    for (const c of [`../scenarios/${name}.yaml`, `../scenarios/${name}.yml`, `${name}.yaml`, `${name}.yml`]) {
      const found = inBase(posix.join(dir, c));
      if (found) return found;
    }
  return void 0;
}
async function computeCoverage(input) {
  const covered = new Set(input.recorded.filter((p) => p !== void 0).map((p) => resolve2(p)));
  const named = /* @__PURE__ */ new Set([
    ...input.cassettes.filter((_, i) => input.recorded[i] === void 0).map(stemOf),
    ...(input.otherCassettes ?? []).map(stemOf)
  ]);
  const namedLike = (p) => {
    const name = input.scenarioNames?.get(p);
    return named.has(stemOf(p)) || name !== void 0 && named.has(slugForName(name));
  };
  const owns = input.owns ?? (() => true);
  const unrecorded = input.scenarioFiles.map((p) => resolve2(p)).filter((p) => owns(shown(input.root, p)) && !covered.has(p) && !namedLike(p));
  const changed = input.cassettes.flatMap((c, i) => {
    const change = input.changes?.[i];
    return change !== void 0 ? [{ cassette: shown(input.root, c), change }] : [];
  });
  const out = {
    scenarios: input.scenarioFiles.filter((p) => owns(shown(input.root, resolve2(p)))).length,
    unrecorded: [],
    removed: [],
    changed
  };
  if (input.baseProblem !== void 0) out.baseProblem = input.baseProblem;
  const base = input.base;
  if (!base) {
    out.unrecorded = unrecorded.map((p) => ({ scenario: shown(input.root, p), why: "no-base" }));
    return out;
  }
  out.base = { ref: base.ref, sha: base.sha };
  const top = base.top;
  const topRel = (abs) => relative2(top, abs).split(sep).join("/");
  const removedFor = /* @__PURE__ */ new Map();
  for (const cassette of [...base.files].sort()) {
    if (!cassette.endsWith(CASSETTE_SUFFIX)) continue;
    const abs = join(top, ...cassette.split("/"));
    if (existsSync(abs) || !globsMatch(input.root, input.cassetteGlobs, shown(input.root, abs))) continue;
    if (!owns(shown(input.root, abs))) continue;
    const scenario = baseScenarioOf(base, cassette, await base.read(cassette, DEFAULT_MAX_CASSETTE_BYTES));
    const scenarioAbs = scenario !== void 0 ? join(top, ...scenario.split("/")) : void 0;
    if (scenarioAbs !== void 0 && existsSync(scenarioAbs)) {
      if (!removedFor.has(scenarioAbs)) removedFor.set(scenarioAbs, shown(input.root, abs));
      continue;
    }
    const removed = { cassette: shown(input.root, abs) };
    if (scenarioAbs !== void 0) removed.scenario = shown(input.root, scenarioAbs);
    out.removed.push(removed);
  }
  out.unrecorded = unrecorded.map((p) => {
    const scenario = shown(input.root, p);
    const cassette = removedFor.get(p);
    if (cassette !== void 0) return { scenario, why: "cassette-removed", removedCassette: cassette };
    return { scenario, why: base.files.has(topRel(p)) ? "was-unrecorded" : "added" };
  });
  return out;
}
function cassetteGlobsOf(root, targets, defaultGlob) {
  const globs = targets.map((t) => t.trim()).filter((t) => t !== "");
  if (globs.length === 0 || globs.every((t) => t.startsWith("!"))) return [defaultGlob, ...globs];
  return globs.map((t) => {
    if (/[*?[]/.test(t) || t.startsWith("!") || t.endsWith(CASSETTE_SUFFIX)) return t;
    const rel = relative2(root, resolve2(root, t)).split(sep).join("/");
    return rel === "" ? defaultGlob : `${rel}/${defaultGlob}`;
  });
}

export {
  computeCoverage,
  cassetteGlobsOf,
  defaultScenarioGlobs,
  scenariosAmong,
  findScenarioFiles
};
