/** A model script's turn can report its own token counts, which the agent prices into the run's cost. */
import { describe, expect, it } from "vitest";
import { renderMessage, renderSse } from "../../src/live/model-server/sse.js";
import { parseModelScript } from "../../src/core/model-script/load-script.js";

const opts = { messageId: "msg_1", model: "m-1", turn: 1, inputTokens: 42 };

function sseEvents(body: string): Record<string, unknown>[] {
  return body
    .trim()
    .split("\n\n")
    .map((chunk) => JSON.parse(chunk.split("\n")[1]!.slice("data: ".length)) as Record<string, unknown>);
}

describe("scripted usage", () => {
  it("a turn's usage replaces the estimates in message_start, message_delta and the plain message", () => {
    const usage = { input_tokens: 250000, output_tokens: 5000, cache_read_input_tokens: 7 };
    const events = sseEvents(renderSse([{ text: "Hi" }], { ...opts, usage }));
    const start = (events[0]!.message as Record<string, unknown>).usage as Record<string, number>;
    expect(start).toEqual({
      input_tokens: 250000,
      output_tokens: 1,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 7,
    });
    const delta = events.find((e) => e.type === "message_delta")!.usage as Record<string, number>;
    expect(delta).toEqual({ output_tokens: 5000 });
    const m = renderMessage([{ text: "Hi" }], { ...opts, usage });
    expect(m.usage).toEqual({
      input_tokens: 250000,
      output_tokens: 5000,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 7,
    });
  });

  it("without usage the estimates stay", () => {
    const events = sseEvents(renderSse([{ text: "Hi" }], opts));
    expect(((events[0]!.message as Record<string, unknown>).usage as Record<string, number>).input_tokens).toBe(42);
    expect((events.find((e) => e.type === "message_delta")!.usage as Record<string, number>).output_tokens).toBe(1);
  });

  it("the script loader accepts usage and rejects unknown or negative counts with the line", () => {
    const ok = parseModelScript(
      "turns:\n  - respond: [{text: hi}]\n    usage: {input_tokens: 10, output_tokens: 2}\n",
      "s.yaml",
    );
    expect(ok.turns[0]!.usage).toEqual({ input_tokens: 10, output_tokens: 2 });
    expect(() =>
      parseModelScript("turns:\n  - respond: [{text: hi}]\n    usage: {input_token: 10}\n", "s.yaml"),
    ).toThrow(/s\.yaml: .*input_token.*\(line 3\)/);
    expect(() =>
      parseModelScript("turns:\n  - respond: [{text: hi}]\n    usage: {input_tokens: -1}\n", "s.yaml"),
    ).toThrow(/s\.yaml: .*\(line 3\)/);
  });
});
