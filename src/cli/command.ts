/**
 * The one shape of a CLI command. defineCommand does once what every command starts with — parse
 * its arguments strictly against its options, print its usage on --help / -h and stop there, read
 * --output-format when it takes one — and hands the command what it parsed. main.ts's table loads
 * each module of ./commands/ and takes its `command`; a test walks the table and checks that every
 * entry was made here.
 */
import type { Command, CliIO } from "./io.js";
import { errorLine, outputFormat, parseCommandArgs, type Options, type OutputFormat } from "./args.js";
import { reportJsonUsageError } from "./json-usage-errors.js";
import { EXIT, HarnessError } from "../core/util/errors.js";

/** What the CLI knows of a command: its name, its full usage, the options its parser accepts, and how to run it. */
export interface CommandEntry<O extends Options = Options> {
  readonly name: string;
  readonly help: string;
  readonly options: O;
  readonly run: Command;
}

/** The values node's parseArgs gives for `options` (strict, positionals allowed). */
export type Values<O extends Options> = ReturnType<typeof parseCommandArgs<O>>["values"];

/** What a command's arguments parse to. */
export interface Parsed<V> {
  values: V;
  positionals: string[];
}

/** The flags the shared preamble reads among the parsed values. */
interface PreambleValues {
  help?: boolean | undefined;
  "output-format"?: string | undefined;
}

/** `--output-format` as read (falling back to COWORK_HARNESS_OUTPUT_FORMAT) for a command that takes it. */
export type FormatOf<O extends Options> = "output-format" extends keyof O ? OutputFormat : undefined;

/** What a command's run is handed once the preamble is done. */
export interface CommandContext<O extends Options, V = Values<O>> extends Parsed<V> {
  format: FormatOf<O>;
  io: CliIO;
  /** The raw arguments, for a command that reads something of them itself. */
  argv: string[];
}

/** Reports what a command threw and returns its exit code; rethrows what it does not report (main's dispatch prints that). */
export type ErrorReporter = (e: unknown, argv: string[], io: CliIO) => number;

export interface CommandSpec<O extends Options, V extends PreambleValues> {
  name: string;
  help: string;
  options: O;
  /** Parses instead of parseArgs over `options` (diff parses as the reference does); --help and --output-format are read from its values. */
  parse?: (argv: string[]) => Parsed<V>;
  /** Usage checks made before --output-format is read, so that they win over a bad format. */
  beforeFormat?: (parsed: Parsed<V>) => void;
  /**
   * Where an error of the command is reported: left to main's dispatch (the default); "line": a
   * HarnessError as its one stderr line, here, so that a caller of `run` gets the exit code;
   * "json-usage": that line and, when JSON output was asked for, a usage error's envelope on
   * stdout (./json-usage-errors.ts); or the command's own reporter.
   */
  errors?: "line" | "json-usage" | ErrorReporter;
  run: (context: CommandContext<O, V>) => Promise<number>;
}

/** The entries defineCommand made: what isDefinedCommand recognizes. */
const MADE = new WeakSet<object>();

/** A command: the shared preamble, then `spec.run`, its errors reported as `spec.errors` says. */
export function defineCommand<O extends Options, V extends PreambleValues = Values<O>>(
  spec: CommandSpec<O, V>,
): CommandEntry<O> {
  const entry: CommandEntry<O> = Object.freeze({
    name: spec.name,
    help: spec.help,
    options: spec.options,
    run: withErrorReport(spec.name, spec.errors, preamble(spec)),
  });
  MADE.add(entry);
  return entry;
}

/** Whether `x` is a command defineCommand made. */
export function isDefinedCommand(x: unknown): x is CommandEntry {
  return typeof x === "object" && x !== null && MADE.has(x);
}

/** Parse, --help, --output-format, in that order (spec.beforeFormat between the last two), then the command's run. */
function preamble<O extends Options, V extends PreambleValues>(spec: CommandSpec<O, V>): Command {
  return async (argv, io) => {
    // without spec.parse, V is Values<O>: what parseCommandArgs gives
    const parsed = spec.parse
      ? spec.parse(argv)
      : (parseCommandArgs(spec.name, argv, spec.options) as unknown as Parsed<V>);
    if (parsed.values.help) {
      io.stdout(spec.help);
      return EXIT.ok;
    }
    spec.beforeFormat?.(parsed);
    // a command without the option never reads the environment's format (a bad one is not its error)
    const format = (
      "output-format" in spec.options ? outputFormat(parsed.values["output-format"], io.env) : undefined
    ) as FormatOf<O>;
    return spec.run({ values: parsed.values, positionals: parsed.positionals, format, io, argv });
  };
}

/** `command`, with what it throws reported as `errors` says (nothing added without it). */
function withErrorReport(
  name: string,
  errors: CommandSpec<Options, PreambleValues>["errors"],
  command: Command,
): Command {
  if (errors === undefined) return command;
  const report: ErrorReporter =
    errors === "line"
      ? (e, _argv, io) => reportLine(name, e, io)
      : errors === "json-usage"
        ? (e, argv, io) => reportJsonUsageError(name, e, argv, io)
        : errors;
  return async (argv, io) => {
    try {
      return await command(argv, io);
    } catch (e) {
      return report(e, argv, io);
    }
  };
}

/** A HarnessError as its one stderr line, naming the command once; anything else is rethrown. */
function reportLine(name: string, e: unknown, io: CliIO): number {
  if (!(e instanceof HarnessError)) throw e;
  io.stderr(errorLine(name, e, io.cwd));
  return e.exitCode;
}
