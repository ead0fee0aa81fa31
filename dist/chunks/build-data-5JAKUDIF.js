#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName
} from "./chunk-N2MVXPKM.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-S46EIH6O.js";
import "./chunk-ROZ5Q5QQ.js";
import "./chunk-SLGAPW2N.js";
import "./chunk-EI6BH47E.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-XXVUH75M.js";
import "./chunk-FCZ4YIZK.js";
import "./chunk-5HX2GR4K.js";
export {
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName
};
