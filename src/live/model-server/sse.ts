/**
 * The Messages API streaming reply for one scripted turn, as Server-Sent Events: message_start,
 * per block content_block_start / _delta / _stop, message_delta (stop_reason, usage), message_stop.
 * Also the equivalent non-streaming message. Pure.
 */
import type { ResponseBlock, TurnUsage } from "../../core/model-script/script-model.js";

export interface RenderOptions {
  messageId: string;
  model: string;
  /** turn number (1-based), used to make tool_use ids unique and stable */
  turn: number;
  inputTokens: number;
  /** the turn's scripted token counts, overriding the estimates */
  usage?: TurnUsage;
}

export type WireBlock =
  { type: "text"; text: string } | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> };

/** The script's blocks as Messages API content blocks (tool_use ids: `toolu_t<turn>_<n>` unless given). */
export function wireBlocks(blocks: ResponseBlock[], turn: number): WireBlock[] {
  return blocks.map((b, i) =>
    "text" in b
      ? { type: "text", text: b.text }
      : {
          type: "tool_use",
          id: b.tool_use.id ?? `toolu_t${turn}_${i + 1}`,
          name: b.tool_use.name,
          input: b.tool_use.input,
        },
  );
}

export function stopReason(blocks: WireBlock[]): "tool_use" | "end_turn" {
  return blocks.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn";
}

/** A rough output token count (4 characters per token, at least 1). */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

function outputTokens(blocks: WireBlock[]): number {
  return estimateTokens(blocks.map((b) => (b.type === "text" ? b.text : JSON.stringify(b.input))).join(""));
}

function usageOf(
  wire: WireBlock[],
  opts: RenderOptions,
): { input: number; output: number; cacheCreation: number; cacheRead: number } {
  return {
    input: opts.usage?.input_tokens ?? opts.inputTokens,
    output: opts.usage?.output_tokens ?? outputTokens(wire),
    cacheCreation: opts.usage?.cache_creation_input_tokens ?? 0,
    cacheRead: opts.usage?.cache_read_input_tokens ?? 0,
  };
}

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The whole SSE body for one turn. */
export function renderSse(blocks: ResponseBlock[], opts: RenderOptions): string {
  const wire = wireBlocks(blocks, opts.turn);
  const u = usageOf(wire, opts);
  const parts: string[] = [
    event("message_start", {
      type: "message_start",
      message: {
        id: opts.messageId,
        type: "message",
        role: "assistant",
        model: opts.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: {
          input_tokens: u.input,
          output_tokens: 1,
          cache_creation_input_tokens: u.cacheCreation,
          cache_read_input_tokens: u.cacheRead,
        },
      },
    }),
  ];
  wire.forEach((b, index) => {
    if (b.type === "text") {
      parts.push(
        event("content_block_start", { type: "content_block_start", index, content_block: { type: "text", text: "" } }),
      );
      parts.push(
        event("content_block_delta", {
          type: "content_block_delta",
          index,
          delta: { type: "text_delta", text: b.text },
        }),
      );
    } else {
      parts.push(
        event("content_block_start", {
          type: "content_block_start",
          index,
          content_block: { type: "tool_use", id: b.id, name: b.name, input: {} },
        }),
      );
      parts.push(
        event("content_block_delta", {
          type: "content_block_delta",
          index,
          delta: { type: "input_json_delta", partial_json: JSON.stringify(b.input) },
        }),
      );
    }
    parts.push(event("content_block_stop", { type: "content_block_stop", index }));
  });
  parts.push(
    event("message_delta", {
      type: "message_delta",
      delta: { stop_reason: stopReason(wire), stop_sequence: null },
      usage: { output_tokens: u.output },
    }),
  );
  parts.push(event("message_stop", { type: "message_stop" }));
  return parts.join("");
}

/** The non-streaming reply for the same turn. */
export function renderMessage(blocks: ResponseBlock[], opts: RenderOptions): Record<string, unknown> {
  const wire = wireBlocks(blocks, opts.turn);
  const u = usageOf(wire, opts);
  return {
    id: opts.messageId,
    type: "message",
    role: "assistant",
    model: opts.model,
    content: wire,
    stop_reason: stopReason(wire),
    stop_sequence: null,
    usage: {
      input_tokens: u.input,
      output_tokens: u.output,
      cache_creation_input_tokens: u.cacheCreation,
      cache_read_input_tokens: u.cacheRead,
    },
  };
}

/** The Messages API error body. */
export function errorBody(type: string, message: string): Record<string, unknown> {
  return { type: "error", error: { type, message } };
}
