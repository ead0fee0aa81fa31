import { describe, it, expect } from "vitest";
import { driveReplay } from "../../src/gate/replay/drive.js";
import {
  askQuestion,
  assistant,
  cassette,
  derive,
  init,
  permission,
  reply,
  result,
  text,
  toolResult,
  toolUse,
} from "../helpers/stream-lines.js";

const q = (question: string, labels: string[], extra: Record<string, unknown> = {}) => ({
  question,
  options: labels.map((label) => ({ label, description: `${label}!` })),
  ...extra,
});
const allow = (id: string, questions: unknown[], answers: Record<string, string>) =>
  reply(id, { behavior: "allow", updatedInput: { questions, answers } });

describe("question gates", () => {
  it("records labels, options (multiSelect kept) and answers per gate; deliveries by paired result", () => {
    const g1 = [
      q("Color?", ["Red", "Blue"]),
      { header: "Size", question: "Which size?", options: [{ label: "S" }], multiSelect: false },
    ];
    const g2 = [q("Features?", ["Auth", "Audit"], { multiSelect: true })];
    const g3 = [q("Name?", [])];
    const g4 = [q("Ship?", ["Yes"])];
    const d = driveReplay(
      cassette(
        [
          init(),
          askQuestion("r1", g1, "tu1"),
          toolResult("tu1", "answered"),
          askQuestion("r2", g2, "tu2"),
          toolResult("tu2", "Error: q.map is not a function\nstack", true),
          askQuestion("r3", g3, "tu3"),
          {
            type: "control_request",
            request_id: "r4",
            request: { subtype: "can_use_tool", tool_name: "AskUserQuestion", input: { questions: g4 } },
          },
          assistant([text("ok")]),
          result(),
        ],
        [
          allow("r1", g1, { "Color?": "Blue", "Which size?": "S" }),
          allow("r2", g2, { "Features?": "Auth, Audit" }),
          allow("r3", g3, { "Name?": "Bob" }),
          allow("r4", g4, { "Ship?": "Yes" }),
        ],
      ),
    );
    expect(d.protocolFailures).toEqual([]);
    const rec = d.record;
    expect(rec.questions).toEqual(["Color?", "Which size?", "Features?", "Name?", "Ship?"]);
    expect(rec.gateOptions[0]).toEqual({
      question: "Color?",
      options: [
        { label: "Red", description: "Red!" },
        { label: "Blue", description: "Blue!" },
      ],
    });
    expect(rec.gateOptions[1]).toEqual({ question: "Which size?", options: [{ label: "S" }], multiSelect: false });
    expect(rec.gateOptions[2]).toMatchObject({ question: "Features?", multiSelect: true });
    expect(rec.gateAnswers.map((g) => g.question)).toEqual(["Color? / Which size?", "Features?", "Name?", "Ship?"]);
    expect(rec.gateAnswers[1]!.answers).toEqual({ "Features?": "Auth, Audit" });
    expect(
      rec.gateDeliveries.map(({ question, delivered, reason, error }) => ({ question, delivered, reason, error })),
    ).toEqual([
      { question: "Color? / Which size?", delivered: true, reason: "ok", error: undefined },
      { question: "Features?", delivered: false, reason: "errored", error: "Error: q.map is not a function" },
      { question: "Name?", delivered: null, reason: "unobserved", error: undefined },
      { question: "Ship?", delivered: null, reason: "no-pairing-metadata", error: undefined },
    ]);
    expect(rec.nonReproducibleAnswers).toContainEqual({
      question: "Features?",
      chosen: "Auth, Audit",
      by: "replay",
      rationale: "recorded",
    });
  });
});

describe("permission, dialog and elicit decisions", () => {
  it("record the replayed outcome; a deny carries the input as detail", () => {
    const d = driveReplay(
      cassette(
        [
          permission("p1", "Write", { file_path: "/a" }),
          permission("p2", "Bash", { command: "rm -rf /" }),
          {
            type: "control_request",
            request_id: "d1",
            request: { subtype: "request_user_dialog", dialogKind: "confirm" },
          },
          { type: "control_request", request_id: "e1", request: { subtype: "elicitation", message: "?" } },
          result(),
        ],
        [
          reply("p1", { behavior: "allow", updatedInput: { file_path: "/a" } }),
          reply("p2", { behavior: "deny", message: "denied by scenario policy" }),
          reply("d1", { behavior: "cancelled" }),
          reply("e1", { action: "decline" }),
        ],
      ),
    );
    expect(d.protocolFailures).toEqual([]);
    expect(d.record.decisions).toEqual([
      { kind: "tool", name: "Write", decision: "allow", by: "replay", requestId: "p1", rationale: "recorded" },
      {
        kind: "tool",
        name: "Bash",
        decision: "deny",
        by: "replay",
        requestId: "p2",
        detail: { input: { command: "rm -rf /" } },
        rationale: "recorded",
      },
      { kind: "dialog", name: "dialog", decision: "cancelled", by: "replay", requestId: "d1", rationale: "recorded" },
      { kind: "elicit", name: "elicit", decision: "decline", by: "replay", requestId: "e1", rationale: "recorded" },
    ]);
  });
});

describe("stall on a question", () => {
  it("flags a successful run whose last top-level text asks a question with no work after the last gate", () => {
    expect(
      derive([assistant([toolUse("b", "Bash", {})]), assistant([text("Which file do you mean?  ")]), result()])
        .stalledOnQuestion,
    ).toBe(false);
    expect(derive([assistant([text("Which file do you mean?")]), result()]).stalledOnQuestion).toBe(true);
    expect(
      derive([
        assistant([toolUse("b", "Bash", {}), toolUse("q", "AskUserQuestion", {})]),
        assistant([text("And the color?")]),
        result(),
      ]).stalledOnQuestion,
    ).toBe(true);
    expect(
      derive([
        assistant([toolUse("q", "AskUserQuestion", {})]),
        assistant([toolUse("x", "Agent", {})]),
        assistant([toolUse("r", "Read", {})], "x"),
        assistant([text("Anything else?")]),
        result(),
      ]).stalledOnQuestion,
    ).toBe(false);
    expect(derive([assistant([text("Which file?")]), result({ is_error: true })]).stalledOnQuestion).toBe(false);
    expect(
      derive([assistant([text("Which file?")]), assistant([text("sub?")], "p"), assistant([text("Done.")]), result()])
        .stalledOnQuestion,
    ).toBe(false);
  });
});

describe("result, usage and cost", () => {
  it("the last result wins; usage gains turns; cost, modelUsage and the final message are kept", () => {
    const rec = derive([
      { type: "system", subtype: "api_metrics", ttft: 1 },
      result({ is_error: true, result: "first" }),
      result({
        usage: { output_tokens: 5 },
        num_turns: 3,
        total_cost_usd: 0.02,
        modelUsage: { m1: { costUSD: 0.02 } },
        result: "All done",
      }),
    ]);
    expect(rec.result).toBe("success");
    expect(rec.resultSubtype).toBe("success");
    expect(rec.usage).toEqual({ output_tokens: 5, turns: 3 });
    expect(rec.cost).toEqual({ usd: 0.02, raw: { type: "system", subtype: "api_metrics", ttft: 1 } });
    expect(rec.modelUsage).toEqual({ m1: { costUSD: 0.02 } });
    expect(rec.finalMessage).toBe("All done");
    expect(rec.errorSource).toBeUndefined();
  });
  it("no result event means an error with errorSource no_result; usage stays undefined without data", () => {
    const rec = derive([assistant([text("hi")])]);
    expect(rec.result).toBe("error");
    expect(rec.errorSource).toBe("no_result");
    expect(rec.usage).toBeUndefined();
    expect(derive([{ type: "result", is_error: false }]).usage).toBeUndefined();
  });
  it("classifies error results", () => {
    expect(
      derive([result({ is_error: true, subtype: "error_during_execution", result: "API Error: Connection closed" })])
        .resultErrorKind,
    ).toBe("transport_error");
    expect(derive([result({ is_error: true, result: "tool crashed" })]).resultErrorKind).toBe("result_error");
  });
  it("models, thinking, init context, system events and infra errors", () => {
    const rec = derive([
      init({ mcp_servers: [{ name: "cowork", status: "connected" }], skills: ["pdf"] }),
      assistant([{ type: "thinking", thinking: "", signature: "s" }, text("a")], undefined, "m-a"),
      assistant([toolUse("t", "Read", {})], undefined, "m-b"),
      { type: "system", subtype: "thinking", content: "plain" },
      { type: "system", subtype: "status", status: "requesting" },
      { type: "infra_error", source: "hostloop-exec", message: "exec failed" },
      result(),
    ]);
    expect(rec.models).toEqual(["m-a", "m-b"]);
    expect(rec.thinking).toEqual({ blocks: 2, redacted: 1 });
    expect(rec.thinkingBlocks).toEqual([
      { text: "", redacted: true },
      { text: "plain", redacted: false },
    ]);
    expect(rec.init).toEqual({
      tools: ["Skill", "Read", "Write"],
      mcpServers: [{ name: "cowork", status: "connected" }],
      skills: ["pdf"],
      cwd: "/sessions/s1",
    });
    expect(rec.contextEvents).toEqual([{ subtype: "status", data: { status: "requesting" } }]);
    expect(rec.infraErrors).toEqual([{ message: "exec failed", source: "hostloop-exec" }]);
  });
  it("keeps the last 50 thinking blocks", () => {
    const msgs = Array.from({ length: 53 }, (_, i) => assistant([{ type: "thinking", thinking: `t${i}` }]));
    const rec = derive([...msgs, result()]);
    expect(rec.thinkingElided).toBe(3);
    expect(rec.thinkingBlocks?.[0]?.text).toBe("t3");
    expect(rec.thinking.blocks).toBe(53);
  });
});
