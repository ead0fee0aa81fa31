#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  actionsAgentCache,
  actionsImageCache,
  agentBinaryForRunner,
  agentEnvironments,
  obtainAgentImageOnRunner,
  stageUnderRunnerTemp,
  withoutAgentKey
} from "./chunk-EXJRVX4Y.js";
import "./chunk-IK6LMVQB.js";
import "./chunk-PXPUV4LG.js";
import "./chunk-JZQBTFMH.js";
import "./chunk-VFKBRP4L.js";
import "./chunk-I2KPKXNV.js";
import "./chunk-NI75KEZV.js";
import "./chunk-3QBJS54M.js";
import "./chunk-YFYJSABB.js";
import "./chunk-UJL3ZTKI.js";
import "./chunk-5Q3B37QJ.js";
import "./chunk-UOOZFDNC.js";
import "./chunk-IODDH6M4.js";
import "./chunk-EI6BH47E.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-Z2CAYRYN.js";
import "./chunk-5HX2GR4K.js";
export {
  actionsAgentCache,
  actionsImageCache,
  agentBinaryForRunner,
  agentEnvironments,
  obtainAgentImageOnRunner,
  stageUnderRunnerTemp,
  withoutAgentKey
};
