#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName
} from "./chunk-KTWHO5JO.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-Y4CXFSTL.js";
import "./chunk-BE66XZWF.js";
import "./chunk-FX6CQSDV.js";
import "./chunk-AJ5W5HPM.js";
import "./chunk-EI6BH47E.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-TXNEV3KX.js";
import "./chunk-XXVUH75M.js";
import "./chunk-BMEV2336.js";
import "./chunk-5HX2GR4K.js";
export {
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName
};
