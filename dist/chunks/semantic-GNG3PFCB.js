#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
} from "./chunk-U42VTMJZ.js";
import "./chunk-IFUH4CTL.js";
import "./chunk-PHISGFBT.js";
import "./chunk-BYQBE7JC.js";
import "./chunk-VNG75SAA.js";
import "./chunk-GH6FPMGI.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-V74NAKSS.js";
import "./chunk-HVKTUIEQ.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
};
