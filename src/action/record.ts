/**
 * `command: record`: records the scenarios that `paths` names (scenario YAML files) with the
 * real agent — a scripted model where the scenario has a `model_script`, else the real API
 * with `anthropic-api-key` — and writes each cassette beside its scenario when the live
 * verdict passes. Nothing is committed (that is `command: rerecord`); the job summary lists
 * what was recorded, and the step fails if any scenario did not record green.
 */
import * as core from "@actions/core";
import { logInfo } from "./log.js";
import { join, relative } from "node:path";
import { recordScenario } from "../live/record/record-scenario.js";
import { buildGateReport } from "../gate/report/gate-report.js";
import { renderSummaryMarkdown } from "../gate/report/summary-md.js";
import { appendFileSync } from "node:fs";
import { reportDir } from "./stopped.js";
import type { ReplayResult } from "../gate/replay/result.js";
import { resultsFile, writeResultsFile } from "../gate/check/results-file.js";
import { EXIT, oneLine } from "../core/util/errors.js";
import { maskSecrets } from "../core/util/secret-scan.js";
import { errorResult } from "../gate/replay/replay-cassette.js";
import type { Cassette } from "../core/cassette/types.js";
import { liveLaneSetup, liveRunOptions, uploadLiveReport } from "./live-lane.js";

export async function runRecordAction(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const lane = await liveLaneSetup(env, "record");
  const { workspace, root, scenarios } = lane;

  const results: ReplayResult[] = [];
  const cassettes: (Cassette | undefined)[] = [];
  // every live run's evidence is kept while recording; the passing runs' are dropped afterwards (record-evidence.ts)
  core.startGroup(`cowork-harness record: ${scenarios.length} scenario(s)`);
  for (const rel of scenarios) {
    const scenarioPath = join(root, rel);
    try {
      const o = await recordScenario(liveRunOptions(lane, scenarioPath, true));
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
  const inputs = results.map((r, i) => ({ result: r, ...(cassettes[i] ? { cassette: cassettes[i] } : {}) }));
  const artifact = await uploadLiveReport(env, lane, report, results, inputs, "record");
  if (artifact) {
    const { linkFromJobSummary } = await import("./report-artifact.js");
    await linkFromJobSummary(env, artifact, report).catch(() => undefined);
  }
  if (!ok) core.setFailed(`cowork-harness record: ${report.reasons.join("; ")}`);
  return ok ? EXIT.ok : EXIT.fail;
}
