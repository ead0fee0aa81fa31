#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-7SAA5IUD.js";
import "./chunk-57EAN4WP.js";
import "./chunk-JLUUKIJO.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-6T5PM2HE.js";
import "./chunk-4VVRWRRK.js";
import "./chunk-3YBEXZR3.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-VVPP37NX.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-75HG6PWO.js";
import "./chunk-HI3SO4GD.js";
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
import "./chunk-Z7PWZ47P.js";
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
