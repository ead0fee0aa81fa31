#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany,
  startBudget
} from "./chunk-MSW5KT7N.js";
import "./chunk-S2A4BGWY.js";
import "./chunk-UE65T5SF.js";
import "./chunk-W6BAPU3A.js";
import "./chunk-GGXHISGX.js";
import "./chunk-ZLXP6PSX.js";
import "./chunk-FJJFHNAZ.js";
import "./chunk-DN7Z7TVD.js";
import "./chunk-34AZWPD3.js";
import "./chunk-76SDHQRF.js";
import "./chunk-SBNQB6BM.js";
import "./chunk-BF4ACLAL.js";
import "./chunk-DJ2HFZSI.js";
import "./chunk-LO452IRD.js";
import "./chunk-7VBCITV6.js";
import {
  DEFAULT_RERUN_BUDGET_MS
} from "./chunk-4UATW7ZC.js";
import "./chunk-Z42UWJSZ.js";
import "./chunk-UUF4AV2V.js";
import "./chunk-FGSAR7IO.js";
import "./chunk-GCRLTP4J.js";
import "./chunk-DOREOX5B.js";
import "./chunk-MJN26BLH.js";
import {
  RERUN_CLASSES
} from "./chunk-NYVWPCYT.js";
import "./chunk-HLWU5MXV.js";
import "./chunk-22NSFTAR.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-LKOCANNL.js";
import "./chunk-5OEJ2WAO.js";
import "./chunk-JWCHW7MQ.js";
import "./chunk-6QUA6IZO.js";
import "./chunk-G23BU6AA.js";
import "./chunk-XUI6PUW6.js";
import "./chunk-2ASNSNAT.js";
import "./chunk-JH5ARI2P.js";
import "./chunk-KOSDDSUX.js";
import "./chunk-RGWSPBNQ.js";
import "./chunk-77VIU5QT.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-2LE36HU7.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-W73SXYVW.js";
import "./chunk-T2TOFNW4.js";
import "./chunk-MKKEINBF.js";
import "./chunk-YWU5OY5L.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-BUUZFLZB.js";
import "./chunk-U6PGOR3A.js";
import "./chunk-K773VTCL.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-RXCQOFDW.js";
import "./chunk-5HX2GR4K.js";

// src/live/rerun/gate-step.ts
function wantsRerun(r) {
  return r.exitCode !== 2 && (r.staleness ?? []).some((s) => RERUN_CLASSES.has(s.class));
}
async function rerunStale(results, files, opts) {
  const picked = results.map((r, i) => ({ r, file: files[i] })).filter(({ r }) => wantsRerun(r));
  const { budgetMs, ...rest } = opts;
  const outcomes = await rerunMany(
    picked.map((p) => p.file),
    // the gate re-runs pull-request code: never outside paths, never a widened network, never off the container tier
    { ...rest, allowOutsidePaths: false, refuseEgressWidening: true, allowProtocolTier: false, budget: startBudget(budgetMs ?? DEFAULT_RERUN_BUDGET_MS) }
  );
  outcomes.forEach((o, i) => {
    picked[i].r.rerun = o.summary;
  });
  return picked.length;
}
export {
  rerunStale,
  wantsRerun
};
