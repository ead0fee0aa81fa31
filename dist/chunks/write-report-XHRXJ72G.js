#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-SXHYK4YA.js";
import "./chunk-KTWHO5JO.js";
import "./chunk-6AJSIGXL.js";
import "./chunk-Y4CXFSTL.js";
import "./chunk-BE66XZWF.js";
import "./chunk-FX6CQSDV.js";
import "./chunk-AJ5W5HPM.js";
import "./chunk-MNIE74E7.js";
import "./chunk-EI6BH47E.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-J44LXYLL.js";
import "./chunk-74PU6UMF.js";
import "./chunk-RVJX2XSE.js";
import "./chunk-N7LSOTME.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-TXNEV3KX.js";
import "./chunk-6CDE3OBN.js";
import "./chunk-PFIEFCFF.js";
import "./chunk-G6I22FEX.js";
import "./chunk-AMNCDHAJ.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XXVUH75M.js";
import "./chunk-BMEV2336.js";
import "./chunk-5HX2GR4K.js";
export {
  gateReportData,
  reportDate,
  writeHtmlReport
};
