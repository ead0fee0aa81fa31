#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  require_dist
} from "./chunk-RJU6G3KC.js";
import {
  formatIssue,
  formatIssuePath
} from "./chunk-S63R6LBV.js";
import {
  MAX_JSON_DEPTH,
  nestsDeeperThan
} from "./chunk-CMR34UZX.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import {
  __toESM
} from "./chunk-5HX2GR4K.js";

// src/core/schema/yaml-source.ts
var import_yaml = __toESM(require_dist(), 1);
function parseYamlWithPositions(text) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const first = doc.errors[0];
  if (first) {
    const line = lines.linePos(first.pos[0]).line;
    const what = first.code === "DUPLICATE_KEY" ? "duplicate key" : first.message.split("\n")[0];
    return { ok: false, error: `invalid YAML: ${what}`, line };
  }
  let value;
  try {
    value = doc.toJS();
  } catch (e) {
    return { ok: false, error: `invalid YAML: ${oneLine(e)}` };
  }
  if (nestsDeeperThan(value)) return { ok: false, error: `invalid YAML: nested deeper than ${MAX_JSON_DEPTH} levels` };
  return { ok: true, source: { doc, lines }, value };
}
function nodeLine(source, node) {
  const range = node?.range;
  return range ? source.lines.linePos(range[0]).line : void 0;
}
function keyText(key) {
  if ((0, import_yaml.isScalar)(key)) return String(key.value);
  return void 0;
}
function lineOfPath(source, path, extraKey) {
  let node = source.doc.contents;
  let line = nodeLine(source, node);
  const steps = extraKey === void 0 ? [...path] : [...path, extraKey];
  for (const step of steps) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p) => (0, import_yaml.isPair)(p) && keyText(p.key) === String(step));
      if (!pair) break;
      line = nodeLine(source, pair.key) ?? line;
      node = pair.value;
    } else if ((0, import_yaml.isSeq)(node) && typeof step === "number") {
      const item = node.items[step];
      if (item === void 0) break;
      line = nodeLine(source, item) ?? line;
      node = item;
    } else {
      break;
    }
  }
  return line;
}
function hasPath(source, path) {
  let node = source.doc.contents;
  for (const step of path) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p) => (0, import_yaml.isPair)(p) && keyText(p.key) === String(step));
      if (!pair) return false;
      node = pair.value;
    } else if ((0, import_yaml.isSeq)(node) && typeof step === "number") {
      const item = node.items[step];
      if (item === void 0) return false;
      node = item;
    } else {
      return false;
    }
  }
  return true;
}
function topLevelKeyLines(source) {
  const out = {};
  const root = source.doc.contents;
  if (!(0, import_yaml.isMap)(root)) return out;
  for (const pair of root.items) {
    const k = keyText(pair.key);
    const line = nodeLine(source, pair.key);
    if (k !== void 0 && line !== void 0) out[k] = line;
  }
  return out;
}
function sequenceItemLines(source, key) {
  const root = source.doc.contents;
  if (!(0, import_yaml.isMap)(root)) return [];
  const pair = root.items.find((p) => keyText(p.key) === key);
  const seq = pair?.value;
  if (!(0, import_yaml.isSeq)(seq)) return [];
  return seq.items.map((item) => nodeLine(source, item) ?? nodeLine(source, seq) ?? 1);
}

// src/core/schema/located-issues.ts
function withLine(what, line) {
  return line !== void 0 ? `${what} (line ${line})` : what;
}
function describeIssues(source, issues) {
  return locateIssues(source, issues).text;
}
function locateIssues(source, issues) {
  const located = issues.map((issue) => {
    if (issue.code === "invalid_type" && issue.path.length > 0 && !hasPath(source, issue.path)) {
      return { issue, line: void 0, text: `${formatIssuePath(issue.path)}: missing (a required key)` };
    }
    const extra = issue.code === "unrecognized_keys" ? issue.keys[0] : void 0;
    return { issue, line: lineOfPath(source, issue.path, extra), text: formatIssue(issue) };
  }).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const text = located.map(({ text: text2, line: line2 }) => withLine(text2, line2)).join("; ");
  const line = located.find((l) => l.line !== void 0)?.line;
  return { text, ...line !== void 0 ? { line } : {} };
}

// src/core/util/regular-file.ts
import { closeSync as closeSync2, constants as constants2, fstatSync as fstatSync2, openSync as openSync2 } from "node:fs";

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

// src/core/util/regular-file.ts
var O_NONBLOCK2 = constants2.O_NONBLOCK ?? 0;
var O_NOCTTY2 = constants2.O_NOCTTY ?? 0;
var O_NOFOLLOW2 = constants2.O_NOFOLLOW ?? 0;
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
  const st = fstatSync2(fd);
  if (st.isDirectory()) return ["is a directory", "EISDIR"];
  if (!st.isFile()) return ["not a regular file (a FIFO, device or socket)"];
  return st.size > maxBytes ? [`larger than ${maxBytes} bytes`] : void 0;
}
function openFlags(noFollow) {
  return constants2.O_RDONLY | O_NONBLOCK2 | O_NOCTTY2 | (noFollow === true ? O_NOFOLLOW2 : 0);
}
function openRegularFile(path, opts = {}) {
  let fd;
  try {
    fd = openSync2(path, openFlags(opts.noFollow));
  } catch (e) {
    if (opts.noFollow === true && e.code === "ELOOP")
      throw new IrregularFileError(path, "is a symbolic link", "ELOOP");
    throw e;
  }
  const why = irregularReason(fd, opts.maxBytes ?? Number.POSITIVE_INFINITY);
  if (why === void 0) return fd;
  closeSync2(fd);
  throw new IrregularFileError(path, ...why);
}
function readRegularFile(path, maxBytes = MAX_TEXT_FILE_BYTES, opts = {}) {
  const fd = openRegularFile(path, { ...opts, maxBytes });
  try {
    return readFdBounded(fd, maxBytes);
  } catch (e) {
    throw e instanceof ContainmentError ? new IrregularFileError(path, `grew past ${maxBytes} bytes while being read`) : e;
  } finally {
    closeSync2(fd);
  }
}
function readRegularText(path, maxBytes = MAX_TEXT_FILE_BYTES) {
  return readRegularFile(path, maxBytes).toString("utf8");
}

// src/core/util/clone-plain.ts
function clonePlain(value) {
  return copy(value);
}
function copy(v) {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    if (Object.getPrototypeOf(v) !== Array.prototype) return structuredClone(v);
    const out2 = new Array(v.length);
    for (let i = 0; i < v.length; i++) out2[i] = copy(v[i]);
    return out2;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return structuredClone(v);
  const out = proto === null ? /* @__PURE__ */ Object.create(null) : {};
  for (const k of Object.keys(v)) out[k] = copy(v[k]);
  return out;
}

// src/core/util/file-signature.ts
import { statSync } from "node:fs";
function fileSignature(path) {
  try {
    const st = statSync(path, { throwIfNoEntry: false });
    return st?.isFile() ? `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}` : void 0;
  } catch {
    return void 0;
  }
}

// src/core/util/parsed-files.ts
var ParsedFiles = class {
  /**
   * `parse` turns a file's text into its value (throwing what the loader throws); `unreadable`
   * is the error for a file that cannot be read.
   */
  constructor(parse, unreadable) {
    this.parse = parse;
    this.unreadable = unreadable;
  }
  parse;
  unreadable;
  entries = /* @__PURE__ */ new Map();
  /** A copy of `path` parsed; throws `unreadable`'s error, or the parse's. */
  load(path) {
    const signature = fileSignature(path);
    let hit = this.entries.get(path);
    if (signature === void 0 || hit?.signature !== signature) {
      let text;
      try {
        text = readRegularText(path);
      } catch (e) {
        throw this.unreadable(path, e.code);
      }
      if (hit?.text !== text) {
        try {
          hit = { text, loaded: this.parse(text, path) };
        } catch (e) {
          hit = { text, error: e };
        }
      }
      hit = { ...hit, signature };
      this.entries.set(path, hit);
    }
    return copyOf(hit);
  }
  /**
   * A copy of `text` parsed as the file at `path` would be: the answer `load` remembered when the
   * file held this text (a linter given the text a gate run already loaded), else parsed afresh.
   */
  parsedText(path, text) {
    const hit = this.entries.get(path);
    return hit?.text === text ? copyOf(hit) : this.parse(text, path);
  }
};
function copyOf(hit) {
  if (hit.loaded === void 0) throw hit.error;
  return clonePlain(hit.loaded);
}

export {
  parseYamlWithPositions,
  lineOfPath,
  topLevelKeyLines,
  sequenceItemLines,
  withLine,
  describeIssues,
  locateIssues,
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
  readFileBelow,
  MAX_TEXT_FILE_BYTES,
  openRegularFile,
  readRegularFile,
  readRegularText,
  ParsedFiles
};
