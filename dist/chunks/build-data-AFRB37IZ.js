#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName
} from "./chunk-LILKTBV7.js";
import "./chunk-2S4LTNS2.js";
import "./chunk-LO452IRD.js";
import "./chunk-2JIDNVBS.js";
import "./chunk-YFVNEP57.js";
import "./chunk-FJ2EIVSK.js";
import "./chunk-Q3O6HLKK.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-HLWU5MXV.js";
import "./chunk-77VIU5QT.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-2LE36HU7.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-W73SXYVW.js";
import "./chunk-BUUZFLZB.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-RXCQOFDW.js";
import "./chunk-5HX2GR4K.js";
export {
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName
};
