#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CHECK_HELP,
  checkCommand,
  gatePolicy
} from "./chunk-CMR32Q4C.js";
import "./chunk-JDZZ2EDM.js";
import "./chunk-JD66IRUE.js";
import "./chunk-ROI3PL5A.js";
import "./chunk-ZWUVGEAU.js";
import "./chunk-VL6LGVSZ.js";
import "./chunk-I2VZIKKL.js";
import "./chunk-QEZ2PQRI.js";
import "./chunk-QPPS2N7U.js";
import "./chunk-HFEA2QXE.js";
import "./chunk-SOYCI7NG.js";
import "./chunk-MAIXL4EW.js";
import "./chunk-BMVYTCOT.js";
import "./chunk-SC63X4YQ.js";
import "./chunk-EOQX4OQW.js";
import "./chunk-RJEQB3M3.js";
import "./chunk-DKZFCH5Z.js";
import "./chunk-3UGCV2R3.js";
import "./chunk-AZI7HGCA.js";
import "./chunk-DX4ZKPPA.js";
import "./chunk-OG5KCNUZ.js";
import "./chunk-FC4Q3RWA.js";
import "./chunk-5C2HTD6I.js";
export {
  CHECK_HELP,
  checkCommand,
  gatePolicy
};
