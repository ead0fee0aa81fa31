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
} from "./chunk-ULE6SIK7.js";
import "./chunk-W6BAPU3A.js";
import "./chunk-6NVNSL5Q.js";
import "./chunk-7BOIZFLR.js";
import "./chunk-KBFI62UA.js";
import "./chunk-IK6LMVQB.js";
import "./chunk-VQ5T2NGZ.js";
import "./chunk-JZQBTFMH.js";
import "./chunk-CQXYQOIS.js";
import "./chunk-7CPNN7IP.js";
import "./chunk-PCKRIXQN.js";
import "./chunk-4UATW7ZC.js";
import "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import "./chunk-3YG52RAX.js";
import "./chunk-D4UJLDRL.js";
import "./chunk-EXVKMGPI.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-ODM7TWBF.js";
import "./chunk-LGISKRF5.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
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
