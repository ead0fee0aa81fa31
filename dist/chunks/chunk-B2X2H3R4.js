#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  KEY_FAMILIES,
  KNOWN_ASSERT_KEYS,
  LinkedFileLint,
  lintFileText,
  pyList,
  scenarioLinks
} from "./chunk-VMKO3L33.js";

// src/gate/lint/run.ts
import { readFile, stat as stat2 } from "node:fs/promises";
import { resolve } from "node:path";

// src/gate/lint/inputs.ts
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
async function isDirectory(path) {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
async function scenarioFilesIn(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((e) => !e.isDirectory() && /\.ya?ml$/.test(e.name)).map((e) => join(dir, e.name)).sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
}
async function expandLintTargets(paths) {
  const targets = { files: [], findings: [] };
  for (const path of paths) {
    if (!await isDirectory(path)) {
      targets.files.push(path);
      continue;
    }
    const found = await scenarioFilesIn(path);
    if (found.length === 0) {
      targets.findings.push({
        file: path,
        line: null,
        ruleId: "no-scenarios",
        severity: "ERROR",
        message: `no .yaml/.yml files in ${path} \u2014 nothing was linted, which must not pass as clean.`,
        fix: "Point lint at the scenario files or the directory that holds them."
      });
    }
    targets.files.push(...found);
  }
  return targets;
}

// src/gate/lint/self-check.ts
var LINTER_FILE = "(linter)";
function unclassifiedKeyFindings(keys = KNOWN_ASSERT_KEYS, families = KEY_FAMILIES) {
  const unclassified = keys.filter((k) => !families.some((f) => f.has(k)));
  if (unclassified.length === 0) return [];
  return [
    {
      file: LINTER_FILE,
      line: null,
      ruleId: "linter-unclassified-key",
      severity: "ERROR",
      message: `the linter is out of date: assertion key(s) ${pyList(unclassified)} fall in none of its families, so no rule reasons about them.`,
      fix: "Classify the key(s) in src/gate/lint/key-sets.ts (content, gate, manifest, live-only or verdict modifier)."
    }
  ];
}

// src/gate/lint/run.ts
async function readTarget(file) {
  const notFound = (message) => ({
    file,
    findings: [{ file, line: null, ruleId: "not-found", severity: "ERROR", message, fix: "Check the path." }]
  });
  try {
    if (!(await stat2(file)).isFile()) return notFound(`not a file: ${file}`);
  } catch {
    return notFound(`file not found: ${file}`);
  }
  try {
    return { file, text: await readFile(file, "utf8") };
  } catch (e) {
    return notFound(`cannot read ${file} (${e.code ?? "error"})`);
  }
}
async function lintTargets(paths) {
  const { files, findings } = await expandLintTargets(paths);
  findings.push(...unclassifiedKeyFindings());
  const read = await Promise.all(files.map(readTarget));
  const scenarios = /* @__PURE__ */ new Map();
  const named = /* @__PURE__ */ new Map();
  for (const r of read) {
    const s = "text" in r ? scenarioLinks(r.file, r.text) : void 0;
    if (s === void 0) continue;
    scenarios.set(r.file, s);
    for (const link of s.links) named.set(resolve(link.file), link.kind);
  }
  const kinds = { scenario: 0, session: 0, "model-script": 0 };
  const counted = /* @__PURE__ */ new Set();
  const count = (file, kind) => {
    const key = resolve(file);
    if (counted.has(key)) return;
    counted.add(key);
    kinds[kind]++;
  };
  const linked = new LinkedFileLint();
  const notes = [];
  for (const r of read) {
    if (!("text" in r)) {
      findings.push(...r.findings);
      continue;
    }
    if (named.has(resolve(r.file))) continue;
    const { kind, findings: own } = lintFileText(r.text, r.file);
    findings.push(...own);
    count(r.file, kind);
    const s = kind === "scenario" ? scenarios.get(r.file) : void 0;
    if (s === void 0) {
      if (kind === "session" && own.length === 0) findings.push(...linked.sessionAlone(r.file, r.text));
      continue;
    }
    const out = linked.lint(r.file, s.name, s.links);
    findings.push(...out.findings);
    notes.push(...out.notes);
    for (const link of s.links) if (out.read.has(link.file)) count(link.file, link.kind);
  }
  for (const r of read)
    if ("text" in r && named.has(resolve(r.file)) && !counted.has(resolve(r.file))) {
      const kind = named.get(resolve(r.file));
      findings.push(...lintFileText(r.text, r.file, kind).findings);
      count(r.file, kind);
    }
  return { findings, fileCount: counted.size, kinds, notes };
}

export {
  lintTargets
};
