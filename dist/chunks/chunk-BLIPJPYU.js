#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/core/scenario/model-script-ref.ts
var MODEL_SCRIPT_DIRECTIVE = /^#[ \t]*cowork-harness[ \t]+model_script[ \t]*:[ \t]*(.*?)[ \t]*$/;
function modelScriptDirective(path) {
  return `# cowork-harness model_script: ${path}`;
}
var MODEL_SCRIPT_KEY_DEPRECATION = 'model_script: is deprecated \u2014 the reference CLI rejects scenarios with it; write the comment line "# cowork-harness model_script: <path>" instead';
function unquote(s) {
  const q = s[0];
  return (q === '"' || q === "'") && s.length >= 2 && s.endsWith(q) ? s.slice(1, -1) : s;
}
function directives(text) {
  const out = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const m = MODEL_SCRIPT_DIRECTIVE.exec(raw);
    if (m) out.push({ path: unquote(m[1] ?? ""), line: i + 1 });
  });
  return out;
}
function findModelScriptRef(text, file, keyValue, keyLine) {
  const found = directives(text);
  const at = (line) => line !== void 0 ? ` (line ${line})` : "";
  if (found.length > 1) {
    throw new HarnessError(
      `${file}: the model_script directive is given ${found.length} times \u2014 keep one${at(found[1].line)}`
    );
  }
  const directive = found[0];
  if (directive && directive.path === "") {
    throw new HarnessError(`${file}: the model_script directive names no file${at(directive.line)}`);
  }
  if (directive && keyValue !== void 0 && keyValue !== directive.path) {
    throw new HarnessError(
      `${file}: model_script: ${keyValue} contradicts the directive "${directive.path}" \u2014 keep the directive, drop the key${at(keyLine)}`
    );
  }
  if (directive) return { path: directive.path, line: directive.line, form: "directive" };
  if (keyValue !== void 0) return { path: keyValue, line: keyLine, form: "key" };
  return void 0;
}

export {
  modelScriptDirective,
  MODEL_SCRIPT_KEY_DEPRECATION,
  findModelScriptRef
};
