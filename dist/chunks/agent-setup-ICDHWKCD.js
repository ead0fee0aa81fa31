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
} from "./chunk-VSGVV47X.js";
import "./chunk-W6BAPU3A.js";
import "./chunk-6NVNSL5Q.js";
import "./chunk-7BOIZFLR.js";
import "./chunk-WYHZHSM5.js";
import "./chunk-IK6LMVQB.js";
import "./chunk-VQ5T2NGZ.js";
import "./chunk-JZQBTFMH.js";
import "./chunk-HMPLMIHZ.js";
import "./chunk-7CPNN7IP.js";
import "./chunk-FWIZ2L2G.js";
import "./chunk-4UATW7ZC.js";
import "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import "./chunk-J4BNBE4G.js";
import "./chunk-63JXL4FW.js";
import "./chunk-EXVKMGPI.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-ODM7TWBF.js";
import "./chunk-6OGUKABV.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-MTJJAJ2A.js";
import "./chunk-JUH6HIAL.js";
import "./chunk-J5CYBANO.js";
import "./chunk-NT77EBXM.js";
import "./chunk-CGZME2NM.js";
import "./chunk-2HFCXRSU.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-GUYHYWBR.js";
import "./chunk-BVER6YVT.js";
import "./chunk-3LL6WAPB.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-EEFRBXOR.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-KPSQMKHF.js";
import "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import "./chunk-2JGKRYKG.js";
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
