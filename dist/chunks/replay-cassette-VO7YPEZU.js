#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-3PCLDBZJ.js";
import "./chunk-7V3MBGB2.js";
import "./chunk-YGKABPFA.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-2KV6633E.js";
import "./chunk-QZJLHEOG.js";
import "./chunk-CT4CI3XJ.js";
import "./chunk-GBJKSAOD.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-N7Y2QDQB.js";
import "./chunk-BYCT76SI.js";
import "./chunk-NZFBBQFT.js";
import "./chunk-3IM7RYYS.js";
import "./chunk-6OTTNWBF.js";
import "./chunk-UKBFPVMF.js";
import "./chunk-3GFJJ6Z2.js";
import "./chunk-OIJRPI3F.js";
import "./chunk-XXVUH75M.js";
import "./chunk-PMJCWNXK.js";
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
