import { describe, it, expect } from "vitest";
import { driveReplay } from "../../src/gate/replay/drive.js";
import { foldSkillActivity, foldToolDurations } from "../../src/gate/evidence/skill-activity.js";
import type { TimelineEntry } from "../../src/core/cassette/types.js";
import { assistant, cassette, init, permission, reply, result, toolUse } from "../helpers/stream-lines.js";

const hook = (
  rid: string,
  callbackId: string,
  tool: string,
  toolInput: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  type: "control_request",
  request_id: rid,
  request: {
    subtype: "hook_callback",
    callback_id: callbackId,
    input: { hook_event_name: "PreToolUse", tool_name: tool, tool_input: toolInput, ...extra },
    tool_use_id: `tu-${rid}`,
  },
});

describe("hookEvents and pathDenials (controlOut required)", () => {
  const events = [
    init(),
    hook("h1", "hostloop-path-gate", "Write", { file_path: "/Users/me/x.md" }),
    hook(
      "h2",
      "hostloop-path-gate",
      "Read",
      { file_path: "/etc/passwd", path: "/sessions/s/mnt/a" },
      { agent_id: "ag1" },
    ),
    hook("h3", "cowork-task-bg-block", "Task", { run_in_background: true }),
    hook("h4", "custom", "Edit", { file_path: "/sessions/s/b" }),
    permission("p1", "Write", { file_path: "/sessions/s/mnt/c.md" }, { tool_use_id: "tw", agent_id: "ag2" }),
    permission("p2", "Bash", { command: "x" }),
    assistant([toolUse("r9", "Read", { file_path: "/sessions/s/secret" })]),
    { type: "system", subtype: "permission_denied", tool_use_id: "r9" },
    { type: "system", subtype: "permission_denied", tool_use_id: "unknown" },
    result(),
  ];
  const controlOut = [
    reply("h1", {}),
    reply("h2", { decision: "block", reason: "outside the connected folders" }),
    reply("h3", { decision: "block", reason: "Background agents disabled" }),
    reply("h4", { hookSpecificOutput: { permissionDecision: "deny", permissionDecisionReason: "nope" } }),
    reply("p1", { behavior: "deny", message: "denied by scenario policy" }),
    reply("p2", { behavior: "deny", message: "no" }),
  ];
  const d = driveReplay(cassette(events, controlOut));
  it("reconstructs every hook callback with its decision, reason and paths", () => {
    expect(d.protocolFailures).toEqual([]);
    expect(d.record.hookEvents).toEqual([
      {
        callbackId: "hostloop-path-gate",
        tool: "Write",
        decision: "allow",
        paths: ["/Users/me/x.md"],
        toolUseId: "tu-h1",
        pathFields: { file_path: "/Users/me/x.md" },
      },
      {
        callbackId: "hostloop-path-gate",
        tool: "Read",
        decision: "block",
        reason: "outside the connected folders",
        paths: ["/etc/passwd", "/sessions/s/mnt/a"],
        agentId: "ag1",
        toolUseId: "tu-h2",
        pathFields: { file_path: "/etc/passwd", path: "/sessions/s/mnt/a" },
      },
      {
        callbackId: "cowork-task-bg-block",
        tool: "Task",
        decision: "block",
        reason: "Background agents disabled",
        paths: [],
        toolUseId: "tu-h3",
        pathFields: {},
      },
      {
        callbackId: "custom",
        tool: "Edit",
        decision: "block",
        reason: "nope",
        paths: ["/sessions/s/b"],
        toolUseId: "tu-h4",
        pathFields: { file_path: "/sessions/s/b" },
      },
    ]);
  });
  it("derives path denials from the path gate, denied file-tool permissions and permission_denied events", () => {
    expect(d.record.pathDenials).toEqual([
      { source: "pretooluse", tool: "Read", path: "/sessions/s/mnt/a", agentId: "ag1", toolUseId: "tu-h2" },
      { source: "can_use_tool", tool: "Write", path: "/sessions/s/mnt/c.md", agentId: "ag2", toolUseId: "tw" },
      { source: "permission_denied", tool: "Read", path: "/sessions/s/secret", toolUseId: "r9" },
    ]);
  });
  it("are undefined without a controlOut", () => {
    const legacy = driveReplay(cassette(events));
    expect(legacy.record.hookEvents).toBeUndefined();
    expect(legacy.record.pathDenials).toBeUndefined();
  });
});

describe("skillActivity from the timeline", () => {
  const e = (seq: number, ts: number, type: string, extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
    seq,
    ts,
    type,
    ...extra,
  });
  const timeline = [
    e(0, 10, "tool_use", { name: "mcp__x__*", skillScope: "(root)" }),
    e(1, 20, "tool_use", { toolUseId: "t1", name: "Read", skillScope: "(root)" }),
    e(2, 25, "tool_result", { toolUseId: "t1" }),
    e(3, 30, "tool_use", { toolUseId: "t2", name: "Skill", skillScope: "pdf" }),
    e(4, 45, "subagent_dispatch", { toolUseId: "a1", skillScope: "pdf" }),
    e(5, 50, "tool_use", { toolUseId: "t3", name: "Read", skillScope: "pdf" }),
    e(6, 70, "tool_result", { toolUseId: "t3" }),
    e(7, 80, "tool_use", { toolUseId: "t4", name: "Read", skillScope: "(root)" }),
    e(8, 81, "tool_result", { toolUseId: "t4" }),
  ];
  it("folds consecutive same-scope entries into windows (echoes without ids skipped)", () => {
    expect(foldSkillActivity(timeline)).toEqual([
      {
        skillId: "(root)",
        invocationSeq: 1,
        toolCounts: { Read: 1 },
        toolCallCount: 1,
        dispatchCount: 0,
        durationMs: 0,
      },
      {
        skillId: "pdf",
        invocationSeq: 3,
        toolCounts: { Skill: 1, Read: 1 },
        toolCallCount: 2,
        dispatchCount: 1,
        durationMs: 20,
      },
      {
        skillId: "(root)",
        invocationSeq: 7,
        toolCounts: { Read: 1 },
        toolCallCount: 1,
        dispatchCount: 0,
        durationMs: 0,
      },
    ]);
  });
  it("pairs tool durations by id", () => {
    expect(foldToolDurations(timeline)).toEqual({ Read: { calls: 3, totalMs: 26, maxMs: 20 } });
  });
  it("driveReplay sets them and attributes sub-agents to their dispatch window", () => {
    const c = { ...cassette([assistant([toolUse("a1", "Agent", {})]), result()]), timeline };
    const d = driveReplay(c);
    expect(d.record.skillActivity).toHaveLength(3);
    expect(d.record.toolDurations).toEqual({ Read: { calls: 3, totalMs: 26, maxMs: 20 } });
    expect(d.record.subagents[0]?.attributedSkillId).toBe("pdf");
    expect(driveReplay(cassette([result()])).record.skillActivity).toBeUndefined();
  });
});
