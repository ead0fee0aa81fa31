#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/protocol/canon.ts
function canonicalJson(x) {
  if (x === null || typeof x !== "object") {
    const leaf = JSON.stringify(x);
    return leaf === void 0 ? "null" : leaf;
  }
  if (Array.isArray(x)) {
    let out2 = "[";
    for (let i = 0; i < x.length; i++) {
      if (i > 0) out2 += ",";
      if (i in x) out2 += canonicalJson(x[i]);
    }
    return out2 + "]";
  }
  const obj = x;
  let out = "{";
  let first = true;
  for (const key of Object.keys(obj).sort()) {
    const v = obj[key];
    if (v === void 0) continue;
    out += (first ? "" : ",") + JSON.stringify(key) + ":" + canonicalJson(v);
    first = false;
  }
  return out + "}";
}

export {
  canonicalJson
};
