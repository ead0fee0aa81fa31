#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-LSET2XDQ.js";
import "./chunk-57EAN4WP.js";
import "./chunk-AVQ5L3DW.js";
import "./chunk-FURVIZU2.js";
import "./chunk-EGR7GDLD.js";
import "./chunk-P2JKQXQR.js";
import "./chunk-AZ3RJ2FP.js";
import "./chunk-NB4TPKQE.js";
import "./chunk-YKMW7BBO.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-OPLXUUO4.js";
import "./chunk-4WLSGN7V.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-GH6FPMGI.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-V74NAKSS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-UNXBSODQ.js";
import "./chunk-TQKMOWGD.js";
import "./chunk-3XWFZ2BP.js";
import "./chunk-F652KYCO.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-HVKTUIEQ.js";
import "./chunk-4UUBMDTG.js";
import "./chunk-RIYPGL4O.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
};
