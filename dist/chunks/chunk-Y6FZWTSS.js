#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/protocol/canon.ts
function canonicalJson(x) {
  if (x === null || typeof x !== "object") {
    const leaf = JSON.stringify(x);
    return leaf === void 0 ? "null" : leaf;
  }
  if (Array.isArray(x)) return "[" + x.map((v) => canonicalJson(v)).join(",") + "]";
  const obj = x;
  const parts = [];
  for (const key of Object.keys(obj).sort()) {
    const v = obj[key];
    if (v === void 0) continue;
    parts.push(JSON.stringify(key) + ":" + canonicalJson(v));
  }
  return "{" + parts.join(",") + "}";
}

export {
  canonicalJson
};
