#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  shardList
} from "./chunk-OG5KCNUZ.js";
import {
  parseCommandArgs
} from "./chunk-6MRT7ACZ.js";
import {
  EXIT,
  UsageError
} from "./chunk-5C2HTD6I.js";

// src/cli/commands/matrix.ts
var matrixCommand = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("matrix", argv, { shards: { type: "string" } });
  const n = Number(values.shards);
  if (positionals.length > 0 || !Number.isInteger(n) || n < 1 || n > 256) {
    throw new UsageError("matrix: --shards N is required, 1 \u2264 N \u2264 256");
  }
  io.stdout(JSON.stringify({ shard: shardList(n) }) + "\n");
  return EXIT.ok;
};
export {
  matrixCommand
};
