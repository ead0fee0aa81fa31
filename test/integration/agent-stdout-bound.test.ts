/**
 * The agent's stdout is read within a bound (issue 36, class 2): a run whose event stream passes
 * its ceiling ends at once with one reason, a resource-limit error, not at its time limit after
 * gigabytes of lines held in memory. The same goes for one line without a newline. The agents here
 * are real processes that flood their stdout with stream-json-shaped lines.
 */
import { describe, expect, it } from "vitest";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDecider } from "../../src/live/agent/decider/build.js";
import { AgentProtocolError, ResourceLimitError, type AgentRunError } from "../../src/live/agent/errors.js";
import { runAgent } from "../../src/live/agent/run-agent.js";
import { MAX_EVENT_STREAM_BYTES } from "../../src/live/agent/stdout-bound.js";
import type { RunAgentOptions } from "../../src/live/agent/types.js";

const MiB = 1024 * 1024;

/** An agent that prints `mib` MiB of 64 KiB JSON lines (a system event padded), or of one line, then waits a minute. */
function floodingAgent(mib: number, newline = true): { binary: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), "flood-agent-"));
  const binary = join(dir, "agent.sh");
  const line = `{"type":"system","subtype":"status","pad":"'"$(head -c 65000 /dev/zero | tr '\\0' a)"'"}`;
  const flood = newline ? `yes '${line}' | head -c ${mib * MiB}` : `head -c ${mib * MiB} /dev/zero | tr '\\0' a`;
  writeFileSync(binary, `#!/bin/sh\n${flood}\nsleep 60\n`);
  chmodSync(binary, 0o755);
  return { binary, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function failureOf(
  opts: Omit<RunAgentOptions, "cwd" | "prompt" | "decider" | "modelBaseUrl">,
): Promise<AgentRunError> {
  try {
    await runAgent({
      cwd: tmpdir(),
      prompt: "x",
      decider: buildDecider(),
      modelBaseUrl: "http://127.0.0.1:9",
      timeoutMs: 20_000,
      killGraceMs: 500,
      ...opts,
    });
  } catch (e) {
    return e as AgentRunError;
  }
  throw new Error("expected the run to fail");
}

const keptBytes = (e: AgentRunError): number => (e.run?.events ?? []).reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);

describe("the agent's stdout, bounded", () => {
  it("ends a run whose event stream passes its ceiling at once, with a resource-limit reason, keeping no more than the ceiling", async () => {
    const agent = floodingAgent(64);
    try {
      const t0 = Date.now();
      const err = await failureOf({ binary: agent.binary, maxStreamBytes: 4 * MiB });
      expect(err).toBeInstanceOf(ResourceLimitError);
      expect(err.message).toBe(
        "resource limit: the agent's stdout passed 4194304 bytes, the ceiling on one run's event stream (docs/limits.md) — the run was stopped and the rest not read; a cassette that large could not be replayed",
      );
      expect(Date.now() - t0).toBeLessThan(10_000); // not the 20 s time limit
      expect(keptBytes(err)).toBeLessThanOrEqual(4 * MiB);
      expect(err.run!.events.length).toBeGreaterThan(10);
    } finally {
      agent.cleanup();
    }
  });

  it("has a default ceiling of 128 MiB: a 160 MiB stream is cut there", async () => {
    const agent = floodingAgent(160);
    try {
      const err = await failureOf({ binary: agent.binary });
      expect(err).toBeInstanceOf(ResourceLimitError);
      expect(err.message).toContain(`passed ${MAX_EVENT_STREAM_BYTES} bytes`);
      expect(MAX_EVENT_STREAM_BYTES).toBe(128 * MiB);
      expect(keptBytes(err)).toBeLessThanOrEqual(MAX_EVENT_STREAM_BYTES);
    } finally {
      agent.cleanup();
    }
  });

  it("stops reading a line that passes the line ceiling, at once", async () => {
    const agent = floodingAgent(64, false);
    try {
      const t0 = Date.now();
      const err = await failureOf({ binary: agent.binary, maxLineBytes: 2 * MiB });
      expect(err).toBeInstanceOf(AgentProtocolError);
      expect(err.message).toBe(
        "protocol error: the agent printed more than 2097152 bytes without a newline — not a stream-json line; stopped",
      );
      expect(Date.now() - t0).toBeLessThan(10_000);
    } finally {
      agent.cleanup();
    }
  });
});
