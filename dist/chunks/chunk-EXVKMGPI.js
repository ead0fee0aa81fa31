#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  slug
} from "./chunk-ODM7TWBF.js";
import {
  clip
} from "./chunk-IAQDAOHD.js";

// src/gate/report/rerun-evidence.ts
var RERUN_MESSAGE_MAX = 300;
var ARTIFACT_NAMES_MAX = 10;
var ARTIFACT_NAME_MAX = 120;
var DIGEST_SHOWN = 16;
var LOCAL_RUNS_DIR = ".cowork-runs";
function clipText(s, max) {
  return clip(s, max);
}
function side(label, p) {
  if (p === void 0) return `${label}: no result`;
  const told = typeof p === "object" && typeof p.bytes === "number" && typeof p.sha256 === "string" && /^[0-9a-f]{64}$/.test(p.sha256);
  return told ? `${label} ${p.bytes} bytes, sha256 ${p.sha256.slice(0, DIGEST_SHOWN)}` : `${label}: not told`;
}
function toolResultLine(d) {
  return `tool result ${d.index} (${d.tool}, ${d.toolUseId}) differs from the recording: ${side("recorded", d.old)}; ${side("re-run", d.new)}`;
}
function shellWord(s) {
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
function seeLocally(cassette, scenario, toolUseId) {
  const c = shellWord(cassette);
  const env = `COWORK_HARNESS_RUNS_DIR=${LOCAL_RUNS_DIR}`;
  const trace = "--full-results --output-format json";
  const run = scenario === "" ? `${LOCAL_RUNS_DIR}/<scenario>/<run id>` : slug(scenario);
  return `to see both texts (tool_use ${toolUseId}): cowork-harness trace ${c} ${trace}; ${env} cowork-harness rerun ${c} && ${env} cowork-harness trace ${run} ${trace}`;
}
function rerunEvidence(s, cassette, scenario) {
  const d = s.toolResults[0];
  if (!d) return void 0;
  const more = s.toolResults.length > 1 ? ` (+${s.toolResults.length - 1} more differing)` : "";
  return `${toolResultLine(d)}${more}; ${seeLocally(cassette, scenario, d.toolUseId)}`;
}
function artifactPaths(paths) {
  const shown = paths.slice(0, ARTIFACT_NAMES_MAX).map((p) => clipText(p, ARTIFACT_NAME_MAX));
  return paths.length > ARTIFACT_NAMES_MAX ? [...shown, `+${paths.length - ARTIFACT_NAMES_MAX} more`] : shown;
}
function artifactNames(paths) {
  return artifactPaths(paths).join(", ");
}

export {
  RERUN_MESSAGE_MAX,
  clipText,
  toolResultLine,
  seeLocally,
  rerunEvidence,
  artifactPaths,
  artifactNames
};
