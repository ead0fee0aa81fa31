#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-NQR2ST7P.js";
import "./chunk-57EAN4WP.js";
import "./chunk-KDT3ZYCG.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-AYPWB3XO.js";
import "./chunk-WENC6SAI.js";
import "./chunk-XS75VSK2.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-X2H7BH5X.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-XRZ2SKYZ.js";
import "./chunk-2XNUAEAW.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-W7JCLZWA.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-WN34NFZS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-3PQQLJ72.js";
import "./chunk-QGINPJCY.js";
import "./chunk-HK56QHGB.js";
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
