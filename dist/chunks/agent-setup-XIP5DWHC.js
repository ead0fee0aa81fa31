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
} from "./chunk-WTSR53YQ.js";
import "./chunk-IK6LMVQB.js";
import "./chunk-JQCDYOMI.js";
import "./chunk-JZQBTFMH.js";
import "./chunk-SKD6WW5D.js";
import "./chunk-JERAXSB7.js";
import "./chunk-S46EIH6O.js";
import "./chunk-CGFAQEGA.js";
import "./chunk-3VVYLSEC.js";
import "./chunk-37DX3P53.js";
import "./chunk-JQZTEQHB.js";
import "./chunk-NV42QAXL.js";
import "./chunk-SLGAPW2N.js";
import "./chunk-EI6BH47E.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-FCZ4YIZK.js";
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
