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
} from "./chunk-HV5VSMGS.js";
import "./chunk-W6BAPU3A.js";
import "./chunk-GGXHISGX.js";
import "./chunk-FJJFHNAZ.js";
import "./chunk-L2AAOWPX.js";
import "./chunk-IK6LMVQB.js";
import "./chunk-6B7XO75Q.js";
import "./chunk-JZQBTFMH.js";
import "./chunk-JYVPN5EM.js";
import "./chunk-LVT3UH3S.js";
import "./chunk-4UATW7ZC.js";
import "./chunk-FGSAR7IO.js";
import "./chunk-2JIDNVBS.js";
import "./chunk-YFVNEP57.js";
import "./chunk-GCHBONNY.js";
import "./chunk-FJ2EIVSK.js";
import "./chunk-Q3O6HLKK.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-HLWU5MXV.js";
import "./chunk-JYRDRJCF.js";
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
