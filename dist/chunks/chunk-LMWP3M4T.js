#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lineOfPath,
  parseYamlWithPositions
} from "./chunk-DUIA6IGR.js";
import {
  readRegularText
} from "./chunk-A7IXKCTY.js";

// src/core/session/missing-upload.ts
import { existsSync } from "node:fs";
function firstMissingUpload(loaded) {
  const i = loaded.resolved.uploads.findIndex((p) => !existsSync(p));
  if (i < 0) return void 0;
  const authored = Array.isArray(loaded.authored.uploads) ? loaded.authored.uploads : [];
  const shown = typeof authored[i] === "string" ? authored[i] : loaded.resolved.uploads[i];
  let line;
  try {
    const parsed = parseYamlWithPositions(readRegularText(loaded.path));
    if (parsed.ok) line = lineOfPath(parsed.source, ["uploads", i]);
  } catch {
  }
  return { shown, ...line !== void 0 ? { line } : {} };
}
function missingUploadText(m) {
  return `upload ${m.shown} does not exist${m.line !== void 0 ? ` (line ${m.line})` : ""}`;
}

export {
  firstMissingUpload,
  missingUploadText
};
