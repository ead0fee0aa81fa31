/**
 * cowork-harness CLI entry: dispatches to one command module, turns any error into a
 * one-line message and a documented exit code (never a stack trace).
 *
 * Start-up: `--version` and `--help` load nothing but this module and the version (every other
 * import is dynamic, after them), so they cost little more than Node's own start (README,
 * Performance: ≤ +10 ms over `node -e 0`). Keep static imports out of this file.
 */
import * as nodeModule from "node:module";
import type { CliIO } from "./io.js";
import type { CommandEntry } from "./command.js";
import { TOOL_NAME, TOOL_VERSION } from "../core/version.js";

// Node keeps the code it compiled for the chunks this process loads next in its compile cache
// (NODE_COMPILE_CACHE, or a folder of the system's temp dir), so a later run skips compiling them.
// (looked up, not imported by name: on a Node without it — 20, past its end of life — the CLI still
// starts and says what it needs instead of failing to link)
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

/** The command table (loaded on demand); a test walks it to check every command's shape and --help. */
export const COMMANDS: Record<string, () => Promise<CommandEntry>> = {
  replay: () => import("./commands/replay.js").then((m) => m.command),
  check: () => import("./commands/check.js").then((m) => m.command),
  record: () => import("./commands/record.js").then((m) => m.command),
  rerecord: () => import("./commands/rerecord.js").then((m) => m.command),
  rerun: () => import("./commands/rerun.js").then((m) => m.command),
  run: () => import("./commands/run.js").then((m) => m.command),
  matrix: () => import("./commands/matrix.js").then((m) => m.command),
  merge: () => import("./commands/merge.js").then((m) => m.command),
  verify: () => import("./commands/verify.js").then((m) => m.command),
  rehash: () => import("./commands/rehash.js").then((m) => m.command),
  fingerprint: () => import("./commands/fingerprint.js").then((m) => m.command),
  lint: () => import("./commands/lint.js").then((m) => m.command),
  "lint-skill": () => import("./commands/lint-skill.js").then((m) => m.command),
  "analyze-skill": () => import("./commands/analyze-skill.js").then((m) => m.command),
  assertions: () => import("./commands/assertions.js").then((m) => m.command),
  diff: () => import("./commands/diff.js").then((m) => m.command),
  init: () => import("./commands/init.js").then((m) => m.command),
  gates: () => import("./commands/gates.js").then((m) => m.command),
  answer: () => import("./commands/answer.js").then((m) => m.command),
  decide: () => import("./commands/decide.js").then((m) => m.command),
  report: () => import("./commands/report.js").then((m) => m.command),
  trace: () => import("./commands/trace.js").then((m) => m.command),
  inspect: () => import("./commands/inspect.js").then((m) => m.command),
  status: () => import("./commands/status.js").then((m) => m.command),
  "verify-run": () => import("./commands/verify-run.js").then((m) => m.command),
  scaffold: () => import("./commands/scaffold.js").then((m) => m.command),
  stats: () => import("./commands/stats.js").then((m) => m.command),
  prune: () => import("./commands/prune.js").then((m) => m.command),
  setup: () => import("./commands/setup.js").then((m) => m.command),
  doctor: () => import("./commands/doctor.js").then((m) => m.command),
  baselines: () => import("./commands/baselines.js").then((m) => m.command),
  cleanup: () => import("./commands/cleanup.js").then((m) => m.command),
  // internal, not in USAGE: the container tier's egress proxy, run in its own container
  "egress-proxy": () => import("./commands/egress-proxy.js").then((m) => m.command),
};

const ALIASES: Record<string, string> = { "verify-cassettes": "verify" };

export const USAGE = `${TOOL_NAME} ${TOOL_VERSION}

Usage: ${TOOL_NAME} <command> [options]

Commands:
  check [paths...]            the CI gate: replay + verify every cassette found, then report
  replay <file|dir>...        replay cassettes offline and evaluate their assertions
  record <scenario.yaml|dir>...
                              run scenarios live against the real agent and write cassettes
                              (--dry-run: say whether each would record, start nothing)
  run <scenario.yaml>         run a scenario live and judge it, writing nothing
  rerun <cassette|dir>...     re-run cassettes with the real agent and their recorded model turns (no token)
  rerecord [paths...]         re-record stale cassettes with the real agent; commit, push or open a PR
  verify <file|dir>...        check cassettes for staleness, drift and privacy findings
                              (alias: verify-cassettes)
  rehash <file|dir>...        migrate v9-v11 cassettes to v12 digests without re-recording
  fingerprint [DIR...]        print the fingerprints of skill directories
  matrix --shards N           print a GitHub Actions matrix of N stable shards
  merge <results.json>...     combine shard results files into one report
  lint <scenario.yaml|dir>... lint scenarios for checks that would pass silently (silent false-greens)
  lint-skill <SKILL.md|dir>...
                              lint a skill: host paths in the VM's bash, hooks, sub-agents, size
  analyze-skill <skill-dir>...
                              scan a skill: /sessions paths given to file tools, lost write-backs
  assertions [--list]         list every assertion key with what it checks
  diff <a> <b>                compare two cassettes or runs: tool calls, transcript, artifacts, meta
  init [dir]                  scaffold a skill test (plugin, session, scenario, scripted model, workflows)
  gates <dir> [--follow]      list the gates a record/run --decider-dir <dir> waits on (JSON lines)
  answer <dir> --gate N ...   answer one of them (--choose <label> | --answer "q=text")
  decide <decider>            rehearse a live decider on a sample question, without a run
  report --html FILE [in...]  write the self-contained HTML report of a gate (results file or cassettes)
  trace <cassette|run>        what a run did: tool calls, gates, dispatches, durations, errors, files, usage
  inspect <run>               a kept run's digest (--run-dir on record/run/rerun/rerecord keeps runs)
  status <run>                a kept run's state: running, done, error or stale
  verify-run <run> <scenario> a scenario's assertions judged against a kept run, token-free
  scaffold <run> [--out FILE] a starter scenario from a kept run
  stats [--scenario NAME]     pass rate, cost and time per scenario over the kept runs
  prune --keep-last N | --older-than DAYS
                              delete kept runs past the retention you set
  setup [--base IMAGE]        find or build the agent image the container tier records in (once)
  doctor [--tier T]           what a live run at a tier needs on this machine, and what is missing
  baselines fetch|list        download the published Desktop baselines (pinned sha256) into the cache; list it
  cleanup [--dry-run]         remove the containers, networks and staged dirs that killed runs left

Options:
  -h, --help   show this help (<command> --help: that command's options and exit codes)
  --version    print the version

Exit codes: 0 pass, 1 verdict failed / finding, 2 usage or unreadable input, 3 could not verify.
`;

/**
 * Writes to fd 1 directly: the first touch of `process.stdout` builds a stream (node:stream and
 * its helpers, ~8 ms), which `--version` and `--help` do not need. Falls back to the stream
 * when the descriptor refuses (a non-blocking pipe that is full).
 */
function writeStdout(text: string): void {
  const { writeSync } = nodeModule.createRequire(import.meta.url)("node:fs") as typeof import("node:fs");
  const bytes = Buffer.from(text);
  let done = 0;
  try {
    while (done < bytes.length) done += writeSync(1, bytes, done);
  } catch {
    process.stdout.write(bytes.subarray(done));
  }
}

/** `io` defaults to the process's streams, with secret values masked (./io.ts). */
export async function main(argv: string[], io?: CliIO): Promise<number> {
  const [first, ...rest] = argv;
  // build-time constants, no secret can be in them: written as they are, before any other module loads
  const constant = (text: string): void => (io ? io.stdout(text) : writeStdout(text));
  if (first === undefined || first === "--help" || first === "-h" || first === "help") {
    constant(USAGE);
    return first === undefined ? 2 : 0; // EXIT.usage, EXIT.ok
  }
  if (first === "--version" || first === "-V") {
    constant(`${TOOL_VERSION}\n`);
    return 0; // EXIT.ok
  }
  const name = ALIASES[first] ?? first;
  const load = COMMANDS[name];
  const [{ EXIT }, { runCommand }] = await Promise.all([import("../core/util/errors.js"), import("./dispatch.js")]);
  io ??= (await import("./io.js")).processIO();
  if (!load) {
    io.stderr(`${TOOL_NAME}: unknown command "${first}" (see --help)\n`);
    return EXIT.usage;
  }
  return runCommand(name, async () => (await load()).run, rest, io);
}

/**
 * Run as a program: directly, or through a bin symlink (node_modules/.bin/cowork-harness → dist/cli.js).
 * node:fs and node:url are imported only for the symlink case: a static `import … from "node:fs"`
 * builds fs's ESM facade, which loads the whole streams stack (~9 ms of every start).
 */
async function invokedAsProgram(): Promise<boolean> {
  const argv1 = process.argv[1];
  if (argv1 === undefined) return false;
  if (import.meta.url === `file://${argv1}` || argv1.endsWith("/cli.js")) return true;
  try {
    const [{ realpathSync }, { fileURLToPath }] = await Promise.all([import("node:fs"), import("node:url")]);
    return realpathSync(argv1) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}
void invokedAsProgram().then((isEntry) => {
  if (!isEntry) return;
  const argv = process.argv.slice(2);
  // an error nothing handled: one line, this process's containers, networks and staged dirs removed, exit 2 (./last-resort.ts)
  const fatal = (e: unknown): void => void import("./last-resort.js").then((m) => m.fatal(e, argv));
  process.on("uncaughtException", fatal);
  process.on("unhandledRejection", fatal);
  main(argv).then(
    async (code) => {
      process.exitCode = code;
      if (code !== 0) await (await import("./last-resort.js")).sweepAfterFailure();
    },
    async (e) => {
      const { EXIT, oneLine } = await import("../core/util/errors.js");
      const { oneLogLine } = await import("../core/util/log-guard.js");
      process.stderr.write(`${oneLogLine(`${TOOL_NAME}: ${oneLine(e)}`)}
`);
      process.exitCode = EXIT.usage;
    },
  );
});
