#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/core/util/clip.ts
function clip(text, max, at = "within") {
  if (text.length <= max) return text;
  return at === "within" ? `${text.slice(0, Math.max(0, max - 1))}\u2026` : `${text.slice(0, max)}\u2026`;
}
var BREAKS = /[\s\u0000-\u001f\u007f\u0085]+/g;
function clipLine(text, max, at = "within") {
  return clip(text.replace(BREAKS, " ").trim(), max, at);
}

export {
  clip,
  clipLine
};
