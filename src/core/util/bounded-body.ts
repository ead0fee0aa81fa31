/**
 * Reading an HTTP request body that the sandbox sent, within a bound. Both model servers and the
 * egress proxy's model relay take their requests from the agent's side of the sandbox, where a
 * skill can post anything to the model endpoint. The bytes are counted as they arrive and never
 * held past the cap. A body over the cap gets HTTP 413 with a short JSON error, and its connection
 * is closed, so a skill posting a gigabyte costs this process at most the cap.
 *
 * The cap is the real Messages API's own request limit (32 MB), counted as 32 MiB: the agent never
 * sends the real API anything larger, so no run the API would answer is refused here. A budget that
 * a server's requests share bounds what concurrent bodies hold together (docs/limits.md).
 *
 * Closing: Node's own close after a `connection: close` reply resets a connection whose client is
 * still writing, and the client then often never reads the 413. So the reply is sent without that
 * header. The rest of the body is read and thrown away (no memory), and the socket is destroyed a
 * short while later (LINGER_MS) if the client is still sending.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** The most one request body may hold: the real Messages API's limit (32 MB). */
export const MAX_REQUEST_BODY_BYTES = 32 * 1024 * 1024;

/** The most the bodies that one server is reading may hold together: two bodies at the cap. */
export const MAX_BODIES_IN_FLIGHT_BYTES = 2 * MAX_REQUEST_BODY_BYTES;

/** How long a refused body's client may go on sending (its bytes thrown away) before its socket is destroyed. */
export const LINGER_MS = 1000;

/** Bytes that the bodies of one server hold while they are read. */
export class BodyBudget {
  private used = 0;
  constructor(readonly total: number = MAX_BODIES_IN_FLIGHT_BYTES) {}

  /** Takes `n` bytes; false (nothing taken) when they would pass the total. */
  take(n: number): boolean {
    if (this.used + n > this.total) return false;
    this.used += n;
    return true;
  }

  give(n: number): void {
    this.used = Math.max(0, this.used - n);
  }

  get inUse(): number {
    return this.used;
  }
}

export interface BodyLimits {
  /** the most one body may hold (default MAX_REQUEST_BODY_BYTES) */
  maxBytes?: number;
  /** shared by a server's requests; taken while a body is read, given back when its reply is done */
  budget?: BodyBudget;
}

/** A body read whole, or why it was not (the reply to send: see answerTooLarge). */
export type BodyRead = { ok: true; text: string } | { ok: false; tooLarge: string } | { ok: false; aborted: true };

/** Why a body that declares `content-length` is refused before a byte of it is read, or undefined. */
export function declaredTooLarge(req: IncomingMessage, maxBytes: number = MAX_REQUEST_BODY_BYTES): string | undefined {
  const declared = Number(req.headers["content-length"] ?? NaN);
  return Number.isFinite(declared) && declared > maxBytes
    ? `the request body is ${declared} bytes, over the ${maxBytes}-byte limit`
    : undefined;
}

/** Counts a body's bytes as they pass; calls `over` once, when they pass `maxBytes` or the budget. */
export function countBody(
  req: IncomingMessage,
  res: ServerResponse,
  limits: BodyLimits,
  over: (why: string) => void,
): (chunk: Buffer) => boolean {
  const maxBytes = limits.maxBytes ?? MAX_REQUEST_BODY_BYTES;
  let seen = 0;
  let held = 0;
  let tripped = false;
  res.once("close", () => limits.budget?.give(held));
  return (chunk) => {
    if (tripped) return false;
    seen += chunk.length;
    const overCap = seen > maxBytes;
    const overBudget = !overCap && limits.budget !== undefined && !limits.budget.take(chunk.length);
    if (!overCap && !overBudget) {
      held += chunk.length;
      return true;
    }
    tripped = true;
    over(
      overCap
        ? `the request body passed the ${maxBytes}-byte limit`
        : `the request bodies being read passed the ${limits.budget!.total}-byte limit they share — send one request at a time`,
    );
    return false;
  };
}

/** The body as text, read within the limits; a refused body is not read further (answer it with answerTooLarge). */
export function readBoundedBody(req: IncomingMessage, res: ServerResponse, limits: BodyLimits = {}): Promise<BodyRead> {
  const declared = declaredTooLarge(req, limits.maxBytes);
  if (declared !== undefined) return Promise.resolve({ ok: false, tooLarge: declared });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const stop = (read: BodyRead): void => {
      req.off("data", onData);
      chunks.length = 0;
      resolve(read);
    };
    const admit = countBody(req, res, limits, (why) => stop({ ok: false, tooLarge: why }));
    const onData = (c: Buffer): void => {
      if (admit(c)) chunks.push(c);
    };
    req.on("data", onData);
    req.once("end", () => resolve({ ok: true, text: Buffer.concat(chunks).toString("utf8") }));
    req.once("error", () => stop({ ok: false, aborted: true }));
    req.once("close", () => stop({ ok: false, aborted: true })); // after "end", a no-op
  });
}

/** The Messages API's error shape for a body over the limit. */
export function tooLargeBody(message: string): string {
  return JSON.stringify({ type: "error", error: { type: "request_too_large", message } });
}

/**
 * Answers 413 with `text` (see tooLargeBody), throws away what the client still sends, and
 * destroys the socket LINGER_MS later (at once when the reply had already begun).
 */
export function answerTooLarge(
  req: IncomingMessage,
  res: ServerResponse,
  text: string,
  lingerMs: number = LINGER_MS,
): void {
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  req.resume(); // the rest of the body: read, not kept
  if (res.headersSent) {
    socket.destroy();
    return;
  }
  res.writeHead(413, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "x-should-retry": "false",
  });
  res.end(text);
}
