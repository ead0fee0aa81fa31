#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany
} from "./chunk-VTGQMDFK.js";
import "./chunk-3ND2RJP3.js";
import "./chunk-3ZWBB3L7.js";
import "./chunk-BV55O7MO.js";
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
import "./chunk-O3TYGBWK.js";
import "./chunk-VDKDGS46.js";
import "./chunk-KCMDGOUI.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-NV42QAXL.js";
import {
  RERUN_CLASSES
} from "./chunk-EI6BH47E.js";
import "./chunk-NVRRLF4C.js";
import "./chunk-7LQODFPV.js";
import "./chunk-GYOVL3O7.js";
import "./chunk-57EAN4WP.js";
import "./chunk-MKZ335II.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-OFSL6ERQ.js";
import "./chunk-WENC6SAI.js";
import "./chunk-XTFSBFGE.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-7MCJNM2C.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-NHT3R4PU.js";
import "./chunk-TMZTGHZJ.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-W7JCLZWA.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-WN34NFZS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-ITQ6ZTXX.js";
import "./chunk-6YGVRRQJ.js";
import "./chunk-IL2DJO3I.js";
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
