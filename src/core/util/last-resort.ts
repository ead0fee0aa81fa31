/**
 * The last resort of a harness process: an error that nothing else handled. That is an
 * uncaughtException or an unhandledRejection (a throw in an event handler, such as a server
 * reading what the sandbox sent), which would otherwise end the process with a stack trace and
 * leave the run's objects behind. The handler:
 *  1. runs the teardowns registered with `onLastResortTeardown` — the live side's removes every
 *     container, network and staged dir this process made (src/live/container/interrupt.ts), after
 *     stopping the engine clients it started; the gate registers none, so this file loads no
 *     sandbox code;
 *  2. says what happened in one line on stderr: `cowork-harness <command>: internal error: …`. The
 *     stack follows only with COWORK_HARNESS_DEBUG=1;
 *  3. lets the caller write what it still can (the Action: its summary, results file and outputs);
 *  4. exits LAST_RESORT_EXIT (2, as any error a command does not classify; docs/cli-reference.md).
 * A second error while that runs is ignored, and a deadline exits regardless. Installed by the
 * program entries only (src/cli/main.ts, src/action/main.ts), never where a test calls a command
 * in its own process.
 */
import { EXIT, oneLine } from "./errors.js";
import { clip } from "./clip.js";

/** Set to 1 to have the stack of an internal error printed after its line. */
export const DEBUG_ENV = "COWORK_HARNESS_DEBUG";

/** The exit code of a process the last resort ended. */
export const LAST_RESORT_EXIT = EXIT.usage;

/** How long the teardown and the caller's report may take before the process exits anyway. */
const DEADLINE_MS = 60_000;
/** How long the engine clients get to end between the two sweeps. */
const SETTLE_MS = 10_000;
/** An error's message is cut to this many characters: it may quote what the sandbox sent. */
const MESSAGE_CHARS = 300;

export interface LastResortOptions {
  /** opens the line: `cowork-harness check` */
  prefix: string;
  /** writes one line to stderr (masked and neutralised by the caller's stream) */
  write: (text: string) => void;
  env?: NodeJS.ProcessEnv;
  /** what the process still writes before it exits, given the line */
  report?: (line: string, exitCode: number) => Promise<unknown>;
  exit?: (code: number) => never | void;
}

/** The line an unexpected error is told as: its message and code, what was removed, what to do. */
export function internalErrorLine(prefix: string, e: unknown, removed: number): string {
  const message = oneLine(e).replace(/\s+/g, " ").trim() || (e instanceof Error ? e.name : typeof e);
  const cut = clip(message, MESSAGE_CHARS, "after");
  const code =
    e instanceof Error && typeof (e as NodeJS.ErrnoException).code === "string"
      ? ` (${(e as NodeJS.ErrnoException).code})`
      : "";
  const gone =
    removed > 0 ? ` and the ${removed} container(s), network(s) and staged dir(s) it had made were removed` : "";
  return `${prefix}: internal error: ${cut}${code}; the run stopped${gone} — a bug in cowork-harness: run again with ${DEBUG_ENV}=1 for the stack, and report it`;
}

/** What removes a process's leftovers, given the settle time; resolves with how many objects went. */
export type Teardown = (settleMs: number) => Promise<number>;

const teardowns: Teardown[] = [];

/** Registers a teardown the last resort (and `removeLeftovers`) runs; the same function once. */
export function onLastResortTeardown(teardown: Teardown): void {
  if (!teardowns.includes(teardown)) teardowns.push(teardown);
}

/** Runs every registered teardown (none until a live run registers its own); how many objects went. Never throws. */
export async function removeLeftovers(settleMs: number = SETTLE_MS): Promise<number> {
  let removed = 0;
  for (const teardown of teardowns) {
    try {
      removed += await teardown(settleMs);
    } catch {
      // the next run's sweep removes what is left
    }
  }
  return removed;
}

let handling = false;

/** Handles an error nothing else did (see the top of this file); the first call only. */
export function onFatal(e: unknown, opts: LastResortOptions): void {
  if (handling) return;
  handling = true;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const deadline = setTimeout(() => {
    opts.write(`${internalErrorLine(opts.prefix, e, 0)}\n`);
    exit(LAST_RESORT_EXIT);
  }, DEADLINE_MS);
  void removeLeftovers().then(async (removed) => {
    const line = internalErrorLine(opts.prefix, e, removed);
    const debug = (opts.env ?? process.env)[DEBUG_ENV] === "1" && e instanceof Error && e.stack ? `${e.stack}\n` : "";
    opts.write(`${line}\n${debug}`);
    await opts.report?.(line, LAST_RESORT_EXIT).catch(() => undefined);
    clearTimeout(deadline);
    exit(LAST_RESORT_EXIT);
  });
}

/** Routes uncaughtException and unhandledRejection to onFatal. */
export function installLastResort(opts: LastResortOptions): void {
  const handler = (e: unknown): void => onFatal(e, opts);
  process.on("uncaughtException", handler);
  process.on("unhandledRejection", handler);
}
