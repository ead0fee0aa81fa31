#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  formatNotice
} from "./chunk-J4BNBE4G.js";

// src/gate/report/log-annotations.ts
function formatAnnotation(a, env) {
  if (env.GITHUB_ACTIONS === "true") return `${formatNotice(a.message, a.level)}
`;
  return `${a.level}: ${a.message}
`;
}

export {
  formatAnnotation
};
