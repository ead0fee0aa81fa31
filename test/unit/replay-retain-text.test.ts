/**
 * A replay keeps tool results' assertion text only when an assertion reads it: the verdict is
 * the same either way, and a long recording is not held in memory for nothing.
 */
import { describe, expect, it } from "vitest";
import { readsToolResultText, replayLoaded } from "../../src/gate/replay/replay-cassette.js";
import type { Cassette } from "../../src/core/cassette/types.js";

const big = "row,".repeat(5000); // 20,000 chars, over the 10,240 assertion cap
const cassette = (assert: Record<string, unknown>[]): Cassette => ({
  cassetteVersion: 12,
  scenario: { name: "t", prompt: "p", session: "(inline)", assert },
  events: [
    JSON.stringify({ type: "system", subtype: "init", tools: ["Bash"], mcp_servers: [], skills: [] }),
    JSON.stringify({
      type: "assistant",
      message: { content: [{ type: "tool_use", id: "t1", name: "Bash", input: { command: "cat x" } }] },
    }),
    JSON.stringify({
      type: "user",
      message: { content: [{ type: "tool_result", tool_use_id: "t1", content: "header " + big }] },
    }),
    JSON.stringify({ type: "result", subtype: "success", is_error: false, num_turns: 1 }),
  ],
});
const replay = (c: Cassette) => replayLoaded(c, "t.cassette.json", { findings: [], notes: [] }, {}, []);

describe("retaining tool result text", () => {
  it("knows which assertions read it", () => {
    expect(readsToolResultText([{ tool_called: "Bash" }, { result: "success" }])).toBe(false);
    expect(readsToolResultText([{ tool_result_contains: "x" }])).toBe(true);
    expect(readsToolResultText([{ subagent_output_contains: { contains: "x" } }])).toBe(true);
  });

  it("without such an assertion, results carry the display text only", () => {
    const r = replay(cassette([{ tool_called: "Bash" }]));
    expect(r.verdict.pass).toBe(true);
    const results = r.toolResults as { text: string; assertText?: string }[];
    expect(results[0]!.text).toHaveLength(500);
    expect(results[0]!.assertText).toBeUndefined();
  });

  it("with one, the assertion text is kept (capped) and the assertion sees past the display text", () => {
    const r = replay(cassette([{ tool_result_contains: "row,row,row" }, { tool_result_not_contains: "absent" }]));
    expect(r.verdict.pass).toBe(true);
    const results = r.toolResults as { text: string; assertText?: string; assertTextTruncated: boolean }[];
    expect(results[0]!.assertText).toHaveLength(10_240);
    expect(results[0]!.assertTextTruncated).toBe(true);
  });
});
