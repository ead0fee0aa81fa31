#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ScenarioObjectSchema,
  ScenarioSchema
} from "./chunk-TJGXX2SJ.js";
import {
  findModelScriptRef
} from "./chunk-BLIPJPYU.js";
import {
  ParsedFiles,
  describeIssues,
  lineOfPath,
  parseYamlWithPositions,
  sequenceItemLines,
  topLevelKeyLines,
  withKeySuggestions,
  withLine
} from "./chunk-DUIA6IGR.js";
import {
  compileRegex
} from "./chunk-GEFYSWZR.js";
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/core/scenario/load.ts
import { basename, extname } from "node:path";
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
    throw new HarnessError(
      `${path}: ${describeIssues(source, withKeySuggestions(ScenarioObjectSchema, result.error.issues))}`
    );
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
var parsedScenarios = new ParsedFiles(
  loadScenarioText,
  (path, code) => new HarnessError(`${path}: cannot read scenario file${code ? ` (${code})` : ""}`)
);
async function loadScenarioFile(path) {
  return parsedScenarios.load(path);
}
function loadScenarioTextOf(path, text) {
  return parsedScenarios.parsedText(path, text);
}

export {
  loadScenarioFile,
  loadScenarioTextOf
};
