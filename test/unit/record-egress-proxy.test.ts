import { describe, it, expect, afterEach } from "vitest";
import { createServer as createHttpServer, request, type Server as HttpServer } from "node:http";
import { connect, createServer, type Server } from "node:net";
import { hostAllowed, parseAllowlist, sessionAllowlist } from "../../src/live/container/egress-allowlist.js";
import { startEgressProxy, type EgressProxy } from "../../src/live/container/egress-proxy.js";
import { MAX_ATTEMPTS_IN_FULL } from "../../src/live/container/attempt-log.js";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

async function echoServer(): Promise<number> {
  const server: Server = createServer((s) => s.on("data", (d) => s.write(`echo:${d.toString()}`)));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  closers.push(() => new Promise((r) => server.close(() => r())));
  return (server.address() as { port: number }).port;
}

async function proxy(allow: string[]): Promise<EgressProxy> {
  const p = await startEgressProxy({ allow });
  closers.push(() => p.close());
  return p;
}

/** Sends CONNECT, returns the status line and (when tunnelled) what `payload` echoes back. */
function connectThrough(
  p: EgressProxy,
  authority: string,
  payload?: string,
): Promise<{ status: string; echoed?: string }> {
  return new Promise((resolve, reject) => {
    const sock = connect(p.port, "127.0.0.1");
    let buf = "";
    let status: string | undefined;
    sock.on("error", reject);
    sock.on("data", (d) => {
      buf += d.toString();
      if (status === undefined && buf.includes("\r\n\r\n")) {
        status = buf.split("\r\n")[0] as string;
        const rest = buf.slice(buf.indexOf("\r\n\r\n") + 4);
        buf = rest;
        if (status.includes(" 200 ") && payload !== undefined) sock.write(payload);
        else {
          sock.destroy();
          resolve({ status });
        }
      }
      if (status?.includes(" 200 ") && buf.startsWith("echo:")) {
        sock.destroy();
        resolve({ status, echoed: buf });
      }
    });
    sock.on("end", () => resolve({ status: status ?? buf }));
    sock.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
  });
}

describe("egress allowlist", () => {
  it("matches a bare host and its proper subdomains; *.x matches subdomains only", () => {
    const rules = parseAllowlist(["example.com", "*.wild.org"]);
    expect(hostAllowed("example.com", rules)).toBe(true);
    expect(hostAllowed("API.Example.COM.", rules)).toBe(true);
    expect(hostAllowed("badexample.com", rules)).toBe(false);
    expect(hostAllowed("example.com.evil.net", rules)).toBe(false);
    expect(hostAllowed("a.wild.org", rules)).toBe(true);
    expect(hostAllowed("wild.org", rules)).toBe(false);
    expect(hostAllowed("anything", parseAllowlist(["*"]))).toBe(true);
    expect(hostAllowed("x.com", parseAllowlist([]))).toBe(false);
  });

  it("rejects schemes, paths, ports, spaces and inner wildcards", () => {
    for (const bad of ["https://x.com", "x.com/path", "x.com:443", "x .com", "a.*.com", ""]) {
      expect(() => parseAllowlist([bad], "session egress.extra_allow"), bad).toThrow(/session egress.extra_allow: /);
    }
  });

  it("builds a session's list: unrestricted → *, else baseline domains + extra_allow", () => {
    expect(sessionAllowlist({ extra_allow: ["a.com"], unrestricted: true })).toEqual(["*"]);
    expect(sessionAllowlist({ extra_allow: ["a.com"], unrestricted: false }, ["api.anthropic.com"])).toEqual([
      "api.anthropic.com",
      "a.com",
    ]);
  });
});

describe("egress proxy", () => {
  it("tunnels an allowed CONNECT to a real TCP target and logs it", async () => {
    const port = await echoServer();
    const p = await proxy(["localhost"]);
    const r = await connectThrough(p, `localhost:${port}`, "ping");
    expect(r.status).toBe("HTTP/1.1 200 Connection Established");
    expect(r.echoed).toBe("echo:ping");
    expect(p.attempts).toMatchObject([
      { host: "localhost", port, allowed: true, decision: "allow", method: "CONNECT" },
    ]);
  });

  it("answers 403 to a denied host and logs the attempt", async () => {
    const port = await echoServer();
    const p = await proxy(["example.com"]);
    const r = await connectThrough(p, `127.0.0.1:${port}`, "ping");
    expect(r.status).toBe("HTTP/1.1 403 Forbidden");
    expect(r.echoed).toBeUndefined();
    const denied = await connectThrough(p, "evil.example.net:443");
    expect(denied.status).toBe("HTTP/1.1 403 Forbidden");
    expect(p.attempts.map((a) => [a.host, a.port, a.allowed])).toEqual([
      ["127.0.0.1", port, false],
      ["evil.example.net", 443, false],
    ]);
  });

  it("keeps a bounded log however many connections the sandbox tries (the first of a new host still kept)", async () => {
    const p = await proxy(["example.com"]);
    const tries = MAX_ATTEMPTS_IN_FULL + 50;
    for (let i = 0; i < tries; i += 50) {
      await Promise.all(Array.from({ length: 50 }, () => connectThrough(p, "flood.example.net:443")));
    }
    await connectThrough(p, "late.example.net:443");
    expect(p.attempts.length).toBe(MAX_ATTEMPTS_IN_FULL + 1);
    expect(p.attempts.at(-1)?.host).toBe("late.example.net");
  });

  it("answers 502 when an allowed upstream is unreachable", async () => {
    const freePort = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, "127.0.0.1", () => {
        const port = (s.address() as { port: number }).port;
        s.close(() => resolve(port)); // nothing listens there any more
      });
    });
    const p = await proxy(["127.0.0.1"]);
    const r = await connectThrough(p, `127.0.0.1:${freePort}`);
    expect(r.status).toBe("HTTP/1.1 502 Bad Gateway");
    expect(p.attempts[0]).toMatchObject({ allowed: true });
    expect(p.attempts[0]?.reason).toMatch(/^upstream_error: /);
  });

  it("forwards allowed plain HTTP and refuses the rest", async () => {
    const web: HttpServer = createHttpServer((req, res) => res.end(`hello ${req.url}`));
    await new Promise<void>((r) => web.listen(0, "127.0.0.1", r));
    closers.push(() => new Promise((r) => web.close(() => r())));
    const webPort = (web.address() as { port: number }).port;
    const p = await proxy(["localhost"]);
    const get = (url: string): Promise<{ status: number; body: string }> =>
      new Promise((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port: p.port, path: url, method: "GET" }, (res) => {
          let body = "";
          res.on("data", (d) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end();
      });
    expect(await get(`http://localhost:${webPort}/x?y=1`)).toEqual({ status: 200, body: "hello /x?y=1" });
    const denied = await get(`http://blocked.test:${webPort}/`);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatch(/egress denied/);
    expect(p.attempts.map((a) => [a.host, a.allowed, a.method, a.path])).toEqual([
      ["localhost", true, "GET", "/x"],
      ["blocked.test", false, "GET", "/"],
    ]);
  });

  it("hands the agent proxy variables with loopback exempt", async () => {
    const p = await proxy([]);
    const env = p.proxyEnv();
    expect(env.HTTPS_PROXY).toBe(`http://127.0.0.1:${p.port}`);
    expect(env.http_proxy).toBe(env.HTTP_PROXY);
    expect(env.https_proxy).toBe(env.HTTPS_PROXY);
    expect(env.NO_PROXY?.split(",")).toContain("127.0.0.1");
    expect(env.no_proxy).toBe(env.NO_PROXY);
  });
});

describe("the container tier's proxy (issue 21)", () => {
  it("never connects to this machine or a private network under a wildcard, only when the allowlist names the host exactly", async () => {
    const port = await echoServer();
    const wide = await startEgressProxy({ allow: ["*"], denyPrivate: true });
    closers.push(() => wide.close());
    expect((await connectThrough(wide, `127.0.0.1:${port}`, "x")).status).toMatch(/ 403 /);
    expect((await connectThrough(wide, `localhost:${port}`, "x")).status).toMatch(/ 403 /);
    expect(wide.attempts.map((a) => a.reason)).toEqual([
      expect.stringMatching(/^private_address/),
      expect.stringMatching(/^private_address/),
    ]);
    const named = await startEgressProxy({ allow: ["127.0.0.1"], denyPrivate: true });
    closers.push(() => named.close());
    expect(await connectThrough(named, `127.0.0.1:${port}`, "hi")).toEqual({
      status: "HTTP/1.1 200 Connection Established",
      echoed: "echo:hi",
    });
    const own = await startEgressProxy({ allow: ["127.0.0.1"], denyPrivate: true, deny: ["127.0.0.1"] });
    closers.push(() => own.close());
    expect((await connectThrough(own, `127.0.0.1:${port}`, "x")).status).toMatch(/ 403 /);
    expect(own.attempts[0]!.reason).toMatch(/^this_machine/);
  });

  it("judges every kind of private address", async () => {
    const { isPrivateAddress } = await import("../../src/live/container/private-address.js");
    for (const ip of [
      "127.0.0.1",
      "10.89.3.1",
      "172.17.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fd00::1",
      "fe80::1",
      "::ffff:10.0.0.1",
      "224.0.0.1",
      "192.0.2.2",
      "not-an-ip",
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ["8.8.8.8", "160.79.104.10", "2607:6bc0::10", "::ffff:8.8.8.8", "172.32.0.1"])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it("relays an origin-form model request to the endpoint set later, with the real key for the placeholder, and reports the ids served", async () => {
    const { createModelRelay, PLACEHOLDER_CREDENTIAL } = await import("../../src/live/container/model-relay.js");
    const seen: { key?: string; path?: string }[] = [];
    const api: HttpServer = createHttpServer((req, res) => {
      seen.push({ key: String(req.headers["x-api-key"]), path: req.url ?? "" });
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end(
        'event: message_start\ndata: {"type":"message_start","message":{"id":"msg_r1","type":"message","content":[]}}\n\n',
      );
    });
    await new Promise<void>((r) => api.listen(0, "127.0.0.1", r));
    closers.push(() => new Promise((r) => api.close(() => r())));
    const served: unknown[] = [];
    const relay = createModelRelay((s) => served.push(s));
    const p = await startEgressProxy({ allow: [], relay, denyPrivate: true });
    closers.push(() => p.close());
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const q = request(
        {
          host: "127.0.0.1",
          port: p.port,
          method: "POST",
          path: "/v1/messages?beta=true",
          headers: { "x-api-key": PLACEHOLDER_CREDENTIAL },
        },
        (res) => {
          let body = "";
          res.on("data", (d) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      q.on("error", reject);
      q.end("{}");
    });
    setTimeout(
      () =>
        relay.setUpstream(`http://127.0.0.1:${(api.address() as { port: number }).port}/base`, { apiKey: "sk-real" }),
      50,
    );
    const r = await answer;
    expect(r.status).toBe(200);
    expect(seen).toEqual([{ key: "sk-real", path: "/base/v1/messages?beta=true" }]);
    await new Promise((r) => setTimeout(r, 20));
    expect(served).toEqual([{ messageId: "msg_r1", toolUseIds: [] }]);
  });
});
