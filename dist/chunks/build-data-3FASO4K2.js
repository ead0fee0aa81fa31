#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName
} from "./chunk-FIEY7RA4.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-FQR3IX6H.js";
import "./chunk-3UEEAW2E.js";
import "./chunk-DEJQWIAN.js";
import "./chunk-EI6BH47E.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-V74NAKSS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-HVKTUIEQ.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName
};
