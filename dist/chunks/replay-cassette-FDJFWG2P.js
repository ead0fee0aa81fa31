#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-EULF5WRE.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-MTJJAJ2A.js";
import "./chunk-WZTI42HX.js";
import "./chunk-DOG6J2SN.js";
import "./chunk-RT75AHDQ.js";
import "./chunk-72WANMM5.js";
import "./chunk-NRH2JZGB.js";
import "./chunk-UVCSMSXY.js";
import "./chunk-IFDLEOBP.js";
import "./chunk-MJMTB7RB.js";
import "./chunk-Y2DZ7RMF.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-DUIA6IGR.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-LGISKRF5.js";
import "./chunk-CGZME2NM.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-FIBW2XIV.js";
import "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
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
