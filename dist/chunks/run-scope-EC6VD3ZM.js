#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  FingerprintRun,
  currentFingerprintRun,
  withFingerprintRun
} from "./chunk-3D262LXW.js";
import "./chunk-5C2HTD6I.js";
export {
  FingerprintRun,
  currentFingerprintRun,
  withFingerprintRun
};
