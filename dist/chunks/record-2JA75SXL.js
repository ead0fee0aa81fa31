#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LIVE_RUN_OPTIONS,
  liveRunSetup
} from "./chunk-2VO7TLKY.js";
import {
  parseCassetteFormat
} from "./chunk-OJI2JBUT.js";
import {
  recordScenario
} from "./chunk-BKYTF5EB.js";
import "./chunk-W6BAPU3A.js";
import "./chunk-DUQR73PO.js";
import "./chunk-FPFTJ7EI.js";
import "./chunk-NX6GE7NY.js";
import "./chunk-7BOIZFLR.js";
import "./chunk-237DY7TX.js";
import {
  LIVE_DECIDER_HELP
} from "./chunk-SAHOWHEC.js";
import "./chunk-BRRGV6H7.js";
import "./chunk-JO7JSSWO.js";
import "./chunk-BF4ACLAL.js";
import "./chunk-XTASYWUU.js";
import {
  ALLOW_HELP,
  ALLOW_OPTIONS
} from "./chunk-T67GQNVP.js";
import "./chunk-7VBCITV6.js";
import {
  DEFAULT_MAX_TIMEOUT_MS
} from "./chunk-4UATW7ZC.js";
import "./chunk-7KSKVPQN.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-KUKC5SCS.js";
import "./chunk-SQXN3P6Q.js";
import {
  cassetteLine,
  failureLines
} from "./chunk-A3SMZR3I.js";
import {
  defineCommand
} from "./chunk-TBML7EOG.js";
import {
  errorLine,
  fileErrorMessage
} from "./chunk-MKJ2XAWI.js";
import {
  formatAnnotation
} from "./chunk-DGR4NNMV.js";
import {
  envelope
} from "./chunk-RVJ3OCTS.js";
import "./chunk-MJN26BLH.js";
import "./chunk-JJWPROIF.js";
import "./chunk-WZHJZWYZ.js";
import "./chunk-I2KXIUX6.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-HLWU5MXV.js";
import "./chunk-VC4AJKM4.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-CDGWSQMQ.js";
import "./chunk-RT75AHDQ.js";
import "./chunk-72WANMM5.js";
import "./chunk-AHTIOJL5.js";
import "./chunk-MYAINVMX.js";
import "./chunk-IFDLEOBP.js";
import "./chunk-MJMTB7RB.js";
import "./chunk-HNYC6IAU.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-DUIA6IGR.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-CGZME2NM.js";
import "./chunk-LGISKRF5.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-FHQR7PEA.js";
import "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import "./chunk-6U6LOB37.js";
import "./chunk-K773VTCL.js";
import "./chunk-AC6QUUQ5.js";
import {
  EXIT,
  HarnessError,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

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
  --timeout-ms N            kill the agent after N ms, whatever the scenario's timeout_ms says
  --max-timeout-ms N        the most a scenario's timeout_ms may ask (default ${DEFAULT_MAX_TIMEOUT_MS}; also the
                            bound when it asks nothing): a larger value is cut to N, with a notice
  --agent PATH              the agent binary (default: the pinned @anthropic-ai/claude-code)
  --baselines DIR           desktop-*.json baselines for the fingerprint
  --allow-outside-paths     let the session name paths outside the repository (your own machine only)
  --output-format text|json
  --run-dir DIR             keep the run's evidence (events, stderr, egress log, status, result) under
                            DIR/<scenario>/<run id>/ for trace, inspect and status
                            (default: COWORK_HARNESS_RUNS_DIR, else not kept)
${LIVE_DECIDER_HELP}${ALLOW_HELP}
                                   a cassette with a privacy finding they do not clear is not
                                   written (exit 1), as the gate would fail it

The agent retries a failing model API by itself: CLAUDE_CODE_MAX_RETRIES sets how often (default 2
against a scripted model, the agent's own default against the real API); a run the API cut short
is a typed error and is never written, even with --allow-failing.

Exit codes: 0 pass (and written); 1 the live verdict failed, the agent sent what a model-script turn's
expect does not match, or the agent timed out, crashed or ended without a result (nothing written);
2 usage error or an invalid scenario, session or model script (or one with no turn left); 3 the agent
image lacks a family the scenario's requires_capabilities lists (refused before the agent starts).
`;
var RECORD_OPTIONS = {
  ...LIVE_RUN_OPTIONS,
  out: { type: "string" },
  format: { type: "string" },
  "allow-failing": { type: "boolean" }
};
async function record({ values, positionals, format, io }) {
  if (positionals.length === 0) throw new UsageError("give a scenario file");
  if (positionals.length > 1 && values.out && !values.out.endsWith("/")) {
    throw new UsageError("with several scenarios, --out must be a directory (end it with /)");
  }
  const { common, live } = await liveRunSetup(values, io, "record", positionals.length);
  const flagged = Object.keys(ALLOW_OPTIONS).filter((k) => Array.isArray(values[k]));
  if (flagged.length > 0) {
    io.stderr(
      `note: --${flagged.join(", --")} cover this record only; the gate (check, the Action) reads .cowork-allow-patterns \u2014 add there what the committed cassette needs, or check will fail on it
`
    );
  }
  const results = [];
  let worst = EXIT.ok;
  for (const scenario of positionals) {
    try {
      const o = await recordScenario({
        ...common,
        scenarioPath: resolve(io.cwd, scenario),
        ...values.out ? { out: resolve(io.cwd, values.out) + (values.out.endsWith("/") ? "/" : "") } : {},
        format: parseCassetteFormat(values.format ?? "v12"),
        allowFailing: values["allow-failing"] === true,
        write: true
      });
      for (const f of o.privacy)
        io.stderr(`\u2717 ${relative(io.cwd, o.cassettePath)}: [${f.cls}] ${f.where} \u2014 ${f.sample}
`);
      for (const a of o.annotations) io.stderr(formatAnnotation(a, io.env));
      const shown = { ...o.result, cassette: relative(io.cwd, o.cassettePath) };
      results.push(shown);
      if (format === "text") {
        io.stdout([cassetteLine(shown, { writes: true }), ...failureLines(shown)].join("\n") + "\n");
        io.stdout(
          o.written ? `  wrote ${shown.cassette}
` : o.privacy.length > 0 ? `  not written: ${o.privacy.length} privacy finding(s) the gate would fail on (listed on stderr) \u2014 remove them from the run, or allow them with --allow* / .cowork-allow-patterns
` : `  not written: the live verdict failed (pass --allow-failing to keep it)
`
        );
      }
      worst = Math.max(worst, o.result.exitCode, o.privacy.length > 0 ? EXIT.fail : EXIT.ok);
    } catch (e) {
      if (e instanceof UsageError) throw e;
      io.stderr(errorLine("record", fileErrorMessage(scenario, resolve(io.cwd, scenario), e), io.cwd));
      worst = Math.max(worst, e instanceof HarnessError ? e.exitCode : EXIT.usage);
    }
  }
  await live.close();
  if (format === "json") io.stdout(JSON.stringify(envelope("record", worst === EXIT.ok, results)) + "\n");
  return worst;
}
var command = defineCommand({ name: "record", help: RECORD_HELP, options: RECORD_OPTIONS, run: record });
export {
  command
};
