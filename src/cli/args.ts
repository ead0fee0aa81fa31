/** Argument parsing shared by the commands: node's parseArgs, with errors as usage errors. */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError, oneLine } from "../util/errors.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

export function parseCommandArgs<O extends Options>(command: string, argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(`${command}: ${oneLine(e).replace(/\. To specify a positional argument.*$/, "")}`);
  }
}

export type OutputFormat = "text" | "json";

/**
 * The output format named in raw argv, before (or when) the arguments fail to parse — so even a
 * usage error can be reported in the envelope the caller asked for. Same fallback as outputFormat.
 */
export function requestedFormat(argv: readonly string[], env: NodeJS.ProcessEnv): string {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a.startsWith("--output-format=")) return a.slice("--output-format=".length);
    if (a === "--output-format" && argv[i + 1] !== undefined) return argv[i + 1] as string;
  }
  return env.COWORK_HARNESS_OUTPUT_FORMAT || "text";
}

/** `--output-format`, falling back to COWORK_HARNESS_OUTPUT_FORMAT, then text. */
export function outputFormat(value: string | undefined, env: NodeJS.ProcessEnv): OutputFormat {
  const v = value ?? (env.COWORK_HARNESS_OUTPUT_FORMAT || "text");
  if (v !== "text" && v !== "json") throw new UsageError(`--output-format must be text or json (got "${v}")`);
  return v;
}
