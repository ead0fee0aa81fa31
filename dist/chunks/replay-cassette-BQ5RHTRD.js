#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-DOV3CVR3.js";
import "./chunk-57EAN4WP.js";
import "./chunk-QTVHDX5Q.js";
import "./chunk-4QCKNBJU.js";
import "./chunk-S423OP3Y.js";
import "./chunk-J2UGEVXE.js";
import "./chunk-GDYD5I6V.js";
import "./chunk-VR3LRWGO.js";
import "./chunk-OSM37I23.js";
import "./chunk-HLXPMBMF.js";
import "./chunk-J375Q3HA.js";
import "./chunk-NCIEJNLN.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-YGKABPFA.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-FH6X3FDT.js";
import "./chunk-SVWZCZDG.js";
import "./chunk-AMNCDHAJ.js";
import "./chunk-IEQQ5CLS.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XXVUH75M.js";
import "./chunk-AXEGY6G2.js";
import "./chunk-RIYPGL4O.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-FCZ4YIZK.js";
import "./chunk-5HX2GR4K.js";
export {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
};
