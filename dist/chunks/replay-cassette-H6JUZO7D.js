#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
} from "./chunk-HGTUQGFI.js";
import "./chunk-KAOHG66Y.js";
import "./chunk-TZD5YFVK.js";
import "./chunk-VYYMLXJN.js";
import "./chunk-OLEPLZ32.js";
import "./chunk-57EAN4WP.js";
import "./chunk-JNPCGHRO.js";
import "./chunk-765GMJL5.js";
import "./chunk-AWUNPNWX.js";
import "./chunk-GDFUNZXU.js";
import "./chunk-KUU7ANM3.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-SG7NJDJF.js";
import "./chunk-RKX7M5EU.js";
import "./chunk-OOJTWUBA.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-IQJLFTDA.js";
import "./chunk-VFM63BO2.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-U3YLF3AD.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import "./chunk-6ZVZ2CXJ.js";
import "./chunk-5HX2GR4K.js";
export {
  errorResult,
  prepareCassette,
  readsToolResultText,
  replayCassetteFile,
  replayLoaded
};
