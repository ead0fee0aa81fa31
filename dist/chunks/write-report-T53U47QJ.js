#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-5AL6HFMU.js";
import "./chunk-EF3D2XJL.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-5KOTEIGA.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-NQR43HSO.js";
import "./chunk-EI6BH47E.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-O3TYGBWK.js";
import "./chunk-UOOZFDNC.js";
import "./chunk-AJOMU2SL.js";
import "./chunk-TOQBAHCZ.js";
import "./chunk-HXQ6P73G.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-IG44PSIL.js";
import "./chunk-ZNPC6EJ5.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-GST36PRG.js";
import "./chunk-RVRNDOYZ.js";
import "./chunk-MP2XLUU3.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-6EI24DBY.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  gateReportData,
  reportDate,
  writeHtmlReport
};
