#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorLine,
  errorMessage,
  fileErrorMessage,
  outputFormat,
  parseCommandArgs,
  positiveInt,
  requestedFormat
} from "./chunk-UBSZGVVE.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  errorLine,
  errorMessage,
  fileErrorMessage,
  outputFormat,
  parseCommandArgs,
  positiveInt,
  requestedFormat
};
