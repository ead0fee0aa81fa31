import { describe, it, expect } from "vitest";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDecider } from "../../src/live/agent/decider/build.js";
import {
  AgentCrashError,
  AgentNoResultError,
  AgentTimeoutError,
  ModelScriptMismatchError,
} from "../../src/live/agent/errors.js";
import { runAgent } from "../../src/live/agent/run-agent.js";
import { parsed, runScripted } from "./agent-harness.js";

const fakeAgent = (body: string): string => {
  const dir = mkdtempSync(join(tmpdir(), "fake-agent-"));
  const file = join(dir, "agent.sh");
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
};

const catchRun = async (p: Promise<unknown>): Promise<Error> => {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error("expected the run to fail");
};

describe("real agent: failures are typed", () => {
  it("ends a run against a hanging model server at timeoutMs with AgentTimeoutError", async () => {
    const t0 = Date.now();
    const err = await catchRun(
      runScripted("hang.yaml", { prompt: "hello", decider: buildDecider(), timeoutMs: 3000, killGraceMs: 1000 }),
    );
    const elapsed = Date.now() - t0;
    expect(err).toBeInstanceOf(AgentTimeoutError);
    expect(err.message).toBe("agent run timed out after 3000 ms (timeout_ms) — the agent was terminated");
    expect(elapsed).toBeGreaterThanOrEqual(3000);
    expect(elapsed).toBeLessThan(9000);
    const run = (err as AgentTimeoutError).run!;
    expect(run.signal ?? run.exitCode).not.toBeNull();
    expect(parsed(run.events).some((e) => e.type === "system" && e.subtype === "init")).toBe(true);
    expect(run.result).toBeUndefined();
  });

  it("turns a model-script mismatch into ModelScriptMismatchError naming the turn", async () => {
    // the denied-bash script expects a denial; allowing the command breaks turn 2's expectation
    const err = await catchRun(
      runScripted("denied-bash.yaml", {
        prompt: "Clean up.",
        decider: buildDecider({ answers: [{ when_tool: "Bash", decide: "allow" }] }),
      }),
    );
    expect(err).toBeInstanceOf(ModelScriptMismatchError);
    expect(err.message).toMatch(
      /^denied-bash\.yaml: turn 2: expected a tool_result containing "denied by scenario policy"; got "\(Bash completed with no output\)/,
    );
    // the run went another way than scripted: a failed run (exit 1), not a usage error
    expect((err as ModelScriptMismatchError).exitCode).toBe(1);
  });

  it("reports an agent that exits nonzero before a result as AgentCrashError with its stderr", async () => {
    const binary = fakeAgent('echo "boom: config broken" >&2\nexit 3');
    const err = await catchRun(
      runAgent({ binary, cwd: tmpdir(), prompt: "x", decider: buildDecider(), modelBaseUrl: "http://127.0.0.1:9" }),
    );
    expect(err).toBeInstanceOf(AgentCrashError);
    expect(err.message).toBe(
      "agent process exited with code 3 before a result line — stderr tail: boom: config broken",
    );
  });

  it("reports a stream that ends cleanly without a result line as AgentNoResultError", async () => {
    // reads both frames the harness sends (initialize, then the prompt) before it exits, so neither write can meet a closed pipe
    const binary = fakeAgent(`read init\nread turn\necho '{"type":"system","subtype":"init","tools":[]}'\nexit 0`);
    const err = await catchRun(
      runAgent({ binary, cwd: tmpdir(), prompt: "x", decider: buildDecider(), modelBaseUrl: "http://127.0.0.1:9" }),
    );
    expect(err).toBeInstanceOf(AgentNoResultError);
    expect((err as AgentNoResultError).run!.events).toEqual(['{"type":"system","subtype":"init","tools":[]}']);
  });

  it("answers an unknown control_request subtype with the error envelope and ends the run", async () => {
    const binary = fakeAgent(
      [
        "read init",
        "read turn",
        `echo '{"type":"control_request","request_id":"r-9","request":{"subtype":"teleport_me"}}'`,
        "read reply",
        'echo "$reply" >&2',
        "sleep 5",
      ].join("\n"),
    );
    const err = await catchRun(
      runAgent({
        binary,
        cwd: tmpdir(),
        prompt: "x",
        decider: buildDecider(),
        modelBaseUrl: "http://127.0.0.1:9",
        killGraceMs: 500,
      }),
    );
    expect(err.message).toBe('protocol error: unsupported control_request subtype "teleport_me"');
    const run = (err as AgentCrashError).run!;
    expect(JSON.parse(run.controlOut[2]!)).toEqual({
      type: "control_response",
      response: { subtype: "error", request_id: "r-9", error: 'unsupported control_request subtype "teleport_me"' },
    });
  });
});
