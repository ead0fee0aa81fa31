#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/core/util/contained-fs.ts
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmdirSync,
  unlinkSync,
  writeSync,
  fchmodSync
} from "node:fs";
import { join } from "node:path";
var PROC_FD = process.platform === "linux" && existsSync("/proc/self/fd");
var O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
var O_DIRECTORY = constants.O_DIRECTORY ?? 0;
var O_NONBLOCK = constants.O_NONBLOCK ?? 0;
var O_NOCTTY = constants.O_NOCTTY ?? 0;
var ContainmentError = class extends HarnessError {
  constructor(message) {
    super(message);
    this.name = "ContainmentError";
  }
};
function isPlainName(name) {
  return name !== "" && name !== "." && name !== ".." && !name.includes("/") && !name.includes("\0");
}
function checkName(name) {
  if (!isPlainName(name)) throw new ContainmentError(`${JSON.stringify(name)} is not a single path component`);
}
function at(dir, name) {
  checkName(name);
  return `${self(dir)}/${name}`;
}
function self(dir) {
  if (PROC_FD) return `/proc/self/fd/${dir.fd}`;
  const now = lstatSync(dir.path);
  if (now.isSymbolicLink() || now.dev !== dir.dev || now.ino !== dir.ino)
    throw new ContainmentError(`${dir.path} was moved or replaced while in use`);
  return dir.path;
}
function openTrustedDir(path) {
  const real = realpathSync(path);
  const fd = openSync(real, constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  const st = fstatSync(fd);
  if (!st.isDirectory()) {
    closeSync(fd);
    throw new ContainmentError(`${path} is not a directory`);
  }
  return { fd, dev: st.dev, ino: st.ino, path: real };
}
function openDirAt(dir, name) {
  let fd;
  try {
    fd = openSync(at(dir, name), constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ELOOP" || code === "ENOTDIR")
      throw new ContainmentError(`${name} in ${dir.path} is not a directory (a link or a file)`);
    throw e;
  }
  const st = fstatSync(fd);
  if (!st.isDirectory() || st.dev !== dir.dev) {
    closeSync(fd);
    throw new ContainmentError(`${name} in ${dir.path} is not a directory on the same device`);
  }
  return { fd, dev: st.dev, ino: st.ino, path: join(dir.path, name) };
}
function openDirPath(dir, components) {
  let cur = dir;
  for (const c of components) {
    const next = openDirAt(cur, c);
    if (cur !== dir) closeDir(cur);
    cur = next;
  }
  return cur === dir ? { ...dir, fd: openSync(self(dir), constants.O_RDONLY | O_DIRECTORY) } : cur;
}
function closeDir(dir) {
  try {
    closeSync(dir.fd);
  } catch {
  }
}
function listDir(dir) {
  return readdirSync(self(dir));
}
function lstatAt(dir, name) {
  return lstatSync(at(dir, name));
}
function openFileAt(dir, name, checks = {}) {
  let fd;
  try {
    fd = openSync(at(dir, name), constants.O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
  } catch (e) {
    if (e.code === "ELOOP") throw new ContainmentError(`${name} is a symbolic link`);
    throw e;
  }
  const stat = fstatSync(fd);
  const why = !stat.isFile() ? "is not a regular file" : stat.dev !== dir.dev ? "is on another device" : checks.singleLink && stat.nlink > 1 ? "has more than one hard link" : checks.maxBytes !== void 0 && stat.size > checks.maxBytes ? `is larger than ${checks.maxBytes} bytes` : void 0;
  if (why !== void 0) {
    closeSync(fd);
    throw new ContainmentError(`${name} ${why}`);
  }
  return { fd, stat };
}
function readFdBounded(fd, maxBytes) {
  const chunks = [];
  let total = 0;
  const buf = Buffer.allocUnsafe(64 * 1024);
  for (; ; ) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) break;
    total += n;
    if (total > maxBytes) throw new ContainmentError(`file grew past ${maxBytes} bytes while being read`);
    chunks.push(Buffer.from(buf.subarray(0, n)));
  }
  return Buffer.concat(chunks, total);
}
function createFileAt(dir, name, bytes, mode) {
  let fd;
  try {
    fd = openSync(
      at(dir, name),
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | O_NOFOLLOW | O_NOCTTY,
      mode
    );
  } catch (e) {
    if (e.code === "EEXIST") return false;
    throw e;
  }
  try {
    fchmodSync(fd, mode);
    for (let off = 0; off < bytes.length; ) off += writeSync(fd, bytes, off, bytes.length - off);
  } finally {
    closeSync(fd);
  }
  return true;
}
var MAX_DEPTH = 64;
function emptyDir(dir, depth, park) {
  let names;
  try {
    names = listDir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    let st;
    try {
      st = lstatAt(dir, name);
    } catch {
      continue;
    }
    try {
      if (st.isDirectory()) {
        if (depth >= MAX_DEPTH) {
          park(dir, name);
          continue;
        }
        let sub;
        try {
          sub = openDirAt(dir, name);
          fchmodSync(sub.fd, fstatSync(sub.fd).mode & 4095 | 448);
          emptyDir(sub, depth + 1, park);
        } finally {
          if (sub) closeDir(sub);
        }
        rmdirSync(at(dir, name));
      } else unlinkSync(at(dir, name));
    } catch {
    }
  }
}
function removeTrustedTree(path) {
  let top;
  try {
    top = openTrustedDir(path);
  } catch {
    return;
  }
  try {
    fchmodSync(top.fd, fstatSync(top.fd).mode & 4095 | 448);
    let parked = 0;
    const park = (dir, name) => renameSync(at(dir, name), at(top, `.cowork-rm-${parked++}`));
    for (let pass = 0; pass < 1e4; pass++) {
      const parkedBefore = parked;
      emptyDir(top, 0, park);
      if (listDir(top).length === 0 || parked === parkedBefore) break;
    }
  } catch {
  } finally {
    closeDir(top);
  }
  try {
    rmdirSync(top.path);
  } catch {
  }
}
function openFileBelow(dir, rel, checks = {}) {
  const parts = rel.split("/").filter((p) => p !== "");
  const top = openTrustedDir(dir);
  let parent;
  try {
    parent = openDirPath(top, parts.slice(0, -1));
    return openFileAt(parent, parts[parts.length - 1] ?? "", checks);
  } finally {
    if (parent) closeDir(parent);
    closeDir(top);
  }
}
function readFileBelow(dir, rel, maxBytes) {
  const { fd } = openFileBelow(dir, rel, { maxBytes });
  try {
    return readFdBounded(fd, maxBytes);
  } finally {
    closeSync(fd);
  }
}

export {
  ContainmentError,
  isPlainName,
  openTrustedDir,
  openDirAt,
  openDirPath,
  closeDir,
  listDir,
  lstatAt,
  openFileAt,
  readFdBounded,
  createFileAt,
  removeTrustedTree,
  openFileBelow,
  readFileBelow
};
