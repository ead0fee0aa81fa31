#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-22NSFTAR.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-LKOCANNL.js";
import "./chunk-5OEJ2WAO.js";
import "./chunk-JWCHW7MQ.js";
import "./chunk-6QUA6IZO.js";
import "./chunk-G23BU6AA.js";
import "./chunk-XUI6PUW6.js";
import "./chunk-2ASNSNAT.js";
import "./chunk-JH5ARI2P.js";
import "./chunk-KOSDDSUX.js";
import "./chunk-RGWSPBNQ.js";
import "./chunk-77VIU5QT.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-2LE36HU7.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-W73SXYVW.js";
import "./chunk-T2TOFNW4.js";
import "./chunk-MKKEINBF.js";
import "./chunk-YWU5OY5L.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-BUUZFLZB.js";
import "./chunk-U6PGOR3A.js";
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
