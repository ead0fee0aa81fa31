#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  envSecretValues,
  maskSecrets
} from "./chunks/chunk-MZJLSIZC.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunks/chunk-AZI7HGCA.js";
import {
  EXIT,
  HarnessError,
  oneLine
} from "./chunks/chunk-5C2HTD6I.js";

// src/cli/io.ts
function processIO() {
  const secrets = envSecretValues();
  return {
    stdout: (t) => process.stdout.write(maskSecrets(t, secrets)),
    stderr: (t) => process.stderr.write(maskSecrets(t, secrets)),
    env: process.env,
    cwd: process.cwd()
  };
}

// src/cli/main.ts
var COMMANDS = {
  replay: async () => (await import("./chunks/replay-NHVTI2EP.js")).replayCommand,
  check: async () => (await import("./chunks/check-3TMF6Y6U.js")).checkCommand,
  record: async () => (await import("./chunks/record-DXD4VYVH.js")).recordCommand,
  rerecord: async () => (await import("./chunks/rerecord-2MLDRYXA.js")).rerecordCommand,
  run: async () => (await import("./chunks/record-DXD4VYVH.js")).runCommand,
  matrix: async () => (await import("./chunks/matrix-E4WN32P6.js")).matrixCommand,
  merge: async () => (await import("./chunks/merge-6PCAYRP7.js")).mergeCommand,
  verify: async () => (await import("./chunks/verify-7JYOAWXE.js")).verifyCommand,
  rehash: async () => (await import("./chunks/rehash-QKFMW7AQ.js")).rehashCommand,
  fingerprint: async () => (await import("./chunks/fingerprint-WS2DB4GC.js")).fingerprintCommand
};
var SHARED_FINGERPRINT_RUN = /* @__PURE__ */ new Set(["replay", "verify", "rehash"]);
var ALIASES = { "verify-cassettes": "verify" };
var USAGE = `${TOOL_NAME} ${TOOL_VERSION}

Usage: ${TOOL_NAME} <command> [options]

Commands:
  check [paths...]            the CI gate: replay + verify every cassette found, then report
  replay <file|dir>...        replay cassettes offline and evaluate their assertions
  record <scenario.yaml>...   run scenarios live against the real agent and write cassettes
  run <scenario.yaml>         run a scenario live and judge it, writing nothing
  rerecord [paths...]         re-record stale cassettes with the real agent; commit, push or open a PR
  verify <file|dir>...        check cassettes for staleness, drift and privacy findings
                              (alias: verify-cassettes)
  rehash <file|dir>...        migrate v9-v11 cassettes to v12 digests without re-recording
  fingerprint [DIR...]        print the fingerprints of skill directories
  matrix --shards N           print a GitHub Actions matrix of N stable shards
  merge <results.json>...     combine shard results files into one report

Options:
  --help       show this help
  --version    print the version

Exit codes: 0 pass, 1 verdict failed / finding, 2 usage or unreadable input, 3 could not verify.
`;
async function main(argv, io = processIO()) {
  const [first, ...rest] = argv;
  if (first === void 0 || first === "--help" || first === "-h" || first === "help") {
    io.stdout(USAGE);
    return first === void 0 ? EXIT.usage : EXIT.ok;
  }
  if (first === "--version" || first === "-V") {
    io.stdout(`${TOOL_VERSION}
`);
    return EXIT.ok;
  }
  const name = ALIASES[first] ?? first;
  const load = COMMANDS[name];
  if (!load) {
    io.stderr(`${TOOL_NAME}: unknown command "${first}" (see --help)
`);
    return EXIT.usage;
  }
  try {
    const command = await load();
    if (!SHARED_FINGERPRINT_RUN.has(name)) return await command(rest, io);
    const { FingerprintRun, withFingerprintRun } = await import("./chunks/run-scope-EC6VD3ZM.js");
    return await withFingerprintRun(new FingerprintRun(), () => command(rest, io));
  } catch (e) {
    io.stderr(`${TOOL_NAME} ${name}: ${oneLine(e)}
`);
    return e instanceof HarnessError ? e.exitCode : EXIT.usage;
  }
}
var isEntry = import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("/cli.js");
if (isEntry) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      process.stderr.write(`${TOOL_NAME}: ${oneLine(e)}
`);
      process.exitCode = EXIT.usage;
    }
  );
}
export {
  USAGE,
  main
};
