#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  findModelScriptRef
} from "./chunk-BLIPJPYU.js";
import {
  ScenarioObjectSchema,
  ScenarioSchema
} from "./chunk-TJGXX2SJ.js";
import {
  ParsedFiles,
  describeIssues,
  lineOfPath,
  parseYamlWithPositions,
  sequenceItemLines,
  topLevelKeyLines,
  withLine
} from "./chunk-CNXX5T4H.js";
import {
  compileRegex
} from "./chunk-GEFYSWZR.js";
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/core/scenario/load.ts
import { basename, extname } from "node:path";

// src/core/util/edit-distance.ts
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitute = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitute));
    }
    previous = current;
  }
  return previous[b.length];
}
function closestMatch(word, candidates) {
  const budget = Math.max(2, Math.floor(word.length / 3));
  let best;
  for (const candidate of candidates) {
    if (candidate === word) return candidate;
    const distance = editDistance(word, candidate);
    const prefix = Math.min(word.length, candidate.length) >= 4 && (candidate.startsWith(word) || word.startsWith(candidate));
    if (distance > budget && !prefix) continue;
    if (best === void 0 || distance < best.distance) best = { candidate, distance };
  }
  return best?.candidate;
}

// src/core/scenario/unknown-key-hints.ts
function objectKeysAt(schema, path) {
  let node = schema;
  const steps = [...path];
  for (; ; ) {
    const def = node._zod.def;
    if (def.type === "optional" || def.type === "default" || def.type === "nullable") {
      node = def.innerType;
    } else if (def.type === "array" && typeof steps[0] === "number") {
      steps.shift();
      node = def.element;
    } else if (def.type === "object") {
      const shape = def.shape;
      if (steps.length === 0) return Object.keys(shape);
      const next = shape[String(steps.shift())];
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
      else
        hinted.push({
          code: "custom",
          path: [...issue.path, key],
          message: `unknown key \u2014 did you mean "${near}"?`,
          input: void 0
        });
    }
    return rest.length > 0 ? [...hinted, { ...issue, keys: rest }] : hinted;
  });
}

// src/core/scenario/load.ts
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
  closestMatch,
  loadScenarioFile,
  loadScenarioTextOf
};
