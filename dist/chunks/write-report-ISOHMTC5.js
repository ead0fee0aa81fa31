#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-WC2UQQS3.js";
import "./chunk-FIEY7RA4.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-FQR3IX6H.js";
import "./chunk-3UEEAW2E.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-NV42QAXL.js";
import "./chunk-DEJQWIAN.js";
import "./chunk-EI6BH47E.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-YKMW7BBO.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-OPLXUUO4.js";
import "./chunk-4WLSGN7V.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-V74NAKSS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-UNXBSODQ.js";
import "./chunk-TQKMOWGD.js";
import "./chunk-3XWFZ2BP.js";
import "./chunk-F652KYCO.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-HVKTUIEQ.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  gateReportData,
  reportDate,
  writeHtmlReport
};
