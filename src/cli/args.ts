/**
 * Argument parsing shared by the commands: node's parseArgs, with errors as usage errors.
 * A message never names the command: the one place that prints an error (errorLine) does, once.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError, oneLine } from "../core/util/errors.js";
import { TOOL_NAME } from "../core/version.js";

export type Options = NonNullable<ParseArgsConfig["options"]>;

/** `_command` names the caller for readers; the message does not carry it (errorLine adds it once). */
export function parseCommandArgs<O extends Options>(_command: string, argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(oneLine(e).replace(/\. To specify a positional argument.*$/, ""));
  }
}

/**
 * The one line an error is printed as: `cowork-harness <command>: <message>`, the command named
 * once. A path the message spells absolute under `cwd` is shown relative to it.
 */
export function errorLine(command: string, e: unknown, cwd?: string): string {
  return `${TOOL_NAME} ${command}: ${errorMessage(e, cwd)}\n`;
}

/** The message of `e` on one line, with absolute paths under `cwd` made relative. */
export function errorMessage(e: unknown, cwd?: string): string {
  const message = oneLine(e);
  return cwd && cwd !== "/" ? message.split(`${cwd.replace(/\/+$/, "")}/`).join("") : message;
}

/**
 * An error about one input file, naming it once: `label: message`. When the message already
 * names the file (by its absolute path or its label), that mention is the one kept.
 */
export function fileErrorMessage(label: string, absolute: string, e: unknown): string {
  const message = oneLine(e).split(absolute).join(label);
  return message.startsWith(label) ? message : `${label}: ${message}`;
}

/** A flag that must be a positive integer, or undefined when not given; a usage error otherwise. */
export function positiveInt(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${name} must be a positive integer`);
  return n;
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
