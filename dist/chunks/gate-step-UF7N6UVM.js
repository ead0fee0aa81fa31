#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_RERUN_BUDGET_MS,
  rerunMany,
  startBudget
} from "./chunk-NOWQ3MIX.js";
import "./chunk-QAXP3BNV.js";
import "./chunk-3ZWBB3L7.js";
import "./chunk-TBT2VVGH.js";
import {
  RERUN_CLASSES
} from "./chunk-EI6BH47E.js";
import "./chunk-L6DCPDEI.js";
import "./chunk-LGRKH2BK.js";
import "./chunk-QCSS7MRJ.js";
import "./chunk-UOFA3V4G.js";
import "./chunk-OM6DB55V.js";
import "./chunk-6ZPHHZWB.js";
import "./chunk-X2V3TQRJ.js";
import "./chunk-PQU4MUBR.js";
import "./chunk-XJMUT3EV.js";
import "./chunk-OHYFLJE5.js";
import "./chunk-YFYJSABB.js";
import "./chunk-UJL3ZTKI.js";
import "./chunk-QCTB2NEI.js";
import "./chunk-EUMIU4E4.js";
import "./chunk-AHD5DVGJ.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-O3TYGBWK.js";
import "./chunk-NAA5MHIW.js";
import "./chunk-UOOZFDNC.js";
import "./chunk-JGRVEPPQ.js";
import "./chunk-R6WTYLHT.js";
import "./chunk-B3KGR4IC.js";
import "./chunk-BLZCU3FR.js";
import "./chunk-57EAN4WP.js";
import "./chunk-GNRCT5WW.js";
import "./chunk-765GMJL5.js";
import "./chunk-Z52EMNER.js";
import "./chunk-GDFUNZXU.js";
import "./chunk-CVROAHTK.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-GST36PRG.js";
import "./chunk-57ATHONI.js";
import "./chunk-OOJTWUBA.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-P4IMB74P.js";
import "./chunk-VFM63BO2.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-U3YLF3AD.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-VQXXM3A3.js";
import "./chunk-5HX2GR4K.js";

// src/rerun/gate-step.ts
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
