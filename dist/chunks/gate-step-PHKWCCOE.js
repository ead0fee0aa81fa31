#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany
} from "./chunk-BTWSGCJY.js";
import "./chunk-XE4PYTAG.js";
import "./chunk-3ZWBB3L7.js";
import "./chunk-TBT2VVGH.js";
import {
  RERUN_CLASSES
} from "./chunk-EI6BH47E.js";
import "./chunk-2CQJQ2KS.js";
import "./chunk-UOFA3V4G.js";
import "./chunk-IUEVRTQK.js";
import "./chunk-3QBJS54M.js";
import "./chunk-6ZPHHZWB.js";
import "./chunk-X2V3TQRJ.js";
import "./chunk-PQU4MUBR.js";
import "./chunk-XJMUT3EV.js";
import "./chunk-OHYFLJE5.js";
import "./chunk-NAA5MHIW.js";
import "./chunk-YFYJSABB.js";
import "./chunk-UJL3ZTKI.js";
import "./chunk-QCTB2NEI.js";
import "./chunk-VBGMUPQZ.js";
import "./chunk-AHD5DVGJ.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-O3TYGBWK.js";
import "./chunk-UOOZFDNC.js";
import "./chunk-HGTUQGFI.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-TZD5YFVK.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-OLEPLZ32.js";
import "./chunk-57EAN4WP.js";
import "./chunk-JNPCGHRO.js";
import "./chunk-765GMJL5.js";
import "./chunk-AWUNPNWX.js";
import "./chunk-GDFUNZXU.js";
import "./chunk-KUU7ANM3.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-RKX7M5EU.js";
import "./chunk-OOJTWUBA.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-IQJLFTDA.js";
import "./chunk-VFM63BO2.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-U3YLF3AD.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
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
