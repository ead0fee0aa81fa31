/** Shared setup for the real-agent integration tests: a scripted model server and a temp work dir. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadModelScript } from "../../src/core/model-script/load-script.js";
import { startModelServer } from "../../src/live/model-server/server.js";
import type { FaultKind } from "../../src/core/model-script/script-model.js";
import { runAgent } from "../../src/live/agent/run-agent.js";
import type { AgentRun, RunAgentOptions } from "../../src/live/agent/types.js";
import { REPO_ROOT } from "../helpers/paths.js";

export const MODEL_SCRIPTS = join(REPO_ROOT, "test/fixtures/model-scripts");
/** Our protocol schema (test/conformance proves it answers like the seed). */
export const PROTOCOL_SCHEMA = join(REPO_ROOT, "schema/protocol.v1.schema.json");

export interface ScriptedRun {
  run: AgentRun;
  cwd: string;
  requests: { body?: unknown }[];
}

/** Runs the real agent against `test/fixtures/model-scripts/<script>` in a fresh work dir. */
export async function runScripted(
  script: string,
  opts: Omit<RunAgentOptions, "cwd" | "modelBaseUrl" | "modelErrors"> & { fault?: FaultKind },
  inspect?: (cwd: string) => void,
): Promise<ScriptedRun> {
  const path = join(MODEL_SCRIPTS, script);
  const server = await startModelServer({ script: await loadModelScript(path), scriptName: script, fault: opts.fault });
  const cwd = mkdtempSync(join(tmpdir(), "agent-it-"));
  try {
    const run = await runAgent({
      model: "claude-sonnet-4-5",
      timeoutMs: 30_000,
      ...opts,
      cwd,
      modelBaseUrl: server.url,
      modelErrors: () => server.errors,
    });
    inspect?.(cwd);
    return { run, cwd, requests: server.requests };
  } finally {
    await server.close();
    rmSync(cwd, { recursive: true, force: true });
  }
}

export const parsed = (lines: readonly string[]): Record<string, unknown>[] =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>);

/** The text of every tool_result the agent reported on stdout. */
export function toolResultTexts(run: AgentRun): string[] {
  const out: string[] = [];
  for (const ev of parsed(run.events)) {
    if (ev.type !== "user") continue;
    const content = (ev.message as { content?: unknown } | undefined)?.content;
    if (!Array.isArray(content)) continue;
    for (const b of content as Record<string, unknown>[]) {
      if (b.type !== "tool_result") continue;
      const c = b.content;
      out.push(
        typeof c === "string" ? c : Array.isArray(c) ? c.map((x: { text?: string }) => x.text ?? "").join("\n") : "",
      );
    }
  }
  return out;
}
