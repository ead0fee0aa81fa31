#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  STALE_FAILING_LABEL,
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName,
  pageStatus,
  pageTotals
} from "./chunk-YZUIYWUY.js";
import "./chunk-2S4LTNS2.js";
import "./chunk-XTASYWUU.js";
import "./chunk-7356HKIZ.js";
import "./chunk-ENZH6ITV.js";
import "./chunk-JJWPROIF.js";
import "./chunk-WZHJZWYZ.js";
import "./chunk-I2KXIUX6.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-HLWU5MXV.js";
import "./chunk-CGZME2NM.js";
import "./chunk-LGISKRF5.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-FHQR7PEA.js";
import "./chunk-CMR34UZX.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";
export {
  STALE_FAILING_LABEL,
  buildCassetteData,
  buildReportData,
  cassetteAnchor,
  cassetteAnchorName,
  pageStatus,
  pageTotals
};
