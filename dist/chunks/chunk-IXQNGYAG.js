#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/gate/lint/types.ts
var SEVERITY_ORDER = ["ERROR", "WARN", "INFO"];
function hit(severity, message, fix, line) {
  return { severity, message, fix, line };
}

export {
  SEVERITY_ORDER,
  hit
};
