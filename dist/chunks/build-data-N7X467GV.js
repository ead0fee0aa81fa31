#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName
} from "./chunk-THJ2RSOE.js";
import "./chunk-2S4LTNS2.js";
import "./chunk-LO452IRD.js";
import "./chunk-5ODGQPTY.js";
import "./chunk-LK47KPT3.js";
import "./chunk-72UU3ASG.js";
import "./chunk-I2KXIUX6.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-HLWU5MXV.js";
import "./chunk-77VIU5QT.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-2LE36HU7.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-IAQDAOHD.js";
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
