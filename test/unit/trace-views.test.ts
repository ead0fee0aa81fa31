/**
 * The trace views on a recorded stream with what the example cassettes lack: a sub-agent (nested
 * dispatch, its tool calls as child rows), a failing tool call, a multi-question gate with the
 * answer the driver sent and who authored it, tool timings, files against the pre-run hashes, and
 * the model usage with its cache-read ratio.
 */
import { describe, expect, it } from "vitest";
import { traceView } from "../../src/gate/trace/view.js";
import { renderTraceText } from "../../src/gate/trace/text.js";
import type { TraceSource } from "../../src/gate/trace/source.js";

const asst = (content: unknown[], parent?: string): string =>
  JSON.stringify({
    type: "assistant",
    message: { role: "assistant", model: "m", content },
    parent_tool_use_id: parent ?? null,
  });
const result = (id: string, content: string, isError = false, parent?: string): string =>
  JSON.stringify({
    type: "user",
    message: {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content, ...(isError ? { is_error: true } : {}) }],
    },
    parent_tool_use_id: parent ?? null,
  });

const lines = [
  asst([{ type: "text", text: "Let me research.\nsecond line" }]),
  asst([
    {
      type: "tool_use",
      id: "d1",
      name: "Task",
      input: { subagent_type: "researcher", description: "find sources", prompt: "look it up", tools: ["WebSearch"] },
    },
  ]),
  asst([{ type: "tool_use", id: "w1", name: "WebSearch", input: { query: "cowork skills" } }], "d1"),
  result("w1", "1. https://example.com result", false, "d1"),
  asst(
    [
      {
        type: "tool_use",
        id: "d2",
        name: "Task",
        input: { subagent_type: "checker", description: "verify", prompt: "check" },
      },
    ],
    "d1",
  ),
  result("d2", "verified", false, "d1"),
  result("d1", "three sources found"),
  asst([{ type: "tool_use", id: "b1", name: "Bash", input: { command: "rm -rf outputs/old\necho done" } }]),
  result("b1", "rm: cannot remove 'outputs/old': Permission denied\nmore", true),
  asst([
    {
      type: "tool_use",
      id: "q1",
      name: "AskUserQuestion",
      input: { questions: [{ question: "Format?" }, { question: "Length?" }] },
    },
  ]),
  JSON.stringify({
    type: "control_request",
    request_id: "r1",
    request: {
      subtype: "can_use_tool",
      tool_name: "AskUserQuestion",
      tool_use_id: "q1",
      input: {
        questions: [
          { question: "Format?", options: [{ label: "md" }] },
          { question: "Length?", options: [{ label: "short" }] },
        ],
      },
    },
  }),
  result("q1", "answered"),
  JSON.stringify({
    type: "result",
    subtype: "success",
    is_error: false,
    result: "done",
    modelUsage: {
      "claude-x": {
        inputTokens: 100,
        outputTokens: 20,
        cacheReadInputTokens: 300,
        cacheCreationInputTokens: 100,
        costUSD: 0.5,
      },
    },
  }),
];

const source: TraceSource = {
  kind: "cassette",
  file: "x.cassette.json",
  lines,
  turns: 1,
  controlOut: [
    JSON.stringify({
      type: "control_response",
      response: {
        subtype: "success",
        request_id: "r1",
        response: { behavior: "allow", updatedInput: { answers: { "Format?": "md", "Length?": "short" } } },
      },
    }),
  ],
  timeline: [
    { seq: 0, ts: 100, type: "tool_use", toolUseId: "b1", name: "Bash" },
    { seq: 1, ts: 1600, type: "tool_result", toolUseId: "b1" },
  ],
  result: {
    decisions: [{ kind: "question", requestId: "r1", by: "scenario-answers" }],
    modelUsage: {
      "claude-x": {
        inputTokens: 100,
        outputTokens: 20,
        cacheReadInputTokens: 300,
        cacheCreationInputTokens: 100,
        costUSD: 0.5,
      },
    },
  },
  artifacts: [
    { path: "outputs/new.md", bytes: 3, sha256: "aa" },
    { path: "outputs/same.md", bytes: 4, sha256: "bb" },
    { path: "outputs/edit.md", bytes: 5, sha256: "cc" },
  ],
  preRunHashes: { "outputs/same.md": "bb", "outputs/edit.md": "00", "outputs/gone.md": "dd" },
};

describe("trace views on a richer run", () => {
  it("default rows: dispatches replace their tool rows, a sub-agent's calls are child rows, errors carry the full text", () => {
    const rows = traceView(source, "all").payload.rows as Record<string, unknown>[];
    expect(rows.map((r) => `${r.kind}:${r.dispatchAgentType ?? r.name ?? ""}`)).toEqual([
      "text:",
      "dispatch:researcher",
      "tool:WebSearch",
      "dispatch:checker",
      "tool:Bash",
      "tool:AskUserQuestion",
      "decision:question",
      "result:",
    ]);
    expect(rows[0]).toEqual({ kind: "text", detail: "Let me research." });
    expect(rows[2]).toMatchObject({ child: true, resultStatus: "ok" });
    expect(rows[3]).toMatchObject({ child: true, description: "verify" });
    expect(rows[4]).toMatchObject({
      resultStatus: "error",
      resultText: "rm: cannot remove 'outputs/old': Permission denied",
      resultTextFull: "rm: cannot remove 'outputs/old': Permission denied\nmore",
    });
    expect(renderTraceText(traceView(source, "all"))).toMatch(
      /\n3 tool calls · 2 sub-agent dispatch\(es\)\ncache-read ratio: 60%\n$/,
    );
  });

  it("dispatches: depth follows the parent chain", () => {
    const d = traceView(source, "dispatches").payload as {
      dispatches: { dispatchAgentType: string; depth: number; output?: string }[];
      total: number;
    };
    expect(d.total).toBe(2);
    expect(d.dispatches.map((x) => [x.dispatchAgentType, x.depth, x.output])).toEqual([
      ["researcher", 0, "three sources found"],
      ["checker", 1, "verified"],
    ]);
  });

  it("questions: sub-questions joined, the answer sent, who authored it", () => {
    const q = traceView(source, "questions");
    expect(q.payload.gates).toEqual([
      {
        question: "Format? / Length?",
        requestId: "r1",
        subQuestionCount: 2,
        injectedAnswer: '{"Format?":"md","Length?":"short"}',
        delivered: "ok",
        answeredBy: "scenario-answers",
      },
    ]);
    expect(q.notes).toEqual([]);
    expect(renderTraceText(q)).toContain(
      '✓ gate "Format? / Length?" (2 sub-questions)\n    answered: {"Format?":"md","Length?":"short"}\n    delivered: ok\n    by: scenario-answers',
    );
  });

  it("tool errors, durations, files, usage, research", () => {
    expect(traceView(source, "tool-errors").payload.toolErrors).toEqual([
      {
        name: "Bash",
        detail: '{"command":"rm -rf outputs/old\\necho done"}',
        resultText: "rm: cannot remove 'outputs/old': Permission denied\nmore",
        child: false,
      },
    ]);
    expect(renderTraceText(traceView(source, "tool-errors"))).toContain("    $ rm -rf outputs/old\n");
    expect(traceView(source, "tool-durations").payload.durations).toEqual({
      Bash: { calls: 1, totalMs: 1500, maxMs: 1500 },
    });
    const files = traceView(source, "files").payload as {
      rows: { path: string; diff: string }[];
      diffAvailable: boolean;
    };
    expect(files.diffAvailable).toBe(true);
    expect(files.rows.map((r) => `${r.diff} ${r.path}`)).toEqual([
      "added outputs/new.md",
      "unchanged outputs/same.md",
      "modified outputs/edit.md",
      "removed outputs/gone.md",
    ]);
    const usage = traceView(source, "usage").payload.rows as { cacheReadRatio: number }[];
    expect(usage[0]!.cacheReadRatio).toBeCloseTo(0.6);
    // a scripted model's cost is said to be nobody's bill (issue 39, item 11); a real one is not
    expect(renderTraceText(traceView(source, "usage"))).not.toContain("not billed");
    expect(renderTraceText(traceView({ ...source, scripted: true }, "usage"))).toMatch(
      /^total: \$\d+\.\d{4} across 1 model\(s\) \(scripted model: not billed\)$/m,
    );
    const research = traceView(source, "subagent-research").payload as { rows: unknown[] };
    expect(research.rows).toEqual([
      { label: "find sources", webSearches: [{ query: "cowork skills", resultText: "1. https://example.com result" }] },
    ]);
  });

  it("a bare events file says which views need a run", () => {
    const bare: TraceSource = { kind: "events", file: "events.jsonl", lines, turns: 2 };
    expect(traceView(bare, "files").payload).toMatchObject({
      available: false,
      reason: "files needs a run dir (no sibling result.json)",
    });
    expect(traceView(bare, "all").notes[0]).toBe("note: 2 turns in this run — showing the latest");
  });
});

describe("trace text says what the JSON knows (issue 39, item 8)", () => {
  const permission = [
    JSON.stringify({
      type: "control_request",
      request_id: "p1",
      request: { subtype: "can_use_tool", tool_name: "Bash", tool_use_id: "b9", input: { command: "rm -rf mnt" } },
    }),
    asst([{ type: "tool_use", id: "b9", name: "Bash", input: { command: "ls mnt/uploads" } }]),
    result("b9", "a.csv\nb.csv\nc.csv"),
  ];
  const denied = JSON.stringify({
    type: "control_response",
    response: { subtype: "success", request_id: "p1", response: { behavior: "deny", message: "no" } },
  });
  const run: TraceSource = {
    kind: "cassette",
    file: "p.cassette.json",
    lines: permission,
    turns: 1,
    controlOut: [denied],
  };

  it("a permission row names the decision the harness sent", () => {
    expect(renderTraceText(traceView(run, "all"))).toContain("? permission: Bash → deny");
    expect(renderTraceText(traceView({ ...run, controlOut: [] }, "all"))).toMatch(/\? permission: Bash\n/);
  });

  it("--full-results prints each tool call's whole input and result under its row", () => {
    const plain = renderTraceText(traceView(run, "all"));
    const full = renderTraceText(traceView(run, "all", { full: true }));
    expect(plain).not.toContain("result: a.csv");
    expect(full).toContain('      input: {"command":"ls mnt/uploads"}');
    expect(full).toContain("      result: a.csv\n              b.csv\n              c.csv");
  });

  it("questions on a cassette answered live say so from its authoring stamp", () => {
    const live: TraceSource = { ...source, result: { modelUsage: {} }, authoring: { channel: "decider-dir" } };
    const text = renderTraceText(traceView(live, "questions"));
    expect(text).toContain("answered live: decider-dir decided at least one gate");
    expect(renderTraceText(traceView({ ...live, authoring: undefined } as TraceSource, "questions"))).not.toContain(
      "answered live",
    );
  });
});

describe("trace shows only plain words from a recording's decisions and stamps", () => {
  it("a behaviour or channel that is not one a recorder writes is left out", () => {
    const forged = JSON.stringify({
      type: "control_response",
      response: { subtype: "success", request_id: "p1", response: { behavior: "allow\n::error::owned @org/team" } },
    });
    const lines = [
      JSON.stringify({
        type: "control_request",
        request_id: "p1",
        request: { subtype: "can_use_tool", tool_name: "Bash", tool_use_id: "b1", input: { command: "ls" } },
      }),
    ];
    const text = renderTraceText(
      traceView({ kind: "cassette", file: "f.cassette.json", lines, turns: 1, controlOut: [forged] }, "all"),
    );
    expect(text).toMatch(/\? permission: Bash\n/);
    expect(text).not.toContain("::error::");
  });
});
