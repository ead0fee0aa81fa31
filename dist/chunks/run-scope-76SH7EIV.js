#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  FingerprintRun,
  currentFingerprintRun,
  withFingerprintRun
} from "./chunk-GLYW7BXA.js";
import "./chunk-VJB5FKSE.js";
import "./chunk-XNGVCNRJ.js";
import "./chunk-BMEV2336.js";
import "./chunk-5HX2GR4K.js";
export {
  FingerprintRun,
  currentFingerprintRun,
  withFingerprintRun
};
