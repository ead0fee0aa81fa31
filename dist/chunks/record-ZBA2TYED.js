#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  agentBinaryForRunner,
  agentEnvironments
} from "./chunk-ULE6SIK7.js";
import {
  recordScenario
} from "./chunk-WRJ4SQ3H.js";
import "./chunk-MC6SNHAQ.js";
import "./chunk-2YN6NHCG.js";
import "./chunk-W6BAPU3A.js";
import "./chunk-6NVNSL5Q.js";
import "./chunk-M4M45Q44.js";
import "./chunk-7BOIZFLR.js";
import "./chunk-237DY7TX.js";
import "./chunk-UQL5F74J.js";
import "./chunk-CWVNJ7PG.js";
import "./chunk-J3VIEK5B.js";
import "./chunk-BRRGV6H7.js";
import "./chunk-JO7JSSWO.js";
import "./chunk-BF4ACLAL.js";
import "./chunk-FLDOQDHE.js";
import "./chunk-ZTQZXA3R.js";
import {
  actionRoot,
  reportDir
} from "./chunk-7LMZ4FTI.js";
import {
  booleanInput,
  liveRunBounds,
  logInfo,
  rawInput
} from "./chunk-KBFI62UA.js";
import {
  endGroup,
  error,
  setFailed,
  setOutput,
  startGroup,
  warning
} from "./chunk-IK6LMVQB.js";
import "./chunk-VQ5T2NGZ.js";
import "./chunk-JZQBTFMH.js";
import {
  DEFAULT_CASSETTE_GLOB,
  discoverFiles,
  splitGlobs
} from "./chunk-CQXYQOIS.js";
import {
  resultsFile,
  writeResultsFile
} from "./chunk-MC2FO355.js";
import "./chunk-7CPNN7IP.js";
import {
  renderSummaryMarkdown
} from "./chunk-PCKRIXQN.js";
import "./chunk-7VBCITV6.js";
import "./chunk-4UATW7ZC.js";
import "./chunk-7KSKVPQN.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-KUKC5SCS.js";
import {
  maskSecrets
} from "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import "./chunk-SVFAZ3I2.js";
import "./chunk-MJN26BLH.js";
import "./chunk-3YG52RAX.js";
import {
  buildGateReport
} from "./chunk-D4UJLDRL.js";
import "./chunk-EXVKMGPI.js";
import "./chunk-NYVWPCYT.js";
import {
  RUNS_DIR_ENV
} from "./chunk-ODM7TWBF.js";
import {
  errorResult
} from "./chunk-EULF5WRE.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-MTJJAJ2A.js";
import "./chunk-WZTI42HX.js";
import "./chunk-DOG6J2SN.js";
import "./chunk-RT75AHDQ.js";
import "./chunk-72WANMM5.js";
import "./chunk-NRH2JZGB.js";
import "./chunk-UVCSMSXY.js";
import "./chunk-IFDLEOBP.js";
import "./chunk-MJMTB7RB.js";
import "./chunk-Y2DZ7RMF.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-DUIA6IGR.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-LGISKRF5.js";
import "./chunk-CGZME2NM.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-FIBW2XIV.js";
import "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import "./chunk-6U6LOB37.js";
import "./chunk-K773VTCL.js";
import "./chunk-AC6QUUQ5.js";
import {
  EXIT,
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/action/record.ts
import { relative } from "node:path";
import { appendFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
async function runRecordAction(env = process.env) {
  const globs = splitGlobs(rawInput(env, "paths"));
  if (globs.length === 0 || globs.length === 1 && globs[0] === DEFAULT_CASSETTE_GLOB) {
    throw new UsageError("command: record needs `paths`: the scenario files to record (for example scenarios/*.yaml)");
  }
  const { workspace, root } = actionRoot(env, rawInput(env, "working-directory") || ".");
  const key = rawInput(env, "anthropic-api-key") || void 0;
  const { baseEnv, recordEnv } = agentEnvironments(env, key);
  const scenarios = await discoverFiles(root, globs);
  if (scenarios.length === 0) throw new UsageError(`no scenario files match ${globs.join(", ")} under ${root}`);
  const agentBinary = await agentBinaryForRunner(baseEnv, booleanInput(env, "cache", true));
  const baselines = rawInput(env, "baselines");
  const bounds = liveRunBounds(env);
  const results = [];
  const cassettes = [];
  const runsRoot = env[RUNS_DIR_ENV] || join(env.RUNNER_TEMP || tmpdir(), "cowork-harness-runs");
  startGroup(`cowork-harness record: ${scenarios.length} scenario(s)`);
  for (const rel of scenarios) {
    const scenarioPath = join(root, rel);
    try {
      const o = await recordScenario({
        scenarioPath,
        format: "v12",
        write: true,
        env: recordEnv,
        agentBinary,
        ...baselines ? { baselinesDir: resolve(root, baselines) } : {},
        log: (l) => logInfo(maskSecrets(l)),
        keepRunRoot: runsRoot,
        bounds
      });
      o.result.cassette = o.cassettePath;
      results.push(o.result);
      cassettes.push(o.cassette);
      logInfo(
        `${o.written ? "\u2713 wrote" : "\u2717 not written (live verdict failed)"} ${relative(workspace, o.cassettePath)}`
      );
    } catch (e) {
      const message = maskSecrets(oneLine(e));
      error(message, { file: relative(workspace, scenarioPath) });
      results.push(errorResult(scenarioPath, message));
      cassettes.push(void 0);
    }
  }
  endGroup();
  const report = buildGateReport(results, { failOn: ["assertions"], root: workspace });
  const md = maskSecrets(renderSummaryMarkdown(report));
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, md);
  const outDir = reportDir(env);
  const resultsPath = join(outDir, "cowork-harness-record-results.json");
  const ok = report.conclusion !== "failure";
  await writeResultsFile(resultsPath, resultsFile(results, ok));
  setOutput("ok", String(ok));
  setOutput("failed", String(report.totals.failed + report.totals.errored));
  setOutput("stale", "0");
  setOutput("results", resultsPath);
  if (booleanInput(env, "report", true)) {
    const { buildReportData } = await import("./build-data-5YCLOSSR.js");
    const { reportDate } = await import("./write-report-JRV6VFVY.js");
    const { writeAndUploadReport, linkFromJobSummary } = await import("./report-artifact-L6WYZFXX.js");
    const { keepFailedRuns } = await import("./record-evidence-WMXECQXL.js");
    const kept = keepFailedRuns(runsRoot).filter((f) => f.startsWith(`${outDir}/`));
    const data = buildReportData(
      report,
      results.map((r, i) => ({ result: r, ...cassettes[i] ? { cassette: cassettes[i] } : {} })),
      { title: "cowork-harness record", now: reportDate(env) }
    );
    const artifact = await writeAndUploadReport(report, results, {
      path: join(outDir, "cowork-harness-record-report.html"),
      artifactName: "cowork-harness-record-report",
      env,
      data,
      extraFiles: kept,
      log: (l) => logInfo(maskSecrets(l)),
      warn: (l) => warning(maskSecrets(l))
    });
    setOutput("report", artifact.path);
    if (artifact.url) setOutput("report-url", artifact.url);
    if (kept.length)
      logInfo(`kept the evidence of the failed live run(s) under ${runsRoot} (published with the report)`);
    await linkFromJobSummary(env, artifact, report).catch(() => void 0);
  }
  if (!ok) setFailed(`cowork-harness record: ${report.reasons.join("; ")}`);
  return ok ? EXIT.ok : EXIT.fail;
}
export {
  runRecordAction
};
