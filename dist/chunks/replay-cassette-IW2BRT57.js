#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-GYOVL3O7.js";
import "./chunk-57EAN4WP.js";
import "./chunk-MKZ335II.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-OFSL6ERQ.js";
import "./chunk-WENC6SAI.js";
import "./chunk-XTFSBFGE.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-7MCJNM2C.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-NHT3R4PU.js";
import "./chunk-TMZTGHZJ.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-W7JCLZWA.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-WN34NFZS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-ITQ6ZTXX.js";
import "./chunk-6YGVRRQJ.js";
import "./chunk-IL2DJO3I.js";
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
