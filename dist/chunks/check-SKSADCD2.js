#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CHECK_HELP,
  checkCommand,
  gatePolicy
} from "./chunk-NBNSKA3K.js";
import "./chunk-QIHHV57K.js";
import "./chunk-R47MKHBD.js";
import "./chunk-L7FRJGOH.js";
import "./chunk-ZWUVGEAU.js";
import "./chunk-VL6LGVSZ.js";
import "./chunk-I2VZIKKL.js";
import "./chunk-UTP75ZT7.js";
import "./chunk-5QP2W7AT.js";
import "./chunk-GDG6PXD5.js";
import "./chunk-SOYCI7NG.js";
import "./chunk-MAIXL4EW.js";
import "./chunk-5DNRAHPD.js";
import "./chunk-5UHMMDID.js";
import "./chunk-XYQRICUT.js";
import "./chunk-C6QVQ3GK.js";
import "./chunk-T65E7AKT.js";
import "./chunk-B5W7KFYX.js";
import "./chunk-AZI7HGCA.js";
import "./chunk-RBRMCFOL.js";
import "./chunk-OG5KCNUZ.js";
import "./chunk-FC4Q3RWA.js";
import "./chunk-5C2HTD6I.js";
export {
  CHECK_HELP,
  checkCommand,
  gatePolicy
};
