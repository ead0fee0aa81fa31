/**
 * The request log a model server keeps (the tests and the drivers read it), bounded: the sandbox
 * decides how many requests reach the model endpoint and how large they are. The log keeps the
 * newest MAX_LOGGED_REQUESTS entries and drops the oldest. It keeps the parsed bodies of the newest
 * requests up to MAX_LOGGED_BODY_BYTES of body text in all: an older body is dropped first, and its
 * entry keeps only `bodyBytes`. Of the script errors it keeps the first MAX_LOGGED_ERRORS. The counts and sizes are in docs/limits.md.
 */

export interface ModelRequestLog {
  seq: number;
  method: string;
  path: string;
  /** the scripted turn (1-based) this request consumed, if it was a messages request */
  turn?: number;
  status: number;
  /** the parsed JSON body, when there was one and the log still holds it */
  body?: unknown;
  /** the size of the body's text, when it was read */
  bodyBytes?: number;
}

/** How many requests a log keeps (the newest). */
export const MAX_LOGGED_REQUESTS = 1000;

/** How much body text the parsed bodies a log keeps may have come from, in all. */
export const MAX_LOGGED_BODY_BYTES = 64 * 1024 * 1024;

/** How many script errors a server keeps (the first: the run reports the first). */
export const MAX_LOGGED_ERRORS = 100;

/** Appends `item` unless `list` already holds `max` items. */
export function pushBounded<T>(list: T[], item: T, max: number = MAX_LOGGED_ERRORS): void {
  if (list.length < max) list.push(item);
}

/** A request path as logged: at most this many characters. */
const MAX_LOGGED_PATH = 2048;

export class RequestLog {
  /** the entries kept, oldest first */
  readonly entries: ModelRequestLog[] = [];
  private seq = 0;
  private bodyBytes = 0;
  /** entries whose body is still held, oldest first */
  private withBody: ModelRequestLog[] = [];

  constructor(
    private readonly maxEntries: number = MAX_LOGGED_REQUESTS,
    private readonly maxBodyBytes: number = MAX_LOGGED_BODY_BYTES,
  ) {}

  /** A new entry for a request as it arrives. */
  open(method: string, path: string): ModelRequestLog {
    const entry: ModelRequestLog = {
      seq: ++this.seq,
      method: method.slice(0, 16),
      path: path.slice(0, MAX_LOGGED_PATH),
      status: 0,
    };
    this.entries.push(entry);
    if (this.entries.length > this.maxEntries) this.dropBody(this.entries.shift()!);
    return entry;
  }

  /** Keeps `body` (parsed from `bytes` of text) on `entry`, dropping the oldest bodies to stay within the bound. */
  keepBody(entry: ModelRequestLog, body: unknown, bytes: number): void {
    entry.bodyBytes = bytes;
    if (bytes > this.maxBodyBytes) return;
    while (this.bodyBytes + bytes > this.maxBodyBytes && this.withBody.length > 0) this.dropBody(this.withBody[0]!);
    entry.body = body;
    this.bodyBytes += bytes;
    this.withBody.push(entry);
  }

  private dropBody(entry: ModelRequestLog): void {
    const at = this.withBody.indexOf(entry);
    if (at === -1) return;
    this.withBody.splice(at, 1);
    this.bodyBytes -= entry.bodyBytes ?? 0;
    delete entry.body;
  }
}
