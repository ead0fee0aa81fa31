#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany
} from "./chunk-BW6NSGR2.js";
import "./chunk-LM2XV4W3.js";
import "./chunk-3ZWBB3L7.js";
import "./chunk-5KIJZUD6.js";
import "./chunk-3QBJS54M.js";
import "./chunk-NAA5MHIW.js";
import "./chunk-YFYJSABB.js";
import "./chunk-UOFA3V4G.js";
import "./chunk-UJL3ZTKI.js";
import "./chunk-IUEVRTQK.js";
import "./chunk-QCTB2NEI.js";
import "./chunk-EQROTRK2.js";
import "./chunk-X2V3TQRJ.js";
import "./chunk-PQU4MUBR.js";
import "./chunk-XJMUT3EV.js";
import "./chunk-O3TYGBWK.js";
import "./chunk-Y5MV4EUE.js";
import "./chunk-OHYFLJE5.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-UOOZFDNC.js";
import {
  RERUN_CLASSES
} from "./chunk-EI6BH47E.js";
import "./chunk-TBT2VVGH.js";
import "./chunk-AHD5DVGJ.js";
import "./chunk-BB6JGN3U.js";
import "./chunk-57EAN4WP.js";
import "./chunk-5Y46WYAS.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-AZTQOEFV.js";
import "./chunk-WENC6SAI.js";
import "./chunk-KA6V6NH3.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-YWKAWFA4.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-HFHL25QN.js";
import "./chunk-ECXMCYCH.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-W7JCLZWA.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-WN34NFZS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-QGK4J2BQ.js";
import "./chunk-QPSCOXF3.js";
import "./chunk-IL2DJO3I.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-RKX7M5EU.js";
import "./chunk-OOJTWUBA.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";

// src/rerun/gate-step.ts
function wantsRerun(r) {
  return r.exitCode !== 2 && (r.staleness ?? []).some((s) => RERUN_CLASSES.has(s.class));
}
async function rerunStale(results, files, opts) {
  const picked = results.map((r, i) => ({ r, file: files[i] })).filter(({ r }) => wantsRerun(r));
  const outcomes = await rerunMany(
    picked.map((p) => p.file),
    // the gate re-runs pull-request code: never outside paths, never a widened network
    { ...opts, allowOutsidePaths: false, refuseEgressWidening: true }
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
