/**
 * Loading a large cassette without holding its events in memory. The events array is nearly
 * all of a big cassette's bytes, and replay walks it once or twice, line by line. So for a
 * file of LARGE_CASSETTE_BYTES or more, the top-level `events` array is located in the raw
 * bytes, the rest of the cassette is parsed as usual, and `events` becomes a read-only array
 * whose lines are read back from the file by offset (in windows) and decoded when accessed.
 * Peak memory then stays near the file's size once (read and scanned, then dropped) instead of
 * the text + the parsed lines + their evidence.
 *
 * Anything unexpected (a non-string event, a duplicate or escaped `events` key, no top-level
 * object) returns undefined, and the caller loads the file the ordinary way, with its
 * ordinary error messages. A file changed after it was scanned is refused on the next read.
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { HarnessError } from "../util/errors.js";

export const LARGE_CASSETTE_BYTES = 16 * 1024 * 1024;
const WINDOW_BYTES = 1024 * 1024;
const SENTINEL = "\u0000cowork-harness:events-read-lazily";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const isSpace = (b: number | undefined): boolean => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

function skipSpace(buf: Buffer, i: number): number {
  while (isSpace(buf[i])) i++;
  return i;
}

/** Index just past the string literal that opens at `i` (a quote), or -1. */
function stringEnd(buf: Buffer, i: number): number {
  for (let q = buf.indexOf(QUOTE, i + 1); q !== -1; q = buf.indexOf(QUOTE, q + 1)) {
    let slashes = 0;
    while (buf[q - 1 - slashes] === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return q + 1;
  }
  return -1;
}

/** Index just past the JSON value starting at `i` (structure only; JSON.parse validates later), or -1. */
function valueEnd(buf: Buffer, i: number): number {
  if (buf[i] === QUOTE) return stringEnd(buf, i);
  let depth = 0;
  for (let j = i; j < buf.length; j++) {
    const b = buf[j];
    if (b === QUOTE) {
      j = stringEnd(buf, j) - 1;
      if (j < 0) return -1;
    } else if (b === 0x7b || b === 0x5b) depth++;
    else if (b === 0x7d || b === 0x5d) {
      if (depth === 0) return j;
      if (--depth === 0) return j + 1;
    } else if (depth === 0 && (b === 0x2c || isSpace(b))) return j;
  }
  return depth === 0 ? buf.length : -1;
}

interface EventsLocation {
  /** byte range of the whole array value, `[` … `]` */
  start: number;
  end: number;
  /** [start, end) of each element's string literal, quotes included */
  offsets: Float64Array;
}

/** Finds the top-level `events` array of string literals, or undefined when the file is not that simple. */
export function locateEvents(buf: Buffer): EventsLocation | undefined {
  let i = skipSpace(buf, 0);
  if (buf[i] !== 0x7b) return undefined;
  i = skipSpace(buf, i + 1);
  let found: EventsLocation | undefined;
  while (i < buf.length && buf[i] !== 0x7d) {
    if (buf[i] !== QUOTE) return undefined;
    const keyEnd = stringEnd(buf, i);
    if (keyEnd < 0) return undefined;
    const key = buf.toString("latin1", i, keyEnd);
    i = skipSpace(buf, keyEnd);
    if (buf[i] !== 0x3a) return undefined;
    i = skipSpace(buf, i + 1);
    if (key === '"events"') {
      if (found || buf[i] !== 0x5b) return undefined;
      const offsets: number[] = [];
      const start = i;
      i = skipSpace(buf, i + 1);
      while (buf[i] !== 0x5d) {
        if (buf[i] !== QUOTE) return undefined;
        const end = stringEnd(buf, i);
        if (end < 0) return undefined;
        offsets.push(i, end);
        i = skipSpace(buf, end);
        if (buf[i] === 0x2c) i = skipSpace(buf, i + 1);
        else if (buf[i] !== 0x5d) return undefined;
      }
      i++;
      found = { start, end: i, offsets: Float64Array.from(offsets) };
    } else {
      const end = valueEnd(buf, i);
      if (end < 0) return undefined;
      i = end;
    }
    i = skipSpace(buf, i);
    if (buf[i] === 0x2c) i = skipSpace(buf, i + 1);
    else if (buf[i] !== 0x7d) return undefined;
  }
  return found;
}

/** A read-only string[] whose elements are the JSON string literals at `offsets` in `file`, read on access. */
export function fileBackedLines(file: string, offsets: Float64Array, stamp: { size: number; mtimeMs: number }): string[] {
  const count = offsets.length / 2;
  let window: { start: number; bytes: Buffer } | undefined;
  let spare: Buffer | undefined; // one window buffer, reused: no garbage per window
  const read = (from: number, to: number): Buffer => {
    if (window && from >= window.start && to <= window.start + window.bytes.length) return window.bytes.subarray(from - window.start, to - window.start);
    const fd = openSync(file, "r");
    try {
      const st = fstatSync(fd);
      if (st.size !== stamp.size || st.mtimeMs !== stamp.mtimeMs) throw new HarnessError(`${file}: the cassette changed while it was being read — run again`);
      const want = Math.min(Math.max(WINDOW_BYTES, to - from), stamp.size - from);
      if (!spare || spare.length < want) spare = Buffer.allocUnsafe(Math.max(WINDOW_BYTES, want));
      const bytes = spare.subarray(0, want);
      let got = 0;
      while (got < bytes.length) {
        const n = readSync(fd, bytes, got, bytes.length - got, from + got);
        if (n === 0) break;
        got += n;
      }
      window = { start: from, bytes: bytes.subarray(0, got) };
    } finally {
      closeSync(fd);
    }
    return window.bytes.subarray(0, to - from);
  };
  const line = (i: number): string => JSON.parse(read(offsets[2 * i] as number, offsets[2 * i + 1] as number).toString("utf8")) as string;
  const indexOf = (p: string | symbol): number | undefined => {
    if (typeof p !== "string" || !/^(?:0|[1-9]\d*)$/.test(p)) return undefined;
    const i = Number(p);
    return i < count ? i : undefined;
  };
  const target: string[] = [];
  target.length = count;
  return new Proxy(target, {
    get: (t, p, receiver) => {
      const i = indexOf(p);
      return i === undefined ? Reflect.get(t, p, receiver) : line(i);
    },
    has: (t, p) => indexOf(p) !== undefined || Reflect.has(t, p),
    getOwnPropertyDescriptor: (t, p) => {
      const i = indexOf(p);
      return i === undefined ? Reflect.getOwnPropertyDescriptor(t, p) : { value: line(i), writable: false, enumerable: true, configurable: true };
    },
    ownKeys: (t) => [...Array.from({ length: count }, (_, i) => String(i)), ...Reflect.ownKeys(t)],
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}

/**
 * Reads a large cassette as `{ raw, events }`: `raw` is the parsed cassette with an empty
 * `events` array, `events` the file-backed lines. Undefined for a small file or one whose
 * layout the scan does not handle (the caller then loads it the ordinary way).
 */
export async function readLargeCassette(
  path: string,
  maxBytes: number,
  minBytes = LARGE_CASSETTE_BYTES,
): Promise<{ raw: Record<string, unknown>; events: string[] } | undefined> {
  let st;
  try {
    st = await stat(path);
  } catch {
    return undefined;
  }
  if (!st.isFile() || st.size < minBytes || st.size > maxBytes) return undefined;
  const buf = await readFile(path);
  if (buf.length !== st.size) return undefined;
  const where = locateEvents(buf);
  if (!where) return undefined;
  // Every line must be a valid JSON string, as a whole-file JSON.parse would demand.
  for (let i = 0; i < where.offsets.length; i += 2) {
    try {
      JSON.parse(buf.toString("utf8", where.offsets[i], where.offsets[i + 1]));
    } catch {
      return undefined;
    }
  }
  const rest = Buffer.concat([buf.subarray(0, where.start), Buffer.from(JSON.stringify(SENTINEL)), buf.subarray(where.end)]).toString("utf8");
  let raw: unknown;
  try {
    raw = JSON.parse(rest);
  } catch {
    return undefined;
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || (raw as Record<string, unknown>).events !== SENTINEL) return undefined;
  return { raw: { ...(raw as Record<string, unknown>), events: [] }, events: fileBackedLines(path, where.offsets, { size: st.size, mtimeMs: st.mtimeMs }) };
}
