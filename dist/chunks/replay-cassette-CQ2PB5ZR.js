#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-XUPPGWBO.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-7H5ATHVW.js";
import "./chunk-6JLHCIAV.js";
import "./chunk-IOIOQQXK.js";
import "./chunk-6D26IK4G.js";
import "./chunk-DUHCN7RA.js";
import "./chunk-RFJN3EXI.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-UG4URYWX.js";
import "./chunk-MJMTB7RB.js";
import "./chunk-CGZME2NM.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-W73SXYVW.js";
import "./chunk-AEFE7NNU.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import "./chunk-6U6LOB37.js";
import "./chunk-K773VTCL.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";
export {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
};
