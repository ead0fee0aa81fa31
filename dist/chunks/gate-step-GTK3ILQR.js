#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany,
  startBudget
} from "./chunk-UJLWJJAA.js";
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
import "./chunk-7VBCITV6.js";
import {
  DEFAULT_RERUN_BUDGET_MS
} from "./chunk-4UATW7ZC.js";
import "./chunk-I64G2WUU.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-YHSH5RBA.js";
import "./chunk-KUKC5SCS.js";
import "./chunk-BC4CWRGE.js";
import "./chunk-SLATU2ZP.js";
import "./chunk-KSUA6UZS.js";
import "./chunk-MJN26BLH.js";
import {
  RERUN_CLASSES
} from "./chunk-NYVWPCYT.js";
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
import "./chunk-JB7TIAU6.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/live/rerun/gate-step.ts
function wantsRerun(r) {
  return r.exitCode !== 2 && (r.staleness ?? []).some((s) => RERUN_CLASSES.has(s.class));
}
async function rerunStale(results, files, opts) {
  const picked = results.map((r, i) => ({ r, file: files[i], i })).filter(({ r, i }) => wantsRerun(r) || opts.changed?.has(i) === true && r.exitCode !== 2);
  const { budgetMs, changed: _changed, ...rest } = opts;
  const outcomes = await rerunMany(
    picked.map((p) => p.file),
    // the gate re-runs pull-request code: never outside paths, never a widened network, never off the container tier
    {
      ...rest,
      allowOutsidePaths: false,
      refuseEgressWidening: true,
      allowProtocolTier: false,
      budget: startBudget(budgetMs ?? DEFAULT_RERUN_BUDGET_MS)
    }
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
