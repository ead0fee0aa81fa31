/**
 * What the Action's scenario commands share (`command: record`, `command: run`): the scenario files
 * `paths` names, the agent and the environment its runs get (the key reaches the agent alone), the
 * trusted bounds (inputs.ts liveRunBounds: on a pull request's event the container tier only), where
 * every run's evidence is kept while the step runs; and, after the runs, the HTML report with the
 * failed runs' evidence beside it (record-evidence.ts).
 */
import * as core from "@actions/core";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { logInfo } from "./log.js";
import { discoverFiles } from "../core/cassette/discover.js";
import { DEFAULT_CASSETTE_GLOB, splitGlobs } from "../gate/check/targets.js";
import { UsageError } from "../core/util/errors.js";
import { maskSecrets } from "../core/util/secret-scan.js";
import type { RunBounds } from "../core/settings/run-bounds.js";
import { RUNS_DIR_ENV } from "../gate/trace/run-layout.js";
import type { GateReport } from "../gate/report/gate-report.js";
import type { ReplayResult } from "../gate/replay/result.js";
import type { CassetteInput } from "../gate/report/html/build-data.js";
import type { RecordOptions } from "../live/record/record-scenario.js";
import { agentBinaryForRunner, agentEnvironments } from "./agent-setup.js";
import { booleanInput, liveRunBounds, rawInput } from "./inputs.js";
import { actionRoot } from "./workspace.js";
import { actionBaselinesDir } from "./baselines.js";
import { reportDir } from "./stopped.js";
import type { ReportArtifact } from "./report-artifact.js";

export interface LiveLane {
  workspace: string;
  root: string;
  /** the scenario files `paths` matched, relative to root */
  scenarios: string[];
  /** the environment of the agent's runs: the key (input or step env) added back */
  recordEnv: NodeJS.ProcessEnv;
  agentBinary: string;
  baselinesDir?: string;
  /** the time ceiling, and on a pull request's event the container tier only */
  bounds: RunBounds;
  /** where every run's evidence is kept: never inside the workspace, so the job's git status stays the user's */
  runsRoot: string;
}

/** The scenario files, the agent and its environment; a usage error when `paths` names no scenario file. */
export async function liveLaneSetup(env: NodeJS.ProcessEnv, command: "record" | "run"): Promise<LiveLane> {
  const globs = splitGlobs(rawInput(env, "paths"));
  if (globs.length === 0 || (globs.length === 1 && globs[0] === DEFAULT_CASSETTE_GLOB)) {
    throw new UsageError(
      `command: ${command} needs \`paths\`: the scenario files to ${command} (for example scenarios/*.yaml)`,
    );
  }
  const { workspace, root } = actionRoot(env, rawInput(env, "working-directory") || ".");
  const key = rawInput(env, "anthropic-api-key") || undefined;
  const { baseEnv, recordEnv } = agentEnvironments(env, key);
  const scenarios = await discoverFiles(root, globs);
  if (scenarios.length === 0) throw new UsageError(`no scenario files match ${globs.join(", ")} under ${root}`);
  const agentBinary = await agentBinaryForRunner(baseEnv, booleanInput(env, "cache", true));
  const baselinesDir = await actionBaselinesDir({ env, root });
  return {
    workspace,
    root,
    scenarios,
    recordEnv,
    agentBinary,
    ...(baselinesDir ? { baselinesDir } : {}),
    bounds: liveRunBounds(env),
    runsRoot: env[RUNS_DIR_ENV] || join(env.RUNNER_TEMP || tmpdir(), "cowork-harness-runs"),
  };
}

/** One live run of a scenario as the lane makes it: its evidence kept, its log lines masked. */
export function liveRunOptions(lane: LiveLane, scenarioPath: string, write: boolean): RecordOptions {
  return {
    scenarioPath,
    format: "v12",
    write,
    env: lane.recordEnv,
    agentBinary: lane.agentBinary,
    ...(lane.baselinesDir ? { baselinesDir: lane.baselinesDir } : {}),
    log: (l) => logInfo(maskSecrets(l)),
    keepRunRoot: lane.runsRoot,
    bounds: lane.bounds,
  };
}

/**
 * The HTML report of the lane's results (input `report`), uploaded with the failed runs' evidence;
 * sets the `report` and `report-url` outputs. Undefined when the input turns it off.
 */
export async function uploadLiveReport(
  env: NodeJS.ProcessEnv,
  lane: LiveLane,
  report: GateReport,
  results: readonly ReplayResult[],
  inputs: readonly CassetteInput[],
  command: "record" | "run",
): Promise<ReportArtifact | undefined> {
  if (!booleanInput(env, "report", true)) return undefined;
  const { buildReportData } = await import("../gate/report/html/build-data.js");
  const { reportDate } = await import("../gate/report/html/write-report.js");
  const { writeAndUploadReport } = await import("./report-artifact.js");
  const { keepFailedRuns } = await import("./record-evidence.js");
  const outDir = reportDir(env);
  const kept = keepFailedRuns(lane.runsRoot).filter((f) => f.startsWith(`${outDir}/`));
  const data = buildReportData(report, inputs, { title: `cowork-harness ${command}`, now: reportDate(env) });
  const artifact = await writeAndUploadReport(report, results, {
    path: join(outDir, `cowork-harness-${command}-report.html`),
    artifactName: `cowork-harness-${command}-report`,
    env,
    data,
    extraFiles: kept,
    log: (l) => logInfo(maskSecrets(l)),
    warn: (l) => core.warning(maskSecrets(l)),
  });
  core.setOutput("report", artifact.path);
  if (artifact.url) core.setOutput("report-url", artifact.url);
  if (kept.length)
    logInfo(`kept the evidence of the failed live run(s) under ${lane.runsRoot} (published with the report)`);
  return artifact;
}
