import { describe, it, expect } from "vitest";
import { subagentWriteKeys } from "../../src/gate/assert/subagent-writes.js";
import type { FileToolAttempt, SubagentRecord, ToolResultRecord } from "../../src/gate/evidence/types.js";
import { makeContext } from "../helpers/context.js";

const fileWrite = subagentWriteKeys.subagent_file_write!;
const healthy = subagentWriteKeys.subagent_dispatch_healthy!;

function write(toolUseId: string, path: string, parent: string | undefined, tool = "Write"): FileToolAttempt {
  return {
    tool,
    paths: { file_path: path },
    gatePath: path,
    origin: parent ? "subagent" : "main",
    ...(parent ? { parentToolUseId: parent } : {}),
    toolUseId,
  };
}

function result(toolUseId: string, isError = false): ToolResultRecord {
  return { toolUseId, isError, text: "", assertTextTruncated: false };
}

function dispatch(toolUseId: string, type: string, extra: Partial<SubagentRecord> = {}): SubagentRecord {
  return {
    toolUseId,
    dispatchAgentType: type,
    dispatchTypeOmitted: false,
    declaredTools: [],
    toolsUsed: [],
    referencesRead: [],
    ...extra,
  };
}

describe("subagent_file_write", () => {
  const ctx = makeContext({
    fileToolAttempts: [
      write("w-main", "/out/artifacts/probe.json", undefined),
      write("w-err", "/out/errored.json", "d1"),
      write("w-ok", "/out/foo/artifacts/probe.json", "d1"),
      write("w-edit", "/out/notes.md", "d1", "Edit"),
    ],
    toolResults: [result("w-main"), result("w-err", true), result("w-ok"), result("w-edit")],
  });

  it("passes on a sub-agent write with a non-error result, by suffix", () => {
    expect(fileWrite({ path_suffix: "artifacts/probe.json" }, ctx)).toEqual({
      pass: true,
      evidence: "Write /out/foo/artifacts/probe.json",
    });
  });

  it("`path` is an exact match, stronger than the suffix", () => {
    expect(fileWrite({ path: "artifacts/probe.json" }, ctx)).toEqual({
      pass: false,
      message:
        'subagent_file_write: no SUB-AGENT-origin Write/Edit/MultiEdit attempt with path == "artifacts/probe.json" and a non-error paired result',
    });
    expect(fileWrite({ path: "/out/foo/artifacts/probe.json" }, ctx).pass).toBe(true);
  });

  it("ignores main-agent writes and errored results", () => {
    const mainOnly = makeContext({
      fileToolAttempts: [write("w-main", "/out/a.json", undefined)],
      toolResults: [result("w-main")],
    });
    expect(fileWrite({ path: "/out/a.json" }, mainOnly).pass).toBe(false);
    expect(fileWrite({ path: "/out/errored.json" }, ctx).pass).toBe(false);
  });

  it("restricts tools by glob when `tool` is given", () => {
    expect(fileWrite({ path: "/out/notes.md" }, ctx).pass).toBe(true); // Edit is a default tool
    expect(fileWrite({ path: "/out/notes.md", tool: "Write" }, ctx)).toEqual({
      pass: false,
      message:
        'subagent_file_write: no SUB-AGENT-origin Write attempt with path == "/out/notes.md" and a non-error paired result',
    });
    expect(fileWrite({ path: "/out/notes.md", tool: "E*" }, ctx).pass).toBe(true);
  });

  it("needs path or path_suffix, and never throws on bad input", () => {
    for (const bad of [{}, null, "x", { path: 3 }, { path_suffix: "" }, { path: "/a", tool: "W.*" }]) {
      expect(fileWrite(bad, ctx).pass).toBe(false);
    }
  });
});

describe("subagent_dispatch_healthy", () => {
  const hostloop = { effectiveFidelity: "hostloop" };
  const good = dispatch("d1", "writer");
  const bad = dispatch("d2", "unknown", { description: "summarise notes", resolvedAgentType: "general-purpose" });
  const attempts = [
    write("w1", "/out/a.json", "d1"),
    write("w2", "/out/b.json", "d2"),
    { ...write("r2", "/sessions/x/mnt/outputs/c.json", "d2"), tool: "Read" },
  ];
  const ctx = makeContext(
    { subagents: [good, bad], fileToolAttempts: attempts, toolResults: [result("w1"), result("w2")] },
    hostloop,
  );

  it("is hostloop-only", () => {
    const r = healthy({}, makeContext({ subagents: [good] }, { effectiveFidelity: "container" }));
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/^subagent_dispatch_healthy: hostloop-only — .*cannot verify/);
  });

  it("passes when each selected dispatch delivered its own write and touched no VM path", () => {
    expect(healthy({ type: "writer" }, ctx)).toEqual({ pass: true });
  });

  it("fails a dispatch that attempted a /sessions path", () => {
    expect(healthy({}, ctx)).toEqual({
      pass: false,
      message:
        'subagent_dispatch_healthy: dispatch "unknown" (d2) unhealthy — no_vm_paths: attempted VM path "/sessions/x/mnt/outputs/c.json"',
    });
    expect(healthy({ type: "general", no_vm_paths: false }, ctx)).toEqual({ pass: true });
  });

  it("selects by resolved type or description, and fails when `type` selects nothing", () => {
    expect(healthy({ type: "summarise" }, ctx).pass).toBe(false);
    expect(healthy({ type: "reviewer" }, ctx)).toEqual({
      pass: false,
      message: 'subagent_dispatch_healthy: no sub-agent matching "reviewer" was dispatched (by type or description)',
    });
  });

  it("a sibling's write does not count as this dispatch's delivery", () => {
    const sibling = makeContext(
      {
        subagents: [good, dispatch("d3", "idle")],
        fileToolAttempts: [write("w1", "/out/a.json", "d1")],
        toolResults: [result("w1")],
      },
      hostloop,
    );
    expect(healthy({ type: "idle" }, sibling)).toEqual({
      pass: false,
      message:
        'subagent_dispatch_healthy: dispatch "idle" (d3) unhealthy — delivered: no SUB-AGENT-origin write (any path) under its OWN dispatch with a non-error paired result',
    });
    expect(healthy({ type: "idle", delivered: false }, sibling)).toEqual({ pass: true });
  });

  it("honours path / path_suffix for the delivered write", () => {
    expect(healthy({ type: "writer", path_suffix: "a.json" }, ctx).pass).toBe(true);
    expect(healthy({ type: "writer", path: "/out/b.json" }, ctx).message).toContain('write == "/out/b.json"');
  });

  it("never throws on bad input", () => {
    for (const bad of [null, "x", { type: "(" }, { delivered: "yes" }, { path: 1 }]) {
      expect(healthy(bad, ctx).pass).toBe(false);
    }
  });
});
