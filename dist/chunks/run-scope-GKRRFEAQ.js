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
} from "./chunk-RKX7M5EU.js";
import "./chunk-OOJTWUBA.js";
import "./chunk-AC6QUUQ5.js";
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
