#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-BB6JGN3U.js";
import "./chunk-57EAN4WP.js";
import "./chunk-5Y46WYAS.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-AZTQOEFV.js";
import "./chunk-WENC6SAI.js";
import "./chunk-KA6V6NH3.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-YWKAWFA4.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-HFHL25QN.js";
import "./chunk-ECXMCYCH.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-W7JCLZWA.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-WN34NFZS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-QGK4J2BQ.js";
import "./chunk-QPSCOXF3.js";
import "./chunk-IL2DJO3I.js";
import "./chunk-BKM4LKJP.js";
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
