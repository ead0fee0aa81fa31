#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany
} from "./chunk-GXYQP3PD.js";
import "./chunk-I4DNI3KX.js";
import "./chunk-3ZWBB3L7.js";
import "./chunk-63R3PXBA.js";
import "./chunk-3QBJS54M.js";
import "./chunk-NAA5MHIW.js";
import "./chunk-YFYJSABB.js";
import "./chunk-UOFA3V4G.js";
import "./chunk-UJL3ZTKI.js";
import "./chunk-IUEVRTQK.js";
import "./chunk-QCTB2NEI.js";
import "./chunk-VDQSBBJ7.js";
import "./chunk-X2V3TQRJ.js";
import "./chunk-KPGQHQVO.js";
import "./chunk-XJMUT3EV.js";
import "./chunk-FD7UN4GZ.js";
import "./chunk-MV63MTIT.js";
import "./chunk-KCMDGOUI.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-NV42QAXL.js";
import {
  RERUN_CLASSES
} from "./chunk-EI6BH47E.js";
import "./chunk-NVRRLF4C.js";
import "./chunk-7LQODFPV.js";
import "./chunk-6BYDWEAQ.js";
import "./chunk-57EAN4WP.js";
import "./chunk-XLQFXLN5.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-QAUE63MS.js";
import "./chunk-F7Y7GEYV.js";
import "./chunk-NNFGXP7E.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-YZJB6IL6.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-75HG6PWO.js";
import "./chunk-CCPEVIAG.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-W7JCLZWA.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-WN34NFZS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-RBQP2UT5.js";
import "./chunk-ORQHSUDW.js";
import "./chunk-3XWFZ2BP.js";
import "./chunk-BX45A4DF.js";
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
