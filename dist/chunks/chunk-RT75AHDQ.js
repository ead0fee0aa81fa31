#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lineOfPath,
  parseYamlWithPositions
} from "./chunk-DUIA6IGR.js";
import {
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  ContainmentError,
  openFileBelow
} from "./chunk-HT3KHDWJ.js";
import {
  clip
} from "./chunk-IAQDAOHD.js";

// src/core/util/repo-file.ts
import { createHash } from "node:crypto";
import { closeSync, lstatSync, readSync, realpathSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
var SHOWN_CHARS = 160;
function shownName(named) {
  const flat = named.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, "?");
  return clip(flat, SHOWN_CHARS, "after");
}
function realDir(dir) {
  try {
    return realpathSync.native(dir);
  } catch {
    return resolve(dir);
  }
}
function repositoryRelative(root, baseDir, named) {
  if (named === "" || named.includes("\0")) return { why: "not a path" };
  const rel = relative(root, resolve(realDir(baseDir), named));
  if (rel === "" || rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    return { why: "outside the repository" };
  const parts = rel.split(sep);
  if (parts.includes(".git")) return { why: "inside the repository's .git directory" };
  return { rel: parts.join("/") };
}
function refusalOf(root, rel, maxBytes) {
  const parts = rel.split("/");
  for (let i = 1; i <= parts.length; i++) {
    const at = parts.slice(0, i).join("/");
    let st;
    try {
      st = lstatSync(join(root, at));
    } catch {
      break;
    }
    if (st.isSymbolicLink()) return `reached through a symbolic link (${shownName(at)})`;
    if (i < parts.length && !st.isDirectory()) return `under ${shownName(at)}, which is not a directory`;
    if (i === parts.length && !st.isFile()) return "not a regular file (a FIFO, device, socket or directory)";
    if (i === parts.length && st.size > maxBytes) return `larger than the ${maxBytes}-byte bound`;
  }
  return "not a plain file inside the repository";
}
function hashFd(fd, maxBytes) {
  const hash = createHash("sha256");
  const buf = Buffer.allocUnsafe(256 * 1024);
  let total = 0;
  for (; ; ) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) return hash.digest("hex");
    total += n;
    if (total > maxBytes) throw new ContainmentError(`grew past ${maxBytes} bytes while being read`);
    hash.update(buf.subarray(0, n));
  }
}
function hashNamedFile(root, baseDir, named, maxBytes) {
  const where = repositoryRelative(root, baseDir, named);
  if ("why" in where) return { kind: "refused", why: where.why };
  let fd;
  try {
    fd = openFileBelow(root, where.rel, { maxBytes }).fd;
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return { kind: "missing" };
    if (e instanceof ContainmentError || code === "ENOTDIR" || code === "ELOOP")
      return { kind: "refused", why: refusalOf(root, where.rel, maxBytes) };
    return { kind: "refused", why: `cannot be read (${code ?? "error"})` };
  }
  try {
    return { kind: "file", sha256: hashFd(fd, maxBytes) };
  } catch (e) {
    return {
      kind: "refused",
      why: e instanceof ContainmentError ? e.message : `cannot be read (${e.code ?? "error"})`
    };
  } finally {
    closeSync(fd);
  }
}

// src/core/session/missing-upload.ts
import { existsSync } from "node:fs";
function firstMissingUpload(loaded, judged = () => true) {
  const i = loaded.resolved.uploads.findIndex((p) => judged(p) && !existsSync(p));
  if (i < 0) return void 0;
  const authored = Array.isArray(loaded.authored.uploads) ? loaded.authored.uploads : [];
  const shown = typeof authored[i] === "string" ? authored[i] : loaded.resolved.uploads[i];
  let line;
  try {
    const parsed = parseYamlWithPositions(readRegularText(loaded.path));
    if (parsed.ok) line = lineOfPath(parsed.source, ["uploads", i]);
  } catch {
  }
  return { shown, ...line !== void 0 ? { line } : {} };
}
function missingUploadText(m) {
  return `upload ${m.shown} does not exist${m.line !== void 0 ? ` (line ${m.line})` : ""}`;
}

export {
  shownName,
  repositoryRelative,
  hashNamedFile,
  firstMissingUpload,
  missingUploadText
};
