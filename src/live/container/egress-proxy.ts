/**
 * An HTTP proxy on 127.0.0.1 that enforces a run's egress allowlist (the reference's src/runtime/container.ts; docs/reference.md#recording-and-the-agent-protocol, run on
 * the host instead of a sidecar container). Every attempt is logged.
 *
 *  - CONNECT host:port — allowed: `200 Connection Established` and a TCP pipe; denied: `403`;
 *    the upstream unreachable: `502` (logged with reason "upstream_error").
 *  - plain HTTP with an absolute-form URL — forwarded when allowed, else `403 egress denied`.
 *
 * Hand `proxyEnv()` to the agent: all four proxy variables, with loopback in NO_PROXY so the
 * scripted model server on 127.0.0.1 is reached directly.
 */
import {
  request as httpRequest,
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { lookup } from "node:dns/promises";
import { connect, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { hostAllowed, parseAllowlist, type AllowRule } from "./egress-allowlist.js";
import { addressLiteral, looksNumeric, type AddressLiteral } from "./address-literal.js";
import { isPrivateLiteral, ownAddressSet } from "./private-address.js";
import { answerUpstreamError, relayToModel, type ModelRelay } from "./model-relay.js";
import { AttemptLog } from "./attempt-log.js";

export interface EgressAttempt {
  ts: string;
  host: string;
  port: number;
  allowed: boolean;
  decision: "allow" | "deny";
  method: string;
  /** plain HTTP only */
  path?: string;
  /** "upstream_error: …" when an allowed target could not be reached */
  reason?: string;
}

export interface EgressProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** the attempts kept so far, in arrival order: bounded as the sidecar's are (./attempt-log.ts) */
  readonly attempts: EgressAttempt[];
  /** HTTP(S)_PROXY in both cases, NO_PROXY/no_proxy = loopback */
  proxyEnv(): Record<string, string>;
  close(): Promise<void>;
}

export interface EgressProxyOptions {
  /** allowlist entries (bare hosts, `*.suffix`, or `*`) */
  allow: readonly string[];
  /** called for each attempt as it happens */
  onAttempt?: (a: EgressAttempt) => void;
  /** listen address and port (default 127.0.0.1, an ephemeral port); the sidecar listens on 0.0.0.0:8080 */
  host?: string;
  port?: number;
  /** listen on this unix socket instead (the container tier: the agent reaches it through a forwarder) */
  socketPath?: string;
  /**
   * refuse targets that are, or resolve to, loopback/private/link-local addresses unless the
   * allowlist names the host exactly (the container tier: this machine and its networks stay out of reach)
   */
  denyPrivate?: boolean;
  /** with denyPrivate: addresses of this machine, refused even when the allowlist names them */
  deny?: readonly string[];
  /**
   * origin-form requests (`POST /v1/messages`, the agent's ANTHROPIC_BASE_URL pointing at the proxy)
   * are relayed to the model endpoint, with the real credential put in for the placeholder
   */
  relay?: ModelRelay;
}

export const NO_PROXY_HOSTS = "localhost,127.0.0.1,::1";

/** The agent's environment for a proxy at `url`, in both spellings tools read. */
export function proxyEnvFor(url: string): Record<string, string> {
  return {
    HTTP_PROXY: url,
    HTTPS_PROXY: url,
    http_proxy: url,
    https_proxy: url,
    NO_PROXY: NO_PROXY_HOSTS,
    no_proxy: NO_PROXY_HOSTS,
  };
}

/** The addresses `host` stands for: itself when it is a literal in any spelling, else every address it resolves to. */
async function targetAddresses(host: string): Promise<AddressLiteral[] | { reason: string }> {
  const literal = addressLiteral(host);
  if (literal) return [literal];
  // a zone id, a broken IPv6 or IPv4 literal: getaddrinfo would read some of these its own way
  if (/[:%]/.test(host) || looksNumeric(host))
    return { reason: "not_an_address: the target is neither a host name nor an IP address" };
  let resolved: string[];
  try {
    resolved = (await lookup(host, { all: true })).map((a) => a.address);
  } catch (e) {
    return { reason: `dns_error: ${(e as NodeJS.ErrnoException).code ?? String(e)}` };
  }
  const parsed = resolved.map(addressLiteral);
  if (parsed.length === 0) return { reason: "dns_error: no address" };
  return parsed.every((a) => a !== undefined) ? parsed : { reason: "dns_error: an answer is not an address" };
}

/**
 * The address to connect to, or why not: every address the host stands for — judged as the IPv4 it
 * embeds, in whatever spelling — must be public, unless the allowlist names the host exactly, and
 * none may be this machine's.
 */
async function vetTarget(
  host: string,
  rules: readonly AllowRule[],
  denyPrivate: boolean,
  deny: ReadonlySet<string>,
): Promise<{ address: string } | { reason: string }> {
  if (!denyPrivate) return { address: host };
  const named = rules.some((r) => r.kind === "host" && r.host === host.toLowerCase().replace(/\.$/, ""));
  const addresses = await targetAddresses(host);
  if ("reason" in addresses) return addresses;
  if (addresses.some((a) => deny.has(a.judged)))
    return { reason: "this_machine: this machine's own address is out of reach" };
  if (!named && addresses.some(isPrivateLiteral))
    return { reason: "private_address: this machine and its networks are out of reach" };
  return { address: addresses[0]!.connect };
}

/** `host:port` of a CONNECT target (IPv6 in brackets allowed); undefined when the port is no TCP port. */
function splitAuthority(authority: string, defaultPort: number): { host: string; port: number } | undefined {
  const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(authority) ?? /^([^:]+)(?::(\d+))?$/.exec(authority);
  if (!m) return { host: authority, port: defaultPort };
  const port = m[2] ? Number(m[2]) : defaultPort;
  return port >= 1 && port <= 65535 ? { host: m[1] as string, port } : undefined;
}

export async function startEgressProxy(opts: EgressProxyOptions): Promise<EgressProxy> {
  const rules = parseAllowlist(opts.allow);
  const deny = ownAddressSet(opts.deny ?? []);
  const attempts = new AttemptLog(); // bounded: the sandboxed skill decides how many it tries
  const sockets = new Set<Socket | Duplex>();
  const log = (a: Omit<EgressAttempt, "ts" | "decision">): EgressAttempt => {
    const entry: EgressAttempt = { ts: new Date().toISOString(), ...a, decision: a.allowed ? "allow" : "deny" };
    attempts.add(entry);
    opts.onAttempt?.(entry);
    return entry;
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    if (opts.relay && (req.url ?? "").startsWith("/")) {
      relayToModel(opts.relay, req, res, (a) => log(a));
      return;
    }
    try {
      url = new URL(req.url ?? "");
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("proxy requests need an absolute URL\n");
      return;
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    const port = url.port ? Number(url.port) : 80;
    const allowed = url.protocol === "http:" && hostAllowed(host, rules);
    if (!allowed) {
      log({ host, port, allowed, method: req.method ?? "GET", path: url.pathname });
      res.writeHead(403, { "content-type": "text/plain" }).end(`egress denied: ${host}\n`);
      return;
    }
    req.pause();
    void vetTarget(host, rules, opts.denyPrivate === true, deny).then((vet) => {
      const entry = log({
        host,
        port,
        allowed: "address" in vet,
        method: req.method ?? "GET",
        path: url.pathname,
        ...("reason" in vet ? { reason: vet.reason } : {}),
      });
      if ("reason" in vet) {
        res.writeHead(403, { "content-type": "text/plain" }).end(`egress denied: ${host} (${vet.reason})\n`);
        return;
      }
      const upstream = httpRequest(
        {
          host: vet.address,
          port,
          method: req.method,
          path: `${url.pathname}${url.search}`,
          headers: { ...req.headers, host: url.host },
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on("error", (e) => answerUpstreamError(entry, res, e));
      req.pipe(upstream);
      req.resume();
    });
  });

  server.on("connect", (req: IncomingMessage, client: Duplex, head: Buffer) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    const target = splitAuthority(req.url ?? "", 443);
    if (target === undefined) {
      log({
        host: (req.url ?? "").slice(0, 300),
        port: 0,
        allowed: false,
        method: "CONNECT",
        reason: "bad_target: the port is not 1-65535",
      });
      client.end(
        "HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\negress denied: the port is not 1-65535\n",
      );
      return;
    }
    const { host, port } = target;
    const allowed = hostAllowed(host, rules);
    if (!allowed) {
      log({ host, port, allowed, method: "CONNECT" });
      client.end("HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\negress denied\n");
      return;
    }
    void vetTarget(host, rules, opts.denyPrivate === true, deny).then((vet) => {
      const entry = log({
        host,
        port,
        allowed: "address" in vet,
        method: "CONNECT",
        ...("reason" in vet ? { reason: vet.reason } : {}),
      });
      if ("reason" in vet) {
        client.end(
          `HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\negress denied (${vet.reason})\n`,
        );
        return;
      }
      const upstream = connect({ host: vet.address, port });
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

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    if (opts.socketPath !== undefined) server.listen(opts.socketPath, () => resolve());
    else server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://${opts.host && opts.host !== "0.0.0.0" ? opts.host : "127.0.0.1"}:${port}`;
  return {
    url,
    port,
    attempts: attempts.kept,
    proxyEnv: () => proxyEnvFor(url),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
