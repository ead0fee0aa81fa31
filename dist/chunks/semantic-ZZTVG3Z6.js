#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
} from "./chunk-23GDU34I.js";
import "./chunk-VEN4H2ZF.js";
import "./chunk-T44GJVMM.js";
import "./chunk-TBT2VVGH.js";
import "./chunk-AHD5DVGJ.js";
import "./chunk-765GMJL5.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-VQXXM3A3.js";
import "./chunk-5HX2GR4K.js";
export {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
};
