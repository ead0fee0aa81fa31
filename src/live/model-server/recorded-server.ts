/**
 * A Messages API server on loopback that answers from recorded model turns (issue 15, `rerun`):
 * each `POST /v1/messages` is handed to a responder, which picks the recorded turn that answers it
 * (or says the request diverged from the recording). A turn is streamed back as the agent expects
 * it — text, tool_use with its recorded id, thinking with its signature, redacted_thinking — as
 * Server-Sent Events (or one JSON message for a non-streaming request). A divergence is answered
 * with HTTP 400 and `x-should-retry: false`, recorded in `errors` (so the run ends with it), and
 * every later request gets the same answer: the run stops instead of hanging. The log is bounded
 * (./request-log.ts), and a body over the Messages API's own limit is answered 413 and never held
 * (src/core/util/bounded-body.ts).
 */
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { boundedRequestHandler } from "./bounded-handler.js";
import { RequestLog, type ModelRequestLog } from "./request-log.js";
import type { ModelScriptError, ModelServer } from "./server.js";
import { errorBody, estimateTokens } from "./sse.js";

/** A recorded content block, as the Messages API returns it. */
export type ReplayBlock =
  | { type: "text"; text: string }
  | { type: "tool_use"; id: string; name: string; input: unknown }
  | { type: "thinking"; thinking: string; signature: string }
  | { type: "redacted_thinking"; data: string };

export interface ReplayTurn {
  blocks: ReplayBlock[];
  model?: string;
  /** recorded input-side token counts; output tokens are estimated from the blocks */
  usage?: { input_tokens?: number; cache_creation_input_tokens?: number; cache_read_input_tokens?: number };
  /** the recorded turn number (1-based), logged as the request's `turn` */
  turn: number;
}

export type ReplayAnswer = { turn: ReplayTurn } | { diverged: string; turn: number };

export interface RecordedServerOptions {
  respond: (body: unknown) => ReplayAnswer;
  host?: string;
}

function sse(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

const stopReason = (blocks: ReplayBlock[]): "tool_use" | "end_turn" =>
  blocks.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn";

function outputTokens(blocks: ReplayBlock[]): number {
  return estimateTokens(
    blocks
      .map((b) =>
        b.type === "text"
          ? b.text
          : b.type === "thinking"
            ? b.thinking
            : b.type === "tool_use"
              ? JSON.stringify(b.input)
              : b.data,
      )
      .join(""),
  );
}

/** The start shape and the deltas of one block. */
function blockEvents(b: ReplayBlock, index: number): string[] {
  const delta = (d: Record<string, unknown>): string =>
    sse("content_block_delta", { type: "content_block_delta", index, delta: d });
  const start = (content_block: Record<string, unknown>): string =>
    sse("content_block_start", { type: "content_block_start", index, content_block });
  switch (b.type) {
    case "text":
      return [start({ type: "text", text: "" }), delta({ type: "text_delta", text: b.text })];
    case "tool_use":
      return [
        start({ type: "tool_use", id: b.id, name: b.name, input: {} }),
        delta({ type: "input_json_delta", partial_json: JSON.stringify(b.input ?? {}) }),
      ];
    case "thinking":
      return [
        start({ type: "thinking", thinking: "", signature: "" }),
        delta({ type: "thinking_delta", thinking: b.thinking }),
        delta({ type: "signature_delta", signature: b.signature }),
      ];
    case "redacted_thinking":
      return [start({ type: "redacted_thinking", data: b.data })];
  }
}

interface Render {
  id: string;
  model: string;
  input: number;
  cacheCreation: number;
  cacheRead: number;
}

/** The SSE body of one recorded turn. Pure. */
export function renderReplaySse(blocks: ReplayBlock[], r: Render): string {
  const out = [
    sse("message_start", {
      type: "message_start",
      message: {
        id: r.id,
        type: "message",
        role: "assistant",
        model: r.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: {
          input_tokens: r.input,
          output_tokens: 1,
          cache_creation_input_tokens: r.cacheCreation,
          cache_read_input_tokens: r.cacheRead,
        },
      },
    }),
  ];
  blocks.forEach((b, index) => {
    out.push(...blockEvents(b, index), sse("content_block_stop", { type: "content_block_stop", index }));
  });
  out.push(
    sse("message_delta", {
      type: "message_delta",
      delta: { stop_reason: stopReason(blocks), stop_sequence: null },
      usage: { output_tokens: outputTokens(blocks) },
    }),
  );
  out.push(sse("message_stop", { type: "message_stop" }));
  return out.join("");
}

function reply(
  res: ServerResponse,
  status: number,
  body: string,
  type: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body), ...extra });
  res.end(body);
}

export async function startRecordedTurnsServer(opts: RecordedServerOptions): Promise<ModelServer> {
  const requests = new RequestLog();
  const errors: ModelScriptError[] = [];
  const sockets = new Set<Socket>();
  let served = 0;
  let seq = 0;

  const messages = (raw: string, log: ModelRequestLog, res: ServerResponse): void => {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    requests.keepBody(log, body, Buffer.byteLength(raw));
    const first = errors[0];
    const answer: ReplayAnswer = first ? { diverged: first.message, turn: first.turn } : opts.respond(body);
    if ("diverged" in answer) {
      if (!first) errors.push({ turn: answer.turn, message: answer.diverged });
      log.turn = answer.turn;
      log.status = 400;
      reply(res, 400, JSON.stringify(errorBody("invalid_request_error", answer.diverged)), "application/json", {
        "x-should-retry": "false",
      });
      return;
    }
    const { turn } = answer;
    served++;
    log.turn = turn.turn;
    log.status = 200;
    const req = (body ?? {}) as Record<string, unknown>;
    const r: Render = {
      id: `msg_rerun_${String(++seq).padStart(4, "0")}`,
      model: turn.model ?? (typeof req.model === "string" ? req.model : "recorded-model"),
      input: turn.usage?.input_tokens ?? estimateTokens(JSON.stringify(req.messages ?? "")),
      cacheCreation: turn.usage?.cache_creation_input_tokens ?? 0,
      cacheRead: turn.usage?.cache_read_input_tokens ?? 0,
    };
    if (req.stream === true)
      return reply(res, 200, renderReplaySse(turn.blocks, r), "text/event-stream", {
        "cache-control": "no-cache",
        "request-id": r.id,
      });
    const message = {
      id: r.id,
      type: "message",
      role: "assistant",
      model: r.model,
      content: turn.blocks,
      stop_reason: stopReason(turn.blocks),
      stop_sequence: null,
      usage: {
        input_tokens: r.input,
        output_tokens: outputTokens(turn.blocks),
        cache_creation_input_tokens: r.cacheCreation,
        cache_read_input_tokens: r.cacheRead,
      },
    };
    reply(res, 200, JSON.stringify(message), "application/json", { "request-id": r.id });
  };

  const route = (req: IncomingMessage, res: ServerResponse, url: URL, raw: string, log: ModelRequestLog): void => {
    if (req.method === "POST" && url.pathname === "/v1/messages") return messages(raw, log, res);
    if (req.method === "POST" && url.pathname === "/v1/messages/count_tokens") {
      log.status = 200;
      return reply(res, 200, JSON.stringify({ input_tokens: estimateTokens(raw) }), "application/json");
    }
    log.status = url.pathname === "/" ? 200 : 404;
    if (url.pathname === "/") return reply(res, 200, "recorded-turns model server\n", "text/plain");
    reply(
      res,
      404,
      JSON.stringify(
        errorBody("not_found_error", `recorded-turns model server: no route for ${req.method} ${url.pathname}`),
      ),
      "application/json",
    );
  };

  const server = createServer(boundedRequestHandler("recorded-turns model server", requests, route));
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  const host = opts.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    requests: requests.entries,
    errors,
    turnsServed: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
