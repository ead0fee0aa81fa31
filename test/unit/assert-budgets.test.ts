import { describe, it, expect } from "vitest";
import { budgetKeys } from "../../src/gate/assert/budgets.js";
import { makeContext } from "../helpers/context.js";

const k = budgetKeys;
const ctx = makeContext({
  toolErrors: { Bash: { calls: 4, errors: 2 }, Read: { calls: 3, errors: 1 } },
  redundantToolCalls: [
    { name: "Read", argHash: "aaaaaaaaaaaaaaaa", count: 3 },
    { name: "Bash", argHash: "bbbbbbbbbbbbbbbb", count: 2 },
  ],
  toolCounts: { Bash: 4, Read: 3, Write: 1 },
  usage: { input_tokens: 1200, output_tokens: 300, cache_read_input_tokens: 99999, turns: 6 },
  cost: { usd: 0.0421 },
  contextEvents: [
    { subtype: "compact_boundary", data: {} },
    { subtype: "hook_started", data: {} },
  ],
});
const bare = makeContext();

describe("max_tool_errors", () => {
  it("passes at the limit", () => {
    expect(k.max_tool_errors!(3, ctx)).toEqual({
      pass: true,
      evidence: "max_tool_errors: 3 ≤ 3 (errors by tool: Bash 2, Read 1)",
    });
  });
  it("fails above the limit", () => {
    expect(k.max_tool_errors!(2, ctx)).toEqual({ pass: false, message: "3 tool errors exceeds max 2" });
  });
  it("rejects a negative limit without throwing", () => {
    expect(k.max_tool_errors!(-1, ctx).message).toMatch(/^max_tool_errors: invalid argument -1/);
  });
});

describe("max_redundant_tool_calls", () => {
  it("counts wasted calls as count−1 per group", () => {
    expect(k.max_redundant_tool_calls!(3, ctx)).toEqual({
      pass: true,
      evidence: "max_redundant_tool_calls: 3 ≤ 3 (repeated: Read×3, Bash×2)",
    });
  });
  it("fails above the limit", () => {
    expect(k.max_redundant_tool_calls!(0, ctx)).toEqual({
      pass: false,
      message: "3 wasted redundant call(s) exceeds max 0",
    });
  });
});

describe("tool_calls_max", () => {
  it("sums the main-flow tool counts", () => {
    expect(k.tool_calls_max!(8, ctx)).toEqual({
      pass: true,
      evidence: "tool_calls_max: 8 ≤ 8 (Bash 4, Read 3, Write 1)",
    });
  });
  it("fails above the limit", () => {
    expect(k.tool_calls_max!(7, ctx)).toEqual({ pass: false, message: "8 tool calls exceeds max 7" });
  });
  it("passes 0 on a run with no calls", () => {
    expect(k.tool_calls_max!(0, bare).pass).toBe(true);
  });
});

describe("max_turns", () => {
  it("passes within the limit", () => {
    expect(k.max_turns!(6, ctx)).toEqual({ pass: true, evidence: "max_turns: 6 ≤ 6" });
  });
  it("fails above the limit", () => {
    expect(k.max_turns!(5, ctx)).toEqual({ pass: false, message: "6 turns exceeds max 5" });
  });
  it("is evidence-unavailable without turn telemetry", () => {
    expect(k.max_turns!(5, makeContext({ usage: { input_tokens: 1 } })).message).toBe(
      "evidence unavailable: turn telemetry absent — cannot evaluate max_turns",
    );
  });
});

describe("max_tokens", () => {
  it("sums input and output, excluding cache", () => {
    expect(k.max_tokens!(1500, ctx)).toEqual({ pass: true, evidence: "max_tokens: 1500 ≤ 1500" });
  });
  it("fails above the limit", () => {
    expect(k.max_tokens!(1499, ctx)).toEqual({ pass: false, message: "1500 tokens exceeds max 1499" });
  });
  it("is evidence-unavailable when either count is missing", () => {
    const r = k.max_tokens!(10, makeContext({ usage: { output_tokens: 5, turns: 3 } }));
    expect(r).toEqual({
      pass: false,
      message: "evidence unavailable: token telemetry absent — cannot evaluate max_tokens",
    });
  });
  it("rejects a zero limit", () => {
    expect(k.max_tokens!(0, ctx).pass).toBe(false);
  });
});

describe("max_cost_usd", () => {
  it("passes within budget", () => {
    expect(k.max_cost_usd!(0.05, ctx)).toEqual({ pass: true, evidence: "max_cost_usd: $0.0421 ≤ $0.05" });
  });
  it("fails over budget", () => {
    expect(k.max_cost_usd!(0.04, ctx)).toEqual({ pass: false, message: "cost $0.0421 exceeds max $0.04" });
  });
  it("is evidence-unavailable without cost", () => {
    expect(k.max_cost_usd!(1, bare).message).toBe(
      "evidence unavailable: cost telemetry absent — cannot evaluate max_cost_usd",
    );
  });
});

describe("compaction_occurred", () => {
  it("passes when a compact_boundary event was recorded", () => {
    expect(k.compaction_occurred!(true, ctx)).toEqual({
      pass: true,
      evidence: "compaction_occurred: 1 compact_boundary event(s)",
    });
  });
  it("fails when none was", () => {
    expect(k.compaction_occurred!(true, bare)).toEqual({
      pass: false,
      message: "compaction_occurred: no compact_boundary event was recorded",
    });
  });
  it("rejects anything but true", () => {
    expect(k.compaction_occurred!(false, ctx).pass).toBe(false);
  });
});
