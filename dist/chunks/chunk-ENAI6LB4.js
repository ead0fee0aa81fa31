#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/gate/github/repository-name.ts
function splitRepository(value) {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec((value ?? "").trim());
  if (!m)
    throw new HarnessError(
      `the repository must be given as owner/name (GITHUB_REPOSITORY or --repo), got "${value ?? ""}"`
    );
  return { owner: m[1], repo: m[2] };
}

export {
  splitRepository
};
