#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/util/bounded-json.ts
var MAX_JSON_DEPTH = 256;
function nestsDeeperThan(value, max = MAX_JSON_DEPTH) {
  const stack = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop();
    if (v === null || typeof v !== "object") continue;
    if (depth + 1 > max) return true;
    const children = Array.isArray(v) ? v : Object.values(v);
    for (const c of children) if (c !== null && typeof c === "object") stack.push([c, depth + 1]);
  }
  return false;
}
function parseBoundedJson(text) {
  const value = JSON.parse(text);
  if (nestsDeeperThan(value)) throw new SyntaxError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  return value;
}

export {
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  parseBoundedJson
};
