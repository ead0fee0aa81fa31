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
} from "./chunk-24BXCO6L.js";
import "./chunk-VOWAKLMC.js";
import "./chunk-UNZECJXW.js";
import "./chunk-XXVUH75M.js";
import "./chunk-5C2HTD6I.js";
export {
  DEFAULT_MAX_CASSETTE_BYTES,
  MAX_CASSETTE_BYTES_ENV,
  checkCassette,
  loadCassetteFile,
  maxCassetteBytes,
  parseCassetteText,
  readCassetteText
};
