#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildReportData
} from "./chunk-7SXC2737.js";
import "./chunk-2S4LTNS2.js";
import {
  statusLabel
} from "./chunk-NTSIXA63.js";
import "./chunk-OJI2JBUT.js";
import "./chunk-4QRCVX6S.js";
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
import "./chunk-FWIZ2L2G.js";
import "./chunk-7VBCITV6.js";
import "./chunk-WHYR2ZAU.js";
import "./chunk-QUGB427A.js";
import "./chunk-4UATW7ZC.js";
import "./chunk-I64G2WUU.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-YHSH5RBA.js";
import "./chunk-KUKC5SCS.js";
import "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import "./chunk-MJN26BLH.js";
import "./chunk-J4BNBE4G.js";
import {
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
import {
  loadCassetteFile
} from "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import "./chunk-2JGKRYKG.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/live/rerecord/html-report-data.ts
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
    staleness: item.reasons.map((r) => ({
      class: "selected",
      message: r,
      files: [],
      gating: false,
      location: { file }
    })),
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
      rerecordStatus: `${i.unrecorded ? statusLabel(i) : i.status}${i.costUsd !== void 0 ? ` ($${i.costUsd.toFixed(4)})` : ""}`
    });
  }
  const count = (s) => rows.filter((r) => r.status === s).length;
  const report = {
    totals: {
      cassettes: rows.length,
      passed: count("pass"),
      failed: count("fail"),
      stale: count("stale"),
      errored: 0,
      failedAndStale: 0
    },
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
