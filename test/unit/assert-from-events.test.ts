/**
 * The content evaluators on records re-driven from real stream-json lines: each family is
 * checked against evidence derived by driveReplay, with the context built as replay builds it.
 */
import { describe, it, expect } from "vitest";
import { NEVER_SAID, readExampleCassette } from "../helpers/fixtures.js";
import type { AssertContext, KeyEvaluator } from "../../src/gate/assert/context.js";
import type { Cassette, TimelineEntry } from "../../src/core/cassette/types.js";
import { driveReplay } from "../../src/gate/replay/drive.js";
import { buildAssertContext } from "../../src/gate/replay/context.js";
import { transcriptKeys } from "../../src/gate/assert/transcript.js";
import { toolResultKeys } from "../../src/gate/assert/tool-results.js";
import { toolKeys } from "../../src/gate/assert/tools.js";
import { budgetKeys } from "../../src/gate/assert/budgets.js";
import { subagentKeys } from "../../src/gate/assert/subagents.js";
import { skillKeys } from "../../src/gate/assert/skills.js";
import { taskKeys } from "../../src/gate/assert/tasks.js";
import { modifierKeys } from "../../src/gate/assert/modifiers.js";

const line = (o: unknown): string => JSON.stringify(o);
const init = (tools: string[]): string =>
  line({
    type: "system",
    subtype: "init",
    tools,
    mcp_servers: [{ name: "cowork", status: "connected" }],
    skills: ["my-pdf-skill"],
    cwd: "/sessions/s1",
  });
const assistant = (content: unknown[], parent?: string): string =>
  line({ type: "assistant", message: { id: `m${Math.random()}`, content }, parent_tool_use_id: parent ?? null });
const toolResult = (id: string, content: string, isError = false, parent?: string): string =>
  line({
    type: "user",
    message: { content: [{ type: "tool_result", tool_use_id: id, content, is_error: isError }] },
    parent_tool_use_id: parent ?? null,
  });
const result = (extra: Record<string, unknown> = {}): string =>
  line({ type: "result", subtype: "success", is_error: false, result: "done", ...extra });

function contextFor(events: string[], timeline?: TimelineEntry[]): AssertContext {
  const cassette: Cassette = {
    cassetteVersion: 12,
    scenario: { prompt: "p", session: "(inline)", assert: [] },
    events,
  };
  if (timeline) cassette.timeline = timeline;
  const drive = driveReplay(cassette);
  expect(drive.protocolFailures).toEqual([]);
  return buildAssertContext(cassette, drive.record, undefined, false);
}

const run = (keys: Record<string, KeyEvaluator>, key: string, arg: unknown, ctx: AssertContext) => keys[key]!(arg, ctx);

describe("content keys on re-driven events", () => {
  it("transcript: only top-level assistant text, joined by newlines", () => {
    const ctx = contextFor([
      init(["Task"]),
      assistant([{ type: "text", text: "Reading the report." }]),
      assistant([{ type: "tool_use", id: "d1", name: "Task", input: { subagent_type: "helper", prompt: "go" } }]),
      assistant([{ type: "text", text: "SUB-AGENT PRIVATE NOTE" }], "d1"),
      toolResult("d1", "helper finished"),
      assistant([{ type: "text", text: "Here are the action items." }]),
      result(),
    ]);
    expect(run(transcriptKeys, "transcript_contains", "report.\nHere are", ctx).pass).toBe(true);
    expect(run(transcriptKeys, "transcript_not_contains", "PRIVATE NOTE", ctx)).toEqual({ pass: true });
    expect(run(transcriptKeys, "transcript_matches", "ACTION ITEMS", ctx).pass).toBe(true);
    expect(run(transcriptKeys, "transcript_contains", "SUB-AGENT", ctx).message).toBe('transcript missing "SUB-AGENT"');
  });

  it("tool results: main and sub-agent results are searched", () => {
    const ctx = contextFor([
      init(["Task", "Bash"]),
      assistant([{ type: "tool_use", id: "d1", name: "Task", input: { subagent_type: "helper", prompt: "go" } }]),
      assistant([{ type: "tool_use", id: "s1", name: "Bash", input: { command: "ls" } }], "d1"),
      toolResult("s1", "secret-listing.txt", false, "d1"),
      toolResult("d1", "all good"),
      result(),
    ]);
    expect(ctx.toolResultsTruncated).toEqual([false, false]);
    expect(run(toolResultKeys, "tool_result_contains", "secret-listing", ctx).pass).toBe(true);
    expect(run(toolResultKeys, "tool_result_not_matches", "SECRET", ctx).message).toBe(
      "a tool result matched forbidden /SECRET/i",
    );
    expect(run(toolResultKeys, "tool_result_not_contains", "Traceback", ctx)).toEqual({ pass: true });
  });

  it("tools: main-flow calls only; errors are paired with their results; init tools are offered", () => {
    const ctx = contextFor([
      init(["Task", "Bash", "Read", "Write"]),
      assistant([{ type: "tool_use", id: "b1", name: "Bash", input: { command: "false" } }]),
      toolResult("b1", "exit 1", true),
      assistant([{ type: "tool_use", id: "w1", name: "Write", input: { file_path: "/x", content: "y" } }]),
      toolResult("w1", "ok"),
      assistant([{ type: "tool_use", id: "d1", name: "Task", input: { subagent_type: "helper", prompt: "go" } }]),
      assistant([{ type: "tool_use", id: "s1", name: "Read", input: { file_path: "/a" } }], "d1"),
      toolResult("s1", "contents", false, "d1"),
      toolResult("d1", "done"),
      result(),
    ]);
    expect(run(toolKeys, "tool_called", "Write", ctx)).toEqual({
      pass: true,
      evidence: 'tool_called: "Write" matched Write',
    });
    expect(run(toolKeys, "tool_not_called", "Read", ctx)).toEqual({ pass: true });
    expect(run(toolKeys, "tool_not_called", "Ba*", ctx).message).toBe('tool unexpectedly called: "Ba*" matched Bash');
    expect(run(toolKeys, "tool_no_error", "^Write$", ctx).pass).toBe(true);
    expect(run(toolKeys, "tool_no_error", "^Bash$", ctx).message).toBe(
      'tool(s) matching "^Bash$" had errors: Bash (1)',
    );
    expect(run(toolKeys, "tool_available", "^Read$", ctx).pass).toBe(true);
  });

  it("tools: without an init event the offered tools are unknown", () => {
    const ctx = contextFor([assistant([{ type: "text", text: "hi" }]), result()]);
    expect(run(toolKeys, "tool_available", "Bash", ctx).message).toMatch(/^evidence unavailable:/);
  });

  it("budgets: turns, tokens and cost come from the result; redundancy and compaction from the stream", () => {
    const ctx = contextFor([
      init(["Read"]),
      assistant([{ type: "tool_use", id: "r1", name: "Read", input: { file_path: "/a", limit: 5 } }]),
      toolResult("r1", "A"),
      line({ type: "system", subtype: "compact_boundary", compact_metadata: { trigger: "auto" } }),
      assistant([{ type: "tool_use", id: "r2", name: "Read", input: { limit: 5, file_path: "/a" } }]),
      toolResult("r2", "A", true),
      result({
        num_turns: 4,
        total_cost_usd: 0.03,
        usage: { input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 5000 },
      }),
    ]);
    expect(run(budgetKeys, "max_turns", 4, ctx).pass).toBe(true);
    expect(run(budgetKeys, "max_turns", 3, ctx).message).toBe("4 turns exceeds max 3");
    expect(run(budgetKeys, "max_tokens", 120, ctx).pass).toBe(true);
    expect(run(budgetKeys, "max_tokens", 119, ctx).message).toBe("120 tokens exceeds max 119");
    expect(run(budgetKeys, "max_cost_usd", 0.02, ctx).message).toBe("cost $0.03 exceeds max $0.02");
    expect(run(budgetKeys, "tool_calls_max", 1, ctx).message).toBe("2 tool calls exceeds max 1");
    expect(run(budgetKeys, "max_redundant_tool_calls", 0, ctx).message).toBe(
      "1 wasted redundant call(s) exceeds max 0",
    );
    expect(run(budgetKeys, "max_tool_errors", 1, ctx).pass).toBe(true);
    expect(run(budgetKeys, "compaction_occurred", true, ctx).pass).toBe(true);
  });

  it("budgets: a recording without a result event cannot answer turn/token/cost limits", () => {
    const ctx = contextFor([init([]), assistant([{ type: "text", text: "hi" }])]);
    for (const [key, arg] of [
      ["max_turns", 5],
      ["max_tokens", 5],
      ["max_cost_usd", 1],
    ] as const)
      expect(run(budgetKeys, key, arg, ctx).message, key).toMatch(/^evidence unavailable:/);
  });

  it("sub-agents: dispatch, tools used, declared-but-unused, output", () => {
    const ctx = contextFor([
      init(["Task"]),
      assistant([
        {
          type: "tool_use",
          id: "d1",
          name: "Task",
          input: {
            subagent_type: "researcher",
            description: "Find numbers",
            prompt: "go",
            tools: ["Read", "WebSearch"],
          },
        },
      ]),
      assistant([{ type: "tool_use", id: "s1", name: "Read", input: { file_path: "/a" } }], "d1"),
      toolResult("s1", "data", false, "d1"),
      toolResult("d1", "Revenue grew 12%."),
      result(),
    ]);
    expect(run(subagentKeys, "subagent_dispatched", "research", ctx).pass).toBe(true);
    expect(run(subagentKeys, "subagent_tool_used", "Read", ctx).pass).toBe(true);
    expect(run(subagentKeys, "subagent_tool_absent", "Read", ctx).message).toBe(
      'sub-agent unexpectedly used: "Read" matched Read',
    );
    expect(run(subagentKeys, "subagent_declared_but_unused", "WebSearch", ctx).message).toBe(
      'sub-agent "researcher" declared "WebSearch" but never used it (used: Read)',
    );
    expect(run(subagentKeys, "subagent_output_contains", { contains: "grew 12%", match: "numbers" }, ctx).pass).toBe(
      true,
    );
    expect(run(subagentKeys, "dispatch_count_max", 0, ctx).pass).toBe(false);
  });

  it("skills: invoked skills need the Skill tool; init offers skills and connectors; windows come from the timeline", () => {
    const events = [
      init(["Skill", "Bash"]),
      assistant([{ type: "tool_use", id: "k1", name: "Skill", input: { skill: "my-pdf-skill" } }]),
      toolResult("k1", "loaded"),
      assistant([{ type: "tool_use", id: "b1", name: "Bash", input: { command: "pdftotext" } }]),
      toolResult("b1", "text"),
      result(),
    ];
    const timeline: TimelineEntry[] = [
      { seq: 1, ts: 100, type: "tool_use", toolUseId: "k1", name: "Skill", skillScope: "my-pdf-skill" },
      { seq: 2, ts: 150, type: "tool_use", toolUseId: "b1", name: "Bash", skillScope: "my-pdf-skill" },
    ];
    const ctx = contextFor(events, timeline);
    expect(run(skillKeys, "skill_triggered", "pdf", ctx).pass).toBe(true);
    expect(run(skillKeys, "no_skill_triggered", "pdf", ctx).message).toBe(
      'skill unexpectedly triggered matching "pdf"',
    );
    expect(run(skillKeys, "skill_available", "^my-pdf-skill$", ctx).pass).toBe(true);
    expect(run(skillKeys, "connector_available", "cowork", ctx).pass).toBe(true);
    expect(run(skillKeys, "skill_tool_used", { skill: "pdf", tool: "^Bash$" }, ctx).pass).toBe(true);

    const noTimeline = contextFor(events);
    expect(run(skillKeys, "skill_tool_used", { skill: "pdf", tool: "Bash" }, noTimeline).message).toMatch(
      /^evidence unavailable:/,
    );
    const noSkillTool = contextFor([init(["Bash"]), ...events.slice(1)]);
    expect(run(skillKeys, "skill_triggered", "pdf", noSkillTool).message).toMatch(/^evidence unavailable:/);
  });

  it("tasks: TaskCreate results create tasks, TaskUpdate moves them", () => {
    const ctx = contextFor([
      init(["TaskCreate", "TaskUpdate"]),
      assistant([
        { type: "tool_use", id: "c1", name: "TaskCreate", input: { subject: "Extract items", description: "d" } },
      ]),
      toolResult("c1", "Task #1 created successfully: Extract items"),
      assistant([{ type: "tool_use", id: "c2", name: "TaskCreate", input: { subject: "Write summary" } }]),
      toolResult("c2", "Task #2 created successfully: Write summary"),
      assistant([{ type: "tool_use", id: "u1", name: "TaskUpdate", input: { taskId: "1", status: "completed" } }]),
      toolResult("u1", "Updated task #1"),
      result(),
    ]);
    expect(run(taskKeys, "task_count_min", 2, ctx).pass).toBe(true);
    expect(run(taskKeys, "task_status", { match: "extract", status: "completed" }, ctx).pass).toBe(true);
    expect(run(taskKeys, "all_tasks_completed", true, ctx).message).toBe(
      "not all tasks are completed: Write summary (pending)",
    );

    const broken = contextFor([
      init(["TaskCreate"]),
      assistant([{ type: "tool_use", id: "c1", name: "TaskCreate", input: { subject: "x" } }]),
      toolResult("c1", "something unexpected"),
      result(),
    ]);
    expect(run(taskKeys, "task_count_min", 1, broken).message).toMatch(/\(malformed\)$/);
  });

  it("verdict modifiers pass on any record", () => {
    const ctx = contextFor([result({ is_error: true, subtype: "error_during_execution" })]);
    expect(ctx.record.result).toBe("error");
    expect(run(modifierKeys, "allow_stall", true, ctx)).toEqual({ pass: true });
  });
});

describe("content keys on an example cassette (our recorder's csv-report)", () => {
  const cassette = readExampleCassette("csv-report") as Cassette;
  const drive = driveReplay(cassette);
  const ctx = buildAssertContext(cassette, drive.record, undefined, false);

  it("gives evidence for what the run did and a message for what it did not", () => {
    expect(run(transcriptKeys, "transcript_contains", "outputs/metrics.md", ctx)).toEqual({
      pass: true,
      evidence: 'transcript_contains: found "outputs/metrics.md"',
    });
    expect(run(toolKeys, "tool_called", "Bash", ctx)).toEqual({
      pass: true,
      evidence: 'tool_called: "Bash" matched Bash',
    });
    expect(run(toolKeys, "tool_not_called", "WebFetch", ctx)).toEqual({ pass: true });
    expect(run(toolKeys, "tool_not_called", "Bash", ctx)).toEqual({
      pass: false,
      message: 'tool unexpectedly called: "Bash" matched Bash',
    });
    expect(run(transcriptKeys, "transcript_contains", NEVER_SAID.transcript_contains, ctx)).toEqual({
      pass: false,
      message: `transcript missing "${NEVER_SAID.transcript_contains}"`,
    });
  });
});
