#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-2R6NNVSQ.js";
import {
  cassetteAnchor
} from "./chunk-7SXC2737.js";
import "./chunk-2S4LTNS2.js";
import "./chunk-FLDOQDHE.js";
import "./chunk-ZTQZXA3R.js";
import "./chunk-FWIZ2L2G.js";
import {
  envSecretValues
} from "./chunk-BC4CWRGE.js";
import {
  mdCode
} from "./chunk-ENZH6ITV.js";
import "./chunk-MJN26BLH.js";
import "./chunk-J4BNBE4G.js";
import "./chunk-63JXL4FW.js";
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
  oneLine
} from "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/action/report-artifact.ts
import { appendFile } from "node:fs/promises";
import { basename, dirname } from "node:path";
function artifactUrl(env, id) {
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return void 0;
  return `${env.GITHUB_SERVER_URL || "https://github.com"}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${id}`;
}
async function uploadArtifactFiles(name, files, rootDir, opts) {
  if (!opts.env.ACTIONS_RUNTIME_TOKEN || !opts.env.ACTIONS_RESULTS_URL) {
    opts.log(`${name}: not uploaded: the runner provides no artifact service here (the files stay under ${rootDir})`);
    return void 0;
  }
  try {
    const { DefaultArtifactClient } = await import("./artifact-6PTDX7O2.js");
    const up = await new DefaultArtifactClient().uploadArtifact(name, [...files], rootDir, { retentionDays: 30 });
    opts.log(`uploaded artifact ${name} (${files.length} file(s))`);
    return up.id !== void 0 ? artifactUrl(opts.env, up.id) : void 0;
  } catch (e) {
    opts.warn(`${name} could not be uploaded as an artifact (${oneLine(e)}); the files stay under ${rootDir}`);
    return void 0;
  }
}
async function uploadReportFile(file, zipName, opts) {
  if (!opts.env.ACTIONS_RUNTIME_TOKEN || !opts.env.ACTIONS_RESULTS_URL) {
    opts.log(`${basename(file)}: not uploaded: the runner provides no artifact service here (it stays at ${file})`);
    return void 0;
  }
  let refusal;
  try {
    const { DefaultArtifactClient } = await import("./artifact-6PTDX7O2.js");
    const up = await new DefaultArtifactClient().uploadArtifact(basename(file), [file], dirname(file), {
      retentionDays: 30,
      skipArchive: true
    });
    opts.log(`uploaded artifact ${basename(file)} (un-archived, text/html: it opens in the browser)`);
    return { ...up.id !== void 0 ? { url: artifactUrl(opts.env, up.id) } : {}, opens: true };
  } catch (e) {
    refusal = oneLine(e);
  }
  opts.log(
    `the artifact service took no un-archived upload (${refusal}): the report goes up zipped as ${zipName}, to download and unzip`
  );
  const url = await uploadArtifactFiles(zipName, [file], dirname(file), opts);
  return url === void 0 ? void 0 : { url, opens: false };
}
async function writeAndUploadReport(report, results, opts) {
  const bytes = await writeHtmlReport(
    opts.path,
    opts.data ?? await gateReportData(report, results, { now: reportDate(opts.env), ...opts.root ? { root: opts.root } : {} }),
    envSecretValues(opts.env)
  );
  const out = { path: opts.path, bytes };
  opts.log(`HTML report: ${opts.path} (${Math.round(bytes / 1024)} KiB)`);
  const up = await uploadReportFile(opts.path, opts.artifactName, opts);
  if (up?.url) {
    out.url = up.url;
    out.opens = up.opens;
  }
  if (opts.extraFiles?.length) {
    const runs = await uploadArtifactFiles(`${opts.artifactName}-runs`, opts.extraFiles, dirname(opts.path), opts);
    if (runs) out.runsUrl = runs;
  }
  return out;
}
function reportLink(artifact) {
  return !artifact.url ? `the HTML report is at ${mdCode(artifact.path, 400)} on the runner` : artifact.opens ? `[open the HTML report](${artifact.url}) (it opens in the browser)` : `[download the HTML report](${artifact.url}) (a zip)`;
}
function jobSummaryLines(artifact, report) {
  const where = reportLink(artifact);
  const lines = [
    `\u{1F4C4} Each run's timeline, assertions with evidence and trace views: ${where} (${mdCode(basename(artifact.path))}, opens offline).`
  ];
  if (artifact.runsUrl) lines.push("", `The failed runs' directories: [download them](${artifact.runsUrl}) (a zip).`);
  const failing = report.rows.filter((r) => r.gateFailing).slice(0, 10);
  if (failing.length)
    lines.push(
      "",
      "In it, straight to a failing cassette's failing assertion:",
      ...failing.map((r) => `- ${mdCode(`${basename(artifact.path)}${cassetteAnchor(r.cassette)}`, 400)}`)
    );
  return `
${lines.join("\n")}
`;
}
async function linkFromJobSummary(env, artifact, report) {
  if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, jobSummaryLines(artifact, report));
}
export {
  artifactUrl,
  jobSummaryLines,
  linkFromJobSummary,
  reportLink,
  uploadArtifactFiles,
  uploadReportFile,
  writeAndUploadReport
};
