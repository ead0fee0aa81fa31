/** The pure parts of `rerun`: turns from events (merged per message, sub-agent report rebuilt), request routing, SSE with thinking. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { extractRecordedTurns } from "../../src/live/rerun/recorded-turns.js";
import { TurnRouter } from "../../src/live/rerun/route-request.js";
import { renderReplaySse } from "../../src/live/model-server/recorded-server.js";
import { diffArtifacts, diffToolResults } from "../../src/live/rerun/compare.js";

const j = (x: unknown) => JSON.stringify(x);
const asst = (id: string, content: unknown[], parent: string | null = null) =>
  j({ type: "assistant", message: { id, content }, parent_tool_use_id: parent });
const result = (id: string, text: string, parent: string | null = null, tur?: unknown) =>
  j({
    type: "user",
    message: { content: [{ type: "tool_result", tool_use_id: id, content: text }] },
    parent_tool_use_id: parent,
    ...(tur ? { tool_use_result: tur } : {}),
  });
const EVENTS = [
  asst("m1", [{ type: "thinking", thinking: "plan", signature: "sig1" }]),
  asst("m1", [{ type: "tool_use", id: "t1", name: "Task", input: { description: "sub", prompt: "Count rows." } }]),
  asst("m2", [{ type: "tool_use", id: "t2", name: "Bash", input: { command: "wc" } }], "t1"),
  result("t2", "5 rows", "t1"),
  result("t1", "hand-back", null, {
    harnessNoteCount: 1,
    content: [
      { type: "text", text: "note" },
      { type: "text", text: "There are 5 rows." },
    ],
  }),
  asst("m4", [{ type: "text", text: "Done: 5 rows." }]),
  j({ type: "result", subtype: "success" }),
];
const req = (messages: unknown[]) => ({ stream: true, messages });

describe("recorded turns", () => {
  it("merges blocks per message, routes sub-agents to their conversation and rebuilds the sub-agent's final report", () => {
    const r = extractRecordedTurns(EVENTS, "Count the rows");
    expect(r.problem).toBeUndefined();
    expect(r.turns.map((t) => [t.seq, t.conversation, t.position, t.blocks.map((b) => b.type).join("+")])).toEqual([
      [1, "main", 1, "thinking+tool_use"],
      [2, "t1", 1, "tool_use"],
      [3, "t1", 2, "text"],
      [4, "main", 2, "text"],
    ]);
    expect(r.turns[2]!.blocks).toEqual([{ type: "text", text: "There are 5 rows." }]);
  });

  it("says why events cannot be re-run: no turns, no result line", () => {
    expect(extractRecordedTurns([], "x").problem).toMatch(/no model turns/);
    expect(extractRecordedTurns(EVENTS.slice(0, -1), "x").problem).toMatch(/without the agent's result line/);
  });

  it("routes by conversation and position; a request past the recording diverges", () => {
    const router = new TurnRouter(extractRecordedTurns(EVENTS, "Count the rows"));
    const first = router.route(
      req([{ role: "user", content: "<system-reminder>x</system-reminder>\nCount the rows" }]),
    );
    expect(first).toMatchObject({ kind: "serve", turn: { seq: 1 } });
    expect(router.route(req([{ role: "user", content: [{ type: "text", text: "Count rows." }] }]))).toMatchObject({
      kind: "serve",
      turn: { seq: 2 },
    });
    const sub2 = router.route(
      req([
        { role: "user", content: "Count rows." },
        { role: "assistant", content: [{ type: "tool_use", id: "t2", name: "Bash", input: {} }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "t2", content: "6 rows" }] },
      ]),
    );
    expect(sub2).toMatchObject({ kind: "serve", turn: { seq: 3 } });
    const main2 = [
      { role: "user", content: "Count the rows" },
      {
        role: "assistant",
        content: [
          { type: "thinking", thinking: "plan" },
          { type: "tool_use", id: "t1", name: "Agent", input: {} },
        ],
      },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "r" }] },
    ];
    expect(router.route(req(main2))).toMatchObject({ kind: "serve", turn: { seq: 4 } });
    const after = router.route(
      req([
        ...main2,
        { role: "assistant", content: [{ type: "text", text: "Done: 5 rows." }] },
        { role: "user", content: "more?" },
      ]),
    );
    expect(after).toMatchObject({ kind: "diverged" });
    expect((after as { message: string }).message).toMatch(
      /^diverged at turn 5 \(the main thread, its turn 3\): expected no further request/,
    );
    const other = router.route(
      req([
        { role: "user", content: "Count the rows" },
        { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "Read", input: {} }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "r" }] },
      ]),
    );
    expect((other as { message: string }).message).toMatch(
      /expected a request answering turn 1's Task t1, got one whose last model turn made Read t1/,
    );
    expect(router.route(req([{ role: "user", content: "hello" }]))).toMatchObject({
      kind: "diverged",
      message: expect.stringMatching(/opens no recorded conversation/),
    });
  });
});

describe("serving and comparing", () => {
  it("streams thinking with its signature, then the tool call with its recorded id", () => {
    const sse = renderReplaySse(
      [
        { type: "thinking", thinking: "plan", signature: "sig1" },
        { type: "tool_use", id: "t1", name: "Bash", input: { a: 1 } },
      ],
      { id: "m", model: "x", input: 1, cacheCreation: 0, cacheRead: 0 },
    );
    expect(sse).toContain('"delta":{"type":"thinking_delta","thinking":"plan"}');
    expect(sse).toContain('"delta":{"type":"signature_delta","signature":"sig1"}');
    expect(sse).toContain('"content_block":{"type":"tool_use","id":"t1","name":"Bash","input":{}}');
    expect(sse).toContain('"stop_reason":"tool_use"');
  });

  it("reports the differing tool results in call order and the artifacts added, removed, changed", () => {
    const fresh = EVENTS.map((l) => l.replace('"5 rows"', '"6 rows"'));
    const print = (t: string) => ({
      bytes: Buffer.byteLength(t),
      sha256: createHash("sha256").update(t).digest("hex"),
    });
    expect(diffToolResults(EVENTS, fresh)).toEqual([
      { index: 2, toolUseId: "t2", tool: "Bash", old: print("5 rows"), new: print("6 rows") },
    ]);
    expect(diffToolResults(EVENTS, EVENTS)).toEqual([]);
    const a = (path: string, sha256: string) => ({ path, sha256, bytes: 1 });
    expect(diffArtifacts([a("x", "1"), a("y", "1")], [a("y", "2"), a("z", "1")])).toEqual({
      added: ["z"],
      removed: ["x"],
      changed: ["y"],
    });
  });
});
