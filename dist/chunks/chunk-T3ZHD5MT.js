#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  HarnessError
} from "./chunk-BMEV2336.js";

// src/record/egress-proxy.ts
import { request as httpRequest, createServer } from "node:http";
import { connect } from "node:net";

// src/record/egress-allowlist.ts
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

// src/record/egress-proxy.ts
var NO_PROXY_HOSTS = "localhost,127.0.0.1,::1";
function proxyEnvFor(url) {
  return { HTTP_PROXY: url, HTTPS_PROXY: url, http_proxy: url, https_proxy: url, NO_PROXY: NO_PROXY_HOSTS, no_proxy: NO_PROXY_HOSTS };
}
function splitAuthority(authority, defaultPort) {
  const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(authority) ?? /^([^:]+)(?::(\d+))?$/.exec(authority);
  if (!m) return { host: authority, port: defaultPort };
  return { host: m[1], port: m[2] ? Number(m[2]) : defaultPort };
}
async function startEgressProxy(opts) {
  const rules = parseAllowlist(opts.allow);
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
    try {
      url2 = new URL(req.url ?? "");
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("proxy requests need an absolute URL\n");
      return;
    }
    const host = url2.hostname.replace(/^\[(.*)\]$/, "$1");
    const port2 = url2.port ? Number(url2.port) : 80;
    const allowed = url2.protocol === "http:" && hostAllowed(host, rules);
    const entry = log({ host, port: port2, allowed, method: req.method ?? "GET", path: url2.pathname });
    if (!allowed) {
      res.writeHead(403, { "content-type": "text/plain" }).end(`egress denied: ${host}
`);
      return;
    }
    const upstream = httpRequest(
      { host, port: port2, method: req.method, path: `${url2.pathname}${url2.search}`, headers: { ...req.headers, host: url2.host } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      }
    );
    upstream.on("error", (e) => {
      entry.reason = `upstream_error: ${e.message}`;
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`upstream error: ${e.message}
`);
    });
    req.pipe(upstream);
  });
  server.on("connect", (req, client, head) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    const { host, port: port2 } = splitAuthority(req.url ?? "", 443);
    const allowed = hostAllowed(host, rules);
    const entry = log({ host, port: port2, allowed, method: "CONNECT" });
    if (!allowed) {
      client.end("HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\negress denied\n");
      return;
    }
    const upstream = connect({ host, port: port2 });
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
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => resolve());
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
  proxyEnvFor,
  startEgressProxy
};
