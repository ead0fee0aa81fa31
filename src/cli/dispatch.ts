/**
 * Running one command once it is chosen: the fingerprint run that read-only commands over many
 * cassettes share, and every error turned into its one-line message and exit code. main.ts runs
 * every command through here.
 */
import { EXIT, HarnessError } from "../core/util/errors.js";
import { errorLine } from "./args.js";
import type { Command, CliIO } from "./io.js";

/** Commands that only read skill trees (check opens its own run in runCheck). */
const SHARED_FINGERPRINT_RUN: ReadonlySet<string> = new Set(["replay", "verify", "rehash"]);

export async function runCommand(
  name: string,
  load: () => Promise<Command>,
  rest: string[],
  io: CliIO,
): Promise<number> {
  try {
    if (!SHARED_FINGERPRINT_RUN.has(name)) return await (await load())(rest, io);
    // Read-only commands over many cassettes share one fingerprint run (one git listing per repo,
    // one walk per tree) in one run scope. git starts listing the working directory's repository
    // while the command's modules load.
    const { FingerprintRun, warmGitListing, withCommandFingerprintRun } =
      await import("../gate/fingerprint/fingerprint-run.js");
    const run = new FingerprintRun();
    if (!rest.includes("--help") && !rest.includes("-h")) warmGitListing(run, io.cwd, io.env);
    const command = await load();
    return await withCommandFingerprintRun(run, () => command(rest, io));
  } catch (e) {
    io.stderr(errorLine(name, e, io.cwd));
    return e instanceof HarnessError ? e.exitCode : EXIT.usage;
  }
}
