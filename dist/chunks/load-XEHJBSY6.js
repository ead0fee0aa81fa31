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
} from "./chunk-6CDE3OBN.js";
import "./chunk-PFIEFCFF.js";
import "./chunk-G6I22FEX.js";
import "./chunk-AMNCDHAJ.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XXVUH75M.js";
import "./chunk-BMEV2336.js";
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
