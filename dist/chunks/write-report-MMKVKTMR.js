#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-Q36SKJOO.js";
import "./chunk-XRCHNJHT.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-5KOTEIGA.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-NQR43HSO.js";
import "./chunk-EI6BH47E.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-O3TYGBWK.js";
import "./chunk-UOOZFDNC.js";
import "./chunk-AWUNPNWX.js";
import "./chunk-GDFUNZXU.js";
import "./chunk-KUU7ANM3.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-IQJLFTDA.js";
import "./chunk-VFM63BO2.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-U3YLF3AD.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  gateReportData,
  reportDate,
  writeHtmlReport
};
