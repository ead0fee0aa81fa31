import { describe, expect, it } from "vitest";
import { normalizedId, normalizeRecording, NORMALIZED_TIMESTAMP } from "../../src/live/record/normalize-recording.js";
import type { TimelineEntry } from "../../src/core/cassette/types.js";

const U = (n: number) => `${String(n).repeat(8)}-aaaa-4bbb-8ccc-${String(n).repeat(12)}`;
const mcpReq = (id: string, server: string, method: string) =>
  JSON.stringify({
    type: "control_request",
    request_id: id,
    request: { subtype: "mcp_message", server_name: server, message: { method } },
  });
const mcpRes = (id: string, body: string) =>
  JSON.stringify({
    type: "control_response",
    response: { subtype: "success", request_id: id, response: { mcp_response: { body } } },
  });

/** One recording: three MCP inits sent concurrently in the given order, then a permission request. */
function recording(order: string[], ids: Record<string, string>, permission: string, uuid: string, ms: number) {
  const events = [
    JSON.stringify({ type: "control_request", request_id: "init-1", request: { subtype: "initialize" } }),
    ...order.map((s) => mcpReq(ids[s]!, s, "initialize")),
    JSON.stringify({ type: "system", subtype: "init", session_id: "f5a8fc8b-ff2d-4b6e-9fcb-30d86ce41d29", uuid }),
    `{"type":"control_request","request_id":"${permission}","request":{"subtype":"can_use_tool","tool_name":"Bash","input":{"command":"ls"}}}`,
    `{"type":"result","duration_ms":${ms},"duration_api_ms":${ms - 3},"ttft_ms":${ms % 97},"uuid":"${uuid}","timestamp":"2026-11-30T07:${ms % 60}:00.1Z","total_cost_usd":0.5,"note":"a \\"duration_ms\\":12 inside text"}`,
  ];
  const controlOut = [
    ...order.map((s) => mcpRes(ids[s]!, s)),
    `{"type":"control_response","response":{"subtype":"success","request_id":"${permission}","response":{"behavior":"allow","updatedInput":{"command":"ls"}}}}`,
  ];
  const timeline: TimelineEntry[] = [
    {
      seq: 0,
      ts: ms,
      line: 5,
      type: "decision",
      kind: "permission",
      requestId: permission,
    } as unknown as TimelineEntry,
  ];
  return { events, controlOut, timeline };
}

describe("normalizeRecording", () => {
  const a = normalizeRecording(
    recording(["cowork", "skills", "plugins"], { cowork: U(1), skills: U(2), plugins: U(3) }, U(4), U(5), 1712),
  );
  const b = normalizeRecording(
    recording(
      ["plugins", "cowork", "skills"],
      { cowork: U(6), skills: U(7), plugins: U(8) },
      U(9),
      U(5).replace("5555", "5556"),
      2339,
    ),
  );

  it("two runs that differ only in ids, timings and MCP interleaving normalize to the same bytes", () => {
    expect(b.events).toEqual(a.events);
    expect(b.controlOut).toEqual(a.controlOut);
    expect(b.timeline![0]).toMatchObject({ requestId: (a.timeline![0] as unknown as { requestId: string }).requestId });
  });

  it("a request and its response keep naming each other: the decision round trip still matches byte for byte", () => {
    const perm = JSON.parse(a.events[5]!);
    const answer = JSON.parse(a.controlOut[3]!);
    expect(perm.request_id).toBe(normalizedId(5)); // after the three MCP ids and the init event's uuid
    expect(answer.response.request_id).toBe(perm.request_id);
    expect((a.timeline![0] as unknown as { requestId: string }).requestId).toBe(perm.request_id);
    for (let i = 0; i < 3; i++)
      expect(JSON.parse(a.controlOut[i]!).response.request_id).toBe(JSON.parse(a.events[1 + i]!).request_id);
    // our answer to the permission request is otherwise the very line we wrote
    expect(a.controlOut[3]).toBe(
      `{"type":"control_response","response":{"subtype":"success","request_id":"${normalizedId(5)}","response":{"behavior":"allow","updatedInput":{"command":"ls"}}}}`,
    );
  });

  it("MCP requests and their responses are in server order; ids that are not UUIDs, the session id and text are kept", () => {
    expect(a.events.slice(1, 4).map((l) => JSON.parse(l).request.server_name)).toEqual(["cowork", "plugins", "skills"]);
    expect(a.controlOut.slice(0, 3).map((l) => JSON.parse(l).response.response.mcp_response.body)).toEqual([
      "cowork",
      "plugins",
      "skills",
    ]);
    expect(a.events[0]).toContain('"request_id":"init-1"');
    expect(a.events[4]).toContain('"session_id":"f5a8fc8b-ff2d-4b6e-9fcb-30d86ce41d29"');
    expect(a.events[4]).toContain(`"uuid":"${normalizedId(4)}"`);
    expect(a.events[6]).toContain('a \\"duration_ms\\":12 inside text');
  });

  it("durations and timestamps are zeroed; the cost is kept", () => {
    const r = JSON.parse(a.events[6]!);
    expect([r.duration_ms, r.duration_api_ms, r.ttft_ms, r.timestamp, r.total_cost_usd]).toEqual([
      0,
      0,
      0,
      NORMALIZED_TIMESTAMP,
      0.5,
    ]);
    expect(r.uuid).toBe(normalizedId(4)); // the same uuid as the init event's: one map across lines
  });

  it("a run of MCP requests a timeline entry points into is left in its order", () => {
    const raw = recording(
      ["skills", "cowork", "plugins"],
      { cowork: U(1), skills: U(2), plugins: U(3) },
      U(4),
      U(5),
      100,
    );
    const pinned = normalizeRecording({
      ...raw,
      timeline: [{ seq: 0, ts: 1, line: 2, type: "tool_use" } as unknown as TimelineEntry],
    });
    expect(pinned.events.slice(1, 4).map((l) => JSON.parse(l).request.server_name)).toEqual([
      "skills",
      "cowork",
      "plugins",
    ]);
  });
});
