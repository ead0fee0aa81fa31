#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  sweepStaleTemps,
  tempPathBeside
} from "./chunk-TSH5EFPS.js";

// src/util/atomic-write.ts
import { open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";
var swept = /* @__PURE__ */ new Set();
async function writeFileAtomic(path, data) {
  const dir = dirname(path);
  if (!swept.has(dir)) {
    swept.add(dir);
    await sweepStaleTemps(dir);
  }
  const tmp = tempPathBeside(path, "write");
  const fh = await open(tmp, "wx", 420);
  try {
    await fh.writeFile(data);
    await fh.sync();
  } catch (e) {
    await fh.close();
    await rm(tmp, { force: true });
    throw e;
  }
  await fh.close();
  try {
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

export {
  writeFileAtomic
};
