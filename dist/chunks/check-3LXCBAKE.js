#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  BatchAnnotations
} from "./chunk-WOOZJT5E.js";
import {
  pullRequestTargetRefusal,
  renderGateText
} from "./chunk-BW6A3QKO.js";
import {
  ResultsStream,
  runGate
} from "./chunk-AR5PHCYN.js";
import {
  withEnvDigestCache
} from "./chunk-ADVYE65V.js";
import "./chunk-XBVV7TF5.js";
import {
  resolveTargets
} from "./chunk-VFKBRP4L.js";
import {
  renderJunit
} from "./chunk-X4U2MLL7.js";
import "./chunk-XZ236FTD.js";
import {
  parseShard
} from "./chunk-I2KPKXNV.js";
import "./chunk-LM2XV4W3.js";
import {
  renderSummaryMarkdown
} from "./chunk-NI75KEZV.js";
import {
  ALLOW_HELP,
  ALLOW_OPTIONS,
  allowListFromValues
} from "./chunk-KONW2OXU.js";
import {
  formatAnnotation
} from "./chunk-LJA3UEU4.js";
import {
  renderAnnotations
} from "./chunk-5Q3B37QJ.js";
import "./chunk-Y5MV4EUE.js";
import "./chunk-OHYFLJE5.js";
import {
  writeFileAtomic
} from "./chunk-WX7OGXYW.js";
import {
  envSecretValues
} from "./chunk-UOOZFDNC.js";
import {
  parseFailOn
} from "./chunk-IODDH6M4.js";
import "./chunk-EI6BH47E.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-AHD5DVGJ.js";
import {
  outputFormat,
  parseCommandArgs,
  positiveInt
} from "./chunk-UBSZGVVE.js";
import "./chunk-BB6JGN3U.js";
import "./chunk-57EAN4WP.js";
import "./chunk-5Y46WYAS.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-AZTQOEFV.js";
import "./chunk-WENC6SAI.js";
import "./chunk-KA6V6NH3.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-YWKAWFA4.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-HFHL25QN.js";
import "./chunk-ECXMCYCH.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-W7JCLZWA.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-WN34NFZS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-QGK4J2BQ.js";
import "./chunk-QPSCOXF3.js";
import "./chunk-IL2DJO3I.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-RKX7M5EU.js";
import "./chunk-OOJTWUBA.js";
import "./chunk-AC6QUUQ5.js";
import {
  EXIT,
  UsageError
} from "./chunk-6ZVZ2CXJ.js";
import "./chunk-Z2CAYRYN.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/check.ts
import { relative, resolve } from "node:path";
import { appendFile } from "node:fs/promises";
var CHECK_HELP = `Usage: cowork-harness check [paths...] [options]

Replays and verifies every cassette found, then reports as the CI gate does.
paths: files, directories (searched recursively) or globs; default **/*.cassette.json.

Options:
  --mode check|replay|verify       check (default) = replay + verify
${ALLOW_HELP}
  --fail-on LIST                   what fails the gate (default assertions,unverifiable,stale-inputs):
                                   assertions, unverifiable, stale-any, stale-skill, stale-inputs
                                   (= stale-scenario, stale-model-script, stale-uploads, stale-session),
                                   stale-baseline
  --no-reassert                    judge the assertions frozen in each cassette, even when its
                                   scenario file's assert: block differs
  --rerun-stale                    re-run every cassette stale by a skill, shared-root, upload or
                                   model-script edit with the real agent and its recorded model
                                   turns (no token): a pass is "stale; re-run passed" (a warning),
                                   a failure fails under assertions (default off: see the README)
  --allow-pull-request-target-rerun
                                   let --rerun-stale run when GITHUB_EVENT_NAME is
                                   pull_request_target (refused otherwise: SECURITY.md)
  --timeout-ms N                   bound each re-run (default 180000)
  --no-lint                        do not lint the scenario files (a lint ERROR fails the gate,
                                   a WARN is shown at its line)
  --strict                         every staleness finding fails the replay
  --baselines DIR                  desktop-*.json baselines for the baseline checks
  --shard i/n                      only the i-th of n stable shards
  --results FILE                   write the JSON results (for merge)
  --summary FILE                   write the Markdown summary (also appended to $GITHUB_STEP_SUMMARY
                                   when that is set, as in a workflow step)
  --html FILE                      write the self-contained HTML report (report --help)
  --junit FILE                     write JUnit XML (GitLab, Jenkins, Buildkite, test-reporter): one
                                   testcase per cassette; gating problems are failures (or errors),
                                   non-gating ones (stale under this --fail-on) skipped
  -h, --help                       show this help
  --output-format text|json        text (default) or the JSON results on stdout

Environment: COWORK_HARNESS_CACHE_DIR=DIR keeps per-file fingerprint digests there between runs.

Exit codes: 0 the gate passed, 1 it failed, 2 usage error.
`;
var CHECK_OPTIONS = {
  mode: { type: "string" },
  "fail-on": { type: "string" },
  strict: { type: "boolean" },
  "no-reassert": { type: "boolean" },
  "no-lint": { type: "boolean" },
  "rerun-stale": { type: "boolean" },
  "allow-pull-request-target-rerun": { type: "boolean" },
  "timeout-ms": { type: "string" },
  baselines: { type: "string" },
  shard: { type: "string" },
  results: { type: "string" },
  summary: { type: "string" },
  junit: { type: "string" },
  html: { type: "string" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
  ...ALLOW_OPTIONS
};
var checkCommand = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("check", argv, CHECK_OPTIONS);
  if (values.help) {
    io.stdout(CHECK_HELP);
    return EXIT.ok;
  }
  const format = outputFormat(values["output-format"], io.env);
  const failOn = parseFailOn(values["fail-on"]);
  const mode = values.mode ?? "check";
  if (!["check", "replay", "verify"].includes(mode)) throw new UsageError(`--mode must be check, replay or verify (got "${mode}")`);
  const refused = values["rerun-stale"] === true ? pullRequestTargetRefusal(
    io.env.GITHUB_EVENT_NAME,
    values["allow-pull-request-target-rerun"] === true,
    "check --rerun-stale",
    "--allow-pull-request-target-rerun"
  ) : void 0;
  if (refused !== void 0) throw new UsageError(refused);
  const shard = values.shard ? parseShard(values.shard) : void 0;
  const files = await resolveTargets(io.cwd, positionals, shard);
  const notice = (message) => io.stderr(formatAnnotation({ level: "notice", message }, io.env));
  const inActions = io.env.GITHUB_ACTIONS === "true";
  const logEnv = {};
  const log = new BatchAnnotations();
  const allow = await allowListFromValues(values, io.cwd);
  const rerun = values["rerun-stale"] === true;
  const timeout = rerun ? positiveInt("timeout-ms", values["timeout-ms"]) : void 0;
  const stream = await ResultsStream.open({
    ...values.results ? { path: resolve(io.cwd, values.results) } : {},
    ...values.shard ? { shard: values.shard } : {},
    ...format === "json" ? { stdout: io.stdout } : {},
    secrets: [.../* @__PURE__ */ new Set([...envSecretValues(), ...envSecretValues(io.env)])]
  });
  try {
    const { report, ok, results } = await withEnvDigestCache(
      io.env,
      notice,
      (digestCache) => runGate(files, {
        check: {
          mode,
          strict: values.strict,
          reassert: !values["no-reassert"],
          lint: !values["no-lint"],
          baselinesDir: values.baselines ? resolve(io.cwd, values.baselines) : void 0,
          allow,
          env: io.env,
          digestCache
        },
        stream,
        failOn,
        root: io.cwd,
        onOutcome: (o) => {
          for (const a of o.annotations) {
            if (a.inGateReport) continue;
            const now = log.add(relative(io.cwd, o.result.cassette), a);
            if (now) io.stderr(formatAnnotation(now, logEnv));
          }
        },
        afterCheck: () => {
          for (const a of log.notices()) io.stderr(formatAnnotation(a, logEnv));
        },
        ...rerun ? {
          rerun: async (results2) => {
            const { rerunStale } = await import("./gate-step-DCA3MHWG.js");
            await rerunStale(results2, files, {
              env: io.env,
              reassert: !values["no-reassert"],
              ...timeout !== void 0 ? { timeoutMs: timeout } : {},
              log: (l) => io.stderr(`${l}
`)
            });
          }
        } : {}
      })
    );
    if (inActions) for (const line of renderAnnotations(report).lines) io.stderr(`${line}
`);
    const summaryMd = renderSummaryMarkdown(report);
    if (values.summary) await writeFileAtomic(resolve(io.cwd, values.summary), summaryMd);
    if (io.env.GITHUB_STEP_SUMMARY) await appendFile(io.env.GITHUB_STEP_SUMMARY, summaryMd);
    if (values.junit) await writeFileAtomic(resolve(io.cwd, values.junit), renderJunit(report));
    if (values.html) {
      const { gateReportData, reportDate, writeHtmlReport } = await import("./write-report-UDMNSPFW.js");
      await writeHtmlReport(resolve(io.cwd, values.html), await gateReportData(report, results, { now: reportDate(io.env), root: io.cwd }), [
        .../* @__PURE__ */ new Set([...envSecretValues(), ...envSecretValues(io.env)])
      ]);
    }
    await stream.finish(ok);
    if (format !== "json") io.stdout(renderGateText(report));
    return ok ? EXIT.ok : EXIT.fail;
  } finally {
    await stream.abort();
  }
};
export {
  CHECK_HELP,
  CHECK_OPTIONS,
  checkCommand
};
