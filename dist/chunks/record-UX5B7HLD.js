#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  liveLaneSetup,
  liveRunOptions,
  uploadLiveReport
} from "./chunk-DXTXZTKT.js";
import "./chunk-VSGVV47X.js";
import {
  recordScenario
} from "./chunk-4QRCVX6S.js";
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
  reportDir
} from "./chunk-PZNVRI4E.js";
import {
  logInfo
} from "./chunk-WYHZHSM5.js";
import {
  endGroup,
  error,
  setFailed,
  setOutput,
  startGroup
} from "./chunk-IK6LMVQB.js";
import "./chunk-VQ5T2NGZ.js";
import "./chunk-JZQBTFMH.js";
import "./chunk-HMPLMIHZ.js";
import {
  resultsFile,
  writeResultsFile
} from "./chunk-6UZLGMOU.js";
import "./chunk-7CPNN7IP.js";
import {
  renderSummaryMarkdown
} from "./chunk-FWIZ2L2G.js";
import "./chunk-7VBCITV6.js";
import "./chunk-4UATW7ZC.js";
import "./chunk-I64G2WUU.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-KUKC5SCS.js";
import {
  maskSecrets
} from "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import "./chunk-LFV2YVHF.js";
import "./chunk-KU72ARQB.js";
import "./chunk-MJN26BLH.js";
import "./chunk-J4BNBE4G.js";
import {
  buildGateReport
} from "./chunk-63JXL4FW.js";
import "./chunk-EXVKMGPI.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-ODM7TWBF.js";
import {
  errorResult
} from "./chunk-6OGUKABV.js";
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
  oneLine
} from "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/action/record.ts
import { join, relative } from "node:path";
import { appendFileSync } from "node:fs";
async function runRecordAction(env = process.env) {
  const lane = await liveLaneSetup(env, "record");
  const { workspace, root, scenarios } = lane;
  const results = [];
  const cassettes = [];
  startGroup(`cowork-harness record: ${scenarios.length} scenario(s)`);
  for (const rel of scenarios) {
    const scenarioPath = join(root, rel);
    try {
      const o = await recordScenario(liveRunOptions(lane, scenarioPath, true));
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
  const inputs = results.map((r, i) => ({ result: r, ...cassettes[i] ? { cassette: cassettes[i] } : {} }));
  const artifact = await uploadLiveReport(env, lane, report, results, inputs, "record");
  if (artifact) {
    const { linkFromJobSummary } = await import("./report-artifact-H2LOLC4P.js");
    await linkFromJobSummary(env, artifact, report).catch(() => void 0);
  }
  if (!ok) setFailed(`cowork-harness record: ${report.reasons.join("; ")}`);
  return ok ? EXIT.ok : EXIT.fail;
}
export {
  runRecordAction
};
