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
} from "./chunk-T2TOFNW4.js";
import "./chunk-MKKEINBF.js";
import "./chunk-YWU5OY5L.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-BUUZFLZB.js";
import "./chunk-JB7TIAU6.js";
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
