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
} from "./chunk-HXHUKNUL.js";
import "./chunk-BPXQRKPF.js";
import "./chunk-Y4CXFSTL.js";
import "./chunk-EFHGNVRE.js";
import "./chunk-JZQBTFMH.js";
import "./chunk-C4P2NHDI.js";
import "./chunk-OMTVCZ7X.js";
import "./chunk-BE66XZWF.js";
import "./chunk-G2TBU5UU.js";
import "./chunk-FX6CQSDV.js";
import "./chunk-OX3LE62W.js";
import "./chunk-A6P3I5SQ.js";
import "./chunk-2ZVO3CLO.js";
import "./chunk-7T3I7YOW.js";
import "./chunk-MNIE74E7.js";
import "./chunk-EI6BH47E.js";
import "./chunk-PHXYXN3A.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XNGVCNRJ.js";
import "./chunk-BMEV2336.js";
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
