#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ContainmentError,
  readFdBounded
} from "./chunk-HT3KHDWJ.js";

// src/core/util/regular-file.ts
import { closeSync, constants, fstatSync, openSync } from "node:fs";
var O_NONBLOCK = constants.O_NONBLOCK ?? 0;
var O_NOCTTY = constants.O_NOCTTY ?? 0;
var O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
var MAX_TEXT_FILE_BYTES = 16 * 1024 * 1024;
var IrregularFileError = class extends Error {
  code;
  constructor(path, why, code = why) {
    super(`${path}: ${why}`);
    this.name = "IrregularFileError";
    this.code = code;
  }
};
function irregularReason(fd, maxBytes) {
  const st = fstatSync(fd);
  if (st.isDirectory()) return ["is a directory", "EISDIR"];
  if (!st.isFile()) return ["not a regular file (a FIFO, device or socket)"];
  return st.size > maxBytes ? [`larger than ${maxBytes} bytes`] : void 0;
}
function openFlags(noFollow) {
  return constants.O_RDONLY | O_NONBLOCK | O_NOCTTY | (noFollow === true ? O_NOFOLLOW : 0);
}
function openRegularFile(path, opts = {}) {
  let fd;
  try {
    fd = openSync(path, openFlags(opts.noFollow));
  } catch (e) {
    if (opts.noFollow === true && e.code === "ELOOP")
      throw new IrregularFileError(path, "is a symbolic link", "ELOOP");
    throw e;
  }
  const why = irregularReason(fd, opts.maxBytes ?? Number.POSITIVE_INFINITY);
  if (why === void 0) return fd;
  closeSync(fd);
  throw new IrregularFileError(path, ...why);
}
function readRegularFile(path, maxBytes = MAX_TEXT_FILE_BYTES, opts = {}) {
  const fd = openRegularFile(path, { ...opts, maxBytes });
  try {
    return readFdBounded(fd, maxBytes);
  } catch (e) {
    throw e instanceof ContainmentError ? new IrregularFileError(path, `grew past ${maxBytes} bytes while being read`) : e;
  } finally {
    closeSync(fd);
  }
}
function readRegularText(path, maxBytes = MAX_TEXT_FILE_BYTES) {
  return readRegularFile(path, maxBytes).toString("utf8");
}

export {
  MAX_TEXT_FILE_BYTES,
  IrregularFileError,
  openRegularFile,
  readRegularFile,
  readRegularText
};
