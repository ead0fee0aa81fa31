#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-BPD5MJAG.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-PSIYUDON.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-S4K4UQ6A.js";
import "./chunk-57EAN4WP.js";
import "./chunk-QM4Q3VKZ.js";
import "./chunk-765GMJL5.js";
import "./chunk-AJOMU2SL.js";
import "./chunk-TOQBAHCZ.js";
import "./chunk-HXQ6P73G.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-IG44PSIL.js";
import "./chunk-ZNPC6EJ5.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-GST36PRG.js";
import "./chunk-UT7DB2BU.js";
import "./chunk-UWKCNYKK.js";
import "./chunk-ZBAVR3NQ.js";
import "./chunk-RVRNDOYZ.js";
import "./chunk-MP2XLUU3.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-6EI24DBY.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
};
