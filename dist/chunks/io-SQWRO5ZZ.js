#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  processIO
} from "./chunk-YKHGFHWT.js";
import "./chunk-UOOZFDNC.js";
import "./chunk-Z2CAYRYN.js";
import "./chunk-5HX2GR4K.js";
export {
  processIO
};
