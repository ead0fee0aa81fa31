#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";

// src/gate/report/envelope.ts
function envelope(command, ok, results, error = null) {
  return { tool: TOOL_NAME, version: TOOL_VERSION, command, ok, results, error };
}

export {
  envelope
};
