#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/core/util/bounded-json.ts
var MAX_JSON_DEPTH = 256;
function nestsDeeperThan(value, max = MAX_JSON_DEPTH) {
  return value !== null && typeof value === "object" && deeper(value, 0, max);
}
function deeper(v, depth, max) {
  if (depth + 1 > max) return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const c = v[i];
      if (c !== null && typeof c === "object" && deeper(c, depth + 1, max)) return true;
    }
    return false;
  }
  for (const c of Object.values(v))
    if (c !== null && typeof c === "object" && deeper(c, depth + 1, max)) return true;
  return false;
}
function fewOpenings(text, limit = MAX_JSON_DEPTH) {
  let n = 0;
  for (const open of ["{", "["]) {
    for (let i = text.indexOf(open); i !== -1; i = text.indexOf(open, i + 1)) if (++n > limit) return false;
  }
  return true;
}
function parseBoundedJson(text) {
  const value = JSON.parse(text);
  if (text.length >= 2 * (MAX_JSON_DEPTH + 1) && !fewOpenings(text) && nestsDeeperThan(value))
    throw new SyntaxError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  return value;
}

export {
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  parseBoundedJson
};
