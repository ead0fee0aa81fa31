#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DECIDER_DIR_POLL_ENV,
  envMs
} from "./chunk-BRRGV6H7.js";
import {
  DONE_FILE,
  gateNumbers,
  readGateRequest
} from "./chunk-BF4ACLAL.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-KPSQMKHF.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/gates.ts
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
var GATES_HELP = `Usage: cowork-harness gates <dir> [--follow]

Lists the gates a run started with --decider-dir <dir> is waiting on, one JSON line each:
{"seq":N,"type":"decision_request","id":\u2026,"kind":"question","questions":[\u2026],"reply_with":\u2026}
Answer one with: cowork-harness answer <dir> --gate N --choose <label>
Options:
  --follow    keep watching and print each new gate as it appears; ends with {"done":true}
              once the run is over

Exit codes: 0 listed (or the run ended); 2 usage error, or a gate file that cannot be read.
`;
var GATES_OPTIONS = {
  follow: { type: "boolean" },
  help: { type: "boolean", short: "h" }
};
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function gates({ values, positionals, io }) {
  if (positionals.length !== 1) throw new UsageError("give the gate directory (the --decider-dir of the run)");
  const shown = positionals[0];
  const dir = resolve(io.cwd, shown);
  const follow = values.follow === true;
  const pollMs = envMs(io.env, DECIDER_DIR_POLL_ENV, 500);
  const printed = /* @__PURE__ */ new Set();
  const failures = /* @__PURE__ */ new Map();
  for (; ; ) {
    if (!existsSync(dir)) {
      if (!follow) throw new UsageError(`${shown}: no such directory`);
    } else {
      for (const n of gateNumbers(dir)) {
        if (printed.has(n)) continue;
        let request;
        try {
          request = readGateRequest(dir, n);
        } catch (e) {
          const tries = (failures.get(n) ?? 0) + 1;
          failures.set(n, tries);
          if (tries >= 3)
            throw new UsageError(
              `${shown}/req-${n}.json cannot be read: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`
            );
          continue;
        }
        if (request === void 0) continue;
        printed.add(n);
        io.stdout(`${JSON.stringify({ seq: n, ...request })}
`);
      }
      if (existsSync(join(dir, DONE_FILE))) {
        io.stdout(`${JSON.stringify({ done: true })}
`);
        return EXIT.ok;
      }
    }
    if (!follow) return EXIT.ok;
    await sleep(pollMs);
  }
}
var command = defineCommand({ name: "gates", help: GATES_HELP, options: GATES_OPTIONS, run: gates });
export {
  GATES_HELP,
  command
};
