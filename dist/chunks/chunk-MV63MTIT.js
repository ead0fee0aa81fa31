#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lineOfPath,
  parseYamlWithPositions
} from "./chunk-CCPEVIAG.js";
import {
  external_exports,
  formatIssue
} from "./chunk-3XWFZ2BP.js";
import {
  HarnessError
} from "./chunk-6ZVZ2CXJ.js";

// src/model-server/load-script.ts
import { readFile } from "node:fs/promises";

// src/model-server/script-model.ts
var ExpectSchema = external_exports.strictObject({
  /** some tool_result in the newest user message starts with this text */
  tool_result_startswith: external_exports.string().min(1).optional(),
  /** some tool_result in the newest user message contains this text */
  tool_result_contains: external_exports.string().min(1).optional(),
  /** the newest user message (all its text, tool results included) contains this text */
  user_contains: external_exports.string().min(1).optional(),
  /** the request's system prompt (all its text) contains this text */
  system_contains: external_exports.string().min(1).optional()
});
var TextBlockSchema = external_exports.strictObject({ text: external_exports.string() });
var ToolUseBlockSchema = external_exports.strictObject({
  tool_use: external_exports.strictObject({
    name: external_exports.string().min(1),
    input: external_exports.record(external_exports.string(), external_exports.unknown()).default({}),
    id: external_exports.string().min(1).optional()
  })
});
var ResponseBlockSchema = external_exports.union([TextBlockSchema, ToolUseBlockSchema]);
var UsageSchema = external_exports.strictObject({
  input_tokens: external_exports.number().int().nonnegative().optional(),
  output_tokens: external_exports.number().int().nonnegative().optional(),
  cache_creation_input_tokens: external_exports.number().int().nonnegative().optional(),
  cache_read_input_tokens: external_exports.number().int().nonnegative().optional()
});
var FAULT_KINDS = ["hang", "429", "500", "drop"];
var TurnSchema = external_exports.strictObject({
  expect: ExpectSchema.optional(),
  respond: external_exports.array(ResponseBlockSchema).min(1).optional(),
  fault: external_exports.enum(FAULT_KINDS).optional(),
  usage: UsageSchema.optional()
}).refine((t) => t.respond === void 0 !== (t.fault === void 0), {
  message: "a turn needs exactly one of respond or fault"
});
var ModelScriptSchema = external_exports.strictObject({
  /** the model id echoed in responses (default: the model the request named) */
  model: external_exports.string().min(1).optional(),
  turns: external_exports.array(TurnSchema).min(1)
});

// src/model-server/load-script.ts
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

export {
  parseModelScript,
  loadModelScript
};
