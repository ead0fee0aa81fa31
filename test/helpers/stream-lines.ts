/** Builders for recorded stream-json lines, for protocol/evidence tests. */
import type { Cassette } from "../../src/core/cassette/types.js";
import { deriveRecord } from "../../src/gate/evidence/derive.js";
import type { RunRecord } from "../../src/gate/evidence/types.js";
import { parseLine } from "../../src/core/protocol/parse-line.js";

type Obj = Record<string, unknown>;

export const init = (extra: Obj = {}): Obj => ({
  type: "system",
  subtype: "init",
  tools: ["Skill", "Read", "Write"],
  mcp_servers: [],
  skills: [],
  cwd: "/sessions/s1",
  ...extra,
});

export const assistant = (content: Obj[], parent?: string, model = "claude-test"): Obj => ({
  type: "assistant",
  message: { model, id: "msg_1", content },
  parent_tool_use_id: parent ?? null,
});

export const text = (t: string): Obj => ({ type: "text", text: t });

export const toolUse = (id: string | undefined, name: string, input: Obj = {}): Obj => ({
  type: "tool_use",
  ...(id ? { id } : {}),
  name,
  input,
});

export const toolResult = (id: string, content: unknown, isError = false): Obj => ({
  type: "user",
  message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content, is_error: isError }] },
});

export const result = (extra: Obj = {}): Obj => ({
  type: "result",
  subtype: "success",
  is_error: false,
  result: "done",
  num_turns: 1,
  ...extra,
});

export const askQuestion = (requestId: unknown, questions: unknown, toolUseId = "tq1"): Obj => ({
  type: "control_request",
  request_id: requestId,
  request: { subtype: "can_use_tool", tool_name: "AskUserQuestion", input: { questions }, tool_use_id: toolUseId },
});

export const permission = (requestId: string, tool: string, input: Obj, extra: Obj = {}): Obj => ({
  type: "control_request",
  request_id: requestId,
  request: { subtype: "can_use_tool", tool_name: tool, input, ...extra },
});

export const reply = (requestId: string, body: Obj): Obj => ({
  type: "control_response",
  response: { subtype: "success", request_id: requestId, response: body },
});

/** Folds message objects (no decisions answered) into a record. */
export function derive(msgs: Obj[]): RunRecord {
  return deriveRecord(msgs.flatMap((m) => parseLine(m)));
}

/** A minimal cassette around the given event and controlOut messages (or raw lines). */
export function cassette(events: (Obj | string)[], controlOut?: (Obj | string)[]): Cassette {
  const toLine = (x: Obj | string) => (typeof x === "string" ? x : JSON.stringify(x));
  return {
    cassetteVersion: 12,
    scenario: { prompt: "p", session: "s.yaml", assert: [] },
    events: events.map(toLine),
    ...(controlOut ? { controlOut: controlOut.map(toLine) } : {}),
  };
}
