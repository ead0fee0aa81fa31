#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_MAX_CASSETTE_BYTES,
  MAX_CASSETTE_BYTES_ENV,
  checkCassette,
  loadCassetteFile,
  maxCassetteBytes,
  parseCassetteText,
  readCassetteText
} from "./chunk-P4IMB74P.js";
import "./chunk-VFM63BO2.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-U3YLF3AD.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  DEFAULT_MAX_CASSETTE_BYTES,
  MAX_CASSETTE_BYTES_ENV,
  checkCassette,
  loadCassetteFile,
  maxCassetteBytes,
  parseCassetteText,
  readCassetteText
};
