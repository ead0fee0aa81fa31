#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  liveLaneSetup,
  liveRunOptions,
  uploadLiveReport
} from "./chunk-DXTXZTKT.js";
import "./chunk-VSGVV47X.js";
import {
  diverged,
  parseRepeatFlags,
  rollupOfRuns
} from "./chunk-SOMGFLWN.js";
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
  booleanInput,
  logInfo,
  publishContextFromEnv,
  publishReport,
  rawInput,
  readPublishInputs,
  runCheckRunName
} from "./chunk-WYHZHSM5.js";
import {
  endGroup,
  error,
  setFailed,
  setOutput,
  setSecret,
  startGroup
} from "./chunk-IK6LMVQB.js";
import "./chunk-VQ5T2NGZ.js";
import "./chunk-JZQBTFMH.js";
import {
  renderGateText
} from "./chunk-66BQWDCU.js";
import "./chunk-HMPLMIHZ.js";
import {
  renderJunit
} from "./chunk-HA54B6XE.js";
import {
  scenarioLines
} from "./chunk-NGPZCNEC.js";
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
  maskSecrets,
  maskSecretsDeep
} from "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import "./chunk-LFV2YVHF.js";
import {
  envelope
} from "./chunk-KU72ARQB.js";
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import "./chunk-J4BNBE4G.js";
import {
  buildRunReport,
  displayPath
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
  oneLine
} from "./chunk-JB7TIAU6.js";
import {
  oneLogLine
} from "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/action/run.ts
import { dirname, join, relative, resolve } from "node:path";
import { mkdir } from "node:fs/promises";
function readRunInputs(env) {
  const repeat = rawInput(env, "repeat");
  const rate = rawInput(env, "min-pass-rate");
  const rateGiven = rate !== "" && !(repeat === "" && Number(rate) === 1);
  return parseRepeatFlags(
    {
      ...repeat !== "" ? { repeat } : {},
      ...rateGiven ? { "min-pass-rate": rate } : {},
      "stop-on-diverge": booleanInput(env, "stop-on-diverge", false)
    },
    { name: (f) => `input ${f}`, command: "command: run" }
  );
}
function runLine(r, label) {
  const passed = r.assertions.filter((a) => a.pass).length;
  return oneLogLine(
    maskSecrets(
      `${r.verdict.pass ? "\u2713" : "\u2717"} ${label}${r.scenario}: ${passed}/${r.assertions.length} assertion(s) passed`
    )
  );
}
async function runRunAction(env = process.env) {
  const flags = readRunInputs(env);
  const publish = readPublishInputs(env);
  if (publish.githubToken) setSecret(publish.githubToken);
  const junit = rawInput(env, "junit");
  const lane = await liveLaneSetup(env, "run");
  const { workspace, root, scenarios: files } = lane;
  const times = flags.repeat ?? 1;
  const runLane = {
    ...flags.repeat !== void 0 ? { repeat: flags.repeat } : {},
    minPassRate: flags.minPassRate,
    stopOnDiverge: flags.stopOnDiverge
  };
  const scenarios = [];
  const rollups = [];
  const recordings = [];
  startGroup(
    `cowork-harness run: ${files.length} scenario(s)${flags.repeat !== void 0 ? `, ${times} runs each` : ""}`
  );
  for (const [i, rel] of files.entries()) {
    const scenarioPath = join(root, rel);
    const label = files.length > 1 ? `[${i + 1}/${files.length}] ` : "";
    const runs = [];
    const cassettes = [];
    let stopped;
    let error2;
    for (let rep = 0; rep < times; rep++) {
      try {
        const o = await recordScenario(liveRunOptions(lane, scenarioPath, false));
        o.result.cassette = scenarioPath;
        runs.push(o.result);
        cassettes.push(o.cassette);
        logInfo(runLine(o.result, flags.repeat !== void 0 ? `${label}(${rep + 1}/${times}) ` : label));
      } catch (e) {
        error2 = maskSecrets(oneLine(e));
        error(error2, { file: relative(workspace, scenarioPath) });
        stopped = { reason: "error", message: error2 };
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
    scenarios.push({ file: scenarioPath, runs, rollup, ...error2 !== void 0 ? { error: error2 } : {} });
  }
  endGroup();
  const sources = /* @__PURE__ */ new Map();
  for (const s of scenarios) {
    const lines = s.runs.some((r) => !r.verdict.pass) ? await scenarioLines(s.file) : void 0;
    if (lines) sources.set(s.file, { scenario: lines });
  }
  const report = buildRunReport(scenarios, runLane, { root: workspace, sources });
  const ok = report.conclusion !== "failure";
  const outDir = reportDir(env);
  const resultsPath = join(outDir, "cowork-harness-run-results.json");
  const summaryPath = join(outDir, "cowork-harness-run-summary.md");
  const shown = scenarios.flatMap(
    (s) => s.runs.map(({ cassette: _none, ...r }) => ({ ...r, scenarioFile: displayPath(s.file, workspace) }))
  );
  await writeFileAtomic(
    resultsPath,
    `${JSON.stringify(maskSecretsDeep({ ...envelope("run", ok, shown), ...flags.repeat !== void 0 ? { rollups } : {} }))}
`
  );
  const inputs = scenarios.map((s, i) => {
    const at = s.runs.findIndex((r) => !r.verdict.pass);
    const k = at >= 0 ? at : s.runs.length - 1;
    const lines = sources.get(s.file)?.scenario;
    return {
      ...s.runs[k] ? { result: s.runs[k] } : {},
      ...recordings[i][k] ? { cassette: recordings[i][k] } : {},
      ...lines ? {
        scenario: {
          file: displayPath(lines.path, workspace),
          assert: lines.assert,
          lines: lines.assertLines
        }
      } : {}
    };
  });
  const allRuns = scenarios.flatMap((s) => s.runs);
  const artifact = await uploadLiveReport(env, lane, report, allRuns, inputs, "run");
  await publishReport(report, {
    ...publishContextFromEnv(env, {
      ...publish.githubToken ? { token: publish.githubToken } : {},
      checkRun: runCheckRunName(publish.checkRun),
      comment: publish.comment,
      annotations: publish.annotations
    }),
    ...artifact?.url ? { reportUrl: artifact.url } : {}
  });
  if (artifact) {
    const { linkFromJobSummary } = await import("./report-artifact-H2LOLC4P.js");
    await linkFromJobSummary(env, artifact, report).catch(() => void 0);
  }
  logInfo(maskSecrets(renderGateText(report)));
  await writeFileAtomic(summaryPath, maskSecrets(renderSummaryMarkdown(report)));
  if (junit) {
    const path = resolve(root, junit);
    await mkdir(dirname(path), { recursive: true });
    await writeFileAtomic(path, maskSecrets(renderJunit(report, "cowork-harness run")));
  }
  setOutput("ok", String(ok));
  setOutput("failed", String(report.totals.failed + report.totals.errored));
  setOutput("stale", "0");
  setOutput("results", resultsPath);
  setOutput("summary-md", summaryPath);
  if (!ok) setFailed(`cowork-harness run: ${report.reasons.join("; ")}`);
  return ok ? EXIT.ok : EXIT.fail;
}
export {
  readRunInputs,
  runRunAction
};
