#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany
} from "./chunk-FQPVCJOZ.js";
import "./chunk-N3J7K2ZR.js";
import "./chunk-3ZWBB3L7.js";
import "./chunk-2I27V7PD.js";
import "./chunk-3QBJS54M.js";
import "./chunk-NAA5MHIW.js";
import "./chunk-YFYJSABB.js";
import "./chunk-UOFA3V4G.js";
import "./chunk-UJL3ZTKI.js";
import "./chunk-IUEVRTQK.js";
import "./chunk-QCTB2NEI.js";
import "./chunk-BC6KHTBA.js";
import "./chunk-X2V3TQRJ.js";
import "./chunk-UV6OBPIZ.js";
import "./chunk-XJMUT3EV.js";
import "./chunk-3UEEAW2E.js";
import "./chunk-24KBRQSQ.js";
import "./chunk-XODHX6NP.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-NV42QAXL.js";
import {
  RERUN_CLASSES
} from "./chunk-EI6BH47E.js";
import "./chunk-PHISGFBT.js";
import "./chunk-VNG75SAA.js";
import "./chunk-LSET2XDQ.js";
import "./chunk-57EAN4WP.js";
import "./chunk-AVQ5L3DW.js";
import "./chunk-FURVIZU2.js";
import "./chunk-EGR7GDLD.js";
import "./chunk-P2JKQXQR.js";
import "./chunk-AZ3RJ2FP.js";
import "./chunk-NB4TPKQE.js";
import "./chunk-YKMW7BBO.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-OPLXUUO4.js";
import "./chunk-4WLSGN7V.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-GH6FPMGI.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-V74NAKSS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-UNXBSODQ.js";
import "./chunk-TQKMOWGD.js";
import "./chunk-3XWFZ2BP.js";
import "./chunk-F652KYCO.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-HVKTUIEQ.js";
import "./chunk-4UUBMDTG.js";
import "./chunk-RIYPGL4O.js";
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
