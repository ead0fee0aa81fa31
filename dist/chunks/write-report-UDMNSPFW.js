#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-VXRITBXT.js";
import "./chunk-4J7PQXD6.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-NI75KEZV.js";
import "./chunk-O3TYGBWK.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-UOOZFDNC.js";
import "./chunk-IODDH6M4.js";
import "./chunk-EI6BH47E.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-YWKAWFA4.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-HFHL25QN.js";
import "./chunk-ECXMCYCH.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-WN34NFZS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-QGK4J2BQ.js";
import "./chunk-QPSCOXF3.js";
import "./chunk-IL2DJO3I.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  gateReportData,
  reportDate,
  writeHtmlReport
};
