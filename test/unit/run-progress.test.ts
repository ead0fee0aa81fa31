/**
 * The progress of a long live run (src/live/agent/progress.ts): what the line counts from the
 * agent's events, and when the heartbeat prints it — after a stretch of nothing printed, never
 * while the log speaks, and never once stopped.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { RunProgress, heartbeatMs, startHeartbeat } from "../../src/live/agent/progress.js";

const assistant = (id: string, content: unknown[]): string =>
  JSON.stringify({ type: "assistant", message: { id, role: "assistant", content } });

describe("RunProgress", () => {
  it("counts model turns by message id, tool calls, and the bytes the file tools were given", () => {
    const p = new RunProgress();
    expect(p.line(4_000)).toBe("still running: 4s, no model turn yet, 0 tool call(s), 0 byte(s) written by file tools");
    p.observe(assistant("m1", [{ type: "text", text: "working" }]));
    p.observe(assistant("m1", [{ type: "tool_use", id: "t1", name: "Bash", input: { command: "ls" } }]));
    p.observe(
      assistant("m2", [{ type: "tool_use", id: "t2", name: "Write", input: { file_path: "a", content: "héllo" } }]),
    );
    p.observe(assistant("m3", [{ type: "tool_use", id: "t3", name: "Edit", input: { new_string: "abc" } }]));
    p.observe(
      assistant("m3", [
        { type: "tool_use", id: "t4", name: "MultiEdit", input: { edits: [{ new_string: "xy" }, {}] } },
      ]),
    );
    p.observe(assistant("m4", [{ type: "tool_use", id: "t5", name: "NotebookEdit", input: { new_source: "1234" } }]));
    p.observe("not json at all");
    p.observe(JSON.stringify({ type: "user", message: { content: [{ type: "tool_result", content: "assistant" }] } }));
    expect(p.line(95_000)).toBe("still running: 1m35s, model turn 4, 5 tool call(s), 15 byte(s) written by file tools");
  });

  it("takes the silence from COWORK_HARNESS_HEARTBEAT_MS, 0 for never, and ignores a value that is no number", () => {
    expect(heartbeatMs({})).toBe(30_000);
    expect(heartbeatMs({ COWORK_HARNESS_HEARTBEAT_MS: "250" })).toBe(250);
    expect(heartbeatMs({ COWORK_HARNESS_HEARTBEAT_MS: "0" })).toBe(0);
    expect(heartbeatMs({ COWORK_HARNESS_HEARTBEAT_MS: "soon" })).toBe(30_000);
  });
});

describe("startHeartbeat", () => {
  afterEach(() => void vi.useRealTimers());

  it("prints after a silence, not while the log speaks, and not after stop", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const beat = startHeartbeat(
      (l) => lines.push(l),
      (ms) => `beat at ${ms}`,
      30_000,
    );
    for (let i = 0; i < 10; i++) {
      beat.log(`line ${i}`); // the log speaks every 20 s: no beat
      vi.advanceTimersByTime(20_000);
    }
    expect(lines.filter((l) => l.startsWith("beat"))).toEqual([]);
    vi.advanceTimersByTime(10_000); // 30 s since the last line
    expect(lines.at(-1)).toBe("beat at 210000");
    vi.advanceTimersByTime(30_000);
    expect(lines.filter((l) => l.startsWith("beat"))).toEqual(["beat at 210000", "beat at 240000"]);
    beat.stop();
    vi.advanceTimersByTime(120_000);
    expect(lines.filter((l) => l.startsWith("beat"))).toHaveLength(2);
  });

  it("is off at 0: the log is passed through as it is", () => {
    const log = (): void => undefined;
    expect(startHeartbeat(log, () => "x", 0).log).toBe(log);
  });
});
