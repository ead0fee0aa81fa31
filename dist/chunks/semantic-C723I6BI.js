#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
} from "./chunk-P5I3GZB3.js";
import "./chunk-YGZXPHHW.js";
import "./chunk-NVRRLF4C.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-7LQODFPV.js";
import "./chunk-W7JCLZWA.js";
import "./chunk-5HJR3O4F.js";
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
