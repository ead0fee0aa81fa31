#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunks/chunk-W73SXYVW.js";
import "./chunks/chunk-5HX2GR4K.js";

// src/cli/main.ts
import { createRequire, enableCompileCache } from "node:module";
enableCompileCache();
var COMMANDS = {
  replay: async () => {
    const m = await import("./chunks/replay-2L2PMJTQ.js");
    return { run: m.replayCommand, help: m.REPLAY_HELP, options: m.REPLAY_OPTIONS };
  },
  check: async () => {
    const m = await import("./chunks/check-YKKEPS47.js");
    return { run: m.checkCommand, help: m.CHECK_HELP, options: m.CHECK_OPTIONS };
  },
  record: async () => {
    const m = await import("./chunks/record-DNEG7HRZ.js");
    return { run: m.recordCommand, help: m.RECORD_HELP, options: m.RECORD_OPTIONS };
  },
  rerecord: async () => {
    const m = await import("./chunks/rerecord-7FVMKK4S.js");
    return { run: m.rerecordCommand, help: m.RERECORD_HELP, options: m.RERECORD_OPTIONS };
  },
  rerun: async () => {
    const m = await import("./chunks/rerun-OVHBSD3J.js");
    return { run: m.rerunCommand, help: m.RERUN_HELP, options: m.RERUN_OPTIONS };
  },
  run: async () => {
    const m = await import("./chunks/run-TIJE623K.js");
    return { run: m.runCommand, help: m.RUN_HELP, options: m.RUN_OPTIONS };
  },
  matrix: async () => {
    const m = await import("./chunks/matrix-7BOHJ5VL.js");
    return { run: m.matrixCommand, help: m.MATRIX_HELP, options: m.MATRIX_OPTIONS };
  },
  merge: async () => {
    const m = await import("./chunks/merge-OLCK5RJ2.js");
    return { run: m.mergeCommand, help: m.MERGE_HELP, options: m.MERGE_OPTIONS };
  },
  verify: async () => {
    const m = await import("./chunks/verify-7XVADDW7.js");
    return { run: m.verifyCommand, help: m.VERIFY_HELP, options: m.VERIFY_OPTIONS };
  },
  rehash: async () => {
    const m = await import("./chunks/rehash-4EDAKDCO.js");
    return { run: m.rehashCommand, help: m.REHASH_HELP, options: m.REHASH_OPTIONS };
  },
  fingerprint: async () => {
    const m = await import("./chunks/fingerprint-HFIDMHGZ.js");
    return { run: m.fingerprintCommand, help: m.FINGERPRINT_HELP, options: m.FINGERPRINT_OPTIONS };
  },
  lint: async () => {
    const m = await import("./chunks/lint-OZQDC62R.js");
    return { run: m.lintCommand, help: m.LINT_HELP, options: m.LINT_OPTIONS };
  },
  assertions: async () => {
    const m = await import("./chunks/assertions-RQKYZ3M6.js");
    return { run: m.assertionsCommand, help: m.ASSERTIONS_HELP, options: m.ASSERTIONS_OPTIONS };
  },
  diff: async () => {
    const m = await import("./chunks/diff-42Q275KS.js");
    return { run: m.diffCommand, help: m.DIFF_HELP, options: m.DIFF_OPTIONS };
  },
  init: async () => {
    const m = await import("./chunks/init-6J6BWEZF.js");
    return { run: m.initCommand, help: m.INIT_HELP, options: m.INIT_OPTIONS };
  },
  gates: async () => {
    const m = await import("./chunks/gates-MLMRIE4F.js");
    return { run: m.gatesCommand, help: m.GATES_HELP, options: m.GATES_OPTIONS };
  },
  answer: async () => {
    const m = await import("./chunks/answer-6SDGHU3P.js");
    return { run: m.answerCommand, help: m.ANSWER_HELP, options: m.ANSWER_OPTIONS };
  },
  decide: async () => {
    const m = await import("./chunks/decide-OPHFCNC3.js");
    return { run: m.decideCommand, help: m.DECIDE_HELP, options: m.DECIDE_OPTIONS };
  },
  report: async () => {
    const m = await import("./chunks/report-PBH5YLQF.js");
    return { run: m.reportCommand, help: m.REPORT_HELP, options: m.REPORT_OPTIONS };
  },
  trace: async () => {
    const m = await import("./chunks/trace-M4NE476S.js");
    return { run: m.traceCommand, help: m.TRACE_HELP, options: m.TRACE_OPTIONS };
  },
  inspect: async () => {
    const m = await import("./chunks/inspect-CZ72XWBT.js");
    return { run: m.inspectCommand, help: m.INSPECT_HELP, options: m.INSPECT_OPTIONS };
  },
  status: async () => {
    const m = await import("./chunks/status-J5Q7UO2E.js");
    return { run: m.statusCommand, help: m.STATUS_HELP, options: m.STATUS_OPTIONS };
  },
  setup: async () => {
    const m = await import("./chunks/setup-SO4NKB7V.js");
    return { run: m.setupCommand, help: m.SETUP_HELP, options: m.SETUP_OPTIONS };
  },
  cleanup: async () => {
    const m = await import("./chunks/cleanup-5STA4N3Y.js");
    return { run: m.cleanupCommand, help: m.CLEANUP_HELP, options: m.CLEANUP_OPTIONS };
  },
  // internal, not in USAGE: the container tier's egress proxy, run in its own container
  "egress-proxy": async () => {
    const m = await import("./chunks/egress-proxy-26RUSFF6.js");
    return { run: m.egressProxyCommand, help: m.EGRESS_PROXY_HELP, options: m.EGRESS_PROXY_OPTIONS };
  }
};
var ALIASES = { "verify-cassettes": "verify" };
var USAGE = `${TOOL_NAME} ${TOOL_VERSION}

Usage: ${TOOL_NAME} <command> [options]

Commands:
  check [paths...]            the CI gate: replay + verify every cassette found, then report
  replay <file|dir>...        replay cassettes offline and evaluate their assertions
  record <scenario.yaml>...   run scenarios live against the real agent and write cassettes
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
  setup [--base IMAGE]        find or build the agent image the container tier records in (once)
  cleanup [--dry-run]         remove the containers, networks and staged dirs that killed runs left

Options:
  -h, --help   show this help (<command> --help: that command's options and exit codes)
  --version    print the version

Exit codes: 0 pass, 1 verdict failed / finding, 2 usage or unreadable input, 3 could not verify.
`;
function writeStdout(text) {
  const { writeSync } = createRequire(import.meta.url)("node:fs");
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
  const [{ EXIT }, { runCommand }] = await Promise.all([import("./chunks/errors-BHTDRLB2.js"), import("./chunks/dispatch-YYHHJIFT.js")]);
  io ??= (await import("./chunks/io-GOPBLIKS.js")).processIO();
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
  const fatal = (e) => void import("./chunks/last-resort-VL3IBCFE.js").then((m) => m.fatal(e, argv));
  process.on("uncaughtException", fatal);
  process.on("unhandledRejection", fatal);
  main(argv).then(
    async (code) => {
      process.exitCode = code;
      if (code !== 0) await (await import("./chunks/last-resort-VL3IBCFE.js")).sweepAfterFailure();
    },
    async (e) => {
      const { EXIT, oneLine } = await import("./chunks/errors-BHTDRLB2.js");
      const { oneLogLine } = await import("./chunks/log-guard-2MNXRNDO.js");
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
