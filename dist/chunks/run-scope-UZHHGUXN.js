#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  FingerprintRun,
  currentFingerprintRun,
  runMemo,
  runSha256OfFile,
  warmGitListing,
  withCommandFingerprintRun,
  withFingerprintRun
} from "./chunk-UT7DB2BU.js";
import "./chunk-UWKCNYKK.js";
import "./chunk-ZBAVR3NQ.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  FingerprintRun,
  currentFingerprintRun,
  runMemo,
  runSha256OfFile,
  warmGitListing,
  withCommandFingerprintRun,
  withFingerprintRun
};
