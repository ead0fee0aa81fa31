#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rerunMany
} from "./chunk-LTVGM4TY.js";
import "./chunk-TUDIZRJN.js";
import "./chunk-QCTB2NEI.js";
import "./chunk-L23SLWUQ.js";
import "./chunk-CHBKBUAM.js";
import "./chunk-KB65IVIX.js";
import "./chunk-2XHYTTIJ.js";
import "./chunk-FBH4EP7L.js";
import "./chunk-MZJLSIZC.js";
import "./chunk-HWWVGYVP.js";
import "./chunk-HU6QAOYI.js";
import "./chunk-CTVYIDFW.js";
import "./chunk-YSWOZ54F.js";
import "./chunk-YGKABPFA.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-JXU3GW2O.js";
import "./chunk-52EKGFM4.js";
import "./chunk-DTIFU3CX.js";
import "./chunk-GBJKSAOD.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-K5DDJS6F.js";
import "./chunk-DODRUMUI.js";
import "./chunk-BYCT76SI.js";
import "./chunk-W7MQSWXR.js";
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
var RERUN_CLASSES = /* @__PURE__ */ new Set(["skill", "shared-root", "uploads", "model-script"]);
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
  RERUN_CLASSES,
  rerunStale,
  wantsRerun
};
