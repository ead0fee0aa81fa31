import { describe, it, expect } from "vitest";
import { subagentKeys } from "../../src/gate/assert/subagents.js";
import type { SubagentRecord } from "../../src/gate/evidence/types.js";
import { makeContext } from "../helpers/context.js";

const k = subagentKeys;

function dispatch(over: Partial<SubagentRecord>): SubagentRecord {
  return {
    toolUseId: "toolu_x",
    dispatchAgentType: "unknown",
    dispatchTypeOmitted: false,
    declaredTools: [],
    toolsUsed: [],
    referencesRead: [],
    ...over,
  };
}

const researcher = dispatch({
  toolUseId: "toolu_1",
  dispatchAgentType: "researcher",
  description: "Find the quarterly numbers",
  declaredTools: ["WebSearch", "Read"],
  toolsUsed: [{ name: "Read", count: 2 }],
  output: "Revenue grew 12% in Q3.",
});
const untyped = dispatch({
  toolUseId: "toolu_2",
  dispatchAgentType: "unknown",
  dispatchTypeOmitted: true,
  resolvedAgentType: "general-purpose",
  description: "Summarise the report",
  toolsUsed: [{ name: "Grep", count: 1 }],
  output: "x".repeat(100),
  outputTruncated: true,
});
const ctx = makeContext({ subagents: [researcher, untyped], subagentTools: ["Read", "Grep", "mcp__workspace__read"] });
const none = makeContext();

describe("subagent_dispatched", () => {
  it("matches the dispatch type", () => {
    expect(k.subagent_dispatched!("^research", ctx)).toEqual({
      pass: true,
      evidence: 'subagent_dispatched: /^research/i matched researcher ("Find the quarterly numbers")',
    });
  });
  it("matches the resolved type of an untyped dispatch", () => {
    expect(k.subagent_dispatched!("general-purpose", ctx).evidence).toContain("unknown→general-purpose");
  });
  it("matches the description", () => {
    expect(k.subagent_dispatched!("summarise", ctx).pass).toBe(true);
  });
  it("fails when nothing matches", () => {
    expect(k.subagent_dispatched!("planner", ctx)).toEqual({
      pass: false,
      message: 'no sub-agent matching "planner" was dispatched (by type or description)',
    });
  });
  it("reports a bad regex", () => {
    expect(k.subagent_dispatched!("(", ctx).message).toMatch(/^subagent_dispatched: bad regex/);
  });
});

describe("subagent_tool_used / subagent_tool_absent", () => {
  it("used: passes on a glob hit", () => {
    expect(k.subagent_tool_used!("mcp__workspace__*", ctx)).toEqual({
      pass: true,
      evidence: 'subagent_tool_used: "mcp__workspace__*" matched mcp__workspace__read',
    });
  });
  it("used: fails listing what sub-agents used", () => {
    expect(k.subagent_tool_used!("Write", ctx)).toEqual({
      pass: false,
      message: 'sub-agent did not use: no sub-agent tool matched "Write" (used: Read, Grep, mcp__workspace__read)',
    });
  });
  it("absent: passes when no sub-agent tool matches", () => {
    expect(k.subagent_tool_absent!("Write", ctx)).toEqual({ pass: true });
  });
  it("absent: fails naming the hits", () => {
    expect(k.subagent_tool_absent!("*ea*", ctx)).toEqual({
      pass: false,
      message: 'sub-agent unexpectedly used: "*ea*" matched Read, mcp__workspace__read',
    });
  });
});

describe("subagent_declared_but_unused", () => {
  it("fails when a dispatch declared a tool it never used", () => {
    expect(k.subagent_declared_but_unused!("WebSearch", ctx)).toEqual({
      pass: false,
      message: 'sub-agent "researcher" declared "WebSearch" but never used it (used: Read)',
    });
  });
  it("passes when the declared tool was used", () => {
    expect(k.subagent_declared_but_unused!("Read", ctx)).toEqual({ pass: true });
  });
});

describe("subagent_output_contains", () => {
  it("passes when a matching dispatch's output contains the text", () => {
    expect(k.subagent_output_contains!({ contains: "grew 12%", match: "research" }, ctx)).toEqual({
      pass: true,
      evidence: 'subagent_output_contains: found "grew 12%" in the output of researcher ("Find the quarterly numbers")',
    });
  });
  it("fails when no dispatch matches", () => {
    expect(k.subagent_output_contains!({ contains: "x", match: "planner" }, ctx)).toEqual({
      pass: false,
      message: 'no sub-agent matching "planner" was dispatched',
    });
  });
  it("fails on a miss against complete outputs", () => {
    expect(k.subagent_output_contains!({ contains: "loss", match: "research" }, ctx)).toEqual({
      pass: false,
      message: 'no sub-agent matching "research" had output containing "loss"',
    });
  });
  it("is evidence-unavailable on a miss against a truncated output", () => {
    expect(k.subagent_output_contains!({ contains: "loss", match: "summarise" }, ctx).message).toBe(
      'evidence unavailable: a sub-agent matching "summarise" had its output truncated at the assert cap — cannot verify it does not contain "loss"',
    );
    expect(k.subagent_output_contains!({ contains: "loss" }, ctx).message).toMatch(
      /^evidence unavailable: a sub-agent's output was truncated/,
    );
  });
  it("fails with no dispatches at all", () => {
    expect(k.subagent_output_contains!({ contains: "x" }, none)).toEqual({
      pass: false,
      message: `no sub-agent's output contained "x"`,
    });
  });
  it("reports a bad regex and a bad argument", () => {
    expect(k.subagent_output_contains!({ contains: "x", match: "[" }, ctx).message).toMatch(
      /^subagent_output_contains: bad regex/,
    );
    expect(k.subagent_output_contains!("x", ctx).message).toMatch(/^subagent_output_contains: invalid argument/);
  });
});

describe("dispatch_count_max", () => {
  it("passes within the budget", () => {
    const r = k.dispatch_count_max!(2, ctx);
    expect(r.pass).toBe(true);
    expect(r.evidence).toMatch(/^dispatch_count_max: 2 ≤ 2 \(researcher/);
  });
  it("fails over the budget", () => {
    expect(k.dispatch_count_max!(1, ctx).message).toMatch(/^dispatched 2 sub-agents, max 1 \(author-chosen budget/);
  });
  it("passes 0 with no dispatches", () => {
    expect(k.dispatch_count_max!(0, none).pass).toBe(true);
  });
});
