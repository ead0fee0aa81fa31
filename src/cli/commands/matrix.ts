/** `cowork-harness matrix --shards N`: the JSON for `strategy.matrix` of a sharded gate. */
import type { Command } from "../io.js";
import { parseCommandArgs } from "../args.js";
import { shardList } from "../../core/util/shard.js";
import { EXIT, UsageError } from "../../core/util/errors.js";

export const MATRIX_HELP = `Usage: cowork-harness matrix --shards N

Prints the JSON for a GitHub Actions \`strategy.matrix\`: {"shard":["1/N",…,"N/N"]}. Pass each
shard to \`check --shard\` (or the Action's \`shard\` input), then combine the results files with
\`cowork-harness merge\`. A cassette's shard depends only on its own path.

Options:
  --shards N     number of shards, 1 ≤ N ≤ 256 (required)
  -h, --help     show this help

Exit codes: 0 printed, 2 usage error.
`;

export const MATRIX_OPTIONS = {
  shards: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export const matrixCommand: Command = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("matrix", argv, MATRIX_OPTIONS);
  if (values.help) {
    io.stdout(MATRIX_HELP);
    return EXIT.ok;
  }
  const n = Number(values.shards);
  if (positionals.length > 0 || !Number.isInteger(n) || n < 1 || n > 256) {
    throw new UsageError("--shards N is required, 1 ≤ N ≤ 256");
  }
  io.stdout(JSON.stringify({ shard: shardList(n) }) + "\n");
  return EXIT.ok;
};
