/**
 * Both model servers read what the sandbox posts within a bound (issue 36, class 2): a body over
 * the Messages API's own limit (32 MiB) is answered 413 and never held. That holds for a fast
 * stream, a slow one and a declared length. Concurrent bodies share a budget, and the request log
 * keeps the newest entries and bodies only. Without the bound the servers buffered the whole body:
 * 700 MB crashed the gate (ERR_STRING_TOO_LONG), a slow 2 GB stream grew it to 2.1 GB.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseModelScript } from "../../src/core/model-script/load-script.js";
import { startModelServer, type ModelServer } from "../../src/live/model-server/server.js";
import { startRecordedTurnsServer } from "../../src/live/model-server/recorded-server.js";
import { RequestLog } from "../../src/live/model-server/request-log.js";
import { MAX_BODIES_IN_FLIGHT_BYTES, MAX_REQUEST_BODY_BYTES } from "../../src/core/util/bounded-body.js";
import { memorySampler, MiB, postLazily } from "../helpers/lazy-body.js";

const servers: ModelServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

const SERVERS: [string, () => Promise<ModelServer>][] = [
  ["scripted", () => startModelServer({ script: parseModelScript("- respond: [{text: hi}]\n", "s.yaml") })],
  [
    "recorded-turns",
    () => startRecordedTurnsServer({ respond: () => ({ turn: { turn: 1, blocks: [{ type: "text", text: "hi" }] } }) }),
  ],
];

async function start(make: () => Promise<ModelServer>): Promise<{ server: ModelServer; port: number }> {
  const server = await make();
  servers.push(server);
  return { server, port: Number(new URL(server.url).port) };
}

describe.each(SERVERS)("the %s model server's request bodies", (_name, make) => {
  it("answers a 256 MiB body with 413 once it passes 32 MiB, and holds none of it (memory growth under 100 MB)", async () => {
    const { server, port } = await start(make);
    const memory = memorySampler();
    const r = await postLazily({ port, totalBytes: 256 * MiB });
    const grew = memory.stop();
    expect(r.status, r.body).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ type: "error", error: { type: "request_too_large" } });
    expect(r.body).toMatch(/passed the 33554432-byte limit/);
    expect(r.sent).toBeLessThan(128 * MiB); // cut near the cap, not at the end
    expect(grew).toBeLessThan(100 * 1000 * 1000);
    expect(server.requests.at(-1)).toMatchObject({ status: 413 });
    expect(server.requests.at(-1)!.body).toBeUndefined();
  });

  it("cuts a slow stream at the cap instead of waiting for its end, and closes the connection", async () => {
    const { port } = await start(make);
    // 2 MiB chunks, 10 ms apart, and on after the answer: the sender never stops on its own before 1 GB
    const memory = memorySampler();
    const r = await postLazily({ port, totalBytes: 1024 * MiB, chunkBytes: 2 * MiB, delayMs: 10, keepSending: true });
    expect(memory.stop()).toBeLessThan(100 * 1000 * 1000);
    expect(r.status, r.body).toBe(413);
    expect(r.sent).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES + 4 * MiB);
    expect(r.closed).toBe(true); // by the server, about a second after its answer
    expect(r.sentInAll).toBeLessThan(512 * MiB);
    expect(r.ms).toBeLessThan(10_000);
  });

  it("refuses a declared length over the cap before reading any of it", async () => {
    const { port } = await start(make);
    const r = await postLazily({
      port,
      totalBytes: 1024 * MiB,
      declareLength: true,
      chunkBytes: 64 * 1024,
      delayMs: 20,
    });
    expect(r.status).toBe(413);
    expect(r.body).toMatch(/the request body is 1073741824 bytes, over the 33554432-byte limit/);
    expect(r.sent).toBeLessThan(4 * MiB);
  });

  it("still answers a body just under the cap", async () => {
    const { port } = await start(make);
    const r = await postLazily({ port, path: "/v1/messages/count_tokens", totalBytes: MAX_REQUEST_BODY_BYTES });
    expect(r.status).toBe(200);
  });

  it("refuses a body that would pass the budget the bodies being read share", async () => {
    const { port } = await start(make);
    const each = 30 * MiB;
    const slow = { port, totalBytes: each, chunkBytes: MiB, delayMs: 5 };
    const outcomes = await Promise.all([postLazily(slow), postLazily(slow), postLazily(slow)]);
    const refused = outcomes.filter((o) => o.status === 413);
    expect(3 * each).toBeGreaterThan(MAX_BODIES_IN_FLIGHT_BYTES);
    expect(refused.length, JSON.stringify(outcomes.map((o) => [o.status, o.sent]))).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.body).toMatch(/bodies being read passed the 67108864-byte limit they share/);
  });
});

describe("the request log", () => {
  it("keeps the newest entries, numbered on, and the newest bodies within the byte bound", () => {
    const log = new RequestLog(3, 100);
    const entries = [1, 2, 3, 4, 5].map((i) => {
      const e = log.open("POST", `/v1/messages?n=${i}`);
      log.keepBody(e, { i }, 40);
      return e;
    });
    expect(log.entries.map((e) => e.seq)).toEqual([3, 4, 5]);
    expect(log.entries.map((e) => e.body)).toEqual([undefined, { i: 4 }, { i: 5 }]);
    expect(entries[2]!.bodyBytes).toBe(40);
    const big = log.open("POST", "/v1/messages");
    log.keepBody(big, { big: true }, 101);
    expect(big.body).toBeUndefined();
    expect(log.open("GET", `/${"x".repeat(5000)}`).path.length).toBe(2048);
  });
});
