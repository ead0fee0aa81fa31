#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany
} from "./chunk-PBCNOJK3.js";
import "./chunk-ZCJULLRC.js";
import "./chunk-5UZUG2GE.js";
import "./chunk-SN563K64.js";
import "./chunk-T3ZHD5MT.js";
import "./chunk-A6P3I5SQ.js";
import "./chunk-2ZVO3CLO.js";
import "./chunk-7T3I7YOW.js";
import "./chunk-HZH7LI4A.js";
import "./chunk-Y3MXB6TP.js";
import "./chunk-UCU2OXIK.js";
import "./chunk-AW73X3WW.js";
import "./chunk-PLNEXFEE.js";
import "./chunk-QCTB2NEI.js";
import "./chunk-ENIY43VZ.js";
import "./chunk-W6V6O44X.js";
import "./chunk-UI7V2R23.js";
import "./chunk-SITF673I.js";
import "./chunk-AJ5W5HPM.js";
import "./chunk-MNIE74E7.js";
import {
  RERUN_CLASSES
} from "./chunk-EI6BH47E.js";
import "./chunk-Z2MCFZZC.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-OESEVDBE.js";
import "./chunk-3AKXSKTB.js";
import "./chunk-4QCKNBJU.js";
import "./chunk-E3RAMG5P.js";
import "./chunk-VR3LRWGO.js";
import "./chunk-CPTB44P5.js";
import "./chunk-PHXYXN3A.js";
import "./chunk-XGE7Z6Y5.js";
import "./chunk-J44LXYLL.js";
import "./chunk-74PU6UMF.js";
import "./chunk-RVJX2XSE.js";
import "./chunk-N7LSOTME.js";
import "./chunk-YGKABPFA.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-TXNEV3KX.js";
import "./chunk-6CDE3OBN.js";
import "./chunk-PFIEFCFF.js";
import "./chunk-G6I22FEX.js";
import "./chunk-AMNCDHAJ.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XXVUH75M.js";
import "./chunk-GLYW7BXA.js";
import "./chunk-VJB5FKSE.js";
import "./chunk-XNGVCNRJ.js";
import "./chunk-BMEV2336.js";
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
