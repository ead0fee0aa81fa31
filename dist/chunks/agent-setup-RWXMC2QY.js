#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  actionsAgentCache,
  agentBinaryForRunner,
  agentEnvironments,
  stageUnderRunnerTemp,
  withoutAgentKey
} from "./chunk-G4YCJTLX.js";
import "./chunk-ANU2B2WN.js";
import "./chunk-CHBKBUAM.js";
import "./chunk-N2HYR5M7.js";
import "./chunk-5C2HTD6I.js";
export {
  actionsAgentCache,
  agentBinaryForRunner,
  agentEnvironments,
  stageUnderRunnerTemp,
  withoutAgentKey
};
