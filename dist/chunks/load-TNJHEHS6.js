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
} from "./chunk-UNXBSODQ.js";
import "./chunk-TQKMOWGD.js";
import "./chunk-3XWFZ2BP.js";
import "./chunk-F652KYCO.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-HVKTUIEQ.js";
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
