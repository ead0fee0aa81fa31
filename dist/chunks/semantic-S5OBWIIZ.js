#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
} from "./chunk-WHYR2ZAU.js";
import "./chunk-QUGB427A.js";
import "./chunk-YHSH5RBA.js";
import "./chunk-KUKC5SCS.js";
import "./chunk-ENZH6ITV.js";
import "./chunk-EEFRBXOR.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-CMR34UZX.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";
export {
  EXCERPT_MAX,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame
};
