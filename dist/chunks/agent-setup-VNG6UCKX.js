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
} from "./chunk-ILRULKVZ.js";
import "./chunk-W6BAPU3A.js";
import "./chunk-GGXHISGX.js";
import "./chunk-FJJFHNAZ.js";
import "./chunk-2U4PT5SB.js";
import "./chunk-IK6LMVQB.js";
import "./chunk-6B7XO75Q.js";
import "./chunk-JZQBTFMH.js";
import "./chunk-JYVPN5EM.js";
import "./chunk-LVT3UH3S.js";
import "./chunk-4UATW7ZC.js";
import "./chunk-FGSAR7IO.js";
import "./chunk-5ODGQPTY.js";
import "./chunk-LK47KPT3.js";
import "./chunk-UT2QOJTT.js";
import "./chunk-72UU3ASG.js";
import "./chunk-I2KXIUX6.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-HLWU5MXV.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-TJJ4W7GB.js";
import "./chunk-RXCQOFDW.js";
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
