#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CHECK_HELP,
  checkCommand,
  gatePolicy
} from "./chunk-J6GYCLHS.js";
import "./chunk-JDZZ2EDM.js";
import "./chunk-J4SORFM3.js";
import "./chunk-P64A23UK.js";
import "./chunk-ZWUVGEAU.js";
import "./chunk-VL6LGVSZ.js";
import "./chunk-I2VZIKKL.js";
import "./chunk-YQ5ADBKH.js";
import "./chunk-QPPS2N7U.js";
import "./chunk-HFEA2QXE.js";
import "./chunk-SOYCI7NG.js";
import "./chunk-MAIXL4EW.js";
import "./chunk-ZIYNRLC6.js";
import "./chunk-4GG2ZP26.js";
import "./chunk-62YUNXPY.js";
import "./chunk-RJEQB3M3.js";
import "./chunk-76F7RFJK.js";
import "./chunk-3UGCV2R3.js";
import "./chunk-AZI7HGCA.js";
import "./chunk-3D262LXW.js";
import "./chunk-OG5KCNUZ.js";
import "./chunk-FC4Q3RWA.js";
import "./chunk-5C2HTD6I.js";
export {
  CHECK_HELP,
  checkCommand,
  gatePolicy
};
