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
    node: ">=22.12"
  },
  bin: {
    "cowork-harness": "dist/cli.js"
  },
  files: [
    "dist",
    "schema",
    "docs",
    "README.md",
    "LICENSE",
    "Dockerfile.agent",
    "scripts/agent-image.sh",
    "scripts/agent-image-context",
    "scripts/container-test.sh"
  ],
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    lint: "npm run typecheck && npm run lint:deps && npm run lint:es && npm run format:check",
    "lint:deps": "depcruise src --config .dependency-cruiser.cjs",
    layers: "node scripts/layers.mjs",
    "lint:es": "eslint --max-warnings 0 .",
    format: "prettier --write .",
    "format:check": "prettier --check .",
    pretest: "node scripts/install-agent.mjs --if-missing && node scripts/build.mjs --if-stale",
    test: "vitest run",
    "test:unit": "node scripts/build.mjs --if-stale && vitest run --project unit",
    "test:integration": "node scripts/install-agent.mjs --if-missing && node scripts/build.mjs --if-stale && vitest run --project integration",
    "test:system": "node scripts/install-agent.mjs --if-missing && node scripts/build.mjs --if-stale && vitest run --project system",
    coverage: "vitest run --coverage",
    "test:conformance": "node scripts/install-agent.mjs --if-missing && node scripts/build.mjs --if-stale && vitest run --config vitest.conformance.config.ts",
    start: "node dist/cli.js check examples",
    bench: "node bench/run.mjs",
    "bench:report": "node scripts/build.mjs --if-stale && node bench/report-html.mjs",
    "bench:diff": "node --expose-gc bench/diff-bound.mjs",
    "bench:small": "node scripts/build.mjs --if-stale && node bench/small-cassettes.mjs",
    "bench:scale": "node scripts/build.mjs --if-stale && node bench/scale-check.mjs",
    "bench:compare": "node bench/compare.mjs",
    "test:kill": "node scripts/build.mjs --if-stale && COWORK_KILL_RUNS=50 COWORK_RACE_RUNS=10 vitest run test/kill",
    docs: "node scripts/gen-docs.mjs",
    "docs:action": "node scripts/action-docs.mjs",
    "install-agent": "node scripts/install-agent.mjs",
    fuzz: "COWORK_FUZZ_RUNS=8000 vitest run test/fuzz",
    "record-examples": "node scripts/install-agent.mjs --if-missing && node scripts/build.mjs --if-stale && env $(scripts/agent-image.sh --local | xargs) node dist/cli.js record examples/scenarios/*.yaml --out examples/replays/"
  },
  devDependencies: {
    "@actions/artifact": "6.2.1",
    "@actions/cache": "6.3.0",
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    "@actions/workflow-parser": "0.3.61",
    "@eslint/js": "10.0.1",
    "@octokit/openapi": "23.0.2",
    "@octokit/webhooks-examples": "7.6.1",
    "@types/node": "22.20.7",
    "@vitest/coverage-v8": "4.1.12",
    acorn: "8.19.0",
    ajv: "8.20.0",
    "axe-core": "4.14.1",
    "dependency-cruiser": "17.4.3",
    esbuild: "0.28.2",
    eslint: "10.15.0",
    "fast-check": "4.11.0",
    "ipaddr.js": "2.5.0",
    minimatch: "10.2.6",
    parse5: "8.1.1",
    "playwright-core": "1.65.1",
    prettier: "3.10.1",
    "simple-git": "4.0.2",
    typescript: "5.9.3",
    "typescript-eslint": "8.74.0",
    vitest: "4.1.12",
    yaml: "2.9.1",
    zod: "4.6.7"
  },
  allowScripts: {
    esbuild: true
  },
  overrides: {
    vite: "8.3.4",
    "content-type": "2.1.0"
  }
};

// src/core/version.ts
var TOOL_VERSION = package_default.version;
var TOOL_NAME = "cowork-harness";

export {
  TOOL_VERSION,
  TOOL_NAME
};
