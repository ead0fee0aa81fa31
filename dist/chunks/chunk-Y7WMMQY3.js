#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  pathGlobMatcher
} from "./chunk-7XRS4REJ.js";

// src/core/util/path-glob.ts
var compiled = /* @__PURE__ */ new Map();
function pathGlob(glob) {
  const hit = compiled.get(glob);
  if (hit) return hit;
  const m = pathGlobMatcher(glob);
  compiled.set(glob, m);
  return m;
}
function matchesAnyPathGlob(globs, path) {
  const normalized = path.replace(/\\/g, "/");
  return globs.some((g) => pathGlob(g).test(normalized));
}

export {
  matchesAnyPathGlob
};
