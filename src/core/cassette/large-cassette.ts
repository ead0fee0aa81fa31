/**
 * Loading a large cassette without holding its events in memory. The events array is nearly
 * all of a big cassette's bytes, and replay walks it once or twice, line by line. So for a
 * file of LARGE_CASSETTE_BYTES or more, the file is streamed once in fixed-size chunks through
 * EventsScan, which finds the top-level `events` array, records where each element's string
 * literal starts and ends, and checks every literal is a valid JSON string (what a whole-file
 * JSON.parse would demand of it). The rest of the cassette (the bytes outside the array) is
 * parsed as usual, and `events` becomes a read-only array whose lines are read back from the
 * file by offset (in windows) and decoded when accessed. Peak memory stays at one chunk plus
 * the non-event part of the cassette, never the whole file.
 *
 * Anything unexpected (a non-string or malformed event, a duplicate or escaped `events` key,
 * no top-level object) returns undefined, and the caller loads the file the ordinary way, with
 * its ordinary error messages. A file changed after it was scanned is refused on the next read.
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { open, stat } from "node:fs/promises";
import { HarnessError, oneLine } from "../util/errors.js";
import { holdYoungGeneration } from "../util/young-generation.js";

export const LARGE_CASSETTE_BYTES = 16 * 1024 * 1024;
/** bytes read per step of the scan */
export const SCAN_CHUNK_BYTES = 1024 * 1024;
const WINDOW_BYTES = 1024 * 1024;
const SENTINEL = "\u0000cowork-harness:events-read-lazily";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const EVENTS_KEY = [0x65, 0x76, 0x65, 0x6e, 0x74, 0x73]; // e v e n t s

const isSpace = (b: number): boolean => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
/** The characters JSON allows after a backslash, `u` aside. */
const isSimpleEscape = (b: number): boolean =>
  b === QUOTE || b === BACKSLASH || b === 0x2f || b === 0x62 || b === 0x66 || b === 0x6e || b === 0x72 || b === 0x74;
/** The hex digits due after a backslash and `b`: 4 after `u`, 0 after a simple escape, -1 when JSON allows no such escape. */
const hexDigitsAfterEscape = (b: number): number => (b === 0x75 ? 4 : isSimpleEscape(b) ? 0 : -1);
/** 1 for the bytes that end a run of plain string content: `"`, `\\` and the control characters. */
const STRING_STOP = new Uint8Array(256);
for (let b = 0; b < 0x20; b++) STRING_STOP[b] = 1;
STRING_STOP[QUOTE] = 1;
STRING_STOP[BACKSLASH] = 1;
const isHex = (b: number): boolean => (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66);

/** Where the scan stands between two bytes. */
const enum At {
  Start, // before the top-level `{`
  KeyOrEnd, // after `{` or a member's `,`
  Key, // inside a top-level key
  Colon, // after a key
  Value, // after `:`
  Other, // inside a value that is not `events` (depth counts open brackets)
  OtherString, // inside a string within such a value
  EventsFirst, // after `[` of events: an element or `]`
  EventsNext, // after an element: `,` or `]`
  EventsElement, // after `,` in events: an element
  Element, // inside an element's string literal
  AfterEvents, // after `]` of events: `,` or `}`
  Done, // after the top-level `}`
  Failed,
}

export interface EventsLocation {
  /** byte range of the whole array value, `[` … `]` */
  start: number;
  end: number;
  /** [start, end) of each element's string literal, quotes included */
  offsets: Float64Array;
}

export interface ScannedCassette extends EventsLocation {
  /** the file's bytes before the events array and after it */
  before: Buffer;
  after: Buffer;
}

/**
 * A streaming scan of a cassette's bytes, fed in chunks of any size (a string literal, an escape
 * or a `\uXXXX` may straddle two chunks). Holds the element offsets and a copy of the bytes
 * outside the events array; never the array itself.
 */
export class EventsScan {
  private at: At = At.Start;
  private pos = 0; // absolute offset of the next chunk's first byte
  private depth = 0;
  private escaped = false; // the previous byte in a string was an unpaired backslash
  private hexLeft = 0; // hex digits still due in an element's \uXXXX
  private keyLength = 0;
  private keyIsEvents = false;
  private found = false;
  private start = -1;
  private end = -1;
  private elementStart = 0;
  private offsets = new Float64Array(1024);
  private count = 0; // numbers used in `offsets`
  private readonly before: Buffer[] = [];
  private readonly after: Buffer[] = [];

  /** Feeds the next bytes; false once the file is known not to be a layout the scan takes on. */
  push(chunk: Uint8Array): boolean {
    if (this.at === At.Failed) return false;
    const n = chunk.length;
    let at: At = this.at;
    let i = 0;
    let keepFrom = this.inEvents() ? -1 : 0; // chunk index from which bytes are kept, -1 while in the array
    const fail = (): boolean => {
      this.at = At.Failed;
      return false;
    };
    while (i < n) {
      const b = chunk[i] as number;
      switch (at) {
        case At.Start:
          if (b === OPEN_BRACE) at = At.KeyOrEnd;
          else if (!isSpace(b)) return fail();
          break;
        case At.KeyOrEnd:
          if (b === QUOTE) {
            at = At.Key;
            this.keyLength = 0;
            this.keyIsEvents = true;
            this.escaped = false;
          } else if (b === CLOSE_BRACE) at = At.Done;
          else if (!isSpace(b)) return fail();
          break;
        case At.Key:
          if (this.escaped) {
            this.escaped = false;
            this.keyIsEvents = false;
          } else if (b === BACKSLASH) {
            this.escaped = true;
            this.keyIsEvents = false;
          } else if (b === QUOTE) {
            if (this.keyLength !== EVENTS_KEY.length) this.keyIsEvents = false;
            at = At.Colon;
          } else {
            if (EVENTS_KEY[this.keyLength] !== b) this.keyIsEvents = false;
            this.keyLength++;
          }
          break;
        case At.Colon:
          if (b === COLON) at = At.Value;
          else if (!isSpace(b)) return fail();
          break;
        case At.Value:
          if (isSpace(b)) break;
          if (this.keyIsEvents) {
            if (this.found || b !== OPEN_BRACKET) return fail();
            this.found = true;
            this.start = this.pos + i;
            this.before.push(Buffer.from(chunk.subarray(keepFrom, i)));
            keepFrom = -1;
            at = At.EventsFirst;
          } else {
            this.depth = 0;
            at = At.Other;
            continue; // the same byte opens the value
          }
          break;
        case At.Other:
          if (b === QUOTE) {
            at = At.OtherString;
            this.escaped = false;
          } else if (b === OPEN_BRACE || b === OPEN_BRACKET) this.depth++;
          else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
            if (this.depth === 0) {
              if (b !== CLOSE_BRACE) return fail();
              at = At.Done;
            } else this.depth--;
          } else if (b === COMMA && this.depth === 0) at = At.KeyOrEnd;
          break;
        case At.OtherString: {
          // skip to the closing quote natively; only a backslash run before it needs a look
          let j = i;
          let escaped = this.escaped;
          while (j < n) {
            const c = chunk[j] as number;
            if (escaped) escaped = false;
            else if (c === BACKSLASH) escaped = true;
            else if (c === QUOTE) break;
            j++;
          }
          this.escaped = escaped;
          if (j < n) at = At.Other;
          i = j;
          break;
        }
        case At.EventsFirst:
        case At.EventsElement:
          if (b === QUOTE) {
            at = At.Element;
            this.elementStart = this.pos + i;
            this.escaped = false;
            this.hexLeft = 0;
          } else if (b === CLOSE_BRACKET && at === At.EventsFirst) at = this.closeEvents(i);
          else if (!isSpace(b)) return fail();
          if (at === At.AfterEvents) keepFrom = i + 1;
          break;
        case At.EventsNext:
          if (b === COMMA) at = At.EventsElement;
          else if (b === CLOSE_BRACKET) {
            at = this.closeEvents(i);
            keepFrom = i + 1;
          } else if (!isSpace(b)) return fail();
          break;
        case At.Element: {
          // the hot loop: every byte of every event line passes here once. Ordinary bytes cost
          // one table look-up; a quote, a backslash (and what it escapes) or a control byte
          // leave the inner loop. An escape cut by the chunk's end carries over in
          // `escaped` / `hexLeft`.
          let j = i;
          let escaped = this.escaped;
          let hexLeft = this.hexLeft;
          let closed = false;
          while (j < n) {
            if (hexLeft > 0) {
              if (!isHex(chunk[j] as number)) return fail();
              hexLeft--;
              j++;
              continue;
            }
            if (escaped) {
              hexLeft = hexDigitsAfterEscape(chunk[j] as number);
              if (hexLeft < 0) return fail();
              escaped = false;
              j++;
              continue;
            }
            while (j < n && STRING_STOP[chunk[j] as number] === 0) j++;
            if (j === n) break;
            const c = chunk[j] as number;
            if (c === QUOTE) {
              closed = true;
              break;
            }
            if (c !== BACKSLASH) return fail(); // a raw control character
            if (j + 1 === n) {
              escaped = true;
              j++;
              break;
            }
            hexLeft = hexDigitsAfterEscape(chunk[j + 1] as number);
            if (hexLeft < 0) return fail();
            j += 2;
          }
          this.escaped = escaped;
          this.hexLeft = hexLeft;
          if (closed) {
            this.addElement(this.elementStart, this.pos + j + 1);
            at = At.EventsNext;
          }
          i = j;
          break;
        }
        case At.AfterEvents:
          if (b === COMMA) at = At.KeyOrEnd;
          else if (b === CLOSE_BRACE) at = At.Done;
          else if (!isSpace(b)) return fail();
          break;
        case At.Done:
          break; // trailing bytes are kept; JSON.parse of the rest judges them
        case At.Failed:
          return false; // not reached: push() returns before the loop once the scan failed
      }
      i++;
    }
    if (keepFrom >= 0 && keepFrom < n)
      (this.found ? this.after : this.before).push(Buffer.from(chunk.subarray(keepFrom, n)));
    this.at = at;
    this.pos += n;
    return true;
  }

  /** The scan's result once every byte was pushed, or undefined when the file is not that simple. */
  finish(): ScannedCassette | undefined {
    if (this.at !== At.Done || !this.found || this.end < 0) return undefined;
    return {
      start: this.start,
      end: this.end,
      offsets: this.offsets.slice(0, this.count),
      before: Buffer.concat(this.before),
      after: Buffer.concat(this.after),
    };
  }

  private inEvents(): boolean {
    return this.at >= At.EventsFirst && this.at <= At.Element;
  }

  private closeEvents(i: number): At {
    this.end = this.pos + i + 1;
    return At.AfterEvents;
  }

  private addElement(from: number, to: number): void {
    if (this.count + 2 > this.offsets.length) {
      const grown = new Float64Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    this.offsets[this.count++] = from;
    this.offsets[this.count++] = to;
  }
}

/** Finds the top-level `events` array of string literals in `buf`, or undefined when the file is not that simple. */
export function locateEvents(buf: Uint8Array): EventsLocation | undefined {
  const scan = new EventsScan();
  if (!scan.push(buf)) return undefined;
  const r = scan.finish();
  return r && { start: r.start, end: r.end, offsets: r.offsets };
}

/** A read-only string[] whose elements are the JSON string literals at `offsets` in `file`, read on access. */
export function fileBackedLines(
  file: string,
  offsets: Float64Array,
  stamp: { size: number; mtimeMs: number },
): string[] {
  const count = offsets.length / 2;
  let window: { start: number; bytes: Buffer } | undefined;
  let spare: Buffer | undefined; // one window buffer, reused: no garbage per window
  const read = (from: number, to: number): Buffer => {
    if (window && from >= window.start && to <= window.start + window.bytes.length)
      return window.bytes.subarray(from - window.start, to - window.start);
    const fd = openSync(file, "r");
    try {
      const st = fstatSync(fd);
      if (st.size !== stamp.size || st.mtimeMs !== stamp.mtimeMs)
        throw new HarnessError(`${file}: the cassette changed while it was being read — run again`);
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
  const line = (i: number): string => {
    const literal = read(offsets[2 * i] as number, offsets[2 * i + 1] as number).toString("utf8");
    try {
      return JSON.parse(literal) as string;
    } catch (e) {
      // the scan checked every literal, so only a file rewritten in place (same size and time) lands here
      throw new HarnessError(`${file}: unreadable / invalid cassette JSON: events[${i}]: ${oneLine(e)}`);
    }
  };
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
      return i === undefined ? (Reflect.get(t, p, receiver) as unknown) : line(i);
    },
    has: (t, p) => indexOf(p) !== undefined || Reflect.has(t, p),
    getOwnPropertyDescriptor: (t, p) => {
      const i = indexOf(p);
      return i === undefined
        ? Reflect.getOwnPropertyDescriptor(t, p)
        : { value: line(i), writable: false, enumerable: true, configurable: true };
    },
    ownKeys: (t) => [...Array.from({ length: count }, (_, i) => String(i)), ...Reflect.ownKeys(t)],
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}

/**
 * Streams `path` through an EventsScan with two reused chunk buffers: the next chunk is read while
 * this one is scanned, so the scan never waits on the disk. Undefined when the scan gives up or the
 * file changes under it.
 */
async function scanFile(path: string, size: number, mtimeMs: number): Promise<ScannedCassette | undefined> {
  const fh = await open(path, "r");
  let pending: Promise<unknown> | undefined;
  try {
    const scan = new EventsScan();
    const length = Math.min(SCAN_CHUNK_BYTES, Math.max(1, size));
    const buffers = [Buffer.allocUnsafe(length), Buffer.allocUnsafe(length)] as const;
    let pos = 0;
    let k = 0;
    let next = fh.read(buffers[0], 0, length, 0);
    pending = next;
    for (;;) {
      const { bytesRead } = await next;
      if (bytesRead === 0) break;
      const chunk = buffers[k]!.subarray(0, bytesRead);
      pos += bytesRead;
      k = 1 - k;
      next = fh.read(buffers[k]!, 0, length, pos);
      pending = next;
      if (!scan.push(chunk)) return undefined;
    }
    pending = undefined;
    const st = await fh.stat();
    if (pos !== size || st.size !== size || st.mtimeMs !== mtimeMs) return undefined;
    return scan.finish();
  } finally {
    // a read still in flight (the scan gave up) finishes before the handle closes
    await pending?.catch(() => undefined);
    await fh.close();
  }
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
  await holdYoungGeneration();
  let where: ScannedCassette | undefined;
  try {
    where = await scanFile(path, st.size, st.mtimeMs);
  } catch {
    return undefined;
  }
  if (!where) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(
      Buffer.concat([where.before, Buffer.from(JSON.stringify(SENTINEL)), where.after]).toString("utf8"),
    );
  } catch {
    return undefined;
  }
  if (
    raw === null ||
    typeof raw !== "object" ||
    Array.isArray(raw) ||
    (raw as Record<string, unknown>).events !== SENTINEL
  )
    return undefined;
  return {
    raw: { ...(raw as Record<string, unknown>), events: [] },
    events: fileBackedLines(path, where.offsets, { size: st.size, mtimeMs: st.mtimeMs }),
  };
}
