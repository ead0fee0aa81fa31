#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-6BYDWEAQ.js";
import "./chunk-57EAN4WP.js";
import "./chunk-XLQFXLN5.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-QAUE63MS.js";
import "./chunk-F7Y7GEYV.js";
import "./chunk-NNFGXP7E.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-YZJB6IL6.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-75HG6PWO.js";
import "./chunk-CCPEVIAG.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-W7JCLZWA.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-WN34NFZS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-RBQP2UT5.js";
import "./chunk-ORQHSUDW.js";
import "./chunk-3XWFZ2BP.js";
import "./chunk-BX45A4DF.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-RKX7M5EU.js";
import "./chunk-OOJTWUBA.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
};
