#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-FURJSVNS.js";
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
export {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
};
