/**
 * Issue 36, class 7: the container tier's egress filter judged IPv4 addresses inside IPv6 only in
 * the dotted `::ffff:a.b.c.d` form, so `[::ffff:a59:1]`, `[0:0:0:0:0:ffff:10.89.0.1]` and the
 * WHATWG-normalised `http://[::ffff:10.89.0.1]/` passed the private-range and own-address checks
 * even with egress.unrestricted. Each spelling here is judged as the IPv4 it reaches; the proxy is
 * real (loopback listeners, real CONNECT and HTTP), and the listener must receive nothing.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createServer as createHttpServer, request } from "node:http";
import { connect, createServer } from "node:net";
import { addressLiteral, looksNumeric } from "../../src/live/container/address-literal.js";
import { isPrivateAddress } from "../../src/live/container/private-address.js";
import { startEgressProxy, type EgressProxy, type EgressProxyOptions } from "../../src/live/container/egress-proxy.js";

/** Spellings of 10.89.0.1 (a podman gateway): every one must be judged as that IPv4. */
const GATEWAY_SPELLINGS = [
  "::ffff:10.89.0.1",
  "::ffff:a59:1",
  "::FFFF:0A59:0001",
  "0:0:0:0:0:ffff:10.89.0.1",
  "0000:0000:0000:0000:0000:ffff:0a59:0001",
  "[::ffff:a59:1]",
  "::ffff:0:a59:1", // SIIT translated
  "::10.89.0.1", // v4-compatible, dotted
  "::a59:1", // v4-compatible, hex
  "64:ff9b::a59:1", // NAT64 well-known prefix
  "64:ff9b::10.89.0.1",
  "2002:a59:1::", // 6to4
  "2002:0a59:0001:1234::5",
  "0x0a.0x59.0.1", // inet_aton's spellings
  "012.0131.0.1",
  "10.89.1",
  "10.5832705",
  "173604865",
  "0xa590001",
];

describe("address literals in any spelling", () => {
  it.each(GATEWAY_SPELLINGS)("%s is judged as 10.89.0.1 and refused", (s) => {
    expect(addressLiteral(s)?.judged).toBe("10.89.0.1");
    expect(isPrivateAddress(s)).toBe(true);
  });

  it.each([
    ["::ffff:7f00:1", "127.0.0.1"],
    ["0:0:0:0:0:ffff:7f00:1", "127.0.0.1"],
    ["::ffff:a9fe:a9fe", "169.254.169.254"],
    ["64:ff9b::c0a8:101", "192.168.1.1"],
    ["2002:ac11:1::", "172.17.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
  ])("%s reaches %s: private", (s, v4) => {
    expect(addressLiteral(s)?.judged).toBe(v4);
    expect(isPrivateAddress(s)).toBe(true);
  });

  it("a public IPv4 in an IPv6 spelling stays public, and a socket to a mapped form goes to the IPv4 itself", () => {
    expect(isPrivateAddress("::ffff:808:808")).toBe(false);
    expect(addressLiteral("::ffff:808:808")).toMatchObject({ judged: "8.8.8.8", connect: "8.8.8.8" });
    expect(addressLiteral("64:ff9b::808:808")).toMatchObject({ judged: "8.8.8.8", connect: "64:ff9b::808:808" });
    expect(isPrivateAddress("2002:808:808::1")).toBe(false);
  });

  it("refuses Teredo, local-use NAT64, zone ids, unroutable IPv6 and what is no address", () => {
    for (const s of [
      "2001:0:4136:e378:8000:63bf:3fff:fdd2", // Teredo (its client is XORed: not judged, refused)
      "2001::1",
      "64:ff9b:1::a59:1", // local-use NAT64: a translator on a local network
      "fe80::1%eth0",
      "2607:6bc0::10%eth0",
      "2607:6bc0::10%25eth0",
      "100::1", // discard-only
      "2001:db8::1", // documentation
      "3fff::1",
      "::ffff:7f00:1:443", // an unbracketed authority: no mapped address, and outside 2000::/3
      "4000::1",
      "fec0::1",
      "08.1.1.1",
      "4294967296",
      "1.2.3.256",
      "::ffff:1.2.3.4.5",
      "",
      "[]",
    ])
      expect(isPrivateAddress(s), s).toBe(true);
    expect(addressLiteral("fe80::1%eth0")).toBeUndefined();
  });

  it("takes a host whose last label is a number for a would-be IPv4 literal", () => {
    for (const h of ["08.1.1.1", "1.2.3.4.5", "example.0x10", "4294967296", "a.b.1."])
      expect(looksNumeric(h), h).toBe(true);
    for (const h of ["example.com", "1.2.3.example", "0x.com"]) expect(looksNumeric(h), h).toBe(false);
  });
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

/** A listener on this machine that records every connection it gets. */
async function tcpListener(hits: string[]): Promise<number> {
  const server = createServer((s) => {
    hits.push("tcp connection");
    s.end("this machine\n");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  closers.push(() => new Promise((r) => server.close(() => r())));
  return (server.address() as { port: number }).port;
}

async function proxy(opts: Omit<EgressProxyOptions, "denyPrivate">): Promise<EgressProxy> {
  const p = await startEgressProxy({ ...opts, denyPrivate: true });
  closers.push(() => p.close());
  return p;
}

/** The status line a CONNECT to `authority` gets ("no answer" after 5 s). */
function connectStatus(p: EgressProxy, authority: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sock = connect(p.port, "127.0.0.1");
    sock.setTimeout(5000, () => {
      sock.destroy();
      resolve("no answer");
    });
    let buf = "";
    sock.on("error", reject);
    sock.on("data", (d) => {
      buf += d.toString();
      if (buf.includes("\r\n")) {
        sock.destroy();
        resolve(buf.split("\r\n")[0]!);
      }
    });
    sock.on("end", () => resolve(buf));
    sock.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
  });
}

describe("the container tier's proxy, egress unrestricted (issue 36)", () => {
  it("refuses every IPv6 and odd IPv4 spelling of loopback, and the listener on this machine gets nothing", async () => {
    const hits: string[] = [];
    const port = await tcpListener(hits);
    const p = await proxy({ allow: ["*"] });
    const targets = [
      "[::ffff:127.0.0.1]",
      "[::ffff:7f00:1]",
      "[0:0:0:0:0:ffff:7f00:1]",
      "[0:0:0:0:0:ffff:127.0.0.1]",
      "[::127.0.0.1]",
      "0x7f.1",
      "2130706433",
      "127.1",
    ];
    for (const t of targets) expect(await connectStatus(p, `${t}:${port}`), t).toBe("HTTP/1.1 403 Forbidden");
    expect(p.attempts.map((a) => a.reason)).toEqual(targets.map(() => expect.stringMatching(/^private_address: /)));
    expect(hits).toEqual([]);
  });

  it("refuses plain HTTP to a WHATWG-normalised mapped address (http://[::ffff:127.0.0.1]/ → [::ffff:7f00:1])", async () => {
    const hits: string[] = [];
    const web = createHttpServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.end("this machine\n");
    });
    await new Promise<void>((r) => web.listen(0, "127.0.0.1", r));
    closers.push(() => new Promise((r) => web.close(() => r())));
    const port = (web.address() as { port: number }).port;
    const p = await proxy({ allow: ["*"] });
    const status = (url: string): Promise<number> =>
      new Promise((resolve, reject) => {
        const q = request({ host: "127.0.0.1", port: p.port, path: url }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        q.on("error", reject);
        q.end();
      });
    for (const url of [
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${port}/`,
      `http://0x7f.1:${port}/`,
    ])
      expect(await status(url), url).toBe(403);
    expect(p.attempts.map((a) => a.host)).toEqual(["::ffff:7f00:1", "::ffff:7f00:1", "127.0.0.1"]);
    expect(hits).toEqual([]);
  });

  it("refuses this machine's own address in any spelling, even when the allowlist names that spelling", async () => {
    const hits: string[] = [];
    const port = await tcpListener(hits);
    for (const spelling of ["::ffff:7f00:1", "0:0:0:0:0:ffff:127.0.0.1"]) {
      const p = await proxy({ allow: [`[${spelling}]`], deny: ["127.0.0.1"] });
      expect(await connectStatus(p, `[${spelling}]:${port}`), spelling).toBe("HTTP/1.1 403 Forbidden");
      expect(p.attempts[0]?.reason, spelling).toMatch(/^this_machine: /);
    }
    const listed = await proxy({ allow: ["127.0.0.1"], deny: ["::ffff:7f00:1"] });
    expect(await connectStatus(listed, `127.0.0.1:${port}`)).toBe("HTTP/1.1 403 Forbidden");
    expect(hits).toEqual([]);
  });

  it("refuses a zone id and a broken literal, which getaddrinfo would read its own way", async () => {
    const hits: string[] = [];
    const port = await tcpListener(hits);
    const p = await proxy({ allow: ["*"] });
    expect(await connectStatus(p, `[fe80::1%25lo]:${port}`)).toBe("HTTP/1.1 403 Forbidden");
    expect(await connectStatus(p, `08.0.0.1:${port}`)).toBe("HTTP/1.1 403 Forbidden");
    expect(p.attempts.map((a) => a.reason)).toEqual([
      expect.stringMatching(/^not_an_address: /),
      expect.stringMatching(/^not_an_address: /),
    ]);
    expect(hits).toEqual([]);
  });

  it("answers 400 to a port that is no TCP port, and keeps serving (the connect used to throw, and the proxy died)", async () => {
    const hits: string[] = [];
    const port = await tcpListener(hits);
    const p = await proxy({ allow: ["127.0.0.1"] });
    for (const bad of ["70000", "0", "99999999999999999999"])
      expect(await connectStatus(p, `127.0.0.1:${bad}`), bad).toBe("HTTP/1.1 400 Bad Request");
    expect(p.attempts.map((a) => a.reason)).toEqual([1, 2, 3].map(() => expect.stringMatching(/^bad_target: /)));
    expect(await connectStatus(p, `127.0.0.1:${port}`)).toBe("HTTP/1.1 200 Connection Established");
    expect(hits).toEqual(["tcp connection"]);
  });
});
