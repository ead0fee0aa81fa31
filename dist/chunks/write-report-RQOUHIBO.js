#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-SBFHD2H4.js";
import "./chunk-N2MVXPKM.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-S46EIH6O.js";
import "./chunk-ROZ5Q5QQ.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-NV42QAXL.js";
import "./chunk-SLGAPW2N.js";
import "./chunk-EI6BH47E.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-OSM37I23.js";
import "./chunk-HLXPMBMF.js";
import "./chunk-J375Q3HA.js";
import "./chunk-NCIEJNLN.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-FH6X3FDT.js";
import "./chunk-SVWZCZDG.js";
import "./chunk-AMNCDHAJ.js";
import "./chunk-IEQQ5CLS.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XXVUH75M.js";
import "./chunk-FCZ4YIZK.js";
import "./chunk-5HX2GR4K.js";
export {
  gateReportData,
  reportDate,
  writeHtmlReport
};
