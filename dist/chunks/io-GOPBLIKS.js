#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  processIO
} from "./chunk-RR7TR6ZF.js";
import "./chunk-FGSAR7IO.js";
import "./chunk-TJJ4W7GB.js";
import "./chunk-RXCQOFDW.js";
import "./chunk-5HX2GR4K.js";
export {
  processIO
};
