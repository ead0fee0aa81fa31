#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CHECK_HELP,
  checkCommand,
  gatePolicy
} from "./chunk-6GFCQMHM.js";
import "./chunk-HP7ZXXS6.js";
import "./chunk-T4YZH74C.js";
import "./chunk-P64A23UK.js";
import "./chunk-ZWUVGEAU.js";
import "./chunk-VL6LGVSZ.js";
import "./chunk-PRDXFVCI.js";
import "./chunk-3SDLLXRZ.js";
import "./chunk-QPPS2N7U.js";
import "./chunk-QXX2K6ZS.js";
import "./chunk-JKB6V4NB.js";
import "./chunk-SOYCI7NG.js";
import "./chunk-MZJLSIZC.js";
import "./chunk-Z45J6GXM.js";
import "./chunk-4GG2ZP26.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-62YUNXPY.js";
import "./chunk-RJEQB3M3.js";
import "./chunk-76F7RFJK.js";
import "./chunk-3UGCV2R3.js";
import "./chunk-AZI7HGCA.js";
import "./chunk-3D262LXW.js";
import "./chunk-OG5KCNUZ.js";
import "./chunk-6MRT7ACZ.js";
import "./chunk-5C2HTD6I.js";
export {
  CHECK_HELP,
  checkCommand,
  gatePolicy
};
