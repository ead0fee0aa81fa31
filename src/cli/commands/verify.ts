/**
 * `cowork-harness verify <file|dir>...` (alias verify-cassettes): privacy scan, staleness,
 * session-shape drift and scenario drift for each cassette (docs/reference.md#fingerprints-and-staleness).
 * Exit 0 clean, 1 a real finding, 2 usage, 3 could not verify (1 wins over 3).
 */
import { stat } from "node:fs/promises";
import type { CliIO } from "../io.js";
import { EXIT, HarnessError, oneLine, UsageError } from "../../core/util/errors.js";
import { ALLOW_HELP, ALLOW_OPTIONS, allowListFromValues } from "../../gate/verify/allow-list.js";
import { errorLine, requestedFormat } from "../args.js";
import { defineCommand, type CommandContext } from "../command.js";
import { verifyEnvelope, verifyExitCode, verifyUsageEnvelope, type VerifyCoverage } from "../../gate/verify/result.js";
import { verifyTargets } from "../../gate/verify/targets.js";
import { verifyText } from "../../gate/verify/text.js";
import { verifyOne, type VerifyOptions } from "../../gate/verify/verify-one.js";
import { marginsJson, marginsOfAll, marginsText } from "../../gate/margins/margins.js";
import { baselinesDirFor } from "../../core/baselines/cache.js";

const VERIFY_USAGE =
  "usage: verify <file|dir>... [--output-format text|json] [--baselines DIR] [--session FILE] " +
  "[--skip-privacy|--skip-staleness] [--skip-scenario-drift] [--allow-empty] [--margins] [--allow REGEX]... [--allow-patterns-file FILE]...";

const VERIFY_HELP = `Usage: cowork-harness verify <file|dir>... [options]     (alias: verify-cassettes)

Checks each cassette for staleness (skill sources, baseline, tier, prompt assets), session-shape
drift, scenario drift and privacy findings. A directory contributes its own *.cassette.json files.

Options:
  --output-format text|json        text (default) or the reference's JSON envelope on stdout
  --baselines DIR                  desktop-*.json baselines for the baseline, tier and prompt-asset
                                   checks (without one they are reported as notes)
  --session FILE                   the session to verify one cassette against
  --skip-privacy                   no privacy scan (exclusive with --skip-staleness)
  --skip-staleness                 no staleness check
  --skip-scenario-drift            no scenario-drift check
  --allow-empty                    no cassette found is not an error
  --margins                        after the verdict, each count bound of the frozen assertions
                                   (tool_calls_max, max_tokens, task_count_min, …) against what the
                                   recording used, flagged "⚠ tight" under 1.5×; a diagnostic from
                                   one sample: never changes the verdict or the exit code
${ALLOW_HELP}
  -h, --help                       show this help

Exit codes: 0 clean, 1 a real finding (staleness, session or scenario drift, privacy), 2 usage
error, 3 could not verify (unverifiable staleness, future version, unreadable cassette); 1 wins over 3.
`;

const VERIFY_OPTIONS = {
  "skip-privacy": { type: "boolean" },
  "skip-staleness": { type: "boolean" },
  "skip-scenario-drift": { type: "boolean" },
  "allow-empty": { type: "boolean" },
  margins: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  "output-format": { type: "string" },
  baselines: { type: "string" },
  session: { type: "string" },
  ...ALLOW_OPTIONS,
} as const;

async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/**
 * JSON output when the raw arguments ask for it as requestedFormat reads them (the first
 * --output-format given), the same test its usage errors are reported by; the preamble has
 * checked the flag's value already.
 */
function wantsJson(argv: readonly string[], io: CliIO): boolean {
  return requestedFormat(argv, io.env) === "json";
}

/** Verifies every cassette found and prints the findings. */
async function verify({ values, positionals, io, argv }: CommandContext<typeof VERIFY_OPTIONS>): Promise<number> {
  const json = wantsJson(argv, io);
  const flag = (name: string): boolean => values[name as keyof typeof values] === true;
  const skipPrivacy = flag("skip-privacy");
  const skipStaleness = flag("skip-staleness");
  if (skipPrivacy && skipStaleness) {
    throw new UsageError("--skip-privacy and --skip-staleness are mutually exclusive (together they'd check nothing)");
  }
  if (values.baselines !== undefined && !(await isDirectory(values.baselines)))
    throw new UsageError(`--baselines: not a directory: ${values.baselines}`);
  const baselinesDir = baselinesDirFor(values.baselines, io.env, (l) => io.stderr(`${l}\n`));
  const sessionOverride = values.session;
  if (sessionOverride !== undefined) {
    if (skipStaleness) throw new UsageError("--session has no effect with --skip-staleness — drop one of them");
    if (!(await isFile(sessionOverride))) throw new UsageError(`--session: not a session file: ${sessionOverride}`);
  }
  if (positionals.length === 0)
    throw new UsageError("give one or more cassette files or directories (--help shows the usage)", VERIFY_USAGE);
  const allow = await allowListFromValues(values, io.cwd);
  const files = await verifyTargets(positionals, flag("allow-empty"));
  if (sessionOverride !== undefined && (files.length !== 1 || (await isDirectory(positionals[0] as string)))) {
    throw new UsageError(
      `--session names one cassette's session and is not valid for a directory or several cassettes (${files.length}) — run it per cassette`,
    );
  }
  const coverage: VerifyCoverage = {
    privacy: !skipPrivacy,
    staleness: !skipStaleness,
    scenarioDrift: !flag("skip-scenario-drift"),
  };
  const opts: VerifyOptions = {
    privacy: coverage.privacy,
    staleness: coverage.staleness,
    scenarioDrift: coverage.scenarioDrift,
    allow,
    env: io.env,
    ...(baselinesDir !== undefined ? { baselinesDir } : {}),
    ...(sessionOverride !== undefined ? { sessionOverride } : {}),
  };
  const margins = flag("margins");
  if (files.length === 0) {
    if (json) io.stdout(`${verifyEnvelope([], coverage, margins ? [] : undefined)}\n`);
    else
      io.stdout(
        `✓ verify-cassettes: no cassettes under ${positionals.join(", ")} — nothing to verify (--allow-empty)\n`,
      );
    return EXIT.ok;
  }
  const results = [];
  for (const f of files) results.push(await verifyOne(f, opts));
  // diagnostic only: computed after the verdict, never part of the exit code
  const entries = margins ? await marginsOfAll(files) : undefined;
  if (json) io.stdout(`${verifyEnvelope(results, coverage, entries && marginsJson(entries))}\n`);
  else io.stdout(verifyText(results, coverage) + (entries ? marginsText(entries) : ""));
  return verifyExitCode(results);
}

/** A HarnessError as its line, and a usage error also as verify's own envelope when JSON was asked for; anything else is rethrown. */
function reportError(e: unknown, argv: string[], io: CliIO): number {
  if (!(e instanceof HarnessError)) throw e;
  const hint = e instanceof UsageError ? e.hint : undefined;
  if (wantsJson(argv, io) && e.exitCode === EXIT.usage) io.stdout(`${verifyUsageEnvelope(oneLine(e), hint)}\n`);
  io.stderr(errorLine("verify", e, io.cwd));
  return e.exitCode;
}

export const command = defineCommand({
  name: "verify",
  help: VERIFY_HELP,
  options: VERIFY_OPTIONS,
  errors: reportError,
  run: verify,
});
