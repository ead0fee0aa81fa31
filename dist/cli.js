#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunks/chunk-KPSQMKHF.js";
import "./chunks/chunk-5HX2GR4K.js";

// src/cli/main.ts
import * as nodeModule from "node:module";
nodeModule.enableCompileCache?.();
var COMMANDS = {
  replay: () => import("./chunks/replay-LCDOZ7RB.js").then((m) => m.command),
  check: () => import("./chunks/check-7FLUFXNZ.js").then((m) => m.command),
  record: () => import("./chunks/record-VD6Z5B6W.js").then((m) => m.command),
  rerecord: () => import("./chunks/rerecord-PU26QODH.js").then((m) => m.command),
  rerun: () => import("./chunks/rerun-QAYJLKGT.js").then((m) => m.command),
  run: () => import("./chunks/run-KAMSYO3Y.js").then((m) => m.command),
  matrix: () => import("./chunks/matrix-7XMEZ737.js").then((m) => m.command),
  merge: () => import("./chunks/merge-E4I3OMWL.js").then((m) => m.command),
  verify: () => import("./chunks/verify-TLX7Y7EX.js").then((m) => m.command),
  rehash: () => import("./chunks/rehash-34BFWGIE.js").then((m) => m.command),
  fingerprint: () => import("./chunks/fingerprint-2TWL335Z.js").then((m) => m.command),
  lint: () => import("./chunks/lint-U4A4ZWUX.js").then((m) => m.command),
  "lint-skill": () => import("./chunks/lint-skill-QCCQNP37.js").then((m) => m.command),
  "analyze-skill": () => import("./chunks/analyze-skill-JLKIO4TP.js").then((m) => m.command),
  assertions: () => import("./chunks/assertions-HSUXFPJ2.js").then((m) => m.command),
  diff: () => import("./chunks/diff-3DKNDMMY.js").then((m) => m.command),
  init: () => import("./chunks/init-32PH52UX.js").then((m) => m.command),
  gates: () => import("./chunks/gates-FUBC4A2M.js").then((m) => m.command),
  answer: () => import("./chunks/answer-C3NXSGYL.js").then((m) => m.command),
  decide: () => import("./chunks/decide-TX67IAPM.js").then((m) => m.command),
  report: () => import("./chunks/report-SUB3NBZR.js").then((m) => m.command),
  trace: () => import("./chunks/trace-QVDFV4OS.js").then((m) => m.command),
  inspect: () => import("./chunks/inspect-43KVYPG5.js").then((m) => m.command),
  status: () => import("./chunks/status-XDUJHLYN.js").then((m) => m.command),
  "verify-run": () => import("./chunks/verify-run-KYJZ6PV3.js").then((m) => m.command),
  scaffold: () => import("./chunks/scaffold-HGXHOC5L.js").then((m) => m.command),
  stats: () => import("./chunks/stats-43WIQTD2.js").then((m) => m.command),
  prune: () => import("./chunks/prune-RJI6JDW5.js").then((m) => m.command),
  setup: () => import("./chunks/setup-V6I362JP.js").then((m) => m.command),
  doctor: () => import("./chunks/doctor-FSVZEPP7.js").then((m) => m.command),
  baselines: () => import("./chunks/baselines-MBSHAFVP.js").then((m) => m.command),
  cleanup: () => import("./chunks/cleanup-Q774TOSS.js").then((m) => m.command),
  // internal, not in USAGE: the container tier's egress proxy, run in its own container
  "egress-proxy": () => import("./chunks/egress-proxy-4PITJN3H.js").then((m) => m.command)
};
var ALIASES = { "verify-cassettes": "verify" };
var USAGE = `${TOOL_NAME} ${TOOL_VERSION}

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
function writeStdout(text) {
  const { writeSync } = nodeModule.createRequire(import.meta.url)("node:fs");
  const bytes = Buffer.from(text);
  let done = 0;
  try {
    while (done < bytes.length) done += writeSync(1, bytes, done);
  } catch {
    process.stdout.write(bytes.subarray(done));
  }
}
async function main(argv, io) {
  const [first, ...rest] = argv;
  const constant = (text) => io ? io.stdout(text) : writeStdout(text);
  if (first === void 0 || first === "--help" || first === "-h" || first === "help") {
    constant(USAGE);
    return first === void 0 ? 2 : 0;
  }
  if (first === "--version" || first === "-V") {
    constant(`${TOOL_VERSION}
`);
    return 0;
  }
  const name = ALIASES[first] ?? first;
  const load = COMMANDS[name];
  const [{ EXIT }, { runCommand }] = await Promise.all([import("./chunks/errors-BHTDRLB2.js"), import("./chunks/dispatch-3AFKGESU.js")]);
  io ??= (await import("./chunks/io-7AZPYSXD.js")).processIO();
  if (!load) {
    io.stderr(`${TOOL_NAME}: unknown command "${first}" (see --help)
`);
    return EXIT.usage;
  }
  return runCommand(name, async () => (await load()).run, rest, io);
}
async function invokedAsProgram() {
  const argv1 = process.argv[1];
  if (argv1 === void 0) return false;
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
  const fatal = (e) => void import("./chunks/last-resort-VQM4ZK4Z.js").then((m) => m.fatal(e, argv));
  process.on("uncaughtException", fatal);
  process.on("unhandledRejection", fatal);
  main(argv).then(
    async (code) => {
      process.exitCode = code;
      if (code !== 0) await (await import("./chunks/last-resort-VQM4ZK4Z.js")).sweepAfterFailure();
    },
    async (e) => {
      const { EXIT, oneLine } = await import("./chunks/errors-BHTDRLB2.js");
      const { oneLogLine } = await import("./chunks/log-guard-2NM5EIGK.js");
      process.stderr.write(`${oneLogLine(`${TOOL_NAME}: ${oneLine(e)}`)}
`);
      process.exitCode = EXIT.usage;
    }
  );
});
export {
  COMMANDS,
  USAGE,
  main
};
