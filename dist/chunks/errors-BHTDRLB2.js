#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";
export {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
};
