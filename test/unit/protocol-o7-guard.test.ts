import { describe, it, expect } from "vitest";
import { driveReplay } from "../../src/gate/replay/drive.js";
import { HarnessError } from "../../src/core/util/errors.js";
import type { Cassette } from "../../src/core/cassette/types.js";
import {
  askQuestion,
  assistant,
  cassette,
  init,
  permission,
  reply,
  result,
  text,
  toolResult,
  toolUse,
} from "../helpers/stream-lines.js";

const questions = [
  {
    question: "Which features?",
    header: "F",
    multiSelect: true,
    options: [{ label: "Auth" }, { label: "Billing" }, { label: "Audit" }],
  },
];
const initLine = { type: "control_request", request_id: "init-1", request: { subtype: "initialize" } };
const gateEvents = [
  init(),
  assistant([toolUse("tq1", "AskUserQuestion", { questions })]),
  askQuestion("q-1", questions),
  toolResult("tq1", "answered"),
  assistant([text("Enabled: Auth, Audit.")]),
  result(),
];
const goodReply = reply("q-1", {
  behavior: "allow",
  updatedInput: { questions, answers: { "Which features?": "Auth, Audit" } },
});

describe("O7 guard: recorded answers round-trip", () => {
  it("a faithful multiSelect answer replays with no failure and records the gate", () => {
    const d = driveReplay(cassette(gateEvents, [initLine, goodReply]));
    expect(d.protocolFailures).toEqual([]);
    expect(d.hasControlOut).toBe(true);
    expect(d.record.decisions).toEqual([
      {
        kind: "question",
        name: "AskUserQuestion",
        decision: "answered",
        by: "replay",
        requestId: "q-1",
        detail: { "Which features?": "Auth, Audit" },
        rationale: "recorded",
        questions,
      },
    ]);
    expect(d.record.gateAnswers).toEqual([
      {
        question: "Which features?",
        toolUseId: "tq1",
        requestId: "q-1",
        answers: { "Which features?": "Auth, Audit" },
      },
    ]);
    expect(d.record.gateDeliveries).toEqual([
      { question: "Which features?", toolUseId: "tq1", requestId: "q-1", delivered: true, reason: "ok" },
    ]);
  });
  it("key order inside the recorded body does not matter", () => {
    const reordered = reply("q-1", {
      updatedInput: {
        answers: { "Which features?": "Auth, Audit" },
        questions: [{ options: questions[0]!.options, multiSelect: true, header: "F", question: "Which features?" }],
      },
      behavior: "allow",
    });
    expect(driveReplay(cassette(gateEvents, [reordered])).protocolFailures).toEqual([]);
  });
  it("identical duplicate request_ids are fine; differing ones are corruption", () => {
    expect(driveReplay(cassette(gateEvents, [goodReply, goodReply])).protocolFailures).toEqual([]);
    const differing = reply("q-1", {
      behavior: "allow",
      updatedInput: { questions, answers: { "Which features?": "Billing" } },
    });
    const d = driveReplay(cassette(gateEvents, [goodReply, differing]));
    expect(d.protocolFailures).toEqual([
      'control-out.jsonl has duplicate request_id "q-1" with differing bodies — cassette is corrupt; re-record',
    ]);
    expect(d.record.decisions[0]?.detail).toEqual({ "Which features?": "Auth, Audit" });
  });
  it("a non-JSON controlOut line is corruption (0-based index)", () => {
    const d = driveReplay(cassette(gateEvents, [initLine, "{oops", goodReply]));
    expect(d.protocolFailures).toEqual(["control-out.jsonl line 1 is not valid JSON — cassette is corrupt; re-record"]);
    expect(d.warnings.some((w) => w.includes("control-out.jsonl line 1 is not valid JSON"))).toBe(true);
  });
  it("a non-JSON events line is reported and skipped", () => {
    const d = driveReplay(cassette([init(), "not json", result()], [initLine]));
    expect(d.protocolFailures).toEqual([
      "cassette events line 1 is not valid JSON — replay_protocol_error (malformed line may conceal a failed assertion)",
    ]);
    expect(d.record.result).toBe("success");
  });
  it("a non-string request_id or questions that are not an array is a malformed control frame", () => {
    const d = driveReplay(
      cassette([init(), askQuestion(42, questions), askQuestion("q-2", "not-an-array"), result()], [initLine]),
    );
    expect(d.protocolFailures).toHaveLength(2);
    expect(d.protocolFailures[0]).toBe(
      "cassette events line 1 is a malformed control frame — control-in: malformed request_id: 42",
    );
    expect(d.protocolFailures[1]).toMatch(
      /^cassette events line 2 is a malformed control frame — control-in: malformed AskUserQuestion questions for request q-2/,
    );
    expect(d.record.result).toBe("success");
  });
  it("a recorded answer that does not re-serialize identically is a mismatch", () => {
    const lossy = reply("q-1", {
      behavior: "allow",
      updatedInput: { questions, answers: { "Which features?": ["Auth", "Audit"] } },
    });
    const d = driveReplay(cassette(gateEvents, [lossy]));
    expect(d.protocolFailures).toHaveLength(1);
    expect(d.protocolFailures[0]).toMatch(
      /^serializeDecision output for q-1 != recorded envelope: expected \{.*"answers":\{"Which features\?":\["Auth","Audit"\]\}.* got \{.*"answers":\{\}/,
    );
    const extraKey = reply("p-1", { behavior: "deny", message: "no", extra: true });
    const d2 = driveReplay(cassette([init(), permission("p-1", "Bash", { command: "ls" }), result()], [extraKey]));
    expect(d2.protocolFailures).toEqual([
      'serializeDecision output for p-1 != recorded envelope: expected {"behavior":"deny","extra":true,"message":"no"} got {"behavior":"deny","message":"no"}',
    ]);
  });
  it("a non-question decision without a recorded reply falls back to deny and is reported as truncation", () => {
    const d = driveReplay(cassette([init(), permission("p-9", "Bash", { command: "rm" }), result()], [initLine]));
    expect(d.protocolFailures).toEqual([
      "decision p-9 present in events.jsonl has no matching control_response in control-out.jsonl — cassette is truncated; re-record",
    ]);
    expect(d.record.decisions).toEqual([
      { kind: "tool", name: "Bash", decision: "abstain→deny", by: "none", requestId: "p-9" },
    ]);
    expect(d.truncatedQuestion).toBeUndefined();
  });
  it("a question with no recorded answer truncates the drive to an empty record", () => {
    const d = driveReplay(cassette(gateEvents, [initLine]));
    const msg =
      'truncated cassette: no decider answered the question "Which features?" (terminal returned ABSTAIN — never silently default to option 1)';
    expect(d.truncatedQuestion).toBe(msg);
    expect(d.protocolFailures).toEqual([msg]);
    expect(d.record.result).toBe("error");
    expect(d.record.toolCounts).toEqual({});
    expect(d.record.transcript).toBe("");
    expect(d.record.hookEvents).toEqual([]);
  });
  it("empty and header-only question gates are truncations too", () => {
    expect(driveReplay(cassette([init(), askQuestion("q", []), result()], [initLine])).truncatedQuestion).toMatch(
      /empty `questions` array/,
    );
    expect(
      driveReplay(cassette([init(), askQuestion("q", [{ header: "H" }]), result()], [initLine])).truncatedQuestion,
    ).toMatch(/header-only/);
  });
  it("lists failures in the reference order", () => {
    const differing = [reply("x", { a: 1 }), reply("x", { a: 2 })];
    const d = driveReplay(
      cassette(
        [
          init(),
          "bad",
          askQuestion(1, []),
          permission("p-1", "Bash", {}),
          permission("p-2", "Bash", {}),
          askQuestion("q-1", questions),
        ],
        [...differing, "bad", reply("p-1", { behavior: "allow", updatedInput: {}, junk: 1 })],
      ),
    );
    expect(d.protocolFailures.map((m) => m.split(" ").slice(0, 2).join(" "))).toEqual([
      "control-out.jsonl has",
      "control-out.jsonl line",
      "cassette events",
      "cassette events",
      "serializeDecision output",
      "decision p-2",
      "truncated cassette:",
    ]);
  });
});

describe("legacy cassettes without controlOut", () => {
  it("never answers decisions and leaves hook evidence undefined", () => {
    for (const c of [cassette(gateEvents), cassette(gateEvents, [])]) {
      const d = driveReplay(c);
      expect(d.hasControlOut).toBe(false);
      expect(d.protocolFailures).toEqual([]);
      expect(d.record.decisions).toEqual([]);
      expect(d.record.questions).toEqual([]);
      expect(d.record.toolCounts).toEqual({ AskUserQuestion: 1 });
      expect(d.record.hookEvents).toBeUndefined();
      expect(d.record.pathDenials).toBeUndefined();
      expect(d.warnings).toContain(
        "cassette has no controlOut (pre-full-fidelity) — question/gate assertions are NOT checked; re-record to enable them",
      );
    }
  });
});

describe("broken cassette objects", () => {
  it("throw a HarnessError", () => {
    expect(() => driveReplay({ scenario: { prompt: "", session: "", assert: [] } } as unknown as Cassette)).toThrow(
      HarnessError,
    );
    expect(() => driveReplay({ ...cassette([]), controlOut: "x" } as unknown as Cassette)).toThrow(HarnessError);
  });
  it("non-string event entries are malformed lines, not crashes", () => {
    const d = driveReplay({
      ...cassette([init(), result()]),
      events: [JSON.stringify(init()), 5, JSON.stringify(result())],
    } as unknown as Cassette);
    expect(d.protocolFailures).toEqual([
      "cassette events line 1 is not valid JSON — replay_protocol_error (malformed line may conceal a failed assertion)",
    ]);
  });
});

describe("scale", () => {
  it("drives 100k events in well under a few seconds", () => {
    const events: Record<string, unknown>[] = [init()];
    for (let i = 0; i < 50_000; i++) {
      events.push(assistant([toolUse(`t${i}`, i % 2 ? "Read" : "Bash", { file_path: `/f${i % 100}` })]));
      events.push(toolResult(`t${i}`, "ok"));
    }
    events.push(result());
    const c = cassette(events, [initLine]);
    const start = performance.now();
    const d = driveReplay(c);
    expect(performance.now() - start).toBeLessThan(5000);
    expect(d.record.toolCounts).toEqual({ Bash: 25_000, Read: 25_000 });
    expect(d.record.redundantToolCalls).toHaveLength(100);
  });
});
