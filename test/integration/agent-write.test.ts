import { describe, it, expect } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildDecider } from "../../src/live/agent/decider/build.js";
import { parsed, runScripted } from "./agent-harness.js";

describe("real agent: a Write tool call", () => {
  it("asks can_use_tool, gets allow, really writes the file and ends with a result line", async () => {
    let content: string | undefined;
    const { run } = await runScripted(
      "write-file.yaml",
      {
        prompt: "Write notes.txt please.",
        decider: buildDecider({ answers: [{ when_tool: "Write", decide: "allow" }] }),
      },
      (cwd) => {
        const file = join(cwd, "notes.txt");
        content = existsSync(file) ? readFileSync(file, "utf8") : undefined;
      },
    );
    expect(content).toBe("alpha\nbeta\n");
    const events = parsed(run.events);
    expect(events.at(-1)!.type).toBe("result");
    expect(run.result?.is_error).toBe(false);
    expect(run.result?.result).toBe("Wrote notes.txt.");
    expect(run.exitCode).toBe(0);
    const gate = events.find(
      (e) => e.type === "control_request" && (e.request as Record<string, unknown>).subtype === "can_use_tool",
    );
    expect((gate?.request as Record<string, unknown>).tool_name).toBe("Write");
    expect(run.decisions).toEqual([
      expect.objectContaining({
        kind: "permission",
        name: "Write",
        decision: "allow",
        by: "scripted",
        delivered: true,
      }),
    ]);
    // init-1 first, the user turn second, then our answer to the gate
    const out = parsed(run.controlOut);
    expect(out[0]).toMatchObject({ type: "control_request", request_id: "init-1", request: { subtype: "initialize" } });
    expect(out[1]).toMatchObject({ type: "user" });
    expect(out[2]).toMatchObject({
      type: "control_response",
      response: { subtype: "success", request_id: gate!.request_id, response: { behavior: "allow" } },
    });
    expect(run.timeline.map((t) => t.type)).toEqual(
      expect.arrayContaining(["tool_use", "decision", "tool_result", "result"]),
    );
  });
});
