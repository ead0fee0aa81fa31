import { describe, it, expect } from "vitest";
import { cassetteTimeline, monoAnchor, timelineFromLines } from "../../src/live/record/timeline.js";
import { foldSkillActivity } from "../../src/gate/evidence/skill-activity.js";

const assistant = (blocks: unknown[], parent: string | null = null): string =>
  JSON.stringify({
    type: "assistant",
    message: { role: "assistant", model: "m", content: blocks },
    parent_tool_use_id: parent,
  });
const toolUse = (id: string, name: string, input: Record<string, unknown> = {}): unknown => ({
  type: "tool_use",
  id,
  name,
  input,
});
const toolResult = (id: string): string =>
  JSON.stringify({
    type: "user",
    message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: "ok" }] },
    parent_tool_use_id: null,
  });

describe("timeline", () => {
  const lines = [
    { line: JSON.stringify({ type: "system", subtype: "init", tools: ["Read", "Skill"] }), ts: 5 },
    { line: assistant([toolUse("t1", "Read", { file_path: "a" })]), ts: 10 },
    { line: toolResult("t1"), ts: 20 },
    { line: assistant([toolUse("t2", "Skill", { skill: "csv-metrics" })]), ts: 30 },
    { line: toolResult("t2"), ts: 31 },
    { line: assistant([toolUse("t3", "Bash", { command: "python3 m.py" })]), ts: 40 },
    { line: "not json", ts: 41 },
    { line: toolResult("t3"), ts: 90 },
    { line: JSON.stringify({ type: "result", subtype: "success", is_error: false, result: "done" }), ts: 100 },
  ];

  it("stamps the sticky skill scope, opened by a top-level Skill call", () => {
    const entries = timelineFromLines(lines);
    const uses = entries.filter((e) => e.type === "tool_use").map((e) => [e.name, e.skillScope, e["line"]]);
    expect(uses).toEqual([
      ["Read", "(root)", 1],
      ["Skill", "csv-metrics", 3],
      ["Bash", "csv-metrics", 5],
    ]);
    expect(entries.some((e) => e.type === "result")).toBe(true);
  });

  it("puts entries in the cassette's shape: seq from 0, times kept, header anchor as a string", () => {
    const { timeline, timelineHeader } = cassetteTimeline(timelineFromLines(lines), {
      startedAtWall: "2026-01-01T00:00:00.000Z",
      startedAtMono: 1234.5,
    });
    expect(timeline.map((e) => e.seq)).toEqual(timeline.map((_, i) => i));
    expect(timeline[0]).toMatchObject({
      seq: 0,
      ts: 10,
      line: 1,
      type: "tool_use",
      name: "Read",
      toolUseId: "t1",
      skillScope: "(root)",
    });
    expect(timeline.every((e) => Object.values(e).every((v) => v !== undefined))).toBe(true);
    expect(timelineHeader).toEqual({ v: 1, startedAtWall: "2026-01-01T00:00:00.000Z", startedAtMono: "1234500000" });
    const windows = foldSkillActivity(timeline);
    expect(windows.map((w) => [w.skillId, w.toolCallCount])).toEqual([
      ["(root)", 1],
      ["csv-metrics", 2],
    ]);
  });

  it("drops entry types the format does not know", () => {
    const { timeline } = cassetteTimeline(
      [
        { seq: 1, ts: 1, line: 0, type: "mystery" },
        { seq: 2, ts: 2, line: 1, type: "thinking" },
      ],
      { startedAtWall: "w", startedAtMono: "77" },
    );
    expect(timeline).toEqual([{ seq: 0, ts: 2, line: 1, type: "thinking" }]);
    expect(monoAnchor(10n)).toBe("10");
  });
});
