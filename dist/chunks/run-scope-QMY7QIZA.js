#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  FingerprintRun,
  currentFingerprintRun,
  runMemo,
  warmGitListing,
  withCommandFingerprintRun,
  withFingerprintRun
} from "./chunk-57ATHONI.js";
import "./chunk-OOJTWUBA.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  FingerprintRun,
  currentFingerprintRun,
  runMemo,
  warmGitListing,
  withCommandFingerprintRun,
  withFingerprintRun
};
