#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  HarnessError
} from "./chunk-6ZVZ2CXJ.js";

// src/container/model-relay.ts
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
var PLACEHOLDER_CREDENTIAL = "cowork-harness-placeholder-credential";
function createModelRelay(onServed) {
  let resolveUp;
  const up = new Promise((r) => resolveUp = r);
  return {
    setUpstream: (url, credentials = {}) => resolveUp({ url: new URL(url), credentials }),
    upstream: () => up,
    ...onServed ? { onServed } : {}
  };
}
var UPSTREAM_WAIT_MS = 3e4;
var SCAN_CAP = 64 * 1024 * 1024;
function servedIds(body) {
  const out = { toolUseIds: [] };
  const visit = (o) => {
    if (o === null || typeof o !== "object") return;
    const m = o;
    if (m.type === "message" && typeof m.id === "string") out.messageId ??= m.id;
    if (m.type === "tool_use" && typeof m.id === "string" && !out.toolUseIds.includes(m.id)) out.toolUseIds.push(m.id);
    for (const v of Object.values(m)) if (v !== null && typeof v === "object") visit(v);
  };
  const trimmed = body.trimStart();
  const chunks = trimmed.startsWith("{") ? [trimmed] : body.split("\n").filter((l) => l.startsWith("data:")).map((l) => l.slice(5));
  for (const c of chunks) {
    try {
      visit(JSON.parse(c));
    } catch {
    }
  }
  return out;
}
function upstreamHeaders(headers, host, creds) {
  const out = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === void 0 || k === "proxy-connection" || k === "proxy-authorization") continue;
    out[k] = v;
  }
  out.host = host;
  if (creds.apiKey !== void 0 && out["x-api-key"] === PLACEHOLDER_CREDENTIAL) out["x-api-key"] = creds.apiKey;
  if (creds.oauthToken !== void 0 && out.authorization === `Bearer ${PLACEHOLDER_CREDENTIAL}`) out.authorization = `Bearer ${creds.oauthToken}`;
  return out;
}
function answerUpstreamError(entry, res, e) {
  entry.reason = `upstream_error: ${e.message}`;
  if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
  res.end(`upstream error: ${e.message}
`);
}
function relayToModel(relay, req, res, log) {
  const timer = setTimeout(() => {
    if (!res.headersSent) res.writeHead(503, { "content-type": "text/plain" });
    res.end("model endpoint not set\n");
  }, UPSTREAM_WAIT_MS);
  void relay.upstream().then(({ url, credentials }) => {
    clearTimeout(timer);
    if (res.writableEnded) return;
    const https = url.protocol === "https:";
    const port = url.port ? Number(url.port) : https ? 443 : 80;
    const base = url.pathname.replace(/\/+$/, "");
    const path = `${base}${req.url ?? "/"}`;
    const entry = log({ host: url.hostname, port, allowed: true, method: req.method ?? "GET", path: path.split("?")[0] });
    const send = https ? httpsRequest : httpRequest;
    const upstream = send({ host: url.hostname, port, method: req.method, path, headers: upstreamHeaders(req.headers, url.host, credentials) }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      const parts = [];
      let kept = 0;
      up.on("data", (c) => {
        if (kept < SCAN_CAP) {
          parts.push(c);
          kept += c.length;
        }
      });
      up.on("end", () => {
        const served = servedIds(Buffer.concat(parts).toString("utf8"));
        if (served.messageId !== void 0 || served.toolUseIds.length > 0) relay.onServed?.(served);
      });
      up.pipe(res);
    });
    upstream.on("error", (e) => answerUpstreamError(entry, res, e));
    req.pipe(upstream);
  });
}

// src/container/egress-proxy.ts
import { request as httpRequest2, createServer } from "node:http";
import { lookup } from "node:dns/promises";
import { connect, isIP as isIP2 } from "node:net";

// src/container/egress-allowlist.ts
function normalizeHost(h) {
  return h.trim().toLowerCase().replace(/\.$/, "").replace(/^\[(.*)\]$/, "$1");
}
function parseAllowlist(entries, source = "egress allowlist") {
  return entries.map((raw) => {
    if (raw === "*") return { kind: "any" };
    if (raw.length === 0 || /\s/.test(raw) || raw.includes("://") || raw.includes("/") || /:\d+$/.test(raw) || raw.includes("@")) {
      throw new HarnessError(`${source}: "${raw}" is not a host \u2014 use a bare host like example.com or *.example.com (no scheme, path, port or spaces)`);
    }
    if (raw.startsWith("*.")) {
      const suffix = normalizeHost(raw.slice(2));
      if (suffix === "" || suffix.includes("*")) throw new HarnessError(`${source}: "${raw}" is not a valid wildcard \u2014 use *.example.com`);
      return { kind: "subdomains", suffix };
    }
    if (raw.includes("*")) throw new HarnessError(`${source}: "${raw}" \u2014 a wildcard is only allowed as a leading "*."`);
    return { kind: "host", host: normalizeHost(raw) };
  });
}
function hostAllowed(host, rules) {
  const h = normalizeHost(host);
  return rules.some((r) => {
    if (r.kind === "any") return true;
    if (r.kind === "host") return h === r.host || h.endsWith(`.${r.host}`);
    return h.endsWith(`.${r.suffix}`);
  });
}
function sessionAllowlist(egress, baselineDomains = []) {
  return egress.unrestricted ? ["*"] : [...baselineDomains, ...egress.extra_allow];
}

// src/container/private-address.ts
import { isIP } from "node:net";
function v4Private(ip) {
  const [a = 0, b = 0, c = 0] = ip.split(".").map(Number);
  return a === 0 || a === 10 || a === 127 || a === 100 && b >= 64 && b <= 127 || a === 169 && b === 254 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 168 || a === 198 && (b === 18 || b === 19) || a >= 224 || // the documentation ranges (TEST-NET-1/2/3) are never routed on the internet
  a === 192 && b === 0 && c === 2 || a === 198 && b === 51 && c === 100 || a === 203 && b === 0 && c === 113;
}
function isPrivateAddress(ip) {
  const kind = isIP(ip);
  if (kind === 4) return v4Private(ip);
  if (kind !== 6) return true;
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return v4Private(mapped[1]);
  if (lower === "::" || lower === "::1") return true;
  const first = parseInt(lower.split(":")[0] || "0", 16);
  return (first & 65024) === 64512 || (first & 65472) === 65152 || (first & 65280) === 65280;
}

// src/container/egress-proxy.ts
var NO_PROXY_HOSTS = "localhost,127.0.0.1,::1";
function proxyEnvFor(url) {
  return { HTTP_PROXY: url, HTTPS_PROXY: url, http_proxy: url, https_proxy: url, NO_PROXY: NO_PROXY_HOSTS, no_proxy: NO_PROXY_HOSTS };
}
async function vetTarget(host, rules, denyPrivate, deny) {
  if (!denyPrivate) return { address: host };
  const named = rules.some((r) => r.kind === "host" && r.host === host.toLowerCase().replace(/\.$/, ""));
  let addresses;
  try {
    addresses = isIP2(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch (e) {
    return { reason: `dns_error: ${e.code ?? String(e)}` };
  }
  if (addresses.length === 0) return { reason: "dns_error: no address" };
  if (addresses.some((a) => deny.has(a.toLowerCase().replace(/^::ffff:/, "")))) return { reason: "this_machine: this machine's own address is out of reach" };
  if (!named && addresses.some(isPrivateAddress)) return { reason: "private_address: this machine and its networks are out of reach" };
  return { address: addresses[0] };
}
function splitAuthority(authority, defaultPort) {
  const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(authority) ?? /^([^:]+)(?::(\d+))?$/.exec(authority);
  if (!m) return { host: authority, port: defaultPort };
  return { host: m[1], port: m[2] ? Number(m[2]) : defaultPort };
}
async function startEgressProxy(opts) {
  const rules = parseAllowlist(opts.allow);
  const deny = new Set((opts.deny ?? []).map((a) => a.toLowerCase()));
  const attempts = [];
  const sockets = /* @__PURE__ */ new Set();
  const log = (a) => {
    const entry = { ts: (/* @__PURE__ */ new Date()).toISOString(), ...a, decision: a.allowed ? "allow" : "deny" };
    attempts.push(entry);
    opts.onAttempt?.(entry);
    return entry;
  };
  const server = createServer((req, res) => {
    let url2;
    if (opts.relay && (req.url ?? "").startsWith("/")) {
      relayToModel(opts.relay, req, res, (a) => log(a));
      return;
    }
    try {
      url2 = new URL(req.url ?? "");
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("proxy requests need an absolute URL\n");
      return;
    }
    const host = url2.hostname.replace(/^\[(.*)\]$/, "$1");
    const port2 = url2.port ? Number(url2.port) : 80;
    const allowed = url2.protocol === "http:" && hostAllowed(host, rules);
    if (!allowed) {
      log({ host, port: port2, allowed, method: req.method ?? "GET", path: url2.pathname });
      res.writeHead(403, { "content-type": "text/plain" }).end(`egress denied: ${host}
`);
      return;
    }
    req.pause();
    void vetTarget(host, rules, opts.denyPrivate === true, deny).then((vet) => {
      const entry = log({
        host,
        port: port2,
        allowed: "address" in vet,
        method: req.method ?? "GET",
        path: url2.pathname,
        ..."reason" in vet ? { reason: vet.reason } : {}
      });
      if ("reason" in vet) {
        res.writeHead(403, { "content-type": "text/plain" }).end(`egress denied: ${host} (${vet.reason})
`);
        return;
      }
      const upstream = httpRequest2(
        { host: vet.address, port: port2, method: req.method, path: `${url2.pathname}${url2.search}`, headers: { ...req.headers, host: url2.host } },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        }
      );
      upstream.on("error", (e) => answerUpstreamError(entry, res, e));
      req.pipe(upstream);
      req.resume();
    });
  });
  server.on("connect", (req, client, head) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    const { host, port: port2 } = splitAuthority(req.url ?? "", 443);
    const allowed = hostAllowed(host, rules);
    if (!allowed) {
      log({ host, port: port2, allowed, method: "CONNECT" });
      client.end("HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\negress denied\n");
      return;
    }
    void vetTarget(host, rules, opts.denyPrivate === true, deny).then((vet) => {
      const entry = log({ host, port: port2, allowed: "address" in vet, method: "CONNECT", ..."reason" in vet ? { reason: vet.reason } : {} });
      if ("reason" in vet) {
        client.end(`HTTP/1.1 403 Forbidden\r
content-type: text/plain\r
connection: close\r
\r
egress denied (${vet.reason})
`);
        return;
      }
      const upstream = connect({ host: vet.address, port: port2 });
      sockets.add(upstream);
      upstream.on("close", () => sockets.delete(upstream));
      let connected = false;
      upstream.once("connect", () => {
        connected = true;
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on("error", (e) => {
        if (!connected) {
          entry.reason = `upstream_error: ${e.message}`;
          client.end("HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n");
        } else client.destroy();
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    if (opts.socketPath !== void 0) server.listen(opts.socketPath, () => resolve());
    else server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://${opts.host && opts.host !== "0.0.0.0" ? opts.host : "127.0.0.1"}:${port}`;
  return {
    url,
    port,
    attempts,
    proxyEnv: () => proxyEnvFor(url),
    close: () => new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
      server.closeAllConnections();
    })
  };
}

export {
  parseAllowlist,
  hostAllowed,
  sessionAllowlist,
  PLACEHOLDER_CREDENTIAL,
  createModelRelay,
  proxyEnvFor,
  startEgressProxy
};
