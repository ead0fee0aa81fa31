#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName
} from "./chunk-W3FDEBDC.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-DVGNCI6I.js";
import "./chunk-T44GJVMM.js";
import "./chunk-WRXGSA2U.js";
import "./chunk-EI6BH47E.js";
import "./chunk-B2JLUPNY.js";
import "./chunk-O3TYGBWK.js";
import "./chunk-NAA5MHIW.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-GST36PRG.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-VQXXM3A3.js";
import "./chunk-5HX2GR4K.js";
export {
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName
};
