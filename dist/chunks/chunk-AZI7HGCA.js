#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// package.json
var package_default = {
  name: "cowork-harness",
  version: "0.1.0",
  description: "Gate pull requests on recorded tests of Claude Cowork skills: replay cassettes, verify fingerprints, report on the PR.",
  type: "module",
  license: "MIT",
  engines: {
    node: ">=20"
  },
  bin: {
    "cowork-harness": "dist/cli.js"
  },
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    lint: "tsc --noEmit && node scripts/check-imports.mjs",
    pretest: "node scripts/build.mjs --if-stale",
    test: "vitest run",
    start: "node dist/cli.js check examples",
    bench: "node bench/run.mjs",
    fuzz: "COWORK_FUZZ_RUNS=8000 vitest run test/fuzz",
    "record-examples": "node scripts/build.mjs --if-stale && node dist/cli.js record examples/scenarios/*.yaml --out examples/replays/"
  },
  dependencies: {
    "@actions/cache": "6.3.0",
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    ajv: "8.20.0",
    "simple-git": "4.0.2",
    yaml: "2.9.1",
    zod: "4.6.7"
  },
  devDependencies: {
    "@anthropic-ai/claude-code": "2.1.332",
    "@types/node": "20.19.43",
    esbuild: "0.28.2",
    "fast-check": "4.11.0",
    typescript: "5.9.3",
    vitest: "4.1.12"
  },
  overrides: {
    vite: "8.3.4"
  }
};

// src/version.ts
var TOOL_VERSION = package_default.version;
var TOOL_NAME = "cowork-harness";

export {
  package_default,
  TOOL_VERSION,
  TOOL_NAME
};
