#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
} from "./chunk-U2OH6YVM.js";
import "./chunk-IVR6QIC2.js";
import "./chunk-DJ2HFZSI.js";
import "./chunk-GCRLTP4J.js";
import "./chunk-LK47KPT3.js";
import "./chunk-RGWSPBNQ.js";
import "./chunk-2LE36HU7.js";
import "./chunk-JYRDRJCF.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-BUUZFLZB.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-RXCQOFDW.js";
import "./chunk-5HX2GR4K.js";
export {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
};
