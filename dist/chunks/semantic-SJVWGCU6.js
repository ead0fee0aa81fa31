#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
} from "./chunk-UBZIZ7PX.js";
import "./chunk-7EAR3FL6.js";
import "./chunk-KB65IVIX.js";
import "./chunk-BE66XZWF.js";
import "./chunk-FBH4EP7L.js";
import "./chunk-YGKABPFA.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-XXVUH75M.js";
import "./chunk-5C2HTD6I.js";
export {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
};
