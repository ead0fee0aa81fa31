#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  agentBinaryForRunner,
  agentEnvironments
} from "./chunk-VSGVV47X.js";
import {
  actionBaselinesDir,
  actionRoot,
  reportDir
} from "./chunk-PZNVRI4E.js";
import {
  booleanInput,
  liveRunBounds,
  logInfo,
  rawInput
} from "./chunk-WYHZHSM5.js";
import {
  setOutput,
  warning
} from "./chunk-IK6LMVQB.js";
import {
  DEFAULT_CASSETTE_GLOB,
  discoverFiles,
  splitGlobs
} from "./chunk-HMPLMIHZ.js";
import {
  maskSecrets
} from "./chunk-BC4CWRGE.js";
import {
  RUNS_DIR_ENV
} from "./chunk-ODM7TWBF.js";
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/action/live-lane.ts
import { join } from "node:path";
import { tmpdir } from "node:os";
async function liveLaneSetup(env, command) {
  const globs = splitGlobs(rawInput(env, "paths"));
  if (globs.length === 0 || globs.length === 1 && globs[0] === DEFAULT_CASSETTE_GLOB) {
    throw new UsageError(
      `command: ${command} needs \`paths\`: the scenario files to ${command} (for example scenarios/*.yaml)`
    );
  }
  const { workspace, root } = actionRoot(env, rawInput(env, "working-directory") || ".");
  const key = rawInput(env, "anthropic-api-key") || void 0;
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
    ...baselinesDir ? { baselinesDir } : {},
    bounds: liveRunBounds(env),
    runsRoot: env[RUNS_DIR_ENV] || join(env.RUNNER_TEMP || tmpdir(), "cowork-harness-runs")
  };
}
function liveRunOptions(lane, scenarioPath, write) {
  return {
    scenarioPath,
    format: "v12",
    write,
    env: lane.recordEnv,
    agentBinary: lane.agentBinary,
    ...lane.baselinesDir ? { baselinesDir: lane.baselinesDir } : {},
    log: (l) => logInfo(maskSecrets(l)),
    keepRunRoot: lane.runsRoot,
    bounds: lane.bounds
  };
}
async function uploadLiveReport(env, lane, report, results, inputs, command) {
  if (!booleanInput(env, "report", true)) return void 0;
  const { buildReportData } = await import("./build-data-E6L5RNY4.js");
  const { reportDate } = await import("./write-report-5IFOJA5R.js");
  const { writeAndUploadReport } = await import("./report-artifact-H2LOLC4P.js");
  const { keepFailedRuns } = await import("./record-evidence-WMXECQXL.js");
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
    warn: (l) => warning(maskSecrets(l))
  });
  setOutput("report", artifact.path);
  if (artifact.url) setOutput("report-url", artifact.url);
  if (kept.length)
    logInfo(`kept the evidence of the failed live run(s) under ${lane.runsRoot} (published with the report)`);
  return artifact;
}

export {
  liveLaneSetup,
  liveRunOptions,
  uploadLiveReport
};
