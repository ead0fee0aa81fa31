/**
 * `command: run`: the live lane in the Action. Runs each scenario `paths` names live with the real
 * agent (a scripted model where the scenario has a `model_script`, else the real API with
 * `anthropic-api-key`), `repeat` times, judged as the CLI's `run` judges it and with nothing
 * written; rolls each scenario's runs up into a pass rate (src/live/judge/repeat.ts) and reports
 * per scenario its pass rate and failures on every channel the gate publishes on — the job
 * summary, annotations, the check run, the PR comment, JUnit and the HTML report
 * (src/gate/report/repeat-report.ts). Exit 0 every scenario reached `min-pass-rate`; 1 one fell
 * short, stopped early or could not be run; 2 a usage error (main.ts).
 */
import * as core from "@actions/core";
import { dirname, join, relative, resolve } from "node:path";
import { mkdir } from "node:fs/promises";
import { logInfo } from "./log.js";
import { recordScenario } from "../live/record/record-scenario.js";
import {
  diverged,
  parseRepeatFlags,
  rollupOfRuns,
  type RepeatFlags,
  type RepeatRollup,
  type StopReason,
} from "../live/judge/repeat.js";
import { buildRunReport, type RunLane, type RunScenario } from "../gate/report/repeat-report.js";
import { scenarioLines, type ReportSources } from "../gate/report/sources.js";
import { displayPath } from "../gate/report/display-path.js";
import { renderSummaryMarkdown } from "../gate/report/summary-md.js";
import { renderGateText } from "../gate/report/gate-text.js";
import { renderJunit } from "../gate/report/junit.js";
import { envelope } from "../gate/report/envelope.js";
import { publishContextFromEnv, publishReport } from "../gate/github/publish.js";
import type { ReplayResult } from "../gate/replay/result.js";
import type { Cassette } from "../core/cassette/types.js";
import type { CassetteInput } from "../gate/report/html/build-data.js";
import { writeFileAtomic } from "../core/util/atomic-write.js";
import { EXIT, oneLine } from "../core/util/errors.js";
import { maskSecrets, maskSecretsDeep } from "../core/util/secret-scan.js";
import { oneLogLine } from "../core/util/log-guard.js";
import { booleanInput, rawInput, readPublishInputs, runCheckRunName } from "./inputs.js";
import { reportDir } from "./stopped.js";
import { liveLaneSetup, liveRunOptions, uploadLiveReport } from "./live-lane.js";

/** The inputs `repeat`, `min-pass-rate` and `stop-on-diverge`, checked as the CLI's flags are, named as inputs. */
export function readRunInputs(env: NodeJS.ProcessEnv): RepeatFlags {
  const repeat = rawInput(env, "repeat");
  const rate = rawInput(env, "min-pass-rate");
  // the input's default (1) is no setting: it asks nothing of a single run
  const rateGiven = rate !== "" && !(repeat === "" && Number(rate) === 1);
  return parseRepeatFlags(
    {
      ...(repeat !== "" ? { repeat } : {}),
      ...(rateGiven ? { "min-pass-rate": rate } : {}),
      "stop-on-diverge": booleanInput(env, "stop-on-diverge", false),
    },
    { name: (f) => `input ${f}`, command: "command: run" },
  );
}

/** One line per run: what ran and how it went (scenario names are the pull request's: one inert line). */
function runLine(r: ReplayResult, label: string): string {
  const passed = r.assertions.filter((a) => a.pass).length;
  return oneLogLine(
    maskSecrets(
      `${r.verdict.pass ? "✓" : "✗"} ${label}${r.scenario}: ${passed}/${r.assertions.length} assertion(s) passed`,
    ),
  );
}

export async function runRunAction(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const flags = readRunInputs(env);
  const publish = readPublishInputs(env);
  if (publish.githubToken) core.setSecret(publish.githubToken);
  const junit = rawInput(env, "junit");
  const lane = await liveLaneSetup(env, "run");
  const { workspace, root, scenarios: files } = lane;
  const times = flags.repeat ?? 1;
  const runLane: RunLane = {
    ...(flags.repeat !== undefined ? { repeat: flags.repeat } : {}),
    minPassRate: flags.minPassRate,
    stopOnDiverge: flags.stopOnDiverge,
  };

  const scenarios: RunScenario[] = [];
  const rollups: RepeatRollup[] = [];
  /** per scenario, each finished run's recording (the HTML report shows the run its row shows) */
  const recordings: Cassette[][] = [];
  core.startGroup(
    `cowork-harness run: ${files.length} scenario(s)${flags.repeat !== undefined ? `, ${times} runs each` : ""}`,
  );
  for (const [i, rel] of files.entries()) {
    const scenarioPath = join(root, rel);
    const label = files.length > 1 ? `[${i + 1}/${files.length}] ` : "";
    const runs: ReplayResult[] = [];
    const cassettes: Cassette[] = [];
    let stopped: { reason: StopReason; message?: string } | undefined;
    let error: string | undefined;
    for (let rep = 0; rep < times; rep++) {
      try {
        const o = await recordScenario(liveRunOptions(lane, scenarioPath, false));
        // a live run writes no cassette: its results are named by the scenario file
        o.result.cassette = scenarioPath;
        runs.push(o.result);
        cassettes.push(o.cassette);
        logInfo(runLine(o.result, flags.repeat !== undefined ? `${label}(${rep + 1}/${times}) ` : label));
      } catch (e) {
        error = maskSecrets(oneLine(e));
        core.error(error, { file: relative(workspace, scenarioPath) });
        stopped = { reason: "error", message: error };
        break;
      }
      if (flags.stopOnDiverge && diverged(runs) && rep < times - 1) {
        stopped = { reason: "diverged" };
        break;
      }
    }
    const rollup = rollupOfRuns(runs[0]?.scenario ?? rel, times, runs, flags.minPassRate, stopped);
    rollups.push(rollup);
    recordings.push(cassettes);
    scenarios.push({ file: scenarioPath, runs, rollup, ...(error !== undefined ? { error } : {}) });
  }
  core.endGroup();

  // each failure at its assertion's line in the scenario file
  const sources: ReportSources = new Map();
  for (const s of scenarios) {
    const lines = s.runs.some((r) => !r.verdict.pass) ? await scenarioLines(s.file) : undefined;
    if (lines) sources.set(s.file, { scenario: lines });
  }
  const report = buildRunReport(scenarios, runLane, { root: workspace, sources });
  const ok = report.conclusion !== "failure";

  const outDir = reportDir(env);
  const resultsPath = join(outDir, "cowork-harness-run-results.json");
  const summaryPath = join(outDir, "cowork-harness-run-summary.md");
  // the CLI's `run --output-format json`: every run (named by its scenario file), and the rollups
  const shown = scenarios.flatMap((s) =>
    s.runs.map(({ cassette: _none, ...r }) => ({ ...r, scenarioFile: displayPath(s.file, workspace) })),
  );
  await writeFileAtomic(
    resultsPath,
    `${JSON.stringify(maskSecretsDeep({ ...envelope("run", ok, shown), ...(flags.repeat !== undefined ? { rollups } : {}) }))}\n`,
  );

  // the HTML report shows, per scenario, the run its row shows: the first that failed, else the last
  const inputs: CassetteInput[] = scenarios.map((s, i) => {
    const at = s.runs.findIndex((r) => !r.verdict.pass);
    const k = at >= 0 ? at : s.runs.length - 1;
    const lines = sources.get(s.file)?.scenario;
    return {
      ...(s.runs[k] ? { result: s.runs[k] } : {}),
      ...(recordings[i]![k] ? { cassette: recordings[i]![k] } : {}),
      ...(lines
        ? {
            scenario: {
              file: displayPath(lines.path, workspace),
              assert: lines.assert as Record<string, unknown>[],
              lines: lines.assertLines,
            },
          }
        : {}),
    };
  });
  const allRuns = scenarios.flatMap((s) => s.runs);
  const artifact = await uploadLiveReport(env, lane, report, allRuns, inputs, "run");

  await publishReport(report, {
    ...publishContextFromEnv(env, {
      ...(publish.githubToken ? { token: publish.githubToken } : {}),
      checkRun: runCheckRunName(publish.checkRun),
      comment: publish.comment,
      annotations: publish.annotations,
    }),
    ...(artifact?.url ? { reportUrl: artifact.url } : {}),
  });
  if (artifact) {
    // the report's link goes under the run's heading, which publishing wrote to the job summary
    const { linkFromJobSummary } = await import("./report-artifact.js");
    await linkFromJobSummary(env, artifact, report).catch(() => undefined);
  }
  logInfo(maskSecrets(renderGateText(report)));
  await writeFileAtomic(summaryPath, maskSecrets(renderSummaryMarkdown(report)));
  if (junit) {
    const path = resolve(root, junit);
    await mkdir(dirname(path), { recursive: true });
    await writeFileAtomic(path, maskSecrets(renderJunit(report, "cowork-harness run")));
  }
  core.setOutput("ok", String(ok));
  core.setOutput("failed", String(report.totals.failed + report.totals.errored));
  core.setOutput("stale", "0");
  core.setOutput("results", resultsPath);
  core.setOutput("summary-md", summaryPath);
  if (!ok) core.setFailed(`cowork-harness run: ${report.reasons.join("; ")}`);
  return ok ? EXIT.ok : EXIT.fail;
}
