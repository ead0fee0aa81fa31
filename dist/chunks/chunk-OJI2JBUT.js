#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/core/cassette/format.ts
var DEFAULT_CASSETTE_FORMAT = "v12";
function parseCassetteFormat(value) {
  const v = value.trim().toLowerCase().replace(/^v/, "");
  if (v === "12") return "v12";
  if (v === "9") return "v9";
  throw new UsageError(`--format: expected v12 or v9, got "${value}"`);
}
function formatOfVersion(version) {
  return version === 9 ? "v9" : "v12";
}

export {
  DEFAULT_CASSETTE_FORMAT,
  parseCassetteFormat,
  formatOfVersion
};
