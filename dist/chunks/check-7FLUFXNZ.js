#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  pullRequestTargetRefusal
} from "./chunk-NQ7OKRVB.js";
import {
  renderGateText
} from "./chunk-66BQWDCU.js";
import {
  ResultsStream,
  runGate
} from "./chunk-FSS5KVJZ.js";
import "./chunk-ULREPPUD.js";
import "./chunk-O6O575PB.js";
import {
  defaultScenarioGlobs,
  findScenarioFiles
} from "./chunk-2FKU5IYL.js";
import {
  NoCassettesError,
  resolveTargets,
  splitGlobs
} from "./chunk-HMPLMIHZ.js";
import {
  renderJunit
} from "./chunk-HA54B6XE.js";
import "./chunk-NGPZCNEC.js";
import "./chunk-6UZLGMOU.js";
import {
  parseShard
} from "./chunk-7CPNN7IP.js";
import {
  withEnvDigestCache
} from "./chunk-NYTLXS3O.js";
import "./chunk-VMKO3L33.js";
import "./chunk-IXQNGYAG.js";
import {
  ALLOW_HELP,
  ALLOW_OPTIONS,
  allowListFromValues
} from "./chunk-T67GQNVP.js";
import {
  renderSummaryMarkdown
} from "./chunk-FWIZ2L2G.js";
import "./chunk-WHYR2ZAU.js";
import "./chunk-QUGB427A.js";
import {
  DEFAULT_MAX_TIMEOUT_MS,
  DEFAULT_RERUN_BUDGET_MS,
  parseMs
} from "./chunk-4UATW7ZC.js";
import "./chunk-I64G2WUU.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-YHSH5RBA.js";
import "./chunk-KUKC5SCS.js";
import {
  envSecretValues
} from "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import {
  BatchAnnotations
} from "./chunk-E7XHPWXA.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import {
  positiveInt
} from "./chunk-BSBFBB7E.js";
import {
  DEFAULT_MAX_PER_FILE,
  DEFAULT_MAX_TOTAL,
  reportObserver
} from "./chunk-FLARJ2UI.js";
import "./chunk-SLATU2ZP.js";
import {
  formatAnnotation
} from "./chunk-BOJSWXDQ.js";
import {
  baselinesDirFor
} from "./chunk-LFV2YVHF.js";
import "./chunk-KU72ARQB.js";
import "./chunk-KSUA6UZS.js";
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import {
  renderAnnotations
} from "./chunk-J4BNBE4G.js";
import {
  envelopeExtras,
  parseFailOn
} from "./chunk-63JXL4FW.js";
import "./chunk-EXVKMGPI.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-ODM7TWBF.js";
import "./chunk-6OGUKABV.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-MTJJAJ2A.js";
import "./chunk-JUH6HIAL.js";
import "./chunk-J5CYBANO.js";
import "./chunk-NT77EBXM.js";
import "./chunk-CGZME2NM.js";
import "./chunk-2HFCXRSU.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-GUYHYWBR.js";
import "./chunk-BVER6YVT.js";
import "./chunk-3LL6WAPB.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-EEFRBXOR.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-KPSQMKHF.js";
import "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import "./chunk-2JGKRYKG.js";
import "./chunk-AC6QUUQ5.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/check.ts
import { relative as relative2, resolve } from "node:path";
import { availableParallelism } from "node:os";
import { appendFile } from "node:fs/promises";

// src/gate/check/no-cassettes.ts
import { relative, sep } from "node:path";
var SHOWN = 10;
async function withScenariosFound(e, root, targets, scenarioGlobs) {
  const globs = scenarioGlobs.length > 0 ? scenarioGlobs : await defaultScenarioGlobs(root, targets);
  const found = (await findScenarioFiles(root, globs)).map((p) => relative(root, p).split(sep).join("/"));
  if (found.length === 0) return e;
  const list = found.slice(0, SHOWN).join(", ") + (found.length > SHOWN ? `, +${found.length - SHOWN} more` : "");
  return new UsageError(
    `${e.message}; ${found.length} scenario${found.length === 1 ? "" : "s"} found with no cassette (unrecorded): ${list} \u2014 record ${found.length === 1 ? "it" : "each"} (cowork-harness record ${found[0]}) and commit the cassette`
  );
}

// src/cli/commands/check.ts
var CHECK_HELP = `Usage: cowork-harness check [paths...] [options]

Replays and verifies every cassette found, then reports as the CI gate does.
paths: files, directories (searched recursively) or globs; default **/*.cassette.json.

Options:
  --mode check|replay|verify       check (default) = replay + verify
${ALLOW_HELP}
  --fail-on LIST                   what fails the gate (default assertions,unrecorded,unverifiable,
                                   stale-inputs): assertions, unrecorded, unverifiable, stale-any,
                                   stale-skill, stale-inputs
                                   (= stale-scenario, stale-model-script, stale-uploads, stale-session),
                                   stale-baseline, skill-lint (with --base: lint-skill findings on
                                   the SKILL.md / hooks.json files changed against the base)
  --scenarios GLOBS                where the scenario files are (comma-separated globs; default the
                                   YAML files beside the cassette paths and in a scenarios/ folder
                                   next to them): a scenario with no cassette is "unrecorded"
  --base REF                       judge against the pull request's base commit or branch: a scenario
                                   added without a cassette, or whose cassette was removed, fails
                                   (fail-on unrecorded); one already unrecorded on the base warns
  --no-reassert                    judge the assertions frozen in each cassette, even when its
                                   scenario file's assert: block differs
  --rerun-stale                    re-run every cassette stale by a skill, shared-root, upload or
                                   model-script edit with the real agent and its recorded model
                                   turns (no token): a pass is "stale; re-run passed" (a warning),
                                   a failure fails under assertions (default off: see the README)
  --allow-pull-request-target-rerun
                                   let --rerun-stale run when GITHUB_EVENT_NAME is
                                   pull_request_target (refused otherwise: SECURITY.md)
  --timeout-ms N                   bound each re-run at N ms, whatever its scenario's timeout_ms says
  --max-timeout-ms N               the most a scenario's timeout_ms may ask of a re-run (default
                                   ${DEFAULT_MAX_TIMEOUT_MS}; also the bound when it asks nothing): a larger value is
                                   cut to N, with a notice at its line
  --rerun-budget-ms N              the whole re-run step's time budget (default ${DEFAULT_RERUN_BUDGET_MS}): a cassette
                                   whose turn comes later is "not re-run" and stays stale (it gates
                                   as --fail-on says). The gate re-runs only at fidelity: container
  --rerun-concurrency N            how many re-runs at once (default: this machine's cores); with
                                   --base, a cassette the pull request added or changed is re-run
                                   too, whatever its own fingerprint says
  --no-lint                        do not lint the scenario files (a lint ERROR fails the gate,
                                   a WARN is shown at its line)
  --strict                         every staleness finding fails the replay
  --mutate                         assertion strength, token-free: each recorded output of every
                                   cassette mutated in turn (at most ${DEFAULT_MAX_PER_FILE} per output, ${DEFAULT_MAX_TOTAL} per cassette)
                                   and its assertions re-judged; the summary, the HTML report and
                                   JUnit name the recorded fields no assertion guards. Never changes
                                   a verdict or the exit code (replay --help: --mutate)
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
  mutate: { type: "boolean" },
  "no-reassert": { type: "boolean" },
  scenarios: { type: "string" },
  base: { type: "string" },
  "no-lint": { type: "boolean" },
  "rerun-stale": { type: "boolean" },
  "allow-pull-request-target-rerun": { type: "boolean" },
  "timeout-ms": { type: "string" },
  "max-timeout-ms": { type: "string" },
  "rerun-budget-ms": { type: "string" },
  "rerun-concurrency": { type: "string" },
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
async function check({ values, positionals, format, io }) {
  const failOn = parseFailOn(values["fail-on"]);
  const mode = values.mode ?? "check";
  if (!["check", "replay", "verify"].includes(mode))
    throw new UsageError(`--mode must be check, replay or verify (got "${mode}")`);
  const refused = values["rerun-stale"] === true ? pullRequestTargetRefusal(
    io.env.GITHUB_EVENT_NAME,
    values["allow-pull-request-target-rerun"] === true,
    "check --rerun-stale",
    "--allow-pull-request-target-rerun"
  ) : void 0;
  if (refused !== void 0) throw new UsageError(refused);
  const shard = values.shard ? parseShard(values.shard) : void 0;
  const scenarioGlobs = splitGlobs(values.scenarios);
  const files = await resolveTargets(io.cwd, positionals, shard).catch(async (e) => {
    throw e instanceof NoCassettesError ? await withScenariosFound(e, io.cwd, positionals, scenarioGlobs) : e;
  });
  const notice = (message) => io.stderr(formatAnnotation({ level: "notice", message }, io.env));
  const inActions = io.env.GITHUB_ACTIONS === "true";
  const logEnv = {};
  const log = new BatchAnnotations();
  const allow = await allowListFromValues(values, io.cwd);
  const rerun = values["rerun-stale"] === true;
  const timeout = rerun ? positiveInt("timeout-ms", values["timeout-ms"]) : void 0;
  const maxTimeoutMs = parseMs(values["max-timeout-ms"], "--max-timeout-ms");
  const budgetMs = parseMs(values["rerun-budget-ms"], "--rerun-budget-ms");
  const rerunConcurrency = positiveInt("rerun-concurrency", values["rerun-concurrency"]) ?? availableParallelism();
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
          // reporting only: verify does not replay for its verdict, so it is not asked there
          ...values.mutate && mode !== "verify" ? { observe: reportObserver({ mutate: {} }) } : {},
          reassert: !values["no-reassert"],
          lint: !values["no-lint"],
          baselinesDir: baselinesDirFor(
            values.baselines ? resolve(io.cwd, values.baselines) : void 0,
            io.env,
            (l) => io.stderr(`${l}
`)
          ),
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
            const now = log.add(relative2(io.cwd, o.result.cassette), a);
            if (now) io.stderr(formatAnnotation(now, logEnv));
          }
        },
        // a shard judges the scenarios that fall to it; merge puts the shards' coverage together
        coverage: {
          targets: positionals,
          scenarioGlobs,
          ...values.base !== void 0 ? { base: values.base } : {},
          ...shard ? { shard } : {},
          log: (l) => io.stderr(`${l}
`)
        },
        afterCheck: () => {
          for (const a of log.notices()) io.stderr(formatAnnotation(a, logEnv));
        },
        ...rerun ? {
          rerun: async (results2, changed) => {
            const { rerunStale } = await import("./gate-step-GTK3ILQR.js");
            await rerunStale(results2, files, {
              changed,
              concurrency: rerunConcurrency,
              env: io.env,
              reassert: !values["no-reassert"],
              ...timeout !== void 0 ? { timeoutMs: timeout } : {},
              ...maxTimeoutMs !== void 0 ? { maxTimeoutMs } : {},
              ...budgetMs !== void 0 ? { budgetMs } : {},
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
      const { gateReportData, reportDate, writeHtmlReport } = await import("./write-report-5IFOJA5R.js");
      await writeHtmlReport(
        resolve(io.cwd, values.html),
        await gateReportData(report, results, { now: reportDate(io.env), root: io.cwd }),
        [.../* @__PURE__ */ new Set([...envSecretValues(), ...envSecretValues(io.env)])]
      );
    }
    await stream.finish(ok, envelopeExtras(report));
    if (format !== "json") io.stdout(renderGateText(report));
    return ok ? EXIT.ok : EXIT.fail;
  } finally {
    await stream.abort();
  }
}
var command = defineCommand({ name: "check", help: CHECK_HELP, options: CHECK_OPTIONS, run: check });
export {
  command
};
