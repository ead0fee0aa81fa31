#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  FULL_PATTERNS
} from "./chunk-KUKC5SCS.js";

// src/gate/diff/normalize.ts
import { createHash } from "node:crypto";
var hostPathSource = FULL_PATTERNS.find((p) => p.cls === "path")?.re.source;
if (hostPathSource === void 0) throw new Error("privacy path pattern missing");
var TEXT_MASKS = [
  [/toolu_[A-Za-z0-9]+/g, "toolu_<ID>"],
  [new RegExp(hostPathSource, "gi"), "<HOST_PATH>"],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "<UUID>"],
  [/\blocal_[a-z0-9]+/gi, "<SESSION>"],
  [/sess-[A-Za-z0-9-]+/g, "<SESSION>"],
  [/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z?\b/g, "<TIMESTAMP>"],
  [/\d+s ago/g, "<AGE>"]
];
var VOLATILE_KEYS = /* @__PURE__ */ new Set(["duration_ms", "durationms", "elapsed_ms", "timestamp", "request_id", "uuid"]);
function maskText(s) {
  let out = s;
  for (const [re, replacement] of TEXT_MASKS) out = out.replace(re, replacement);
  return out;
}
function maskValue(v) {
  if (typeof v === "string") return maskText(v);
  if (Array.isArray(v)) return v.map(maskValue);
  if (v !== null && typeof v === "object") {
    const out = {};
    for (const [k, x] of Object.entries(v))
      out[k] = VOLATILE_KEYS.has(k.toLowerCase()) ? "<VOLATILE>" : maskValue(x);
    return out;
  }
  return v;
}
var CANON_MAX = 2e3;
function boundCanon(full) {
  if (full.length <= CANON_MAX) return full;
  const digest = createHash("sha256").update(full, "utf8").digest("hex").slice(0, 16);
  return `${full.slice(0, CANON_MAX)}\u2026#${full.length}\xB7${digest}`;
}
function toolCanon(input, normalize) {
  return boundCanon(JSON.stringify(normalize ? maskValue(input) : input) ?? "null");
}

export {
  maskText,
  maskValue,
  toolCanon
};
