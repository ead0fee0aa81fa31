import { describe, it, expect } from "vitest";
import { renderMessage, renderSse } from "../../src/live/model-server/sse.js";

/** Splits an SSE body into {event, data} records, checking the framing as it goes. */
function parseSse(body: string): { event: string; data: Record<string, unknown> }[] {
  expect(body.endsWith("\n\n")).toBe(true);
  return body
    .slice(0, -2)
    .split("\n\n")
    .map((chunk) => {
      const lines = chunk.split("\n");
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^event: \w+$/);
      expect(lines[1]).toMatch(/^data: \{/);
      const data = JSON.parse(lines[1]!.slice("data: ".length)) as Record<string, unknown>;
      const event = lines[0]!.slice("event: ".length);
      expect(data.type).toBe(event);
      return { event, data };
    });
}

const opts = { messageId: "msg_1", model: "m-1", turn: 3, inputTokens: 42 };

describe("SSE rendering of a scripted turn", () => {
  it("streams text then tool_use blocks in the Messages API event order", () => {
    const events = parseSse(
      renderSse([{ text: "Hi" }, { tool_use: { name: "Write", input: { file_path: "a.txt", content: "x" } } }], opts),
    );
    expect(events.map((e) => e.event)).toEqual([
      "message_start",
      "content_block_start",
      "content_block_delta",
      "content_block_stop",
      "content_block_start",
      "content_block_delta",
      "content_block_stop",
      "message_delta",
      "message_stop",
    ]);
    const start = events[0]!.data.message as Record<string, unknown>;
    expect(start).toMatchObject({ id: "msg_1", role: "assistant", model: "m-1", content: [], stop_reason: null });
    expect((start.usage as Record<string, number>).input_tokens).toBe(42);
    expect(events[2]!.data).toEqual({
      type: "content_block_delta",
      index: 0,
      delta: { type: "text_delta", text: "Hi" },
    });
    expect(events[4]!.data.content_block).toEqual({ type: "tool_use", id: "toolu_t3_2", name: "Write", input: {} });
    const delta = events[5]!.data.delta as { type: string; partial_json: string };
    expect(delta.type).toBe("input_json_delta");
    expect(JSON.parse(delta.partial_json)).toEqual({ file_path: "a.txt", content: "x" });
    expect(events[5]!.data.index).toBe(1);
    expect((events[7]!.data.delta as Record<string, unknown>).stop_reason).toBe("tool_use");
    expect((events[7]!.data.usage as Record<string, number>).output_tokens).toBeGreaterThan(0);
  });

  it("ends a text-only turn with end_turn and keeps an explicit tool_use id", () => {
    const events = parseSse(renderSse([{ text: "Done." }], opts));
    expect((events.at(-2)!.data.delta as Record<string, unknown>).stop_reason).toBe("end_turn");
    const withId = parseSse(renderSse([{ tool_use: { name: "Bash", input: {}, id: "toolu_fixed" } }], opts));
    expect((withId[1]!.data.content_block as Record<string, unknown>).id).toBe("toolu_fixed");
  });

  it("renders the same turn as a non-streaming message", () => {
    const m = renderMessage([{ text: "a" }, { tool_use: { name: "Glob", input: { pattern: "*" } } }], opts);
    expect(m.content).toEqual([
      { type: "text", text: "a" },
      { type: "tool_use", id: "toolu_t3_2", name: "Glob", input: { pattern: "*" } },
    ]);
    expect(m.stop_reason).toBe("tool_use");
  });
});
