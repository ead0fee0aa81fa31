#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ResultsStream,
  renderGateText,
  runGate
} from "./chunk-BVRNT7T6.js";
import {
  withEnvDigestCache
} from "./chunk-H6B2UFV6.js";
import "./chunk-H5BXWKYA.js";
import {
  resolveTargets
} from "./chunk-PGJTTBPA.js";
import {
  renderJunit,
  renderSummaryMarkdown
} from "./chunk-AN4AUVSD.js";
import "./chunk-BE66XZWF.js";
import {
  parseShard
} from "./chunk-OG5KCNUZ.js";
import {
  ALLOW_HELP,
  ALLOW_OPTIONS,
  allowListFromValues
} from "./chunk-WRZQGC6V.js";
import {
  outputFormat,
  parseCommandArgs,
  positiveInt
} from "./chunk-K2TJXOSE.js";
import {
  formatAnnotation,
  renderAnnotations
} from "./chunk-BKQFXRDB.js";
import {
  parseFailOn
} from "./chunk-7M55ZUAX.js";
import {
  writeFileAtomic
} from "./chunk-5K44L6AH.js";
import "./chunk-2XHYTTIJ.js";
import "./chunk-FBH4EP7L.js";
import {
  envSecretValues
} from "./chunk-MZJLSIZC.js";
import "./chunk-SJV2RLFN.js";
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
  UsageError
} from "./chunk-5C2HTD6I.js";

// src/cli/commands/check.ts
import { relative, resolve } from "node:path";
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
  --timeout-ms N                   bound each re-run (default 180000)
  --no-lint                        do not lint the scenario files (a lint ERROR fails the gate,
                                   a WARN is shown at its line)
  --strict                         every staleness finding fails the replay
  --baselines DIR                  desktop-*.json baselines for the baseline checks
  --shard i/n                      only the i-th of n stable shards
  --results FILE                   write the JSON results (for merge)
  --summary FILE                   write the Markdown summary
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
  "timeout-ms": { type: "string" },
  baselines: { type: "string" },
  shard: { type: "string" },
  results: { type: "string" },
  summary: { type: "string" },
  junit: { type: "string" },
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
  const shard = values.shard ? parseShard(values.shard) : void 0;
  const files = await resolveTargets(io.cwd, positionals, shard);
  const notice = (message) => io.stderr(formatAnnotation({ level: "notice", message }, io.env));
  const inActions = io.env.GITHUB_ACTIONS === "true";
  const logEnv = {};
  const notes = /* @__PURE__ */ new Map();
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
    const { report, ok } = await withEnvDigestCache(
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
            if (a.level === "notice") notes.set(a.message, (notes.get(a.message) ?? 0) + 1);
            else io.stderr(formatAnnotation({ ...a, message: `${relative(io.cwd, o.result.cassette)}: ${a.message}` }, logEnv));
          }
        },
        afterCheck: () => {
          for (const [message, n] of notes) io.stderr(formatAnnotation({ level: "notice", message: n > 1 ? `${message} (${n} cassettes)` : message }, logEnv));
        },
        ...rerun ? {
          rerun: async (results) => {
            const { rerunStale } = await import("./gate-step-MFHOJTGK.js");
            await rerunStale(results, files, { env: io.env, reassert: !values["no-reassert"], ...timeout !== void 0 ? { timeoutMs: timeout } : {}, log: (l) => io.stderr(`${l}
`) });
          }
        } : {}
      })
    );
    if (inActions) for (const line of renderAnnotations(report).lines) io.stderr(`${line}
`);
    if (values.summary) await writeFileAtomic(resolve(io.cwd, values.summary), renderSummaryMarkdown(report));
    if (values.junit) await writeFileAtomic(resolve(io.cwd, values.junit), renderJunit(report));
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
