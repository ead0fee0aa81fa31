import { describe, it, expect } from "vitest";
import { assistant, derive, init, result, text, toolResult, toolUse } from "../helpers/stream-lines.js";

describe("main flow vs sub-agent attribution", () => {
  const rec = derive([
    init(),
    assistant([text("Starting."), toolUse("s1", "Skill", { skill: "pdf" })]),
    assistant(
      [toolUse("r1", "Read", { file_path: "/sessions/x/mnt/.local-plugins/m/p/skills/pdf/references/guide.md" })],
      "s1",
    ),
    assistant([text("inside skill")], "s1"),
    assistant([toolUse("a1", "Agent", { subagent_type: "researcher", description: "dig", prompt: "go" })]),
    assistant(
      [
        text("sub text"),
        toolUse("g1", "Grep", { pattern: "x" }),
        toolUse("g2", "Grep", { pattern: "y" }),
        toolUse("w1", "WebFetch", {}),
      ],
      "a1",
    ),
    assistant([toolUse("f1", "Task", { subagent_type: "fork" })]),
    assistant([toolUse("b1", "Bash", { command: "ls" }), text("fork text")], "f1"),
    assistant([toolUse("z1", "Write", {})], "nobody"),
    toolResult("a1", "sub-agent report"),
    toolResult("b1", "boom", true),
    toolResult("r1", "contents"),
    assistant([text("Done.")]),
    result(),
  ]);
  it("counts main-flow calls, including those under a Skill call or a fork dispatch", () => {
    expect(rec.toolCounts).toEqual({ Skill: 1, Read: 1, Agent: 1, Task: 1, Bash: 1 });
    expect(rec.toolsCalled).toEqual(["Skill", "Read", "Agent", "Task", "Bash"]);
  });
  it("attributes calls parented by a recognized dispatch to that sub-agent, and drops unknown parents", () => {
    expect(rec.subagentTools).toEqual(["Grep", "WebFetch"]);
    const researcher = rec.subagents.find((s) => s.toolUseId === "a1")!;
    expect(researcher).toMatchObject({
      dispatchAgentType: "researcher",
      dispatchTypeOmitted: false,
      description: "dig",
      prompt: "go",
      dispatchModel: "claude-test",
    });
    expect(researcher.toolsUsed).toEqual([
      { name: "Grep", count: 2 },
      { name: "WebFetch", count: 1 },
    ]);
    expect(researcher.output).toBe("sub-agent report");
    expect(researcher.outputTruncated).toBe(false);
    expect(rec.toolUses.find((t) => t.toolUseId === "z1")?.mainFlow).toBe(false);
    expect(rec.toolCounts.Write).toBeUndefined();
  });
  it("the transcript has only top-level text (not sub-agent, not fork-scoped, not skill-scoped)", () => {
    expect(rec.transcript).toBe("Starting.\nDone.");
  });
  it("records Skill invocations and plugin references read", () => {
    expect(rec.skillsInvoked).toEqual(["pdf"]);
    expect(rec.referencesRead).toEqual(["references/guide.md"]);
  });
  it("counts calls and errors per main-flow tool through paired results", () => {
    expect(rec.toolErrors).toEqual({
      Bash: { calls: 1, errors: 1 },
      Read: { calls: 1, errors: 0 },
      Agent: { calls: 1, errors: 0 },
    });
    expect(rec.toolResults.map((r) => r.toolUseId)).toEqual(["a1", "b1", "r1"]);
  });
});

describe("sub-agent resolution", () => {
  it("task_started and result metadata resolve type and model", () => {
    const rec = derive([
      assistant([toolUse("a1", "Agent", { description: "d" })]),
      { type: "system", subtype: "task_started", tool_use_id: "a1", subagent_type: "general-purpose" },
      {
        ...toolResult("a1", "x".repeat(11_000)),
        tool_use_result: { status: "completed", resolvedModel: "haiku", agentType: "other" },
      },
      result(),
    ]);
    expect(rec.subagents[0]).toMatchObject({
      dispatchAgentType: "unknown",
      dispatchTypeOmitted: true,
      resolvedAgentType: "general-purpose",
      resolvedModel: "haiku",
      outputTruncated: true,
    });
    expect(rec.subagents[0]!.output).toHaveLength(10_240);
    expect(rec.contextEvents.map((e) => e.subtype)).toEqual(["task_started"]);
  });
});

describe("redundant tool calls", () => {
  it("groups identical main-flow calls regardless of input key order; sub-agent calls excluded", () => {
    const rec = derive([
      assistant([
        toolUse("1", "Read", { file_path: "/a", limit: 5 }),
        toolUse("2", "Read", { limit: 5, file_path: "/a" }),
        toolUse("3", "Read", { file_path: "/b" }),
      ]),
      assistant([toolUse("a", "Agent", {})]),
      assistant([toolUse("4", "Read", { file_path: "/b" })], "a"),
      result(),
    ]);
    expect(rec.redundantToolCalls).toHaveLength(1);
    expect(rec.redundantToolCalls[0]).toMatchObject({ name: "Read", count: 2 });
    expect(rec.redundantToolCalls[0]!.argHash).toMatch(/^[0-9a-f]{16}$/);
  });
});
