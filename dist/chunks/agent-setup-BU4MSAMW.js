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
} from "./chunk-C5LUNORS.js";
import "./chunk-OUUDZANC.js";
import "./chunk-5KOTEIGA.js";
import "./chunk-NLCXCHVH.js";
import "./chunk-T5AITAHU.js";
import "./chunk-B7OKEXSO.js";
import "./chunk-I2KPKXNV.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-JEAGOOYQ.js";
import "./chunk-NQR43HSO.js";
import "./chunk-EI6BH47E.js";
import "./chunk-OM6DB55V.js";
import "./chunk-YFYJSABB.js";
import "./chunk-UJL3ZTKI.js";
import "./chunk-UOOZFDNC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-ZBAVR3NQ.js";
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
