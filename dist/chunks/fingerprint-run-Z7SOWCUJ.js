#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  FingerprintRun,
  currentFingerprintRun,
  fingerprintScope,
  warmGitListing,
  withCommandFingerprintRun,
  withFingerprintRun
} from "./chunk-2JGKRYKG.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";
export {
  FingerprintRun,
  currentFingerprintRun,
  fingerprintScope,
  warmGitListing,
  withCommandFingerprintRun,
  withFingerprintRun
};
