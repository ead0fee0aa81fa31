#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/gate/fingerprint/walk-listing.ts
function walkLine(e) {
  if (e.kind === "dir") return `D ${e.root} ${e.path}`;
  if (e.kind === "link") return `L ${e.root} ${e.path} -> ${e.target}`;
  const digest = e.legacy === e.jcs1 ? e.jcs1 : `legacy=${e.legacy} jcs1=${e.jcs1}`;
  return `F ${e.root} ${e.path} ${digest}`;
}

export {
  walkLine
};
