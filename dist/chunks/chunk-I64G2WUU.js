#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lineOfPath,
  locateIssues,
  parseYamlWithPositions,
  withKeySuggestions
} from "./chunk-3LL6WAPB.js";
import {
  _default,
  _enum,
  _minLength,
  array,
  formatIssue,
  nonEmptyString,
  nonNegativeInt,
  optional,
  record,
  refine,
  strictObject,
  string,
  union,
  unknown
} from "./chunk-S63R6LBV.js";
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/core/model-script/load-script.ts
import { readFile } from "node:fs/promises";

// src/core/model-script/script-model.ts
var ExpectSchema = strictObject({
  /** some tool_result in the newest user message starts with this text */
  tool_result_startswith: optional(nonEmptyString),
  /** some tool_result in the newest user message contains this text */
  tool_result_contains: optional(nonEmptyString),
  /** the newest user message (all its text, tool results included) contains this text */
  user_contains: optional(nonEmptyString),
  /** the request's system prompt (all its text) contains this text */
  system_contains: optional(nonEmptyString)
});
var TextBlockSchema = strictObject({ text: string() });
var ToolUseBlockSchema = strictObject({
  tool_use: strictObject({
    name: nonEmptyString,
    input: _default(record(string(), unknown()), {}),
    id: optional(nonEmptyString)
  })
});
var ResponseBlockSchema = union([TextBlockSchema, ToolUseBlockSchema]);
var UsageSchema = strictObject({
  input_tokens: optional(nonNegativeInt),
  output_tokens: optional(nonNegativeInt),
  cache_creation_input_tokens: optional(nonNegativeInt),
  cache_read_input_tokens: optional(nonNegativeInt)
});
var FAULT_KINDS = ["hang", "429", "500", "drop"];
var TurnSchema = strictObject({
  expect: optional(ExpectSchema),
  respond: optional(array(ResponseBlockSchema).check(_minLength(1))),
  fault: optional(_enum(FAULT_KINDS)),
  usage: optional(UsageSchema)
}).check(
  refine((t) => t.respond === void 0 !== (t.fault === void 0), {
    message: "a turn needs exactly one of respond or fault"
  })
);
var ModelScriptSchema = strictObject({
  /** the model id echoed in responses (default: the model the request named) */
  model: optional(nonEmptyString),
  turns: array(TurnSchema).check(_minLength(1))
});

// src/core/model-script/load-script.ts
function fail(path, what, line) {
  throw new HarnessError(`${path}: ${what}${line !== void 0 ? ` (line ${line})` : ""}`);
}
function parseModelScript(text, path) {
  const parsed = parseYamlWithPositions(text);
  if (!parsed.ok) fail(path, parsed.error, parsed.line);
  const { source, value } = parsed;
  const bareList = Array.isArray(value);
  if (!bareList && (value === null || typeof value !== "object")) {
    fail(path, "a model script must be a list of turns or a mapping with `turns:`", value === null ? void 0 : 1);
  }
  const candidate = bareList ? { turns: value } : value;
  const result = ModelScriptSchema.safeParse(candidate);
  if (result.success) return result.data;
  if (!bareList) {
    const located = locateIssues(source, withKeySuggestions(ModelScriptSchema, result.error.issues));
    throw new HarnessError(`${path}: ${located.text}`);
  }
  const issue = result.error.issues[0];
  const docPath = bareList && issue.path[0] === "turns" ? issue.path.slice(1) : issue.path;
  const extra = issue.code === "unrecognized_keys" ? issue.keys[0] : void 0;
  fail(path, formatIssue(issue), lineOfPath(source, docPath, extra));
}
async function loadModelScript(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    const code = e.code;
    throw new HarnessError(`${path}: cannot read model script${code ? ` (${code})` : ""}`);
  }
  return parseModelScript(text, path);
}

// src/core/scenario/session-root.ts
import { createHash } from "node:crypto";
function stableSessionId(scenarioName) {
  return `local_${createHash("sha256").update(`session:${scenarioName}`).digest("hex").slice(0, 12)}`;
}
function sessionRootOf(scenarioName) {
  return `/sessions/${stableSessionId(scenarioName)}`;
}

export {
  parseModelScript,
  loadModelScript,
  sessionRootOf
};
