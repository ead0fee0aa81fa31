/**
 * The scripted Messages API server: node:http on 127.0.0.1 (ephemeral port). Each
 * `POST /v1/messages` gets the next scripted turn as an SSE stream (or a JSON message when the
 * request does not ask to stream). A request the script cannot answer — script exhausted, or the
 * turn's `expect` unmet — gets HTTP 400 naming the turn and what was expected, and is recorded in
 * `errors` so the driver can report it. Every request is logged (the newest: ./request-log.ts). A
 * body over the Messages API's own limit is answered 413 and never held (src/core/util/bounded-body.ts).
 */
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { boundedRequestHandler } from "./bounded-handler.js";
import { unmetExpectation } from "./match-expect.js";
import { pushBounded, RequestLog, type ModelRequestLog } from "./request-log.js";
import type { FaultKind, ModelScript, ScriptTurn } from "../../core/model-script/script-model.js";
import { errorBody, estimateTokens, renderMessage, renderSse } from "./sse.js";

export type { ModelRequestLog } from "./request-log.js";

export interface ModelScriptError {
  turn: number;
  message: string;
  /** expect: the agent sent what a turn's `expect` does not match (the run went another way: a failed run); exhausted: no turn left */
  kind?: "expect" | "exhausted";
}

export interface ModelServerOptions {
  script: ModelScript;
  /** names the script in error messages */
  scriptName?: string;
  /** a fault applied to every messages request, overriding the script */
  fault?: FaultKind;
  /** the address to listen on (default 127.0.0.1; the container tier uses its proxy network's gateway) */
  host?: string;
}

export interface ModelServer {
  /** base URL for ANTHROPIC_BASE_URL, e.g. http://127.0.0.1:40123 */
  url: string;
  /** the newest requests (bounded: ./request-log.ts) */
  requests: ModelRequestLog[];
  /** the first script errors (bounded: ./request-log.ts) */
  errors: ModelScriptError[];
  /** how many scripted turns have been served so far */
  turnsServed(): number;
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

export async function startModelServer(opts: ModelServerOptions): Promise<ModelServer> {
  const requests = new RequestLog();
  const errors: ModelScriptError[] = [];
  const sockets = new Set<Socket>();
  const scriptName = opts.scriptName ?? "model script";
  let nextTurn = 0;
  let messageSeq = 0;
  /** the scripted fault the previous turn served: the request after it is the agent's retry */
  let lastFault: { turn: number; kind: FaultKind } | undefined;

  const scriptError = (
    res: ServerResponse,
    log: ModelRequestLog,
    turn: number,
    what: string,
    kind: NonNullable<ModelScriptError["kind"]>,
  ): void => {
    const retry =
      lastFault?.turn === turn - 1
        ? ` (this request is the agent's retry after turn ${lastFault.turn}'s scripted ${lastFault.kind} fault — script a turn for each retry, or bound retries with CLAUDE_CODE_MAX_RETRIES)`
        : "";
    const message = `${scriptName}: turn ${turn}: ${what}${retry}`;
    pushBounded(errors, { turn, message, kind });
    log.status = 400;
    sendJson(res, 400, errorBody("invalid_request_error", message), { "x-should-retry": "false" });
  };

  const applyFault = (fault: FaultKind, req: IncomingMessage, res: ServerResponse, log: ModelRequestLog): void => {
    switch (fault) {
      case "hang":
        log.status = 0;
        return; // never answered; close() destroys the socket
      case "drop":
        log.status = 0;
        req.socket.destroy();
        return;
      case "429":
        log.status = 429;
        sendJson(res, 429, errorBody("rate_limit_error", "scripted fault: rate limited"), { "retry-after": "1" });
        return;
      case "500":
        log.status = 500;
        sendJson(res, 500, errorBody("api_error", "scripted fault: internal server error"));
        return;
    }
  };

  const serveTurn = (
    turn: ScriptTurn,
    turnNo: number,
    body: Record<string, unknown>,
    res: ServerResponse,
    log: ModelRequestLog,
  ): void => {
    const model = opts.script.model ?? (typeof body.model === "string" ? body.model : "scripted-model");
    const render = {
      messageId: `msg_scripted_${String(++messageSeq).padStart(4, "0")}`,
      model,
      turn: turnNo,
      inputTokens: estimateTokens(JSON.stringify(body.messages ?? "")),
      ...(turn.usage ? { usage: turn.usage } : {}),
    };
    const blocks = turn.respond ?? [];
    log.status = 200;
    if (body.stream === true) {
      const text = renderSse(blocks, render);
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        "request-id": render.messageId,
      });
      res.end(text);
    } else {
      sendJson(res, 200, renderMessage(blocks, render), { "request-id": render.messageId });
    }
  };

  const handleMessages = (req: IncomingMessage, res: ServerResponse, raw: string, log: ModelRequestLog): void => {
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
      body = parsed as Record<string, unknown>;
      requests.keepBody(log, body, Buffer.byteLength(raw));
    } catch {
      log.status = 400;
      sendJson(res, 400, errorBody("invalid_request_error", `${scriptName}: request body is not a JSON object`), {
        "x-should-retry": "false",
      });
      return;
    }
    if (opts.fault) return applyFault(opts.fault, req, res, log);
    const turnNo = nextTurn + 1;
    log.turn = turnNo;
    const turn = opts.script.turns[nextTurn];
    if (!turn) {
      scriptError(
        res,
        log,
        turnNo,
        `unexpected request: the script has only ${opts.script.turns.length} turn(s)`,
        "exhausted",
      );
      return;
    }
    nextTurn++;
    const unmet = unmetExpectation(turn.expect, body);
    if (unmet !== null) return scriptError(res, log, turnNo, unmet, "expect");
    lastFault = turn.fault ? { turn: turnNo, kind: turn.fault } : undefined;
    if (turn.fault) return applyFault(turn.fault, req, res, log);
    serveTurn(turn, turnNo, body, res, log);
  };

  const route = (req: IncomingMessage, res: ServerResponse, url: URL, raw: string, log: ModelRequestLog): void => {
    if (req.method === "POST" && url.pathname === "/v1/messages") return handleMessages(req, res, raw, log);
    if (req.method === "POST" && url.pathname === "/v1/messages/count_tokens") {
      log.status = 200;
      return sendJson(res, 200, { input_tokens: estimateTokens(raw) });
    }
    if ((req.method === "HEAD" || req.method === "GET") && url.pathname === "/") {
      log.status = 200;
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(req.method === "HEAD" ? undefined : "scripted model server\n");
      return;
    }
    log.status = 404;
    sendJson(
      res,
      404,
      errorBody("not_found_error", `scripted model server: no route for ${req.method} ${url.pathname}`),
    );
  };

  const server = createServer(boundedRequestHandler("scripted model server", requests, route));
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, opts.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${opts.host ?? "127.0.0.1"}:${port}`,
    requests: requests.entries,
    errors,
    turnsServed: () => nextTurn,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
