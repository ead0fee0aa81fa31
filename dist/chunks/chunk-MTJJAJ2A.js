#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  clip
} from "./chunk-IAQDAOHD.js";
import {
  REGEXISH_GLOB,
  badRegexMessage,
  compileRegex,
  toolGlobMatches
} from "./chunk-GEFYSWZR.js";

// src/gate/assert/describe.ts
var EVIDENCE_CAP = 500;
var LIST_SAMPLE = 12;
function pass(evidence) {
  return evidence === void 0 ? { pass: true } : { pass: true, evidence: clip2(evidence, EVIDENCE_CAP) };
}
function fail(message, evidence) {
  return evidence === void 0 ? { pass: false, message } : { pass: false, message, evidence: clip2(evidence, EVIDENCE_CAP) };
}
function clip2(text, max = 120) {
  return clip(text, max);
}
function sample(names, empty = "(none called)") {
  if (names.length === 0) return empty;
  const shown = names.slice(0, LIST_SAMPLE).join(", ");
  return names.length > LIST_SAMPLE ? `${shown}, \u2026(+${names.length - LIST_SAMPLE})` : shown;
}
function show(value) {
  try {
    const text = JSON.stringify(value);
    return clip2(text === void 0 ? String(value) : text, 80);
  } catch {
    return clip2(String(value), 80);
  }
}
function badArg(key, arg, expected) {
  return fail(`${key}: invalid argument ${show(arg)} (expected ${expected})`);
}
function isNonEmptyString(v) {
  return typeof v === "string" && v.length > 0;
}
function isNonNegativeInt(v) {
  return typeof v === "number" && Number.isInteger(v) && v >= 0;
}
function isPositiveNumber(v) {
  return typeof v === "number" && Number.isFinite(v) && v > 0;
}
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function regexArg(key, arg) {
  if (typeof arg !== "string") return { result: badArg(key, arg, "a regex string") };
  const compiled = compileRegex(arg);
  if (!compiled.ok) return { result: fail(badRegexMessage(key, arg, compiled.error)) };
  return { re: compiled.re };
}
function matchExcerpt(re, text) {
  const m = re.exec(text);
  if (!m) return "";
  return clip2(m[0], 80);
}
function sum(values) {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

// src/gate/assert/hostloop-paths.ts
function isVmSessionsPath(p) {
  return p !== void 0 && (p === "/sessions" || p.startsWith("/sessions/"));
}
function hostloopOnly(key, ctx) {
  if (ctx.effectiveFidelity === "hostloop") return null;
  return fail(
    `${key}: hostloop-only \u2014 /sessions/... is valid and there is no path hook on tier "${ctx.effectiveFidelity ?? "unknown"}" \u2014 cannot verify; pin fidelity: hostloop`
  );
}
function noDenialTelemetry(key) {
  return fail(`${key}: no path-denial telemetry (older run / replay without controlOut) \u2014 cannot verify`);
}
var noVmPathFileOp = (arg, ctx) => {
  if (arg !== true) return badArg("no_vm_path_file_op", arg, "true");
  const gate = hostloopOnly("no_vm_path_file_op", ctx);
  if (gate) return gate;
  const hit = ctx.record.fileToolAttempts.find(
    (a) => isVmSessionsPath(a.paths.file_path) || isVmSessionsPath(a.paths.path)
  );
  return hit ? fail(
    `no_vm_path_file_op: ${hit.tool} (${hit.origin}) attempted VM path "${hit.paths.file_path ?? hit.paths.path}"`
  ) : pass();
};
var vmPathDenied = (arg, ctx) => {
  if (arg !== true) return badArg("vm_path_denied", arg, "true");
  const gate = hostloopOnly("vm_path_denied", ctx);
  if (gate) return gate;
  const denials = ctx.record.pathDenials;
  if (denials === void 0) return noDenialTelemetry("vm_path_denied");
  return denials.some((d) => isVmSessionsPath(d.path)) ? pass() : fail("vm_path_denied: no /sessions-targeted denial recorded");
};
var SOURCES = ["pretooluse", "can_use_tool", "permission_denied"];
var SCOPES = ["main", "subagent", "any"];
var QUERY_SHAPE = "{tool?: glob, path_matches?: regex, source?: pretooluse|can_use_tool|permission_denied, agent_scope?: main|subagent|any}";
function readDenialQuery(arg) {
  if (!isRecord(arg)) return badArg("path_denied", arg, QUERY_SHAPE);
  const { tool, path_matches: pathMatches, source, agent_scope: agentScope } = arg;
  const q = {};
  if (tool !== void 0) {
    if (typeof tool !== "string" || tool === "" || REGEXISH_GLOB.test(tool))
      return badArg("path_denied", arg, QUERY_SHAPE);
    q.tool = tool;
  }
  if (pathMatches !== void 0) {
    const r = regexArg("path_denied", pathMatches);
    if ("result" in r) return r.result;
    q.pathMatches = r.re;
  }
  if (source !== void 0) {
    if (!SOURCES.includes(source)) return badArg("path_denied", arg, QUERY_SHAPE);
    q.source = source;
  }
  if (agentScope !== void 0) {
    if (!SCOPES.includes(agentScope)) return badArg("path_denied", arg, QUERY_SHAPE);
    q.agentScope = agentScope;
  }
  return q;
}
function denialMatches(q, d) {
  if (q.tool !== void 0 && (d.tool === void 0 || !toolGlobMatches(q.tool, d.tool))) return false;
  if (q.source !== void 0 && d.source !== q.source) return false;
  if (q.pathMatches !== void 0 && !q.pathMatches.test(d.path)) return false;
  if (q.agentScope !== void 0 && q.agentScope !== "any" && q.agentScope === "subagent" !== (d.agentId !== void 0))
    return false;
  return true;
}
var pathDenied = (arg, ctx) => {
  const gate = hostloopOnly("path_denied", ctx);
  if (gate) return gate;
  const denials = ctx.record.pathDenials;
  if (denials === void 0) return noDenialTelemetry("path_denied");
  const q = readDenialQuery(arg);
  if ("pass" in q) return q;
  const hit = denials.find((d) => denialMatches(q, d));
  return hit ? pass(`${hit.source}: ${hit.tool ?? "?"} ${hit.path}`) : fail("path_denied: no recorded denial matched all matchers");
};
var noPathDenied = (arg, ctx) => {
  if (arg !== true) return badArg("no_path_denied", arg, "true");
  const gate = hostloopOnly("no_path_denied", ctx);
  if (gate) return gate;
  const denials = ctx.record.pathDenials;
  if (denials === void 0) return noDenialTelemetry("no_path_denied");
  const first = denials[0];
  return first ? fail(`no_path_denied: ${first.source} denied ${first.tool ?? "?"} on "${first.path}"`) : pass();
};
var hostloopPathKeys = {
  no_vm_path_file_op: noVmPathFileOp,
  vm_path_denied: vmPathDenied,
  path_denied: pathDenied,
  no_path_denied: noPathDenied
};

export {
  pass,
  fail,
  clip2 as clip,
  sample,
  badArg,
  isNonEmptyString,
  isNonNegativeInt,
  isPositiveNumber,
  isRecord,
  regexArg,
  matchExcerpt,
  sum,
  isVmSessionsPath,
  hostloopOnly,
  hostloopPathKeys
};
