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
} from "./chunk-NJGX4AHH.js";
import "./chunk-IK6LMVQB.js";
import "./chunk-DVGNCI6I.js";
import "./chunk-PXPUV4LG.js";
import "./chunk-JZQBTFMH.js";
import "./chunk-VFKBRP4L.js";
import "./chunk-I2KPKXNV.js";
import "./chunk-T44GJVMM.js";
import "./chunk-OFZEJ2F2.js";
import "./chunk-WRXGSA2U.js";
import "./chunk-EI6BH47E.js";
import "./chunk-B2JLUPNY.js";
import "./chunk-OM6DB55V.js";
import "./chunk-YFYJSABB.js";
import "./chunk-UJL3ZTKI.js";
import "./chunk-NAA5MHIW.js";
import "./chunk-UOOZFDNC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-CNP7IC2Y.js";
import "./chunk-VQXXM3A3.js";
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
