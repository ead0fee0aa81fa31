#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CHECK_HELP,
  checkCommand,
  gatePolicy
} from "./chunk-4ZUPNZVP.js";
import "./chunk-QIHHV57K.js";
import "./chunk-XDC7KW3D.js";
import "./chunk-PZFHBGYX.js";
import "./chunk-ZWUVGEAU.js";
import "./chunk-VL6LGVSZ.js";
import "./chunk-I2VZIKKL.js";
import "./chunk-GZOB7UBB.js";
import "./chunk-5QP2W7AT.js";
import "./chunk-GDG6PXD5.js";
import "./chunk-SOYCI7NG.js";
import "./chunk-MAIXL4EW.js";
import "./chunk-EWZBG5DE.js";
import "./chunk-TRIENDTP.js";
import "./chunk-HUNZ5CQ3.js";
import "./chunk-C6QVQ3GK.js";
import "./chunk-TMCTZUU2.js";
import "./chunk-B5W7KFYX.js";
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
