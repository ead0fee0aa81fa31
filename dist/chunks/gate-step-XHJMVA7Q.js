#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany
} from "./chunk-GODEQJDH.js";
import "./chunk-KVYOARU3.js";
import "./chunk-RQWTE7SC.js";
import "./chunk-JVY4W3WM.js";
import "./chunk-CGFAQEGA.js";
import "./chunk-NAA5MHIW.js";
import "./chunk-3VVYLSEC.js";
import "./chunk-EKRTOPTB.js";
import "./chunk-37DX3P53.js";
import "./chunk-WRCWQYCV.js";
import "./chunk-QCTB2NEI.js";
import "./chunk-4XB5AOES.js";
import "./chunk-INRKW75S.js";
import "./chunk-7FY4IRAQ.js";
import "./chunk-3AL7SLE2.js";
import "./chunk-ROZ5Q5QQ.js";
import "./chunk-7V4ER6PF.js";
import "./chunk-LSINBSBV.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-NV42QAXL.js";
import {
  RERUN_CLASSES
} from "./chunk-EI6BH47E.js";
import "./chunk-PHISGFBT.js";
import "./chunk-VNG75SAA.js";
import "./chunk-DOV3CVR3.js";
import "./chunk-57EAN4WP.js";
import "./chunk-QTVHDX5Q.js";
import "./chunk-4QCKNBJU.js";
import "./chunk-S423OP3Y.js";
import "./chunk-J2UGEVXE.js";
import "./chunk-GDYD5I6V.js";
import "./chunk-VR3LRWGO.js";
import "./chunk-OSM37I23.js";
import "./chunk-HLXPMBMF.js";
import "./chunk-J375Q3HA.js";
import "./chunk-NCIEJNLN.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-YGKABPFA.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-FH6X3FDT.js";
import "./chunk-SVWZCZDG.js";
import "./chunk-AMNCDHAJ.js";
import "./chunk-IEQQ5CLS.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XXVUH75M.js";
import "./chunk-AXEGY6G2.js";
import "./chunk-RIYPGL4O.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-FCZ4YIZK.js";
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
