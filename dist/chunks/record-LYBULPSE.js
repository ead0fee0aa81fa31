#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LIVE_RUN_OPTIONS,
  cassetteLine,
  failureLines,
  liveRunSetup
} from "./chunk-3AS3UITG.js";
import {
  errorLine,
  fileErrorMessage,
  outputFormat,
  parseCommandArgs
} from "./chunk-OFZ4K7LJ.js";
import {
  parseCassetteFormat
} from "./chunk-3ZWBB3L7.js";
import {
  formatAnnotation
} from "./chunk-S7YVGDQX.js";
import "./chunk-OFZEJ2F2.js";
import "./chunk-WRXGSA2U.js";
import "./chunk-EI6BH47E.js";
import {
  ALLOW_HELP,
  ALLOW_OPTIONS
} from "./chunk-5NXCUEUZ.js";
import "./chunk-B2JLUPNY.js";
import {
  recordScenario
} from "./chunk-L6DCPDEI.js";
import "./chunk-LGRKH2BK.js";
import "./chunk-QCSS7MRJ.js";
import "./chunk-UOFA3V4G.js";
import {
  DEFAULT_MAX_TIMEOUT_MS
} from "./chunk-OM6DB55V.js";
import {
  LIVE_DECIDER_HELP
} from "./chunk-6ZPHHZWB.js";
import "./chunk-X2V3TQRJ.js";
import "./chunk-PQU4MUBR.js";
import "./chunk-XJMUT3EV.js";
import "./chunk-OHYFLJE5.js";
import "./chunk-YFYJSABB.js";
import "./chunk-UJL3ZTKI.js";
import "./chunk-QCTB2NEI.js";
import "./chunk-EUMIU4E4.js";
import {
  envelope
} from "./chunk-K5SO6PR3.js";
import "./chunk-AHD5DVGJ.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-O3TYGBWK.js";
import "./chunk-NAA5MHIW.js";
import "./chunk-UOOZFDNC.js";
import "./chunk-JGRVEPPQ.js";
import "./chunk-R6WTYLHT.js";
import "./chunk-B3KGR4IC.js";
import "./chunk-BLZCU3FR.js";
import "./chunk-57EAN4WP.js";
import "./chunk-GNRCT5WW.js";
import "./chunk-765GMJL5.js";
import "./chunk-Z52EMNER.js";
import "./chunk-GDFUNZXU.js";
import "./chunk-CVROAHTK.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-GST36PRG.js";
import "./chunk-57ATHONI.js";
import "./chunk-OOJTWUBA.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-P4IMB74P.js";
import "./chunk-VFM63BO2.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-U3YLF3AD.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import {
  EXIT,
  HarnessError,
  UsageError
} from "./chunk-6ZVZ2CXJ.js";
import "./chunk-CNP7IC2Y.js";
import "./chunk-VQXXM3A3.js";
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
var recordCommand = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("record", argv, RECORD_OPTIONS);
  if (values.help) {
    io.stdout(RECORD_HELP);
    return EXIT.ok;
  }
  const format = outputFormat(values["output-format"], io.env);
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
      for (const f of o.privacy) io.stderr(`\u2717 ${relative(io.cwd, o.cassettePath)}: [${f.cls}] ${f.where} \u2014 ${f.sample}
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
};
export {
  RECORD_HELP,
  RECORD_OPTIONS,
  recordCommand
};
