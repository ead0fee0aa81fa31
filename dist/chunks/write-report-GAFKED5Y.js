#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-D2KPJWDJ.js";
import "./chunk-APPD46ZC.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-NI75KEZV.js";
import "./chunk-FD7UN4GZ.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-NV42QAXL.js";
import "./chunk-IODDH6M4.js";
import "./chunk-EI6BH47E.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-YZJB6IL6.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-75HG6PWO.js";
import "./chunk-CCPEVIAG.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-WN34NFZS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-RBQP2UT5.js";
import "./chunk-ORQHSUDW.js";
import "./chunk-3XWFZ2BP.js";
import "./chunk-BX45A4DF.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  gateReportData,
  reportDate,
  writeHtmlReport
};
