/**
 * The egress proxy's model relay (issue 36, class 2) relays only the model API's message
 * endpoints, and only bodies within the Messages API's own limit. Before, any path went to the
 * model endpoint: in a real-API recording the real key went on whatever endpoint a skill asked
 * for (files, batches, models). The upstream here is a real loopback server that records every
 * request it gets, with the key it was given and the body bytes it read.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createServer, request, type Server } from "node:http";
import { startEgressProxy } from "../../src/live/container/egress-proxy.js";
import { createModelRelay, PLACEHOLDER_CREDENTIAL, relayDecision } from "../../src/live/container/model-relay.js";
import { MAX_REQUEST_BODY_BYTES } from "../../src/core/util/bounded-body.js";
import { memorySampler, MiB, postLazily } from "../helpers/lazy-body.js";

interface Hit {
  method: string;
  url: string;
  key: string;
  bytes: number;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

/** A proxy with a relay to a recording upstream that holds the real key's place. */
async function relayToRecorder(): Promise<{
  port: number;
  hits: Hit[];
  attempts: () => readonly { allowed: boolean; path?: string; reason?: string }[];
}> {
  const hits: Hit[] = [];
  const api: Server = createServer((req, res) => {
    const hit: Hit = { method: req.method ?? "", url: req.url ?? "", key: String(req.headers["x-api-key"]), bytes: 0 };
    hits.push(hit);
    req.on("data", (c: Buffer) => (hit.bytes += c.length));
    req.on("end", () =>
      res.writeHead(200, { "content-type": "application/json" }).end('{"type":"message","id":"msg_1","content":[]}'),
    );
  });
  await new Promise<void>((r) => api.listen(0, "127.0.0.1", r));
  closers.push(() => new Promise((r) => api.close(() => r())));
  const relay = createModelRelay();
  relay.setUpstream(`http://127.0.0.1:${(api.address() as { port: number }).port}`, { apiKey: "sk-real-key" });
  const p = await startEgressProxy({ allow: [], relay, denyPrivate: true });
  closers.push(() => p.close());
  return { port: p.port, hits, attempts: () => p.attempts };
}

function send(port: number, method: string, path: string, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const q = request(
      { host: "127.0.0.1", port, method, path, headers: { "x-api-key": PLACEHOLDER_CREDENTIAL } },
      (res) => {
        let text = "";
        res.on("data", (d: Buffer) => (text += d.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    q.on("error", reject);
    q.end(body);
  });
}

const REFUSED: [string, string][] = [
  ["POST", "/v1/files"],
  ["GET", "/v1/files/file_1/content"],
  ["POST", "/v1/messages/batches"],
  ["GET", "/v1/messages/batches/b_1/results"],
  ["GET", "/v1/models"],
  ["GET", "/v1/messages"],
  ["DELETE", "/v1/messages"],
  ["POST", "/v1/messages/"],
  ["POST", "/v1/messages/../files"],
  ["POST", "/v1/messages/count_tokens/../../files"],
  ["POST", "/v1/%6dessages"],
  ["POST", "//v1/messages"],
  ["POST", "/api/oauth/profile"],
  ["POST", "/v1/skills"],
];

describe("the model relay's endpoints", () => {
  it("relays POST /v1/messages and /v1/messages/count_tokens (any query) with the real key", async () => {
    const { port, hits } = await relayToRecorder();
    expect((await send(port, "POST", "/v1/messages?beta=true", "{}")).status).toBe(200);
    expect((await send(port, "POST", "/v1/messages/count_tokens?beta=true", "{}")).status).toBe(200);
    expect(hits.map((h) => [h.method, h.url, h.key])).toEqual([
      ["POST", "/v1/messages?beta=true", "sk-real-key"],
      ["POST", "/v1/messages/count_tokens?beta=true", "sk-real-key"],
    ]);
  });

  it.each(REFUSED)("answers %s %s with 404 and never contacts the upstream", async (method, path) => {
    const { port, hits, attempts } = await relayToRecorder();
    const r = await send(port, method, path, method === "GET" ? undefined : "{}");
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body)).toMatchObject({ type: "error", error: { type: "not_found_error" } });
    expect(r.body).toMatch(/only POST \/v1\/messages and \/v1\/messages\/count_tokens are relayed/);
    await new Promise((res) => setTimeout(res, 30));
    expect(hits).toEqual([]);
    expect(attempts()).toMatchObject([{ allowed: false, reason: expect.stringMatching(/^not_a_model_endpoint/) }]);
  });

  it("answers GET and HEAD of / itself", async () => {
    const { port, hits } = await relayToRecorder();
    expect((await send(port, "GET", "/")).status).toBe(200);
    expect((await send(port, "HEAD", "/")).status).toBe(200);
    expect(hits).toEqual([]);
  });

  it("decides on the path as sent, before its query", () => {
    expect(relayDecision("POST", "/v1/messages?x=/v1/files")).toBe("relay");
    expect(relayDecision("POST", "/v1/files?/v1/messages")).toBe("refuse");
    expect(relayDecision(undefined, undefined)).toBe("refuse");
  });
});

describe("the model relay's request bodies", () => {
  it("cuts a 256 MiB body at 32 MiB: 413 to the agent, the upstream request aborted short of the cap, memory growth under 100 MB", async () => {
    const { port, hits, attempts } = await relayToRecorder();
    const memory = memorySampler();
    const r = await postLazily({ port, path: "/v1/messages?beta=true", totalBytes: 256 * MiB });
    expect(memory.stop()).toBeLessThan(100 * 1000 * 1000);
    expect(r.status, r.body).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ type: "error", error: { type: "request_too_large" } });
    await new Promise((res) => setTimeout(res, 50));
    expect(hits).toHaveLength(1);
    expect(hits[0]!.bytes).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES);
    expect(attempts()[0]!.reason).toMatch(/^request_too_large/);
  });

  it("refuses a declared length over the cap without contacting the upstream", async () => {
    const { port, hits } = await relayToRecorder();
    const r = await postLazily({
      port,
      totalBytes: 1024 * MiB,
      declareLength: true,
      chunkBytes: 64 * 1024,
      delayMs: 20,
    });
    expect(r.status).toBe(413);
    expect(r.sent).toBeLessThan(4 * MiB);
    expect(hits).toEqual([]);
  });
});
