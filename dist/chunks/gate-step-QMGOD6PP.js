#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany
} from "./chunk-LHOECWHR.js";
import "./chunk-ODKIPE3Q.js";
import "./chunk-3ZWBB3L7.js";
import "./chunk-5VOKYW3V.js";
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
import "./chunk-AD3TL5MD.js";
import "./chunk-TWRQ5JYH.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-NV42QAXL.js";
import {
  RERUN_CLASSES
} from "./chunk-EI6BH47E.js";
import "./chunk-PHISGFBT.js";
import "./chunk-VNG75SAA.js";
import "./chunk-LADQ6QH3.js";
import "./chunk-57EAN4WP.js";
import "./chunk-IW3FXJYN.js";
import "./chunk-FURVIZU2.js";
import "./chunk-YPX3SJTO.js";
import "./chunk-LYCUEF32.js";
import "./chunk-AQAMTA7M.js";
import "./chunk-NB4TPKQE.js";
import "./chunk-P7N2PKDR.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-OPLXUUO4.js";
import "./chunk-22N3A422.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-GH6FPMGI.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-V74NAKSS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-T4SQZWD5.js";
import "./chunk-TQKMOWGD.js";
import "./chunk-3XWFZ2BP.js";
import "./chunk-F652KYCO.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-HVKTUIEQ.js";
import "./chunk-6JWDRCYS.js";
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
