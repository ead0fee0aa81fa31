import { describe, it, expect } from "vitest";
import { coerceLabel } from "../../src/live/agent/decider/coerce-label.js";
import { evaluateAllowIf } from "../../src/live/agent/decider/allow-if.js";
import { buildDecider } from "../../src/live/agent/decider/build.js";
import { ScriptedDecider } from "../../src/live/agent/decider/scripted.js";
import { PermissionDefaultDecider } from "../../src/live/agent/decider/permission-default.js";
import { TerminalDecider } from "../../src/live/agent/decider/terminal.js";
import { UnansweredError } from "../../src/live/agent/errors.js";
import type { DecisionRequest, QSpec } from "../../src/core/protocol/types.js";
import type { AnswerRule } from "../../src/core/scenario/model.js";

const LABELS = ["Auth", "Audit log: every change", "CSV (Recommended)", "JSON"];

describe("coerceLabel, in rule order", () => {
  it("(a) matches a label case-insensitively", () => {
    expect(coerceLabel("json", LABELS)).toEqual({ ok: true, label: "JSON" });
  });
  it("(b) reads an all-digits pick as a 1-based index, and only within range", () => {
    expect(coerceLabel("2", LABELS)).toEqual({ ok: true, label: "Audit log: every change" });
    expect(coerceLabel("9", LABELS).ok).toBe(false);
    expect(coerceLabel("0", LABELS).ok).toBe(false);
  });
  it("(c) ignores a (Recommended) suffix on either side", () => {
    expect(coerceLabel("csv", LABELS)).toEqual({ ok: true, label: "CSV (Recommended)" });
    expect(coerceLabel("JSON (Recommended)", LABELS)).toEqual({ ok: true, label: "JSON" });
  });
  it("(d) `recommended` picks the label ending (Recommended)", () => {
    expect(coerceLabel("Recommended", LABELS)).toEqual({ ok: true, label: "CSV (Recommended)" });
    expect(coerceLabel("recommended", ["A", "B"]).ok).toBe(false);
  });
  it("(e) `first` picks option 1", () => {
    expect(coerceLabel("first", LABELS)).toEqual({ ok: true, label: "Auth" });
  });
  it("(f) a scripted anchor: a unique label starting with the pick then : ( , — – or the end", () => {
    expect(coerceLabel("audit log", LABELS)).toEqual({ ok: true, label: "Audit log: every change" });
    expect(coerceLabel("Fast", ["Fast — cheap", "Slow"])).toEqual({ ok: true, label: "Fast — cheap" });
    expect(coerceLabel("Fast", ["Fast – cheap", "Faster"])).toEqual({ ok: true, label: "Fast – cheap" });
    // not followed by a delimiter → no anchor
    expect(coerceLabel("Aud", LABELS).ok).toBe(false);
    // ambiguous anchors → no match
    expect(coerceLabel("Plan", ["Plan: A", "Plan (B)"]).ok).toBe(false);
  });
  it("exact label beats the index reading", () => {
    expect(coerceLabel("2", ["1", "2", "3"])).toEqual({ ok: true, label: "2" });
  });
  it("names the nearest label on a miss", () => {
    expect(coerceLabel("Jsno", LABELS)).toEqual({ ok: false, nearest: "JSON" });
  });
});

const q = (question: string | undefined, labels: string[], multiSelect = false, header?: string): QSpec => ({
  ...(question !== undefined ? { question } : {}),
  ...(header !== undefined ? { header } : {}),
  multiSelect,
  options: labels.map((label) => ({ label, description: `${label} option` })),
});
const questionReq = (...questions: QSpec[]): DecisionRequest => ({ kind: "question", id: "r1", questions });
const permReq = (tool: string, input: Record<string, unknown> = {}): DecisionRequest => ({
  kind: "permission",
  id: "r2",
  tool,
  input,
});

describe("ScriptedDecider: question gates", () => {
  const FEATURES = q("Which features should be enabled?", ["Auth", "Audit", "Billing"], true);

  it("joins multi-select picks with ', ' keyed by question text, deduped first-seen", async () => {
    const d = new ScriptedDecider([{ when_question: "feature", choose: ["auth", "2", "Auth"] }]);
    expect(await d.decide(questionReq(FEATURES))).toEqual({
      kind: "decided",
      by: "scripted",
      response: { kind: "question", answers: { "Which features should be enabled?": "Auth, Audit" } },
    });
  });

  it("takes the first rule in file order, matching the regex case-insensitively", async () => {
    const d = new ScriptedDecider([
      { when_question: "WHICH", choose: "Billing" },
      { when_question: "feature", choose: "Auth" },
    ]);
    const v = await d.decide(questionReq(FEATURES));
    expect(v.kind === "decided" && v.response).toEqual({
      kind: "question",
      answers: { "Which features should be enabled?": "Billing" },
    });
  });

  it("delivers `answer:` free text verbatim", async () => {
    const d = new ScriptedDecider([{ when_question: "name", answer: "Quarterly Report, v2" }]);
    const v = await d.decide(questionReq(q("What name?", ["A", "B"])));
    expect(v.kind === "decided" && v.response).toEqual({
      kind: "question",
      answers: { "What name?": "Quarterly Report, v2" },
    });
  });

  it("joins picks verbatim when the question offers no options", async () => {
    const d = new ScriptedDecider([{ when_question: "tags", choose: ["x", "y"] }]);
    const v = await d.decide(questionReq({ question: "Which tags?", multiSelect: true }));
    expect(v.kind === "decided" && v.response).toEqual({ kind: "question", answers: { "Which tags?": "x, y" } });
  });

  it("falls back to the header only when question text is absent", async () => {
    const d = new ScriptedDecider([{ when_question: "^Format$", choose: "JSON" }]);
    const v = await d.decide(questionReq(q(undefined, ["CSV", "JSON"], false, "Format")));
    expect(v.kind === "decided" && v.response).toEqual({ kind: "question", answers: { Format: "JSON" } });
  });

  it("is atomic: one unmatched sub-question makes the whole gate abstain, with a warning", async () => {
    const warnings: string[] = [];
    const d = new ScriptedDecider([{ when_question: "feature", choose: "Auth" }], (w) => warnings.push(w));
    const v = await d.decide(questionReq(FEATURES, q("Which region?", ["EU", "US"])));
    expect(v.kind).toBe("abstain");
    expect(warnings).toEqual(['question gate left to the fallback: no answers rule matches "Which region?"']);
  });

  it("fails loudly on several picks for a single-select gate, and on a pick matching no option", async () => {
    const single = q("Which format?", ["CSV", "JSON"]);
    await expect(async () =>
      new ScriptedDecider([{ when_question: "format", choose: ["CSV", "JSON"] }]).decide(questionReq(single)),
    ).rejects.toThrow(/"Which format\?" is single-select but the scenario chooses 2 options/);
    const err = await (async () =>
      new ScriptedDecider([{ when_question: "format", choose: "XML" }]).decide(questionReq(single)))().catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UnansweredError);
    expect((err as Error).message).toBe(
      'unanswered question: "Which format?": choose "XML" matches no option — valid labels: "CSV", "JSON"; nearest: "CSV"',
    );
  });
});

describe("ScriptedDecider: permission gates", () => {
  it("matches when_tool exactly (no glob) and applies decide", async () => {
    const d = new ScriptedDecider([
      { when_tool: "Bash", decide: "deny" },
      { when_tool: "Write", decide: "allow" },
    ]);
    expect(await d.decide(permReq("Bash", { command: "ls" }))).toMatchObject({
      response: { kind: "permission", behavior: "deny", message: "denied by scenario policy" },
    });
    expect(await d.decide(permReq("Write", { file_path: "a" }))).toMatchObject({
      response: { kind: "permission", behavior: "allow", updatedInput: { file_path: "a" } },
    });
    expect((await d.decide(permReq("BashOutput"))).kind).toBe("abstain");
  });

  it("evaluates allow_if over the input's keys, using else (default deny) when false or failing", async () => {
    const rules: AnswerRule[] = [
      { when_tool: "Bash", allow_if: "command.startsWith('ls') && input.description !== 'x'", else: "deny" },
    ];
    const d = new ScriptedDecider(rules);
    expect(await d.decide(permReq("Bash", { command: "ls -la", description: "list" }))).toMatchObject({
      response: { behavior: "allow" },
    });
    expect(await d.decide(permReq("Bash", { command: "rm -rf /" }))).toMatchObject({ response: { behavior: "deny" } });
    const warnings: string[] = [];
    const broken = new ScriptedDecider([{ when_tool: "Bash", allow_if: "nope.nothing", else: "allow" }], (w) =>
      warnings.push(w),
    );
    expect(await broken.decide(permReq("Bash", { command: "ls" }))).toMatchObject({ response: { behavior: "allow" } });
    expect(warnings[0]).toMatch(/^allow_if for Bash failed to evaluate/);
    expect(await new ScriptedDecider([{ when_tool: "Bash", allow_if: "false" }]).decide(permReq("Bash"))).toMatchObject(
      { response: { behavior: "deny" } },
    );
  });

  it("matches webfetch:<domain> against a WebFetch of that host", async () => {
    const d = new ScriptedDecider([{ when_tool: "webfetch:example.com", decide: "allow" }]);
    expect(await d.decide(permReq("WebFetch", { url: "https://EXAMPLE.com/a" }))).toMatchObject({
      response: { behavior: "allow" },
    });
    expect((await d.decide(permReq("WebFetch", { url: "https://evil.com/" }))).kind).toBe("abstain");
  });

  it("never answers dialogs or elicitations", async () => {
    const d = new ScriptedDecider([{ when_question: ".*", choose: "first" }]);
    expect((await d.decide({ kind: "dialog", id: "d", dialogKind: "k", payload: {} })).kind).toBe("abstain");
    expect((await d.decide({ kind: "elicit", id: "e" })).kind).toBe("abstain");
  });
});

describe("evaluateAllowIf", () => {
  it("exposes identifier keys as locals and the whole input as `input`", () => {
    expect(evaluateAllowIf("a + b === 3 && input['x-y'] === 1", { a: 1, b: 2, "x-y": 1 })).toEqual({
      ok: true,
      value: true,
    });
    expect(evaluateAllowIf("(", {}).ok).toBe(false);
  });
});

describe("PermissionDefaultDecider", () => {
  it("always allows Read/Glob/Grep; cowork parity allows the rest flagged permissive; strict denies", async () => {
    const cowork = new PermissionDefaultDecider("cowork");
    expect(await cowork.decide(permReq("Grep", { pattern: "x" }))).toMatchObject({
      by: "default",
      response: { behavior: "allow", updatedInput: { pattern: "x" } },
    });
    expect(await cowork.decide(permReq("Write"))).toMatchObject({
      by: "parity",
      permissiveAutoAllow: true,
      response: { behavior: "allow" },
    });
    const strict = new PermissionDefaultDecider("strict");
    expect(await strict.decide(permReq("Read"))).toMatchObject({ response: { behavior: "allow" } });
    expect(await strict.decide(permReq("Write"))).toMatchObject({
      response: { behavior: "deny", message: "denied (strict, off-registry)" },
    });
    expect((await cowork.decide(permReq("WebFetch", { url: "https://a.b" }))).kind).toBe("abstain");
    expect((await cowork.decide(questionReq(q("Q?", ["A"])))).kind).toBe("abstain");
  });
});

describe("on_unanswered policies", () => {
  const gate = questionReq(q("Which format?", ["CSV", "JSON"]), q("Which region?", ["EU", "US"]));

  it("fail: throws UnansweredError naming the questions and their options", async () => {
    await expect(async () => new TerminalDecider("fail").decide(gate)).rejects.toThrow(
      'unanswered question: "Which format?" (options: "CSV", "JSON"); "Which region?" (options: "EU", "US") — add an answers rule',
    );
    expect(
      (await new TerminalDecider("fail").decide({ kind: "dialog", id: "d", dialogKind: "k", payload: null })).kind,
    ).toBe("abstain");
  });

  it("first: option 1 of each sub-question, flagged non-deterministic; dialogs cancel, elicitations decline", async () => {
    const t = new TerminalDecider("first");
    expect(await t.decide(gate)).toEqual({
      kind: "decided",
      by: "first",
      nonDeterministic: true,
      response: { kind: "question", answers: { "Which format?": "CSV", "Which region?": "EU" } },
    });
    expect(await t.decide({ kind: "dialog", id: "d", dialogKind: "k", payload: null })).toMatchObject({
      response: { behavior: "cancelled" },
    });
    expect(await t.decide({ kind: "elicit", id: "e" })).toMatchObject({ response: { action: "decline" } });
    await expect(async () => t.decide(questionReq({ question: "Free?" }))).rejects.toThrow(/offers no options/);
  });

  it("deny: refuses the question", async () => {
    expect(await new TerminalDecider("deny").decide(gate)).toMatchObject({
      response: { kind: "permission", behavior: "deny", message: "question left unanswered (on_unanswered: deny)" },
    });
  });

  it("the built chain answers scripted first, then parity, then the terminal policy", async () => {
    const d = buildDecider({
      answers: [{ when_tool: "Bash", decide: "deny" }],
      parity: "cowork",
      onUnanswered: "first",
    });
    expect(await d.decide(permReq("Bash"))).toMatchObject({ by: "scripted", response: { behavior: "deny" } });
    expect(await d.decide(permReq("Edit"))).toMatchObject({ by: "parity", response: { behavior: "allow" } });
    expect(await d.decide(gate)).toMatchObject({ by: "first" });
    expect((await d.decide(permReq("WebFetch", { url: "https://x.y" }))).kind).toBe("abstain");
    expect(() => buildDecider({ onUnanswered: "llm" })).toThrow(
      "on_unanswered: llm is not supported by the scripted driver — use fail, first or deny",
    );
  });
});
