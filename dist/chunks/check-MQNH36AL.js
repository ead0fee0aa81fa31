#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CHECK_HELP,
  CHECK_OPTIONS,
  checkCommand,
  gatePolicy
} from "./chunk-JWYFAM5J.js";
import "./chunk-RMMMC3SV.js";
import "./chunk-FJ6A64WO.js";
import "./chunk-X7T7NXS6.js";
import "./chunk-BE66XZWF.js";
import "./chunk-OG5KCNUZ.js";
import "./chunk-U752NWI4.js";
import "./chunk-BNT3LF6N.js";
import "./chunk-DPVB5XW2.js";
import "./chunk-DUPQB45C.js";
import "./chunk-SUASOHRC.js";
import "./chunk-PDEK7MW4.js";
import "./chunk-YOUL7JVZ.js";
import "./chunk-BYQOEVUD.js";
import "./chunk-FBH4EP7L.js";
import "./chunk-MZJLSIZC.js";
import "./chunk-HU6QAOYI.js";
import "./chunk-3PCLDBZJ.js";
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
  CHECK_HELP,
  CHECK_OPTIONS,
  checkCommand,
  gatePolicy
};
