#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  FingerprintRun,
  currentFingerprintRun,
  withFingerprintRun
} from "./chunk-HYYBMG54.js";
import "./chunk-O6AL2HOY.js";
import "./chunk-N2HYR5M7.js";
import "./chunk-5C2HTD6I.js";
export {
  FingerprintRun,
  currentFingerprintRun,
  withFingerprintRun
};
