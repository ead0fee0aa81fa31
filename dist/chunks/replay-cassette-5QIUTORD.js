#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-OESEVDBE.js";
import "./chunk-3AKXSKTB.js";
import "./chunk-4QCKNBJU.js";
import "./chunk-E3RAMG5P.js";
import "./chunk-VR3LRWGO.js";
import "./chunk-CPTB44P5.js";
import "./chunk-PHXYXN3A.js";
import "./chunk-XGE7Z6Y5.js";
import "./chunk-J44LXYLL.js";
import "./chunk-74PU6UMF.js";
import "./chunk-RVJX2XSE.js";
import "./chunk-N7LSOTME.js";
import "./chunk-YGKABPFA.js";
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
import "./chunk-GLYW7BXA.js";
import "./chunk-VJB5FKSE.js";
import "./chunk-XNGVCNRJ.js";
import "./chunk-BMEV2336.js";
import "./chunk-5HX2GR4K.js";
export {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
};
