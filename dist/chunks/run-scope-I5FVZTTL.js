#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  FingerprintRun,
  currentFingerprintRun,
  withCommandFingerprintRun,
  withFingerprintRun
} from "./chunk-4UUBMDTG.js";
import "./chunk-RIYPGL4O.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  FingerprintRun,
  currentFingerprintRun,
  withCommandFingerprintRun,
  withFingerprintRun
};
