/**
 * The egress proxy's model relay (issue 21): the agent's ANTHROPIC_BASE_URL is the proxy itself, and
 * each origin-form request (`POST /v1/messages`) is forwarded to the one model endpoint the harness
 * chose — the scripted or recorded model server, or the real API. Two things follow:
 *
 *  - credentials stay outside the sandbox: the agent holds a placeholder, and the relay puts the
 *    real API key (`x-api-key`) or OAuth token (`authorization: Bearer`) in its place, for the model
 *    endpoint only;
 *  - the model traffic is seen here: every message id and tool_use id the endpoint served is
 *    reported (`onServed`), so the harness can attest the agent's `assistant` events against it.
 *
 * The upstream may be set after the proxy starts (the scripted server starts once the network is
 * up); requests wait for it.
 *
 * Only the model API's message endpoints are relayed: `POST /v1/messages` and
 * `POST /v1/messages/count_tokens`, each with any query (the agent sends `?beta=true`). The path is
 * compared as sent, so no dot segment or escape reaches another endpoint. `GET` and `HEAD` of `/`
 * are answered here, as both model servers answer them. Anything else gets 404 here and never
 * reaches the upstream, so in a real-API recording the real key is put on no other endpoint (files,
 * batches, models, …). A request body is relayed as it arrives and counted on the way. Past the
 * Messages API's own limit (src/core/util/bounded-body.ts) the upstream request is aborted and the agent
 * gets 413.
 */
import { request as httpRequest, type ClientRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import { Transform } from "node:stream";
import { answerTooLarge, countBody, declaredTooLarge, tooLargeBody } from "../../core/util/bounded-body.js";

/** What the agent holds instead of a real credential. */
export const PLACEHOLDER_CREDENTIAL = "cowork-harness-placeholder-credential";

export interface RelayCredentials {
  apiKey?: string;
  oauthToken?: string;
}

export interface ServedTurn {
  messageId?: string;
  toolUseIds: string[];
}

export interface ModelRelay {
  setUpstream(url: string, credentials?: RelayCredentials): void;
  /** resolves with the upstream once set */
  upstream(): Promise<{ url: URL; credentials: RelayCredentials }>;
  onServed?: (s: ServedTurn) => void;
}

export function createModelRelay(onServed?: (s: ServedTurn) => void): ModelRelay {
  let resolveUp!: (u: { url: URL; credentials: RelayCredentials }) => void;
  const up = new Promise<{ url: URL; credentials: RelayCredentials }>((r) => (resolveUp = r));
  return {
    setUpstream: (url, credentials = {}) => resolveUp({ url: new URL(url), credentials }),
    upstream: () => up,
    ...(onServed ? { onServed } : {}),
  };
}

const UPSTREAM_WAIT_MS = 30_000;
/** The endpoints relayed (POST only), compared with the request path before its query. */
export const RELAYED_PATHS: ReadonlySet<string> = new Set(["/v1/messages", "/v1/messages/count_tokens"]);
/** A refused path as logged: at most this many characters. */
const LOGGED_PATH_CHARS = 2048;
/** how much of a response is kept to read the ids it served */
const SCAN_CAP = 64 * 1024 * 1024;

/** The message id and tool_use ids in a Messages API response body (SSE or JSON). Pure. */
export function servedIds(body: string): ServedTurn {
  const out: ServedTurn = { toolUseIds: [] };
  const visit = (o: unknown): void => {
    if (o === null || typeof o !== "object") return;
    const m = o as Record<string, unknown>;
    if (m.type === "message" && typeof m.id === "string") out.messageId ??= m.id;
    if (m.type === "tool_use" && typeof m.id === "string" && !out.toolUseIds.includes(m.id)) out.toolUseIds.push(m.id);
    for (const v of Object.values(m)) if (v !== null && typeof v === "object") visit(v);
  };
  const trimmed = body.trimStart();
  const chunks = trimmed.startsWith("{")
    ? [trimmed]
    : body
        .split("\n")
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5));
  for (const c of chunks) {
    try {
      visit(JSON.parse(c));
    } catch {
      /* not JSON: nothing served in it */
    }
  }
  return out;
}

/** Request headers for the upstream: the placeholder swapped for the real credential. */
export function upstreamHeaders(
  headers: IncomingMessage["headers"],
  host: string,
  creds: RelayCredentials,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined || k === "proxy-connection" || k === "proxy-authorization") continue;
    out[k] = v;
  }
  out.host = host;
  if (creds.apiKey !== undefined && out["x-api-key"] === PLACEHOLDER_CREDENTIAL) out["x-api-key"] = creds.apiKey;
  if (creds.oauthToken !== undefined && out.authorization === `Bearer ${PLACEHOLDER_CREDENTIAL}`)
    out.authorization = `Bearer ${creds.oauthToken}`;
  return out;
}

/** An allowed HTTP request whose upstream could not be reached: logged as upstream_error, answered 502. */
export function answerUpstreamError(entry: { reason?: string }, res: ServerResponse, e: Error): void {
  entry.reason = `upstream_error: ${e.message}`;
  if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
  res.end(`upstream error: ${e.message}\n`);
}

export interface RelayAttempt {
  host: string;
  port: number;
  allowed: boolean;
  method: string;
  path: string;
  reason?: string;
}

/** What the relay does with a request: relay it, answer it here (`/`), or refuse it (404). */
export function relayDecision(method: string | undefined, rawUrl: string | undefined): "relay" | "root" | "refuse" {
  const path = (rawUrl ?? "/").split("?")[0]!;
  if (method === "POST" && RELAYED_PATHS.has(path)) return "relay";
  if ((method === "GET" || method === "HEAD") && path === "/") return "root";
  return "refuse";
}

function answerLocally(
  relay: ModelRelay,
  req: IncomingMessage,
  res: ServerResponse,
  log: (a: RelayAttempt) => { reason?: string },
  root: boolean,
): void {
  const method = (req.method ?? "GET").slice(0, 16);
  const path = (req.url ?? "/").split("?")[0]!.slice(0, LOGGED_PATH_CHARS);
  if (root) {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(method === "HEAD" ? undefined : "model relay\n");
    return;
  }
  const text = JSON.stringify({
    type: "error",
    error: {
      type: "not_found_error",
      message: `model relay: only POST ${[...RELAYED_PATHS].join(" and ")} are relayed, not ${method} ${path}`,
    },
  });
  res.writeHead(404, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
  req.resume();
  // logged against the model endpoint once it is known, as a refused attempt (the real API never saw it)
  void relay.upstream().then(({ url }) =>
    log({
      host: url.hostname,
      port: upstreamPort(url),
      allowed: false,
      method,
      path,
      reason: "not_a_model_endpoint: refused by the model relay",
    }),
  );
}

const upstreamPort = (url: URL): number => (url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80);

/** The request body on its way to the upstream, counted: past the limit the upstream request is aborted and the agent gets 413. */
function relayBody(req: IncomingMessage, res: ServerResponse, upstream: ClientRequest, refused: () => void): void {
  const admit = countBody(req, res, {}, (why) => {
    refused();
    req.unpipe(counter);
    upstream.destroy();
    answerTooLarge(req, res, tooLargeBody(`model relay: ${why}`));
  });
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      done(null, admit(chunk) ? chunk : undefined);
    },
  });
  req.pipe(counter).pipe(upstream);
}

export function relayToModel(
  relay: ModelRelay,
  req: IncomingMessage,
  res: ServerResponse,
  log: (a: RelayAttempt) => { reason?: string },
): void {
  const decision = relayDecision(req.method, req.url);
  if (decision !== "relay") return answerLocally(relay, req, res, log, decision === "root");
  const declared = declaredTooLarge(req);
  if (declared !== undefined) return answerTooLarge(req, res, tooLargeBody(`model relay: ${declared}`));
  const timer = setTimeout(() => {
    if (!res.headersSent) res.writeHead(503, { "content-type": "text/plain" });
    res.end("model endpoint not set\n");
  }, UPSTREAM_WAIT_MS);
  void relay.upstream().then(({ url, credentials }) => {
    clearTimeout(timer);
    if (res.writableEnded) return;
    const https = url.protocol === "https:";
    const port = upstreamPort(url);
    const base = url.pathname.replace(/\/+$/, "");
    const path = `${base}${req.url ?? "/"}`;
    const entry = log({
      host: url.hostname,
      port,
      allowed: true,
      method: req.method ?? "GET",
      path: path.split("?")[0]!,
    });
    const send = https ? httpsRequest : httpRequest;
    let tooLarge = false;
    const upstream = send(
      {
        host: url.hostname,
        port,
        method: req.method,
        path,
        headers: upstreamHeaders(req.headers, url.host, credentials),
      },
      (up) => {
        if (tooLarge) return void up.destroy();
        res.writeHead(up.statusCode ?? 502, up.headers);
        const parts: Buffer[] = [];
        let kept = 0;
        up.on("data", (c: Buffer) => {
          if (kept < SCAN_CAP) {
            parts.push(c);
            kept += c.length;
          }
        });
        up.on("end", () => {
          const served = servedIds(Buffer.concat(parts).toString("utf8"));
          if (served.messageId !== undefined || served.toolUseIds.length > 0) relay.onServed?.(served);
        });
        up.pipe(res);
      },
    );
    upstream.on("error", (e) => {
      if (!tooLarge) answerUpstreamError(entry, res, e);
    });
    relayBody(req, res, upstream, () => {
      tooLarge = true;
      entry.reason = "request_too_large: the body passed the Messages API's own limit; not relayed";
    });
  });
}
