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
} from "./chunk-RGQCUU5C.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-FCZ4YIZK.js";
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
