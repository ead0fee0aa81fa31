#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/gate/staleness/rerun-classes.ts
var RERUN_CLASSES = /* @__PURE__ */ new Set(["skill", "shared-root", "uploads", "model-script"]);
var RERUN_ANSWERS = /* @__PURE__ */ new Set(["skill", "shared-root", "uploads"]);

export {
  RERUN_CLASSES,
  RERUN_ANSWERS
};
