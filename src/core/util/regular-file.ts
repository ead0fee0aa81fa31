/**
 * Reading a file the gate did not make (a scenario, a session, a skill's prose, a baseline) without
 * ever blocking on it: the file is opened non-blocking, and the open descriptor must be a regular
 * file within a size bound before a byte is read. A FIFO, a device (`/dev/zero`), a socket or a
 * directory standing where a file was expected is an error, not a hang and not an endless read
 * (issue 36). Links are followed unless `noFollow` says the last component must not be one;
 * callers contain the path first (src/core/util/repo-root.ts); for a path that must be reached without
 * following any link on the way, use src/core/util/repo-file.ts.
 */
import { closeSync, constants, fstatSync, openSync } from "node:fs";
import { ContainmentError, readFdBounded } from "./contained-fs.js";

const O_NONBLOCK = constants.O_NONBLOCK ?? 0;
const O_NOCTTY = constants.O_NOCTTY ?? 0;
const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;

/** The most a text input of the gate (a scenario, a session, a baseline, a skill file) may hold. */
export const MAX_TEXT_FILE_BYTES = 16 * 1024 * 1024;

/** A file that is not a regular file, or is over the bound; `code` says which, in words. */
export class IrregularFileError extends Error {
  readonly code: string;
  constructor(path: string, why: string, code = why) {
    super(`${path}: ${why}`);
    this.name = "IrregularFileError";
    this.code = code;
  }
}

/** Why an open descriptor's file cannot be read as a whole file, if it cannot (a directory says EISDIR, as reading it would). */
function irregularReason(fd: number, maxBytes: number): [why: string, code?: string] | undefined {
  const st = fstatSync(fd);
  if (st.isDirectory()) return ["is a directory", "EISDIR"];
  if (!st.isFile()) return ["not a regular file (a FIFO, device or socket)"];
  return st.size > maxBytes ? [`larger than ${maxBytes} bytes`] : undefined;
}

export interface RegularFileOptions {
  /** refuse a file larger than this */
  maxBytes?: number;
  /** refuse a symbolic link at `path` itself (O_NOFOLLOW), for a path a walk saw as a file */
  noFollow?: boolean;
}

function openFlags(noFollow: boolean | undefined): number {
  return constants.O_RDONLY | O_NONBLOCK | O_NOCTTY | (noFollow === true ? O_NOFOLLOW : 0);
}

/** Opens the regular file at `path` (see the module comment) and returns its descriptor, which the caller closes. */
export function openRegularFile(path: string, opts: RegularFileOptions = {}): number {
  let fd: number;
  try {
    fd = openSync(path, openFlags(opts.noFollow));
  } catch (e) {
    if (opts.noFollow === true && (e as NodeJS.ErrnoException).code === "ELOOP")
      throw new IrregularFileError(path, "is a symbolic link", "ELOOP");
    throw e;
  }
  const why = irregularReason(fd, opts.maxBytes ?? Number.POSITIVE_INFINITY);
  if (why === undefined) return fd;
  closeSync(fd);
  throw new IrregularFileError(path, ...why);
}

/** The bytes of the regular file at `path` (see the module comment); throws what opening says, or IrregularFileError. */
export function readRegularFile(
  path: string,
  maxBytes = MAX_TEXT_FILE_BYTES,
  opts: Omit<RegularFileOptions, "maxBytes"> = {},
): Buffer {
  const fd = openRegularFile(path, { ...opts, maxBytes });
  try {
    return readFdBounded(fd, maxBytes);
  } catch (e) {
    throw e instanceof ContainmentError
      ? new IrregularFileError(path, `grew past ${maxBytes} bytes while being read`)
      : e;
  } finally {
    closeSync(fd);
  }
}

/** readRegularFile as UTF-8 text. */
export function readRegularText(path: string, maxBytes = MAX_TEXT_FILE_BYTES): string {
  return readRegularFile(path, maxBytes).toString("utf8");
}
