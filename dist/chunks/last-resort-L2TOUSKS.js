#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  processIO
} from "./chunk-MKCBSETP.js";
import {
  onFatal,
  removeLeftovers
} from "./chunk-UUUTNUV7.js";
import "./chunk-QCSS7MRJ.js";
import "./chunk-UOFA3V4G.js";
import "./chunk-UJL3ZTKI.js";
import "./chunk-UOOZFDNC.js";
import {
  TOOL_NAME
} from "./chunk-GST36PRG.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-CNP7IC2Y.js";
import "./chunk-VQXXM3A3.js";
import "./chunk-5HX2GR4K.js";

// src/cli/last-resort.ts
function commandWord(word) {
  return word !== void 0 && /^[a-z][a-z-]{0,30}$/.test(word) ? ` ${word}` : "";
}
function fatal(e, argv) {
  onFatal(e, { prefix: `${TOOL_NAME}${commandWord(argv[0])}`, write: processIO().stderr });
}
async function sweepAfterFailure() {
  const n = await removeLeftovers();
  if (n > 0) processIO().stderr(`${TOOL_NAME}: removed ${n} container(s), network(s) and staged dir(s) the run left behind
`);
}
export {
  fatal,
  sweepAfterFailure
};
