/**
 * `cowork-harness check [paths...]`: the gate a CI job runs — replay and verify every
 * cassette found, then report. Paths are files, directories (searched recursively) or globs;
 * the default is every *.cassette.json under the current directory outside node_modules.
 */
import { pullRequestTargetRefusal } from "../../gate/github/pr-target.js";
import { ALLOW_HELP, ALLOW_OPTIONS, allowListFromValues } from "../../gate/verify/allow-list.js";
import { relative, resolve } from "node:path";
import { availableParallelism } from "node:os";
import { positiveInt } from "../args.js";
import { defineCommand, type CommandContext } from "../command.js";
import { runGate } from "../../gate/check/run-gate.js";
import { reportObserver } from "../../gate/mutate/observer.js";
import { DEFAULT_MAX_PER_FILE, DEFAULT_MAX_TOTAL } from "../../gate/mutate/plan.js";
import { withEnvDigestCache } from "../../gate/fingerprint/persistent-cache.js";
import { appendFile } from "node:fs/promises";
import { NoCassettesError, resolveTargets, splitGlobs } from "../../gate/check/targets.js";
import { withScenariosFound } from "../../gate/check/no-cassettes.js";
import { ResultsStream } from "../../gate/check/results-stream.js";
import { parseFailOn } from "../../gate/report/fail-on.js";
import { renderSummaryMarkdown } from "../../gate/report/summary-md.js";
import { renderJunit } from "../../gate/report/junit.js";
import { BatchAnnotations } from "../../gate/report/batch-annotations.js";
import { formatAnnotation } from "../../gate/report/log-annotations.js";
import { renderAnnotations } from "../../gate/report/annotations.js";
import { renderGateText } from "../../gate/report/gate-text.js";
import { envelopeExtras } from "../../gate/report/coverage-report.js";
import { parseShard } from "../../core/util/shard.js";
import { writeFileAtomic } from "../../core/util/atomic-write.js";
import { envSecretValues } from "../../core/util/secret-scan.js";
import { EXIT, UsageError } from "../../core/util/errors.js";
import type { CheckMode } from "../../gate/check/check-one.js";
import { DEFAULT_MAX_TIMEOUT_MS, DEFAULT_RERUN_BUDGET_MS, parseMs } from "../../core/settings/run-bounds.js";
import { baselinesDirFor } from "../../core/baselines/cache.js";

const CHECK_HELP = `Usage: cowork-harness check [paths...] [options]

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

const CHECK_OPTIONS = {
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
  ...ALLOW_OPTIONS,
} as const;

/** `verify` alone gates on fingerprints and findings, never on the replay verdict. */
async function check({ values, positionals, format, io }: CommandContext<typeof CHECK_OPTIONS>): Promise<number> {
  const failOn = parseFailOn(values["fail-on"]);
  const mode = (values.mode ?? "check") as CheckMode;
  if (!["check", "replay", "verify"].includes(mode))
    throw new UsageError(`--mode must be check, replay or verify (got "${mode}")`);
  const refused =
    values["rerun-stale"] === true
      ? pullRequestTargetRefusal(
          io.env.GITHUB_EVENT_NAME,
          values["allow-pull-request-target-rerun"] === true,
          "check --rerun-stale",
          "--allow-pull-request-target-rerun",
        )
      : undefined;
  if (refused !== undefined) throw new UsageError(refused);
  const shard = values.shard ? parseShard(values.shard) : undefined;
  const scenarioGlobs = splitGlobs(values.scenarios);
  const files = await resolveTargets(io.cwd, positionals, shard).catch(async (e: unknown) => {
    throw e instanceof NoCassettesError ? await withScenariosFound(e, io.cwd, positionals, scenarioGlobs) : e;
  });
  const notice = (message: string): void => io.stderr(formatAnnotation({ level: "notice", message }, io.env));
  // Inside GitHub Actions the gate's own annotations are the workflow commands (each on the file and
  // line to edit, repository-relative, with the fix), as the Action prints them; the replay and
  // verify steps' messages about each cassette then go to the log as plain lines, so that no
  // finding is annotated twice
  const inActions = io.env.GITHUB_ACTIONS === "true";
  const logEnv: NodeJS.ProcessEnv = {};
  const log = new BatchAnnotations();
  const allow = await allowListFromValues(values, io.cwd);
  const rerun = values["rerun-stale"] === true;
  const timeout = rerun ? positiveInt("timeout-ms", values["timeout-ms"]) : undefined;
  const maxTimeoutMs = parseMs(values["max-timeout-ms"], "--max-timeout-ms");
  const budgetMs = parseMs(values["rerun-budget-ms"], "--rerun-budget-ms");
  // re-runs in parallel, one per core unless told (each is a container of its own)
  const rerunConcurrency = positiveInt("rerun-concurrency", values["rerun-concurrency"]) ?? availableParallelism();
  // everything written from here on (results file, summary, stdout) carries masked secrets; each
  // result is masked and written as it finishes, and only its compact form stays (results-stream.ts)
  const stream = await ResultsStream.open({
    ...(values.results ? { path: resolve(io.cwd, values.results) } : {}),
    ...(values.shard ? { shard: values.shard } : {}),
    ...(format === "json" ? { stdout: io.stdout } : {}),
    secrets: [...new Set([...envSecretValues(), ...envSecretValues(io.env)])],
  });
  try {
    const { report, ok, results } = await withEnvDigestCache(io.env, notice, (digestCache) =>
      runGate(files, {
        check: {
          mode,
          strict: values.strict,
          // reporting only: verify does not replay for its verdict, so it is not asked there
          ...(values.mutate && mode !== "verify" ? { observe: reportObserver({ mutate: {} }) } : {}),
          reassert: !values["no-reassert"],
          lint: !values["no-lint"],
          baselinesDir: baselinesDirFor(values.baselines ? resolve(io.cwd, values.baselines) : undefined, io.env, (l) =>
            io.stderr(`${l}\n`),
          ),
          allow,
          env: io.env,
          digestCache,
        },
        stream,
        failOn,
        root: io.cwd,
        onOutcome: (o) => {
          // warnings name their cassette; notes repeat across a batch and are summarized once below
          for (const a of o.annotations) {
            if (a.inGateReport) continue; // the gate's report below says it once, at the file to edit
            const now = log.add(relative(io.cwd, o.result.cassette), a);
            if (now) io.stderr(formatAnnotation(now, logEnv));
          }
        },
        // a shard judges the scenarios that fall to it; merge puts the shards' coverage together
        coverage: {
          targets: positionals,
          scenarioGlobs,
          ...(values.base !== undefined ? { base: values.base } : {}),
          ...(shard ? { shard } : {}),
          log: (l: string) => io.stderr(`${l}\n`),
        },
        afterCheck: () => {
          for (const a of log.notices()) io.stderr(formatAnnotation(a, logEnv));
        },
        ...(rerun
          ? {
              rerun: async (results, changed) => {
                const { rerunStale } = await import("../../live/rerun/gate-step.js");
                await rerunStale(results, files, {
                  changed,
                  concurrency: rerunConcurrency,
                  env: io.env,
                  reassert: !values["no-reassert"],
                  ...(timeout !== undefined ? { timeoutMs: timeout } : {}),
                  ...(maxTimeoutMs !== undefined ? { maxTimeoutMs } : {}),
                  ...(budgetMs !== undefined ? { budgetMs } : {}),
                  log: (l) => io.stderr(`${l}\n`),
                });
              },
            }
          : {}),
      }),
    );
    if (inActions) for (const line of renderAnnotations(report).lines) io.stderr(`${line}\n`);
    const summaryMd = renderSummaryMarkdown(report);
    if (values.summary) await writeFileAtomic(resolve(io.cwd, values.summary), summaryMd);
    // in a workflow step (a run: line), the job summary gets the report, as merge and the Action give it
    if (io.env.GITHUB_STEP_SUMMARY) await appendFile(io.env.GITHUB_STEP_SUMMARY, summaryMd);
    if (values.junit) await writeFileAtomic(resolve(io.cwd, values.junit), renderJunit(report));
    if (values.html) {
      const { gateReportData, reportDate, writeHtmlReport } = await import("../../gate/report/html/write-report.js");
      await writeHtmlReport(
        resolve(io.cwd, values.html),
        await gateReportData(report, results, { now: reportDate(io.env), root: io.cwd }),
        [...new Set([...envSecretValues(), ...envSecretValues(io.env)])],
      );
    }
    await stream.finish(ok, envelopeExtras(report));
    if (format !== "json") io.stdout(renderGateText(report));
    return ok ? EXIT.ok : EXIT.fail;
  } finally {
    await stream.abort();
  }
}

export const command = defineCommand({ name: "check", help: CHECK_HELP, options: CHECK_OPTIONS, run: check });
