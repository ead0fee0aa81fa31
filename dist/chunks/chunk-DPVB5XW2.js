#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  sweepStaleTemps,
  tempPathBeside
} from "./chunk-HU6QAOYI.js";

// src/util/atomic-write.ts
import { open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";
async function writeFileAtomic(path, data) {
  await sweepStaleTemps(dirname(path));
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
