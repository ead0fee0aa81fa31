#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildReportData
} from "./chunk-W3FDEBDC.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-DVGNCI6I.js";
import "./chunk-T44GJVMM.js";
import {
  displayPath
} from "./chunk-WRXGSA2U.js";
import "./chunk-EI6BH47E.js";
import "./chunk-B2JLUPNY.js";
import "./chunk-O3TYGBWK.js";
import "./chunk-NAA5MHIW.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-GST36PRG.js";
import {
  loadCassetteFile
} from "./chunk-P4IMB74P.js";
import "./chunk-VFM63BO2.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-U3YLF3AD.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-VQXXM3A3.js";
import "./chunk-5HX2GR4K.js";

// src/rerecord/html-report-data.ts
function row(item, root) {
  const status = item.status === "refreshed" ? "pass" : item.status === "failed" || item.status === "unresolved" ? "fail" : "stale";
  const file = displayPath(item.cassettePath, root);
  return {
    cassette: file,
    scenario: item.diff?.name ?? "",
    status,
    causes: status === "pass" ? [] : ["stale"],
    exitCode: status === "fail" ? 1 : 0,
    assertionWarnings: [],
    ...item.error ? { error: item.error } : {},
    passedAssertions: 0,
    totalAssertions: 0,
    skippedAssertions: 0,
    failing: [],
    staleness: item.reasons.map((r) => ({ class: "selected", message: r, files: [], gating: false, location: { file } })),
    unchecked: [],
    lintWarnings: [],
    cassetteLocation: { file },
    fix: item.status === "refreshed" ? "" : item.error ?? "",
    fixParts: { command: "" },
    gateFailing: status === "fail"
  };
}
async function rerecordReportData(items, opts) {
  const rows = items.map((i) => row(i, opts.root));
  const inputs = [];
  for (const i of items) {
    const cassette = i.status === "refreshed" ? await loadCassetteFile(i.cassettePath).then(
      (l) => l.cassette,
      () => void 0
    ) : void 0;
    inputs.push({
      ...cassette ? { cassette } : {},
      ...i.diff ? { diff: i.diff } : {},
      rerecordStatus: `${i.status}${i.costUsd !== void 0 ? ` ($${i.costUsd.toFixed(4)})` : ""}`
    });
  }
  const count = (s) => rows.filter((r) => r.status === s).length;
  const report = {
    totals: { cassettes: rows.length, passed: count("pass"), failed: count("fail"), stale: count("stale"), errored: 0, failedAndStale: 0 },
    rows,
    failOn: [],
    conclusion: rows.length === 0 ? "neutral" : opts.ok ? "success" : "failure",
    reasons: opts.ok ? [] : [opts.line]
  };
  const data = buildReportData(report, inputs, { kind: "rerecord" });
  data.headline = `re-record: ${opts.line}`;
  return data;
}
export {
  rerecordReportData
};
