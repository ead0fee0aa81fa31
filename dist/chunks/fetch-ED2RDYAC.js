#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  FETCH_TIMEOUT_MS,
  MAX_REDIRECTS,
  fetchBaselines,
  parseSource,
  sourceProblem
} from "./chunk-B7AZK2UG.js";
import "./chunk-LFV2YVHF.js";
import "./chunk-MJN26BLH.js";
import "./chunk-NT77EBXM.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";
export {
  FETCH_TIMEOUT_MS,
  MAX_REDIRECTS,
  fetchBaselines,
  parseSource,
  sourceProblem
};
