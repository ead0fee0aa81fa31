#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
} from "./chunk-KYU65JRY.js";
import "./chunk-X4B7ZJIS.js";
import "./chunk-NVRRLF4C.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-7LQODFPV.js";
import "./chunk-W7JCLZWA.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-WN34NFZS.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
};
