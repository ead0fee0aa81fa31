#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  processIO
} from "./chunk-ZT3EXBIN.js";
import {
  onFatal,
  removeLeftovers
} from "./chunk-7VBCITV6.js";
import "./chunk-BC4CWRGE.js";
import "./chunk-IAQDAOHD.js";
import {
  TOOL_NAME
} from "./chunk-KPSQMKHF.js";
import "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
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
  if (n > 0)
    processIO().stderr(`${TOOL_NAME}: removed ${n} container(s), network(s) and staged dir(s) the run left behind
`);
}
export {
  fatal,
  sweepAfterFailure
};
