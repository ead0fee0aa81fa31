#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  cassetteLine,
  failureLines,
  formatAnnotation
} from "./chunk-PRDXFVCI.js";
import {
  parseCassetteFormat
} from "./chunk-RLSCEDMB.js";
import {
  recordScenario
} from "./chunk-F2SKI7DD.js";
import "./chunk-QCTB2NEI.js";
import {
  envelope
} from "./chunk-P6NB6XIY.js";
import "./chunk-QXX2K6ZS.js";
import "./chunk-JKB6V4NB.js";
import "./chunk-SOYCI7NG.js";
import "./chunk-MZJLSIZC.js";
import "./chunk-Z45J6GXM.js";
import "./chunk-4GG2ZP26.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-62YUNXPY.js";
import "./chunk-RJEQB3M3.js";
import "./chunk-76F7RFJK.js";
import "./chunk-3UGCV2R3.js";
import "./chunk-AZI7HGCA.js";
import "./chunk-3D262LXW.js";
import {
  outputFormat,
  parseCommandArgs
} from "./chunk-6MRT7ACZ.js";
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-5C2HTD6I.js";

// src/cli/commands/record.ts
import { relative, resolve } from "node:path";
var RECORD_HELP = `Usage: cowork-harness record <scenario.yaml>... [options]
       cowork-harness run <scenario.yaml> [options]

Runs the scenario live against the real agent and (record) writes its cassette.
Options:
  --out FILE|DIR            where the cassette goes (default: beside the scenario)
  --model-script FILE       answer from a scripted model on loopback (no token needed)
  --format v12|v9           cassette format (default v12)
  --allow-failing           write the cassette even when the live verdict fails
  --timeout-ms N            kill the agent after N ms
  --agent PATH              the agent binary (default: the pinned @anthropic-ai/claude-code)
  --baselines DIR           desktop-*.json baselines for the fingerprint
  --output-format text|json

The agent retries a failing model API by itself: CLAUDE_CODE_MAX_RETRIES sets how often (default 2
against a scripted model, the agent's own default against the real API); a run the API cut short
is a typed error and is never written, even with --allow-failing.

Exit codes: 0 pass (and written); 1 the live verdict failed, or the agent timed out, crashed or ended
without a result (nothing written); 2 usage error or an invalid scenario, session or model script.
`;
function makeCommand(write) {
  return async (argv, io) => {
    const { values, positionals } = parseCommandArgs(write ? "record" : "run", argv, {
      out: { type: "string" },
      "model-script": { type: "string" },
      format: { type: "string" },
      "allow-failing": { type: "boolean" },
      "timeout-ms": { type: "string" },
      agent: { type: "string" },
      baselines: { type: "string" },
      "output-format": { type: "string" },
      help: { type: "boolean", short: "h" }
    });
    if (values.help) {
      io.stdout(RECORD_HELP);
      return EXIT.ok;
    }
    const format = outputFormat(values["output-format"], io.env);
    if (positionals.length === 0) throw new UsageError(`${write ? "record" : "run"}: give a scenario file`);
    if (!write && positionals.length > 1) throw new UsageError("run: give exactly one scenario file");
    if (positionals.length > 1 && values.out && !values.out.endsWith("/")) {
      throw new UsageError("record: with several scenarios, --out must be a directory (end it with /)");
    }
    const timeout = values["timeout-ms"] === void 0 ? void 0 : Number(values["timeout-ms"]);
    if (timeout !== void 0 && (!Number.isInteger(timeout) || timeout <= 0)) throw new UsageError("--timeout-ms must be a positive integer");
    const results = [];
    let worst = EXIT.ok;
    for (const scenario of positionals) {
      try {
        const o = await recordScenario({
          scenarioPath: resolve(io.cwd, scenario),
          ...values.out ? { out: resolve(io.cwd, values.out) + (values.out.endsWith("/") ? "/" : "") } : {},
          ...values["model-script"] ? { modelScript: resolve(io.cwd, values["model-script"]) } : {},
          format: parseCassetteFormat(values.format ?? "v12"),
          allowFailing: values["allow-failing"] === true,
          ...timeout !== void 0 ? { timeoutMs: timeout } : {},
          ...values.agent ? { agentBinary: resolve(io.cwd, values.agent) } : {},
          ...values.baselines ? { baselinesDir: resolve(io.cwd, values.baselines) } : {},
          write,
          env: io.env,
          log: (l) => io.stderr(`${l}
`)
        });
        for (const a of o.annotations) io.stderr(formatAnnotation(a, io.env));
        const shown = { ...o.result, cassette: relative(io.cwd, o.cassettePath) };
        results.push(shown);
        if (format === "text") {
          io.stdout([cassetteLine(shown), ...failureLines(shown)].join("\n") + "\n");
          if (write) io.stdout(o.written ? `  wrote ${shown.cassette}
` : `  not written: the live verdict failed (pass --allow-failing to keep it)
`);
        }
        worst = Math.max(worst, o.result.exitCode);
      } catch (e) {
        if (e instanceof UsageError) throw e;
        io.stderr(`${write ? "record" : "run"}: ${scenario}: ${oneLine(e)}
`);
        worst = Math.max(worst, e instanceof HarnessError ? e.exitCode : EXIT.usage);
      }
    }
    if (format === "json") io.stdout(JSON.stringify(envelope(write ? "record" : "run", worst === EXIT.ok, results)) + "\n");
    return worst;
  };
}
var recordCommand = makeCommand(true);
var runCommand = makeCommand(false);
export {
  RECORD_HELP,
  recordCommand,
  runCommand
};
