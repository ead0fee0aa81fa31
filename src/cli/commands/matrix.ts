/** `cowork-harness matrix --shards N`: the JSON for `strategy.matrix` of a sharded gate. */
import { defineCommand, type CommandContext } from "../command.js";
import { shardList } from "../../core/util/shard.js";
import { EXIT, UsageError } from "../../core/util/errors.js";

const MATRIX_HELP = `Usage: cowork-harness matrix --shards N

Prints the JSON for a GitHub Actions \`strategy.matrix\`: {"shard":["1/N",…,"N/N"]}. Pass each
shard to \`check --shard\` (or the Action's \`shard\` input), then combine the results files with
\`cowork-harness merge\`. A cassette's shard depends only on its own path.

Options:
  --shards N     number of shards, 1 ≤ N ≤ 256 (required)
  -h, --help     show this help

Exit codes: 0 printed, 2 usage error.
`;

const MATRIX_OPTIONS = {
  shards: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Prints the matrix of --shards N. */
async function matrix({ values, positionals, io }: CommandContext<typeof MATRIX_OPTIONS>): Promise<number> {
  const n = Number(values.shards);
  if (positionals.length > 0 || !Number.isInteger(n) || n < 1 || n > 256) {
    throw new UsageError("--shards N is required, 1 ≤ N ≤ 256");
  }
  io.stdout(JSON.stringify({ shard: shardList(n) }) + "\n");
  return EXIT.ok;
}

export const command = defineCommand({ name: "matrix", help: MATRIX_HELP, options: MATRIX_OPTIONS, run: matrix });
