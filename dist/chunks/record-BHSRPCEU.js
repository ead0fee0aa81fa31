#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parseCassetteFormat
} from "./chunk-RLSCEDMB.js";
import {
  cassetteLine,
  failureLines
} from "./chunk-MO353XYD.js";
import {
  envelope
} from "./chunk-BAU2O7N7.js";
import {
  recordScenario
} from "./chunk-4JXZJ4LJ.js";
import "./chunk-QCTB2NEI.js";
import "./chunk-KDQAKXA2.js";
import "./chunk-CHBKBUAM.js";
import {
  ALLOW_HELP,
  ALLOW_OPTIONS,
  allowListFromValues
} from "./chunk-WRZQGC6V.js";
import {
  errorLine,
  fileErrorMessage,
  outputFormat,
  parseCommandArgs,
  positiveInt
} from "./chunk-K2TJXOSE.js";
import {
  formatAnnotation
} from "./chunk-BKQFXRDB.js";
import "./chunk-7M55ZUAX.js";
import "./chunk-2XHYTTIJ.js";
import "./chunk-FBH4EP7L.js";
import "./chunk-MZJLSIZC.js";
import "./chunk-EI6BH47E.js";
import "./chunk-TSH5EFPS.js";
import "./chunk-FURJSVNS.js";
import "./chunk-YSWOZ54F.js";
import "./chunk-YGKABPFA.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-L3YWBCW6.js";
import "./chunk-YZHFMKVM.js";
import "./chunk-DTIFU3CX.js";
import "./chunk-GBJKSAOD.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-VXKHD4ZO.js";
import "./chunk-QK5Z4XLL.js";
import "./chunk-BYCT76SI.js";
import "./chunk-4PUE326A.js";
import "./chunk-3GFJJ6Z2.js";
import "./chunk-PMJCWNXK.js";
import "./chunk-24BXCO6L.js";
import "./chunk-VOWAKLMC.js";
import "./chunk-UNZECJXW.js";
import "./chunk-XXVUH75M.js";
import "./chunk-HYYBMG54.js";
import "./chunk-O6AL2HOY.js";
import "./chunk-N2HYR5M7.js";
import {
  EXIT,
  HarnessError,
  UsageError
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
${ALLOW_HELP}
                                   a cassette with a privacy finding they do not clear is not
                                   written (exit 1), as the gate would fail it

The agent retries a failing model API by itself: CLAUDE_CODE_MAX_RETRIES sets how often (default 2
against a scripted model, the agent's own default against the real API); a run the API cut short
is a typed error and is never written, even with --allow-failing.

Exit codes: 0 pass (and written); 1 the live verdict failed, or the agent timed out, crashed or ended
without a result (nothing written); 2 usage error or an invalid scenario, session or model script.
`;
var RECORD_OPTIONS = {
  out: { type: "string" },
  "model-script": { type: "string" },
  format: { type: "string" },
  "allow-failing": { type: "boolean" },
  "timeout-ms": { type: "string" },
  agent: { type: "string" },
  baselines: { type: "string" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
  ...ALLOW_OPTIONS
};
function makeCommand(write) {
  return async (argv, io) => {
    const { values, positionals } = parseCommandArgs(write ? "record" : "run", argv, RECORD_OPTIONS);
    if (values.help) {
      io.stdout(RECORD_HELP);
      return EXIT.ok;
    }
    const format = outputFormat(values["output-format"], io.env);
    if (positionals.length === 0) throw new UsageError("give a scenario file");
    if (!write && positionals.length > 1) throw new UsageError("give exactly one scenario file");
    if (positionals.length > 1 && values.out && !values.out.endsWith("/")) {
      throw new UsageError("with several scenarios, --out must be a directory (end it with /)");
    }
    const timeout = positiveInt("timeout-ms", values["timeout-ms"]);
    const allow = await allowListFromValues(values, io.cwd);
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
`),
          allow
        });
        for (const f of o.privacy) io.stderr(`\u2717 ${relative(io.cwd, o.cassettePath)}: [${f.cls}] ${f.where} \u2014 ${f.sample}
`);
        for (const a of o.annotations) io.stderr(formatAnnotation(a, io.env));
        const shown = { ...o.result, cassette: relative(io.cwd, o.cassettePath) };
        results.push(shown);
        if (format === "text") {
          io.stdout([cassetteLine(shown), ...failureLines(shown)].join("\n") + "\n");
          if (write) {
            io.stdout(
              o.written ? `  wrote ${shown.cassette}
` : o.privacy.length > 0 ? `  not written: ${o.privacy.length} privacy finding(s) the gate would fail on (listed on stderr) \u2014 remove them from the run, or allow them with --allow* / .cowork-allow-patterns
` : `  not written: the live verdict failed (pass --allow-failing to keep it)
`
            );
          }
        }
        worst = Math.max(worst, o.result.exitCode, write && o.privacy.length > 0 ? EXIT.fail : EXIT.ok);
      } catch (e) {
        if (e instanceof UsageError) throw e;
        io.stderr(errorLine(write ? "record" : "run", fileErrorMessage(scenario, resolve(io.cwd, scenario), e), io.cwd));
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
  RECORD_OPTIONS,
  recordCommand,
  runCommand
};
