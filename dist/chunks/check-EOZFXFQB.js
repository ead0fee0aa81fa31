#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CHECK_HELP,
  CHECK_OPTIONS,
  checkCommand,
  gatePolicy
} from "./chunk-3VINARWJ.js";
import "./chunk-BNT3LF6N.js";
import "./chunk-UBSYFPH7.js";
import "./chunk-PGJTTBPA.js";
import "./chunk-W3WS6QHF.js";
import "./chunk-BE66XZWF.js";
import "./chunk-OG5KCNUZ.js";
import "./chunk-YC5RPTQB.js";
import "./chunk-THDDYE4Z.js";
import "./chunk-PDEK7MW4.js";
import "./chunk-DPVB5XW2.js";
import "./chunk-YOUL7JVZ.js";
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
export {
  CHECK_HELP,
  CHECK_OPTIONS,
  checkCommand,
  gatePolicy
};
