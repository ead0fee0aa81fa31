/** `cowork-harness matrix --shards N`: the JSON for `strategy.matrix` of a sharded gate. */
import type { Command } from "../io.js";
import { parseCommandArgs } from "../args.js";
import { shardList } from "../../util/shard.js";
import { EXIT, UsageError } from "../../util/errors.js";

export const matrixCommand: Command = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("matrix", argv, { shards: { type: "string" } });
  const n = Number(values.shards);
  if (positionals.length > 0 || !Number.isInteger(n) || n < 1 || n > 256) {
    throw new UsageError("matrix: --shards N is required, 1 ≤ N ≤ 256");
  }
  io.stdout(JSON.stringify({ shard: shardList(n) }) + "\n");
  return EXIT.ok;
};
