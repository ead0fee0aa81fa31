/**
 * Posting a large request body made lazily (one reused chunk, sent as the socket drains), as a
 * skill in the sandbox would post it to the model endpoint. Also a sampler of this process's
 * memory, to show what reading such a body cost.
 */
import { request } from "node:http";

export interface PostOutcome {
  status: number;
  body: string;
  /** bytes handed to the socket before the answer came (or the socket closed) */
  sent: number;
  /** with keepSending: bytes handed to the socket until it was closed */
  sentInAll: number;
  /** the socket was closed by the other side while the body was still being sent */
  closed: boolean;
  /** ms from the first byte to the answer */
  ms: number;
}

export interface LazyPost {
  port: number;
  path?: string;
  totalBytes: number;
  chunkBytes?: number;
  /** a pause between chunks (a slow stream) */
  delayMs?: number;
  /** send `content-length: totalBytes` instead of chunked encoding */
  declareLength?: boolean;
  headers?: Record<string, string>;
  /** go on sending after the answer, as a hostile sender would: resolves once the other side closes the socket */
  keepSending?: boolean;
}

/** Posts `totalBytes` of JSON-ish text, one chunk at a time; resolves with the answer (the rest is not sent). */
export function postLazily(o: LazyPost): Promise<PostOutcome> {
  const chunk = Buffer.alloc(o.chunkBytes ?? 1024 * 1024, 0x61);
  const started = Date.now();
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    let answered: { status: number; body: string; sent: number } | undefined;
    const finish = (status: number, body: string, closed: boolean): void => {
      if (done) return;
      if (o.keepSending && !closed) {
        answered = { status, body, sent };
        return;
      }
      done = true;
      q.destroy();
      resolve({
        status: answered?.status ?? status,
        body: answered?.body ?? body,
        sent: answered?.sent ?? sent,
        sentInAll: sent,
        closed,
        ms: Date.now() - started,
      });
    };
    const q = request(
      {
        host: "127.0.0.1",
        port: o.port,
        method: "POST",
        path: o.path ?? "/v1/messages",
        headers: {
          "content-type": "application/json",
          ...(o.declareLength ? { "content-length": String(o.totalBytes) } : {}),
          ...o.headers,
        },
      },
      (res) => {
        let body = "";
        res.on("data", (d: Buffer) => (body += d.toString()));
        res.on("end", () => finish(res.statusCode ?? 0, body, false));
        res.on("error", () => finish(res.statusCode ?? 0, body, true));
      },
    );
    q.on("error", () => finish(0, "", true));
    q.on("close", () => finish(0, "", true));
    const pump = (): void => {
      while (!done && sent < o.totalBytes) {
        const part = sent + chunk.length > o.totalBytes ? chunk.subarray(0, o.totalBytes - sent) : chunk;
        sent += part.length;
        const more = q.write(part);
        if (o.delayMs) {
          setTimeout(pump, o.delayMs);
          return;
        }
        if (!more) {
          q.once("drain", pump);
          return;
        }
      }
      if (!done) q.end();
    };
    pump();
  });
}

/** Samples this process's RSS every few ms; `stop()` gives the growth over the baseline at its peak. */
export function memorySampler(everyMs = 10): { stop(): number } {
  globalThis.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      return peak - base;
    },
  };
}

export const MiB = 1024 * 1024;
