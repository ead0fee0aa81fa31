#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  shardList
} from "./chunk-7CPNN7IP.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-KPSQMKHF.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/matrix.ts
var MATRIX_HELP = `Usage: cowork-harness matrix --shards N

Prints the JSON for a GitHub Actions \`strategy.matrix\`: {"shard":["1/N",\u2026,"N/N"]}. Pass each
shard to \`check --shard\` (or the Action's \`shard\` input), then combine the results files with
\`cowork-harness merge\`. A cassette's shard depends only on its own path.

Options:
  --shards N     number of shards, 1 \u2264 N \u2264 256 (required)
  -h, --help     show this help

Exit codes: 0 printed, 2 usage error.
`;
var MATRIX_OPTIONS = {
  shards: { type: "string" },
  help: { type: "boolean", short: "h" }
};
async function matrix({ values, positionals, io }) {
  const n = Number(values.shards);
  if (positionals.length > 0 || !Number.isInteger(n) || n < 1 || n > 256) {
    throw new UsageError("--shards N is required, 1 \u2264 N \u2264 256");
  }
  io.stdout(JSON.stringify({ shard: shardList(n) }) + "\n");
  return EXIT.ok;
}
var command = defineCommand({ name: "matrix", help: MATRIX_HELP, options: MATRIX_OPTIONS, run: matrix });
export {
  command
};
