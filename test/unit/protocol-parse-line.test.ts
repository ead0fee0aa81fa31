import { describe, it, expect } from "vitest";
import { parseLine } from "../../src/core/protocol/parse-line.js";
import { ProtocolLineError } from "../../src/core/protocol/protocol-line-error.js";
import { buildControlOutIndex } from "../../src/core/protocol/control-out-index.js";
import { askQuestion, assistant, init, text, toolResult, toolUse } from "../helpers/stream-lines.js";

describe("parseLine: system lines", () => {
  it("init carries tools, mcp servers, skills and cwd; missing arrays default to []", () => {
    expect(parseLine(init({ skills: ["a"] }))).toEqual([
      { type: "init", tools: ["Skill", "Read", "Write"], mcpServers: [], skills: ["a"], cwd: "/sessions/s1" },
    ]);
    expect(parseLine({ type: "system", subtype: "init" })).toEqual([
      { type: "init", tools: [], mcpServers: [], skills: [], cwd: undefined },
    ]);
  });
  it("a non-array init field is a protocol error", () => {
    expect(() => parseLine(init({ tools: "Read" }))).toThrow(ProtocolLineError);
  });
  it("api_metrics, thinking and other subtypes", () => {
    expect(parseLine({ type: "system", subtype: "api_metrics", x: 1 })).toEqual([
      { type: "metrics", data: { type: "system", subtype: "api_metrics", x: 1 } },
    ]);
    expect(parseLine({ type: "system", subtype: "thinking", content: "hm" })).toEqual([
      { type: "thinking", text: "hm", redacted: false },
    ]);
    expect(parseLine({ type: "system", subtype: "compact_boundary", uuid: "u" })).toEqual([
      { type: "system_event", subtype: "compact_boundary", data: { uuid: "u" } },
    ]);
  });
  it("ignores unlisted line types", () => {
    for (const type of ["stream_event", "rate_limit_event", "control_response", "keep_alive"])
      expect(parseLine({ type })).toEqual([]);
    expect(parseLine("just a string")).toEqual([]);
  });
});

describe("parseLine: control requests", () => {
  const q = [{ question: "Which?", options: [{ label: "A" }] }];
  it("AskUserQuestion becomes a question decision with its tool_use_id", () => {
    expect(parseLine(askQuestion("r1", q))).toEqual([
      { type: "decision", request: { kind: "question", id: "r1", questions: q, toolUseId: "tq1" } },
    ]);
  });
  it("a non-string or empty request_id is a malformed control frame", () => {
    expect(() => parseLine(askQuestion(7, q))).toThrow(/malformed request_id: 7/);
    expect(() => parseLine(askQuestion("", q))).toThrow(ProtocolLineError);
    expect(() => parseLine({ type: "control_request", request: { subtype: "mcp_message" } })).toThrow(
      /malformed request_id/,
    );
  });
  it("questions that are not an array, or an option without a string label, are malformed", () => {
    expect(() => parseLine(askQuestion("r1", "not-an-array"))).toThrow(
      /malformed AskUserQuestion questions for request r1/,
    );
    expect(() => parseLine(askQuestion("r1", [{ question: "x", options: [{ description: "d" }] }]))).toThrow(
      /0\.options\.0\.label/,
    );
  });
  it("permission, dialog, elicitation; hook callbacks and mcp messages are not decisions", () => {
    const [p] = parseLine({
      type: "control_request",
      request_id: "p1",
      request: {
        subtype: "can_use_tool",
        tool_name: "Write",
        input: { file_path: "/a" },
        tool_use_id: "t",
        agent_id: "ag",
      },
    });
    expect(p).toMatchObject({
      type: "decision",
      request: {
        kind: "permission",
        id: "p1",
        tool: "Write",
        input: { file_path: "/a" },
        toolUseId: "t",
        agentId: "ag",
      },
    });
    expect(
      parseLine({
        type: "control_request",
        request_id: "d",
        request: { subtype: "request_user_dialog", dialog_kind: "confirm", payload: 1 },
      }),
    ).toEqual([{ type: "decision", request: { kind: "dialog", id: "d", dialogKind: "confirm", payload: 1 } }]);
    expect(
      parseLine({
        type: "control_request",
        request_id: "e",
        request: { subtype: "side_question", server: "s", prompt: "?" },
      }),
    ).toEqual([
      { type: "decision", request: { kind: "elicit", id: "e", server: "s", prompt: "?", schema: undefined } },
    ]);
    expect(
      parseLine({
        type: "control_request",
        request_id: "m",
        request: { subtype: "mcp_message", server_name: "x", message: {} },
      }),
    ).toEqual([]);
    expect(
      parseLine({
        type: "control_request",
        request_id: "h",
        request: { subtype: "hook_callback", callback_id: "cb", input: { tool_name: "Write" }, tool_use_id: "t1" },
      }),
    ).toEqual([
      { type: "hook_callback", requestId: "h", callbackId: "cb", input: { tool_name: "Write" }, toolUseId: "t1" },
    ]);
  });
});

describe("parseLine: assistant lines", () => {
  it("text, thinking (empty text with signature is redacted), tool_use with model and parent", () => {
    const evs = parseLine(
      assistant(
        [
          text("hi"),
          { type: "thinking", thinking: "", signature: "sig" },
          { type: "thinking", thinking: "why" },
          toolUse("t1", "Read", { file_path: "/x" }),
        ],
        "p0",
      ),
    );
    expect(evs).toEqual([
      { type: "assistant_text", text: "hi", parentToolUseId: "p0", model: "claude-test" },
      { type: "thinking", text: "", redacted: true, model: "claude-test" },
      { type: "thinking", text: "why", redacted: false, model: "claude-test" },
      {
        type: "tool_use",
        name: "Read",
        input: { file_path: "/x" },
        toolUseId: "t1",
        parentToolUseId: "p0",
        model: "claude-test",
      },
    ]);
  });
  it("a block-level parent_tool_use_id overrides the message-level one", () => {
    const [ev] = parseLine(assistant([{ ...text("x"), parent_tool_use_id: "blk" }], "msg"));
    expect(ev).toMatchObject({ parentToolUseId: "blk" });
  });
  it("Agent/Task or subagent_type also dispatch a sub-agent; an id-less dispatch gets an unpaired id", () => {
    const evs = parseLine(
      assistant([
        toolUse(undefined, "Agent", { description: "d", prompt: "p".repeat(20_000) }),
        toolUse("t2", "Custom", { subagent_type: "x", tools: ["Read"] }),
      ]),
    );
    const dispatches = evs.filter((e) => e.type === "subagent_dispatch");
    expect(dispatches).toHaveLength(2);
    expect(dispatches[0]).toMatchObject({
      toolUseId: "unpaired-msg_1-b0",
      dispatchAgentType: "unknown",
      typeOmitted: true,
      declaredTools: [],
      description: "d",
    });
    expect((dispatches[0] as { prompt: string }).prompt).toHaveLength(10_240);
    expect(dispatches[1]).toMatchObject({
      toolUseId: "t2",
      dispatchAgentType: "x",
      typeOmitted: false,
      declaredTools: ["Read"],
    });
    expect(
      parseLine(assistant([toolUse("t3", "TaskCreate", { subject: "s" })])).some((e) => e.type === "subagent_dispatch"),
    ).toBe(false);
  });
  it("a non-object content block is a protocol error", () => {
    expect(() => parseLine(assistant(["oops" as unknown as Record<string, unknown>]))).toThrow(ProtocolLineError);
  });
});

describe("parseLine: user and result lines", () => {
  it("flattens tool_result content: text blocks as text, other blocks as JSON, joined by a space", () => {
    const [ev] = parseLine(
      toolResult("t1", [
        { type: "text", text: "a" },
        { type: "image", source: 1 },
        { type: "text", text: "b" },
      ]),
    );
    expect(ev).toEqual({
      type: "tool_result",
      toolUseId: "t1",
      isError: false,
      text: 'a {"type":"image","source":1} b',
      assertText: 'a {"type":"image","source":1} b',
      assertTextTruncated: false,
      textBlocks: ["a", "b"],
    });
  });
  it("caps display text at 500 and assertion text at 10,240 chars", () => {
    const [ev] = parseLine(toolResult("t1", "x".repeat(12_000), true));
    expect(ev).toMatchObject({ isError: true, assertTextTruncated: true });
    expect((ev as { text: string }).text).toHaveLength(500);
    expect((ev as { assertText: string }).assertText).toHaveLength(10_240);
  });
  it("a tool_result without an id, or a non-object block, is an evidence error, not a throw", () => {
    const evs = parseLine({ type: "user", message: { content: [{ type: "tool_result", content: "x" }, 5] } });
    expect(evs.map((e) => e.type)).toEqual(["protocol_evidence_error", "protocol_evidence_error"]);
  });
  it("sub-agent result metadata is keyed by the first tool_result id", () => {
    const evs = parseLine({
      ...toolResult("a1", "out"),
      tool_use_result: { status: "completed", resolvedModel: "m", agentType: "general" },
    });
    expect(evs[0]).toEqual({
      type: "subagent_result_meta",
      toolUseId: "a1",
      resolvedModel: "m",
      agentType: "general",
      status: "completed",
    });
  });
  it("result carries usage, text, subtype, cost, turns and modelUsage", () => {
    expect(
      parseLine({
        type: "result",
        is_error: true,
        subtype: "error_during_execution",
        result: "boom",
        usage: { output_tokens: 5 },
        total_cost_usd: 0.02,
        num_turns: 3,
        modelUsage: { m: {} },
        api_error_status: 500,
      }),
    ).toEqual([
      {
        type: "result",
        isError: true,
        usage: { output_tokens: 5 },
        resultText: "boom",
        subtype: "error_during_execution",
        apiErrorStatus: 500,
        costUsd: 0.02,
        numTurns: 3,
        modelUsage: { m: {} },
      },
    ]);
  });
  it("infra_error lines", () => {
    expect(parseLine({ type: "infra_error", source: "hostloop-exec", message: "m" })).toEqual([
      { type: "infra_error", message: "m", source: "hostloop-exec" },
    ]);
  });
});

describe("buildControlOutIndex", () => {
  const ok = (id: string, body: unknown) =>
    JSON.stringify({ type: "control_response", response: { subtype: "success", request_id: id, response: body } });
  it("keeps only success bodies without mcp_response; first wins; identical duplicates are silent", () => {
    const idx = buildControlOutIndex([
      JSON.stringify({ type: "control_request", request_id: "init-1", request: { subtype: "initialize" } }),
      JSON.stringify({ type: "user", message: {} }),
      ok("m", { mcp_response: { jsonrpc: "2.0", id: 1 } }),
      ok("a", { behavior: "allow", updatedInput: { x: 1, y: 2 } }),
      ok("a", { updatedInput: { y: 2, x: 1 }, behavior: "allow" }),
      "   ",
      JSON.stringify({ type: "control_response", response: { subtype: "error", request_id: "e", error: "no" } }),
    ]);
    expect([...idx.bodies.keys()]).toEqual(["a"]);
    expect(idx.differingDuplicates).toEqual([]);
    expect(idx.malformedLines).toEqual([]);
  });
  it("reports differing duplicates once per id, and non-JSON lines by 0-based index", () => {
    const idx = buildControlOutIndex([
      ok("a", { behavior: "allow" }),
      "{not json",
      ok("a", { behavior: "deny" }),
      ok("a", { behavior: "x" }),
    ]);
    expect(idx.differingDuplicates).toEqual(["a"]);
    expect(idx.differingDuplicateLines).toEqual([
      { id: "a", line: 2 },
      { id: "a", line: 3 },
    ]);
    expect(idx.malformedLines).toEqual([1]);
    expect(idx.bodies.get("a")).toEqual({ behavior: "allow" });
  });
});
