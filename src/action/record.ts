/**
 * `command: record`: records the scenarios that `paths` names (scenario YAML files) with the
 * real agent — a scripted model where the scenario has a `model_script`, else the real API
 * with `anthropic-api-key` — and writes each cassette beside its scenario when the live
 * verdict passes. Nothing is committed (that is `command: rerecord`); the job summary lists
 * what was recorded, and the step fails if any scenario did not record green.
 */
import * as core from "@actions/core";
import { logInfo } from "./log.js";
import { relative } from "node:path";
import { discoverFiles } from "../core/cassette/discover.js";
import { DEFAULT_CASSETTE_GLOB, splitGlobs } from "../gate/check/targets.js";
import { recordScenario } from "../live/record/record-scenario.js";
import { buildGateReport } from "../gate/report/gate-report.js";
import { renderSummaryMarkdown } from "../gate/report/summary-md.js";
import { appendFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { reportDir } from "./stopped.js";
import type { ReplayResult } from "../gate/replay/result.js";
import { resultsFile, writeResultsFile } from "../gate/check/results-file.js";
import { EXIT, oneLine, UsageError } from "../core/util/errors.js";
import { maskSecrets } from "../core/util/secret-scan.js";
import { agentBinaryForRunner, agentEnvironments } from "./agent-setup.js";
import { booleanInput, liveRunBounds, rawInput } from "./inputs.js";
import { actionRoot } from "./workspace.js";
import { errorResult } from "../gate/replay/replay-cassette.js";
import type { Cassette } from "../core/cassette/types.js";
import { RUNS_DIR_ENV } from "../gate/trace/run-layout.js";

export async function runRecordAction(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const globs = splitGlobs(rawInput(env, "paths"));
  if (globs.length === 0 || (globs.length === 1 && globs[0] === DEFAULT_CASSETTE_GLOB)) {
    throw new UsageError("command: record needs `paths`: the scenario files to record (for example scenarios/*.yaml)");
  }
  const { workspace, root } = actionRoot(env, rawInput(env, "working-directory") || ".");
  const key = rawInput(env, "anthropic-api-key") || undefined;
  const { baseEnv, recordEnv } = agentEnvironments(env, key);
  const scenarios = await discoverFiles(root, globs);
  if (scenarios.length === 0) throw new UsageError(`no scenario files match ${globs.join(", ")} under ${root}`);
  const agentBinary = await agentBinaryForRunner(baseEnv, booleanInput(env, "cache", true));
  const baselines = rawInput(env, "baselines");
  // the time ceiling, and on a pull request's event the container tier only (inputs.ts)
  const bounds = liveRunBounds(env);

  const results: ReplayResult[] = [];
  const cassettes: (Cassette | undefined)[] = [];
  // every live run's evidence is kept while recording; the passing runs' are dropped afterwards (record-evidence.ts)
  // never inside the workspace: the job's git status stays the user's
  const runsRoot = env[RUNS_DIR_ENV] || join(env.RUNNER_TEMP || tmpdir(), "cowork-harness-runs");
  core.startGroup(`cowork-harness record: ${scenarios.length} scenario(s)`);
  for (const rel of scenarios) {
    const scenarioPath = join(root, rel);
    try {
      const o = await recordScenario({
        scenarioPath,
        format: "v12",
        write: true,
        env: recordEnv,
        agentBinary,
        ...(baselines ? { baselinesDir: resolve(root, baselines) } : {}),
        log: (l) => logInfo(maskSecrets(l)),
        keepRunRoot: runsRoot,
        bounds,
      });
      o.result.cassette = o.cassettePath;
      results.push(o.result);
      cassettes.push(o.cassette);
      logInfo(
        `${o.written ? "✓ wrote" : "✗ not written (live verdict failed)"} ${relative(workspace, o.cassettePath)}`,
      );
    } catch (e) {
      const message = maskSecrets(oneLine(e));
      core.error(message, { file: relative(workspace, scenarioPath) });
      results.push(errorResult(scenarioPath, message));
      cassettes.push(undefined);
    }
  }
  core.endGroup();

  const report = buildGateReport(results, { failOn: ["assertions"], root: workspace });
  const md = maskSecrets(renderSummaryMarkdown(report));
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, md);
  const outDir = reportDir(env);
  const resultsPath = join(outDir, "cowork-harness-record-results.json");
  const ok = report.conclusion !== "failure";
  await writeResultsFile(resultsPath, resultsFile(results, ok));
  core.setOutput("ok", String(ok));
  core.setOutput("failed", String(report.totals.failed + report.totals.errored));
  core.setOutput("stale", "0");
  core.setOutput("results", resultsPath);
  if (booleanInput(env, "report", true)) {
    const { buildReportData } = await import("../gate/report/html/build-data.js");
    const { reportDate } = await import("../gate/report/html/write-report.js");
    const { writeAndUploadReport, linkFromJobSummary } = await import("./report-artifact.js");
    const { keepFailedRuns } = await import("./record-evidence.js");
    const kept = keepFailedRuns(runsRoot).filter((f) => f.startsWith(`${outDir}/`));
    const data = buildReportData(
      report,
      results.map((r, i) => ({ result: r, ...(cassettes[i] ? { cassette: cassettes[i] } : {}) })),
      { title: "cowork-harness record", now: reportDate(env) },
    );
    const artifact = await writeAndUploadReport(report, results, {
      path: join(outDir, "cowork-harness-record-report.html"),
      artifactName: "cowork-harness-record-report",
      env,
      data,
      extraFiles: kept,
      log: (l) => logInfo(maskSecrets(l)),
      warn: (l) => core.warning(maskSecrets(l)),
    });
    core.setOutput("report", artifact.path);
    if (artifact.url) core.setOutput("report-url", artifact.url);
    if (kept.length)
      logInfo(`kept the evidence of the failed live run(s) under ${runsRoot} (published with the report)`);
    await linkFromJobSummary(env, artifact, report).catch(() => undefined);
  }
  if (!ok) core.setFailed(`cowork-harness record: ${report.reasons.join("; ")}`);
  return ok ? EXIT.ok : EXIT.fail;
}
