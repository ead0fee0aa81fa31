/**
 * Running one command once it is chosen: the fingerprint run that read-only commands over many
 * cassettes share, and every error turned into its one-line message and exit code. main.ts runs
 * most commands through here; the gate's commands, bundled one file each (./standalone/), run
 * through their own copy of it, so the errors they throw and the registries they fill (log
 * guard, fingerprint run) are the ones this code checks.
 */
import { EXIT, HarnessError } from "../util/errors.js";
import { errorLine } from "./args.js";
import { processIO, type Command, type CliIO } from "./io.js";

/** Commands that only read skill trees (check opens its own run in runCheck). */
const SHARED_FINGERPRINT_RUN: ReadonlySet<string> = new Set(["replay", "verify", "rehash"]);

export async function runCommand(name: string, load: () => Promise<Command>, rest: string[], io: CliIO): Promise<number> {
  try {
    if (!SHARED_FINGERPRINT_RUN.has(name)) return await (await load())(rest, io);
    // Read-only commands over many cassettes share one fingerprint run (one git listing per repo,
    // one walk per tree). git starts listing the working directory's repository before the
    // command's modules load (those of the split build; a bundled command has them loaded).
    const { FingerprintRun, warmGitListing, withCommandFingerprintRun } = await import("../fingerprint/run-scope.js");
    const run = new FingerprintRun();
    if (!rest.includes("--help") && !rest.includes("-h")) warmGitListing(run, io.cwd, io.env);
    const command = await load();
    return await withCommandFingerprintRun(run, () => command(rest, io));
  } catch (e) {
    io.stderr(errorLine(name, e, io.cwd));
    return e instanceof HarnessError ? e.exitCode : EXIT.usage;
  }
}

/** What a command bundled alone exports: run it with this process's streams unless given others. */
export type StandaloneRunner = (rest: string[], io?: CliIO) => Promise<number>;

/**
 * The runner of a command bundled as a file of its own (./standalone/): its streams come from its
 * own copy of ./io.ts, whose log guard knows the workflow commands its own reporters built.
 */
export function standaloneRunner(name: string, command: Command): StandaloneRunner {
  return (rest, io) => runCommand(name, async () => command, rest, io ?? processIO());
}
