#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-MZ6YBDAA.js";
import {
  cassetteAnchor
} from "./chunk-W3FDEBDC.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-DVGNCI6I.js";
import {
  mdCode
} from "./chunk-T44GJVMM.js";
import "./chunk-WRXGSA2U.js";
import "./chunk-EI6BH47E.js";
import "./chunk-B2JLUPNY.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-O3TYGBWK.js";
import "./chunk-NAA5MHIW.js";
import {
  envSecretValues
} from "./chunk-UOOZFDNC.js";
import "./chunk-Z52EMNER.js";
import "./chunk-GDFUNZXU.js";
import "./chunk-CVROAHTK.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-GST36PRG.js";
import "./chunk-P4IMB74P.js";
import "./chunk-VFM63BO2.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-U3YLF3AD.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import {
  oneLine
} from "./chunk-6ZVZ2CXJ.js";
import "./chunk-VQXXM3A3.js";
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
async function writeAndUploadReport(report, results, opts) {
  const bytes = await writeHtmlReport(
    opts.path,
    opts.data ?? await gateReportData(report, results, { now: reportDate(opts.env), ...opts.root ? { root: opts.root } : {} }),
    envSecretValues(opts.env)
  );
  const out = { path: opts.path, bytes };
  opts.log(`HTML report: ${opts.path} (${Math.round(bytes / 1024)} KiB)`);
  const url = await uploadArtifactFiles(opts.artifactName, [opts.path, ...opts.extraFiles ?? []], dirname(opts.path), opts);
  if (url) out.url = url;
  return out;
}
function jobSummaryLines(artifact, report) {
  const where = artifact.url ? `[download the HTML report](${artifact.url})` : `the HTML report is at ${mdCode(artifact.path, 400)} on the runner`;
  const lines = [`\u{1F4C4} Each run's timeline, assertions with evidence and trace views: ${where} (${mdCode(basename(artifact.path))}, opens offline).`];
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
  uploadArtifactFiles,
  writeAndUploadReport
};
