#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ScenarioObjectSchema,
  ScenarioSchema,
  closestMatch
} from "./chunk-DTIFU3CX.js";
import {
  findModelScriptRef
} from "./chunk-GBJKSAOD.js";
import {
  escapesRoot,
  repositoryRootOf
} from "./chunk-BYCT76SI.js";
import {
  describeIssues,
  withLine
} from "./chunk-4PUE326A.js";
import {
  lineOfPath,
  parseYamlWithPositions,
  sequenceItemLines,
  topLevelKeyLines
} from "./chunk-3GFJJ6Z2.js";
import {
  compileRegex
} from "./chunk-VOWAKLMC.js";
import {
  external_exports
} from "./chunk-UNZECJXW.js";
import {
  HarnessError
} from "./chunk-5C2HTD6I.js";

// src/scenario/load.ts
import { readFile } from "node:fs/promises";
import { basename, extname } from "node:path";

// src/scenario/unknown-key-hints.ts
function objectKeysAt(schema, path) {
  let node = schema;
  const steps = [...path];
  for (; ; ) {
    if (node instanceof external_exports.ZodOptional || node instanceof external_exports.ZodDefault || node instanceof external_exports.ZodNullable) {
      node = node.unwrap();
    } else if (node instanceof external_exports.ZodArray && typeof steps[0] === "number") {
      steps.shift();
      node = node.element;
    } else if (node instanceof external_exports.ZodObject) {
      if (steps.length === 0) return Object.keys(node.shape);
      const next = node.shape[String(steps.shift())];
      if (next === void 0) return void 0;
      node = next;
    } else {
      return void 0;
    }
  }
}
function withKeySuggestions(schema, issues) {
  return issues.flatMap((issue) => {
    if (issue.code !== "unrecognized_keys") return [issue];
    const known = objectKeysAt(schema, issue.path) ?? [];
    const hinted = [];
    const rest = [];
    for (const key of issue.keys) {
      const near = closestMatch(key, known);
      if (near === void 0) rest.push(key);
      else hinted.push({ code: "custom", path: [...issue.path, key], message: `unknown key \u2014 did you mean "${near}"?`, input: void 0 });
    }
    return rest.length > 0 ? [...hinted, { ...issue, keys: rest }] : hinted;
  });
}

// src/scenario/load.ts
var SYNTHESIZED_KEY = "replay_protocol_fidelity";
function fail(path, what, line) {
  throw new HarnessError(`${path}: ${withLine(what, line)}`);
}
function checkAuthoringRules(path, source, authored) {
  const assertList = authored["assert"];
  if (Array.isArray(assertList)) {
    assertList.forEach((item, i) => {
      if (item && typeof item === "object" && SYNTHESIZED_KEY in item) {
        fail(
          path,
          `assert[${i}].${SYNTHESIZED_KEY}: replay synthesizes this check \u2014 it cannot be authored`,
          lineOfPath(source, ["assert", i, SYNTHESIZED_KEY])
        );
      }
    });
  }
}
function checkLoadRules(path, source, scenario) {
  if (scenario.execution === "cloud-describe") {
    fail(path, "execution: cloud-describe is reserved \u2014 no runner exists for it", lineOfPath(source, ["execution"]));
  }
  scenario.answers.forEach((rule, i) => {
    if (rule.when_question === void 0) return;
    const compiled = compileRegex(rule.when_question);
    if (!compiled.ok) {
      fail(
        path,
        `answers[${i}].when_question: bad regex "${rule.when_question}": ${compiled.error}`,
        lineOfPath(source, ["answers", i, "when_question"])
      );
    }
  });
}
function defaultName(path) {
  const base = basename(path);
  return base.slice(0, base.length - extname(base).length);
}
function loadScenarioText(text, path) {
  const parsed = parseYamlWithPositions(text);
  if (!parsed.ok) fail(path, parsed.error, parsed.line);
  const { source, value } = parsed;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    fail(path, "a scenario must be a YAML mapping of keys (prompt, assert, \u2026)", value === null ? void 0 : 1);
  }
  const authored = value;
  checkAuthoringRules(path, source, authored);
  const result = ScenarioSchema.safeParse(authored);
  if (!result.success) {
    throw new HarnessError(`${path}: ${describeIssues(source, withKeySuggestions(ScenarioObjectSchema, result.error.issues))}`);
  }
  const scenario = result.data;
  if (scenario.name === "") scenario.name = defaultName(path);
  checkLoadRules(path, source, scenario);
  const keyLines = topLevelKeyLines(source);
  const modelScript = findModelScriptRef(text, path, scenario.model_script, keyLines["model_script"]);
  return {
    path,
    scenario,
    authored,
    assertLines: sequenceItemLines(source, "assert"),
    keyLines,
    ...modelScript ? { modelScript } : {}
  };
}
async function loadScenarioFile(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    const code = e.code;
    throw new HarnessError(`${path}: cannot read scenario file${code ? ` (${code})` : ""}`);
  }
  return loadScenarioText(text, path);
}

// src/scenario/source.ts
import { existsSync, statSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
function slugForName(name) {
  return name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "");
}
function resolveScenarioSource(cassettePath, cassette) {
  const dir = dirname(cassettePath);
  const root = repositoryRootOf(cassettePath);
  let persistedMissing;
  let persistedOutside;
  const persisted = cassette.scenarioSource;
  if (typeof persisted === "string" && persisted !== "" && !persisted.includes("\0")) {
    const p = isAbsolute(persisted) ? persisted : join(dir, persisted);
    if (escapesRoot(root, p)) persistedOutside = persisted;
    else if (isFile(p)) return { path: p, via: "persisted" };
    persistedMissing = persisted;
  }
  const extra = { ...persistedMissing ? { persistedMissing } : {}, ...persistedOutside ? { persistedOutside } : {} };
  const name = typeof cassette.scenario.name === "string" ? slugForName(cassette.scenario.name) : "";
  if (name !== "") {
    for (const candidate of [`../scenarios/${name}.yaml`, `../scenarios/${name}.yml`, `./${name}.yaml`, `./${name}.yml`]) {
      const p = join(dir, candidate);
      if (!escapesRoot(root, p) && existsSync(p) && isFile(p)) return { path: p, via: "name-lookup", ...extra };
    }
  }
  return { via: "none", ...extra };
}

export {
  loadScenarioFile,
  slugForName,
  resolveScenarioSource
};
