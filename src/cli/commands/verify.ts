/**
 * `cowork-harness verify <file|dir>...` (alias verify-cassettes): privacy scan, staleness,
 * session-shape drift and scenario drift for each cassette (spec/staleness.md §4.2).
 * Exit 0 clean, 1 a real finding, 2 usage, 3 could not verify (1 wins over 3).
 */
import { stat } from "node:fs/promises";
import type { Command, CliIO } from "../io.js";
import { EXIT, HarnessError, oneLine, UsageError } from "../../core/util/errors.js";
import { ALLOW_HELP, ALLOW_OPTIONS, allowListFromValues } from "../../gate/verify/allow-list.js";
import { errorLine, outputFormat, parseCommandArgs, requestedFormat } from "../args.js";
import { verifyEnvelope, verifyExitCode, verifyUsageEnvelope, type VerifyCoverage } from "../../gate/verify/result.js";
import { verifyTargets } from "../../gate/verify/targets.js";
import { verifyText } from "../../gate/verify/text.js";
import { verifyOne, type VerifyOptions } from "../../gate/verify/verify-one.js";

export const VERIFY_USAGE =
  "usage: verify <file|dir>... [--output-format text|json] [--baselines DIR] [--session FILE] " +
  "[--skip-privacy|--skip-staleness] [--skip-scenario-drift] [--allow-empty] [--allow REGEX]... [--allow-patterns-file FILE]...";

export const VERIFY_HELP = `Usage: cowork-harness verify <file|dir>... [options]     (alias: verify-cassettes)

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
${ALLOW_HELP}
  -h, --help                       show this help

Exit codes: 0 clean, 1 a real finding (staleness, session or scenario drift, privacy), 2 usage
error, 3 could not verify (unverifiable staleness, future version, unreadable cassette); 1 wins over 3.
`;

export const VERIFY_OPTIONS = {
  "skip-privacy": { type: "boolean" },
  "skip-staleness": { type: "boolean" },
  "skip-scenario-drift": { type: "boolean" },
  "allow-empty": { type: "boolean" },
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

async function run(argv: string[], io: CliIO, json: boolean): Promise<number> {
  const { values, positionals } = parseCommandArgs("verify", argv, VERIFY_OPTIONS);
  const flag = (name: string): boolean => values[name as keyof typeof values] === true;
  if (flag("help")) {
    io.stdout(VERIFY_HELP);
    return EXIT.ok;
  }
  outputFormat(values["output-format"], io.env);
  const skipPrivacy = flag("skip-privacy");
  const skipStaleness = flag("skip-staleness");
  if (skipPrivacy && skipStaleness) {
    throw new UsageError("--skip-privacy and --skip-staleness are mutually exclusive (together they'd check nothing)");
  }
  const baselinesDir = values.baselines;
  if (baselinesDir !== undefined && !(await isDirectory(baselinesDir))) throw new UsageError(`--baselines: not a directory: ${baselinesDir}`);
  const sessionOverride = values.session;
  if (sessionOverride !== undefined) {
    if (skipStaleness) throw new UsageError("--session has no effect with --skip-staleness — drop one of them");
    if (!(await isFile(sessionOverride))) throw new UsageError(`--session: not a session file: ${sessionOverride}`);
  }
  if (positionals.length === 0) throw new UsageError("give one or more cassette files or directories (--help shows the usage)", VERIFY_USAGE);
  const allow = await allowListFromValues(values, io.cwd);
  const files = await verifyTargets(positionals, flag("allow-empty"));
  if (sessionOverride !== undefined && (files.length !== 1 || (await isDirectory(positionals[0] as string)))) {
    throw new UsageError(
      `--session names one cassette's session and is not valid for a directory or several cassettes (${files.length}) — run it per cassette`,
    );
  }
  const coverage: VerifyCoverage = { privacy: !skipPrivacy, staleness: !skipStaleness, scenarioDrift: !flag("skip-scenario-drift") };
  const opts: VerifyOptions = {
    privacy: coverage.privacy,
    staleness: coverage.staleness,
    scenarioDrift: coverage.scenarioDrift,
    allow,
    env: io.env,
    ...(baselinesDir !== undefined ? { baselinesDir } : {}),
    ...(sessionOverride !== undefined ? { sessionOverride } : {}),
  };
  if (files.length === 0) {
    if (json) io.stdout(`${verifyEnvelope([], coverage)}\n`);
    else io.stdout(`✓ verify-cassettes: no cassettes under ${positionals.join(", ")} — nothing to verify (--allow-empty)\n`);
    return EXIT.ok;
  }
  const results = [];
  for (const f of files) results.push(await verifyOne(f, opts));
  if (json) io.stdout(`${verifyEnvelope(results, coverage)}\n`);
  else io.stdout(verifyText(results, coverage));
  return verifyExitCode(results);
}

export const verifyCommand: Command = async (argv, io) => {
  const json = requestedFormat(argv, io.env) === "json";
  try {
    return await run(argv, io, json);
  } catch (e) {
    if (!(e instanceof HarnessError)) throw e;
    const hint = e instanceof UsageError ? e.hint : undefined;
    if (json && e.exitCode === EXIT.usage) io.stdout(`${verifyUsageEnvelope(oneLine(e), hint)}\n`);
    io.stderr(errorLine("verify", e, io.cwd));
    return e.exitCode;
  }
};
