/**
 * File operations inside a directory tree a sandbox can change while we work (the session dir of a
 * container-tier run): every step goes through a directory handle, one path component at a time,
 * never following a link, and every opened file is checked (fstat of the open descriptor) before a
 * byte of it is used. So a symlink, a rename of any component, a hard link, a FIFO or a device,
 * planted before or during the operation, can neither send a read or a write outside the tree nor
 * block us.
 *
 * On Linux a handle's children are reached as `/proc/self/fd/<fd>/<name>`: the kernel resolves the
 * descriptor itself (not a path the sandbox can rename), then looks up the one name, with
 * O_NOFOLLOW applying to it — openat(2) without a native binding. Elsewhere (no /proc) the handle
 * keeps its path and re-checks the directory's identity before each step: this narrows, but does
 * not close, a race window (SECURITY.md says so).
 */
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
  fchmodSync,
  type Stats,
} from "node:fs";
import { join } from "node:path";
import { HarnessError } from "./errors.js";

const PROC_FD = process.platform === "linux" && existsSync("/proc/self/fd");
const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const O_DIRECTORY = constants.O_DIRECTORY ?? 0;
const O_NONBLOCK = constants.O_NONBLOCK ?? 0;
const O_NOCTTY = constants.O_NOCTTY ?? 0;

/** A file operation that would leave the tree or touch something that is not a plain file or dir. */
export class ContainmentError extends HarnessError {
  constructor(message: string) {
    super(message);
    this.name = "ContainmentError";
  }
}

export interface DirHandle {
  readonly fd: number;
  readonly dev: number;
  readonly ino: number;
  /** the path it was opened by (diagnostics; and, without /proc, the re-checked lookup base) */
  readonly path: string;
}

/** A single, plain path component: no separators, not `.` or `..`, not empty. */
export function isPlainName(name: string): boolean {
  return name !== "" && name !== "." && name !== ".." && !name.includes("/") && !name.includes("\0");
}

function checkName(name: string): void {
  if (!isPlainName(name)) throw new ContainmentError(`${JSON.stringify(name)} is not a single path component`);
}

/** The path the kernel resolves to `name` inside `dir`, without following a renamed parent. */
function at(dir: DirHandle, name: string): string {
  checkName(name);
  return `${self(dir)}/${name}`;
}

/** The path the kernel resolves to `dir` itself. */
function self(dir: DirHandle): string {
  if (PROC_FD) return `/proc/self/fd/${dir.fd}`;
  const now = lstatSync(dir.path);
  if (now.isSymbolicLink() || now.dev !== dir.dev || now.ino !== dir.ino)
    throw new ContainmentError(`${dir.path} was moved or replaced while in use`);
  return dir.path;
}

/** Opens a trusted directory (a path the sandbox cannot change: ours, or the session root itself). */
export function openTrustedDir(path: string): DirHandle {
  const real = realpathSync(path);
  const fd = openSync(real, constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  const st = fstatSync(fd);
  if (!st.isDirectory()) {
    closeSync(fd);
    throw new ContainmentError(`${path} is not a directory`);
  }
  return { fd, dev: st.dev, ino: st.ino, path: real };
}

/** Opens the sub-directory `name` of `dir`: never a link, same device. */
export function openDirAt(dir: DirHandle, name: string): DirHandle {
  let fd: number;
  try {
    fd = openSync(at(dir, name), constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
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

/** Walks `components` down from `dir`, each a no-follow directory open; closes the intermediates. */
export function openDirPath(dir: DirHandle, components: readonly string[]): DirHandle {
  let cur = dir;
  for (const c of components) {
    const next = openDirAt(cur, c);
    if (cur !== dir) closeDir(cur);
    cur = next;
  }
  return cur === dir ? { ...dir, fd: openSync(self(dir), constants.O_RDONLY | O_DIRECTORY) } : cur;
}

export function closeDir(dir: DirHandle): void {
  try {
    closeSync(dir.fd);
  } catch {
    /* already closed */
  }
}

/** The names in `dir`. */
export function listDir(dir: DirHandle): string[] {
  return readdirSync(self(dir));
}

/** lstat of `name` in `dir` (never follows it). */
export function lstatAt(dir: DirHandle, name: string): Stats {
  return lstatSync(at(dir, name));
}

export interface OpenedFile {
  fd: number;
  stat: Stats;
}

export interface FileChecks {
  /** refuse a file larger than this */
  maxBytes?: number;
  /** refuse a file with more than one hard link */
  singleLink?: boolean;
}

/**
 * Opens the file `name` in `dir` for reading: no-follow and non-blocking (a FIFO never hangs us),
 * then checks the descriptor — a regular file, on the directory's device, within the bounds.
 */
export function openFileAt(dir: DirHandle, name: string, checks: FileChecks = {}): OpenedFile {
  let fd: number;
  try {
    fd = openSync(at(dir, name), constants.O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ELOOP") throw new ContainmentError(`${name} is a symbolic link`);
    throw e;
  }
  const stat = fstatSync(fd);
  const why = !stat.isFile()
    ? "is not a regular file"
    : stat.dev !== dir.dev
      ? "is on another device"
      : checks.singleLink && stat.nlink > 1
        ? "has more than one hard link"
        : checks.maxBytes !== undefined && stat.size > checks.maxBytes
          ? `is larger than ${checks.maxBytes} bytes`
          : undefined;
  if (why !== undefined) {
    closeSync(fd);
    throw new ContainmentError(`${name} ${why}`);
  }
  return { fd, stat };
}

/** Reads an open file to its end, refusing more than `maxBytes` (it may grow after fstat). */
export function readFdBounded(fd: number, maxBytes: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  const buf = Buffer.allocUnsafe(64 * 1024);
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) break;
    total += n;
    if (total > maxBytes) throw new ContainmentError(`file grew past ${maxBytes} bytes while being read`);
    chunks.push(Buffer.from(buf.subarray(0, n)));
  }
  return Buffer.concat(chunks, total);
}

/** Creates `name` in `dir` (exclusive, no-follow) and writes `bytes`; false when the name is taken. */
export function createFileAt(dir: DirHandle, name: string, bytes: Buffer, mode: number): boolean {
  let fd: number;
  try {
    fd = openSync(
      at(dir, name),
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | O_NOFOLLOW | O_NOCTTY,
      mode,
    );
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw e;
  }
  try {
    fchmodSync(fd, mode);
    for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off, bytes.length - off);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Directory depth handled in one pass; deeper trees are parked at the top (never an fd per level). */
const MAX_DEPTH = 64;

/**
 * Removes everything inside `dir` (not `dir` itself): links and files are unlinked, never
 * followed; sub-directories are opened no-follow, made writable through their own descriptor,
 * emptied and removed. A directory deeper than MAX_DEPTH is moved (by handle) up into `top` and
 * removed by a later pass, so a hostile deep tree cannot exhaust descriptors. Best effort: what
 * cannot be removed is left.
 */
function emptyDir(dir: DirHandle, depth: number, park: (dir: DirHandle, name: string) => void): void {
  let names: string[];
  try {
    names = listDir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    let st: Stats;
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
        let sub: DirHandle | undefined;
        try {
          sub = openDirAt(dir, name);
          fchmodSync(sub.fd, (fstatSync(sub.fd).mode & 0o7777) | 0o700);
          emptyDir(sub, depth + 1, park);
        } finally {
          if (sub) closeDir(sub);
        }
        rmdirSync(at(dir, name));
      } else unlinkSync(at(dir, name));
    } catch {
      /* best effort */
    }
  }
}

/** Removes a trusted directory of ours and everything in it, without following anything inside. */
export function removeTrustedTree(path: string): void {
  let top: DirHandle;
  try {
    top = openTrustedDir(path);
  } catch {
    return;
  }
  try {
    fchmodSync(top.fd, (fstatSync(top.fd).mode & 0o7777) | 0o700);
    let parked = 0;
    const park = (dir: DirHandle, name: string): void => renameSync(at(dir, name), at(top, `.cowork-rm-${parked++}`));
    for (let pass = 0; pass < 10_000; pass++) {
      const parkedBefore = parked;
      emptyDir(top, 0, park);
      // done, or nothing was moved up this pass: what is left cannot be removed
      if (listDir(top).length === 0 || parked === parkedBefore) break;
    }
  } catch {
    /* best effort */
  } finally {
    closeDir(top);
  }
  try {
    rmdirSync(top.path);
  } catch {
    /* best effort */
  }
}

/**
 * Opens the file `rel` ("/"-separated) below the directory `dir` for reading, following no link on
 * the way (a link in `rel`, or the file itself being a link, FIFO or device, is an error), checked
 * on its descriptor as openFileAt does. The caller closes the descriptor.
 */
export function openFileBelow(dir: string, rel: string, checks: FileChecks = {}): OpenedFile {
  const parts = rel.split("/").filter((p) => p !== "");
  const top = openTrustedDir(dir);
  let parent: DirHandle | undefined;
  try {
    parent = openDirPath(top, parts.slice(0, -1));
    return openFileAt(parent, parts[parts.length - 1] ?? "", checks);
  } finally {
    if (parent) closeDir(parent);
    closeDir(top);
  }
}

/**
 * Reads the file `rel` below the directory `dir` (openFileBelow), at most `maxBytes`. For files
 * inside a tree a pull request or the sandbox wrote: a link there may point at any host file.
 */
export function readFileBelow(dir: string, rel: string, maxBytes: number): Buffer {
  const { fd } = openFileBelow(dir, rel, { maxBytes });
  try {
    return readFdBounded(fd, maxBytes);
  } finally {
    closeSync(fd);
  }
}
