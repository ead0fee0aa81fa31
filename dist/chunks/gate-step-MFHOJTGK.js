#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany
} from "./chunk-LSXQC7JK.js";
import "./chunk-NULN7EDT.js";
import "./chunk-4JXZJ4LJ.js";
import "./chunk-QCTB2NEI.js";
import "./chunk-KDQAKXA2.js";
import "./chunk-CHBKBUAM.js";
import "./chunk-KB65IVIX.js";
import "./chunk-2XHYTTIJ.js";
import "./chunk-FBH4EP7L.js";
import "./chunk-MZJLSIZC.js";
import "./chunk-SJV2RLFN.js";
import {
  RERUN_CLASSES
} from "./chunk-EI6BH47E.js";
import "./chunk-TSH5EFPS.js";
import "./chunk-FURJSVNS.js";
import "./chunk-YSWOZ54F.js";
import "./chunk-YGKABPFA.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-L3YWBCW6.js";
import "./chunk-YZHFMKVM.js";
import "./chunk-DTIFU3CX.js";
import "./chunk-GBJKSAOD.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-VXKHD4ZO.js";
import "./chunk-QK5Z4XLL.js";
import "./chunk-BYCT76SI.js";
import "./chunk-4PUE326A.js";
import "./chunk-3GFJJ6Z2.js";
import "./chunk-PMJCWNXK.js";
import "./chunk-24BXCO6L.js";
import "./chunk-VOWAKLMC.js";
import "./chunk-UNZECJXW.js";
import "./chunk-XXVUH75M.js";
import "./chunk-HYYBMG54.js";
import "./chunk-O6AL2HOY.js";
import "./chunk-N2HYR5M7.js";
import "./chunk-5C2HTD6I.js";

// src/rerun/gate-step.ts
function wantsRerun(r) {
  return r.exitCode !== 2 && (r.staleness ?? []).some((s) => RERUN_CLASSES.has(s.class));
}
async function rerunStale(results, files, opts) {
  const picked = results.map((r, i) => ({ r, file: files[i] })).filter(({ r }) => wantsRerun(r));
  const outcomes = await rerunMany(
    picked.map((p) => p.file),
    opts
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
