import { describe, expect, it } from "vitest";
import { loadCassetteFile } from "../../src/core/cassette/load.js";
import type { RunRecord } from "../../src/gate/evidence/types.js";
import { formatMargin, marginsJson, marginsText, type MarginEntry } from "../../src/gate/margins/margins.js";
import { hasCountBound, isTight, marginOf, marginRows, MARGIN_KEYS } from "../../src/gate/margins/rows.js";
import { driveReplay } from "../../src/gate/replay/drive.js";

/** A real run record: the re-drive of a bundled example, then the fields a test sets. */
async function record(over: Partial<RunRecord> = {}): Promise<RunRecord> {
  const { cassette } = await loadCassetteFile("examples/replays/metric-choice.cassette.json");
  return { ...driveReplay(cassette).record, ...over };
}

describe("marginOf", () => {
  it("divides budget by recorded for a max bound, ∞ when nothing was recorded", () => {
    expect(marginOf("max", 2, 1)).toBe(2);
    expect(marginOf("max", 3, 4)).toBe(0.75);
    expect(marginOf("max", 0, 0)).toBe(Infinity);
  });
  it("divides recorded by budget for a min bound, ∞ when the budget is 0", () => {
    expect(marginOf("min", 2, 3)).toBe(1.5);
    expect(marginOf("min", 1, 0)).toBe(0);
    expect(marginOf("min", 0, 0)).toBe(Infinity);
  });
  it("is null when the recording cannot say", () => {
    expect(marginOf("max", 5, null)).toBeNull();
  });
});

describe("isTight", () => {
  it("flags finite margins under 1.5, zero included, and nothing else", () => {
    expect(isTight({ margin: 0 })).toBe(true);
    expect(isTight({ margin: 1.49 })).toBe(true);
    expect(isTight({ margin: 1.5 })).toBe(false);
    expect(isTight({ margin: Infinity })).toBe(false);
    expect(isTight({ margin: null })).toBe(false);
  });
});

describe("marginRows", () => {
  it("gives rows in the fixed key order whatever the order of the assert block", async () => {
    const rec = await record({ toolCounts: { Bash: 2, Read: 1 }, tasks: [], subagents: [] });
    const rows = marginRows(
      [{ task_count_min: 1 }, { result: "success" }, { dispatch_count_max: 0 }, { tool_calls_max: 6 }],
      { record: rec, hasControlOut: true },
    );
    expect(rows.map((r) => r.key)).toEqual(["tool_calls_max", "dispatch_count_max", "task_count_min"]);
    expect(rows[0]).toEqual({ key: "tool_calls_max", kind: "max", budget: 6, recorded: 3, margin: 2 });
    expect(rows[1]).toMatchObject({ recorded: 0, margin: Infinity });
    expect(rows[2]).toMatchObject({ kind: "min", recorded: 0, margin: 0 });
  });

  it("takes the first item carrying a key and skips budgets that are not finite numbers", async () => {
    const rec = await record({ toolCounts: { Bash: 4 } });
    const rows = marginRows([{ tool_calls_max: 8 }, { tool_calls_max: 1 }, { max_turns: "lots" }], {
      record: rec,
      hasControlOut: true,
    });
    expect(rows).toEqual([{ key: "tool_calls_max", kind: "max", budget: 8, recorded: 4, margin: 2 }]);
  });

  it("reads tokens, cost, turns, errors, redundant calls and gate answers from the record", async () => {
    const rec = await record({
      usage: { input_tokens: 100, output_tokens: 50, turns: 3 },
      cost: { usd: 0.5 },
      toolErrors: { Bash: { calls: 3, errors: 2 }, Read: { calls: 1, errors: 1 } },
      redundantToolCalls: [
        { name: "Read", argHash: "a", count: 3 },
        { name: "Bash", argHash: "b", count: 2 },
      ],
      gateDeliveries: [
        { question: "q1", requestId: "r1", delivered: true, reason: "ok" },
        { question: "q2", requestId: "r2", delivered: false, reason: "errored" },
      ],
    });
    const assert = [
      { max_tokens: 300 },
      { max_cost_usd: 0.6 },
      { max_turns: 3 },
      { max_tool_errors: 6 },
      { max_redundant_tool_calls: 9 },
      { gate_answer_count_min: 1 },
    ];
    const got = Object.fromEntries(
      marginRows(assert, { record: rec, hasControlOut: true }).map((r) => [r.key, [r.recorded, r.margin]]),
    );
    expect(got).toEqual({
      max_tokens: [150, 2],
      max_cost_usd: [0.5, 1.2],
      max_turns: [3, 1],
      max_tool_errors: [3, 2],
      max_redundant_tool_calls: [3, 3],
      gate_answer_count_min: [1, 1],
    });
  });

  it("says unavailable when a figure is missing: tokens without output, cost without usd, questions without controlOut", async () => {
    const rec = await record({ usage: { input_tokens: 10 }, cost: {} });
    const rows = marginRows([{ max_tokens: 10 }, { max_cost_usd: 1 }, { questions_count_max: 2 }], {
      record: rec,
      hasControlOut: false,
    });
    expect(rows.map((r) => [r.key, r.recorded, r.margin])).toEqual([
      ["max_tokens", null, null],
      ["max_cost_usd", null, null],
      ["questions_count_max", null, null],
    ]);
  });

  it("counts the sub-questions of question decisions only", async () => {
    const base = await record();
    const rec = {
      ...base,
      decisions: [
        { kind: "question", name: "AskUserQuestion", decision: "x", by: "script", requestId: "1", questions: [1, 2] },
        { kind: "tool", name: "Bash", decision: "allow", by: "policy", requestId: "2", questions: [1, 2, 3] },
        { kind: "question", name: "AskUserQuestion", decision: "y", by: "script", requestId: "3" },
      ],
    } as RunRecord;
    const [row] = marginRows([{ questions_count_max: 3 }], { record: rec, hasControlOut: true });
    expect(row).toMatchObject({ recorded: 2, margin: 1.5 });
  });

  it("finds count-bound keys and only those", () => {
    expect(hasCountBound([{ result: "success" }, { tool_called: "Bash" }])).toBe(false);
    for (const k of MARGIN_KEYS) expect(hasCountBound([{ result: "success" }, { [k.key]: 1 }])).toBe(true);
  });
});

describe("margins output", () => {
  const entries: MarginEntry[] = [
    {
      file: "a.cassette.json",
      rows: [
        { key: "tool_calls_max", kind: "max", budget: 2, recorded: 1, margin: 2 },
        { key: "max_tokens", kind: "max", budget: 10, recorded: null, margin: null },
        { key: "dispatch_count_max", kind: "max", budget: 0, recorded: 0, margin: Infinity },
        { key: "task_count_min", kind: "min", budget: 1, recorded: 0, margin: 0 },
      ],
    },
    { file: "b.cassette.json", rows: [], error: "invalid cassette: boom" },
  ];

  it("formats margins", () => {
    expect(formatMargin(2)).toBe("2.0×");
    expect(formatMargin(1.25)).toBe("1.3×");
    expect(formatMargin(Infinity)).toBe("∞");
    expect(formatMargin(null)).toBe("n/a");
  });

  it("prints one row a key, tight rows flagged, errors per file", () => {
    const lines = marginsText(entries).split("\n");
    expect(lines[0]).toBe("");
    expect(lines[1]).toMatch(/^count-budget margins \(recorded vs budget; a single-sample estimate/);
    expect(lines.slice(2, -1)).toEqual([
      "  a.cassette.json:",
      "    tool_calls_max: recorded=1, budget=2 → margin 2.0×",
      "    max_tokens: recorded=unavailable, budget=10 → margin n/a",
      "    dispatch_count_max: recorded=0, budget=0 → margin ∞",
      "    task_count_min: recorded=0, budget=1 → margin 0.0×  ⚠ tight",
      "  b.cassette.json:",
      "    [margins error] invalid cassette: boom",
    ]);
  });

  it("says so when no cassette had a count bound", () => {
    expect(marginsText([])).toContain("\n  (no count-bound assertions in the checked cassette(s))\n");
  });

  it("keeps a file name from starting a workflow command or breaking the line", () => {
    const text = marginsText([{ file: "x\n::error::owned", rows: [] }]);
    expect(text.split("\n").some((l) => l.startsWith("::"))).toBe(false);
    expect(text).toContain("  x␊::error::owned:\n");
  });

  it("serialises ∞ as null and keeps the key order", () => {
    const json = JSON.stringify(marginsJson(entries));
    expect(json).toContain('{"key":"dispatch_count_max","kind":"max","budget":0,"recorded":0,"margin":null}');
    expect(json).toContain('{"file":"b.cassette.json","rows":[],"error":"invalid cassette: boom"}');
    expect(Object.keys((marginsJson(entries)[0] as Record<string, unknown>) ?? {})).toEqual(["file", "rows"]);
  });
});
