/**
 * The CLI's side of the last resort (src/core/util/last-resort.ts), loaded only when it is needed
 * (src/cli/main.ts keeps static imports out). An error nothing handled becomes one line on the
 * process's masked stderr, naming the command. After a command that ended with a nonzero code, what
 * its live runs left behind is removed, and said when there was any.
 */
import { onFatal, removeLeftovers } from "../core/util/last-resort.js";
import { TOOL_NAME } from "../core/version.js";
import { processIO } from "./io.js";

/** The command word of argv, when it looks like one (the line names it). */
function commandWord(word: string | undefined): string {
  return word !== undefined && /^[a-z][a-z-]{0,30}$/.test(word) ? ` ${word}` : "";
}

export function fatal(e: unknown, argv: readonly string[]): void {
  onFatal(e, { prefix: `${TOOL_NAME}${commandWord(argv[0])}`, write: processIO().stderr });
}

/** Removes the containers, networks and staged dirs a failed command's live runs left, and says so. */
export async function sweepAfterFailure(): Promise<void> {
  const n = await removeLeftovers();
  if (n > 0)
    processIO().stderr(`${TOOL_NAME}: removed ${n} container(s), network(s) and staged dir(s) the run left behind\n`);
}
