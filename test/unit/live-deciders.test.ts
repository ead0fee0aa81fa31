/**
 * The live deciders' pure parts (issue 24): the flags' validation and precedence, the model
 * decider's prompt and reply binding, an external reply's binding, the authoring stamp, the answer
 * policy file; and request_user_dialog through the same chain — the 6 s auto-cancel race for a
 * scripted policy, no race for a live decider (it waits for its answer), a dialog answered by a
 * real helper process.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ControlHandler, DIALOG_AUTOCANCEL_MS } from "../../src/live/agent/control-handler.js";
import { buildDecider } from "../../src/live/agent/decider/build.js";
import type { Decider, DeciderVerdict } from "../../src/live/agent/decider/types.js";
import { UnansweredError } from "../../src/live/agent/errors.js";
import { authoringStamp, authoringWarning } from "../../src/live/answerers/authoring.js";
import { answerFlagRule, loadAnswerPolicy } from "../../src/live/answerers/answer-policy.js";
import { externalReply, strictLabel } from "../../src/live/answerers/external-reply.js";
import { externalRequest } from "../../src/live/answerers/external-request.js";
import { parseLiveFlags } from "../../src/live/answerers/live-flags.js";
import { LiveDeciderSession } from "../../src/live/answerers/live-session.js";
import { llmPrompt } from "../../src/live/answerers/llm-prompt.js";
import { bindLlmReply } from "../../src/live/answerers/llm-reply.js";
import { TranscriptTail } from "../../src/live/answerers/transcript-tail.js";
import type { DecisionRequest } from "../../src/core/protocol/types.js";
import { UsageError } from "../../src/core/util/errors.js";

const ctx = (command: "record" | "run" | "rerecord", extra: Partial<Parameters<typeof parseLiveFlags>[1]> = {}) => ({
  command,
  scenarios: 1,
  env: { ANTHROPIC_API_KEY: "sk-test-key-000000" } as NodeJS.ProcessEnv,
  interactive: false,
  ...extra,
});

describe("--on-unanswered and the live channel flags", () => {
  const bad = (values: Record<string, unknown>, c = ctx("record")): string => {
    try {
      parseLiveFlags(values, c);
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError);
      return (e as Error).message;
    }
    throw new Error("accepted");
  };

  it("accepts fail|first on record and rerecord, and prompt only on run at an interactive terminal", () => {
    expect(parseLiveFlags({ "on-unanswered": "first" }, ctx("record"))).toEqual({ onUnanswered: "first" });
    expect(parseLiveFlags({ "on-unanswered": "fail" }, ctx("rerecord"))).toEqual({ onUnanswered: "fail" });
    expect(parseLiveFlags({ "on-unanswered": "prompt" }, ctx("run", { interactive: true }))).toEqual({
      onUnanswered: "prompt",
    });
    expect(bad({ "on-unanswered": "prompt" })).toMatch(
      /^--on-unanswered prompt needs a person at a terminal and is for `run` only/,
    );
    expect(bad({ "on-unanswered": "prompt" }, ctx("rerecord"))).toMatch(/for `run` only/);
    expect(bad({ "on-unanswered": "prompt" }, ctx("run"))).toMatch(/needs an interactive terminal/);
    expect(bad({ "on-unanswered": "prompt" }, ctx("run", { interactive: true, env: { CI: "true" } }))).toMatch(
      /needs an interactive terminal/,
    );
  });

  it("words the removed and the unknown values as the spec does", () => {
    expect(bad({ "on-unanswered": "external" })).toMatch(/removed — use --decider-dir <dir>/);
    expect(bad({ "on-unanswered": "llm" })).toMatch(/pass --decider-llm, or set on_unanswered: llm in the scenario/);
    expect(bad({ "on-unanswered": "maybe" })).toBe('--on-unanswered must be fail|prompt|first (got "maybe")');
  });

  it("refuses conflicting or orphan decider flags, and a model decider without a key", () => {
    expect(bad({ intent: "x" })).toMatch(/^--intent is for --decider-llm/);
    expect(bad({ "decider-model": "m" })).toMatch(/^--decider-model is for --decider-llm/);
    expect(bad({ "decider-llm": true, "decider-dir": "d" })).toBe(
      "--decider-llm and --decider-dir conflict — give one live decider",
    );
    expect(bad({ "decider-cmd": "x", "decider-dir": "d" })).toMatch(/conflict/);
    expect(bad({ "decider-llm": true, "on-unanswered": "first" })).toMatch(
      /^--on-unanswered and --decider-llm conflict/,
    );
    expect(bad({ "decider-dir": "d" }, ctx("record", { scenarios: 2 }))).toMatch(/single scenario/);
    expect(bad({ "decider-dir": "d" }, ctx("rerecord"))).toMatch(/not `rerecord`/);
    expect(bad({ "decider-llm": true }, ctx("record", { env: {} }))).toMatch(
      /^--decider-llm needs an Anthropic API key/,
    );
    expect(parseLiveFlags({ "decider-llm": true, intent: "fast", "decider-model": "m1" }, ctx("rerecord"))).toEqual({
      channel: { kind: "llm", intent: "fast", model: "m1" },
    });
  });

  it("the scenario's on_unanswered wins over the flag, with a warning; a channel flag replaces both", () => {
    const lines: string[] = [];
    const s = new LiveDeciderSession(
      { onUnanswered: "first" },
      { command: "record", cwd: "/", env: {}, log: (l) => lines.push(l) },
    );
    expect(s.forScenario("fail", "s.yaml").label).toBe("fail");
    expect(lines).toEqual([
      "warning: [input] s.yaml sets on_unanswered: fail, which takes precedence over --on-unanswered first",
      "[input] unscripted-question policy: fail (scenario)",
    ]);
    expect(s.forScenario(undefined, "s.yaml").label).toBe("first");
    expect(lines.at(-1)).toBe("[input] unscripted-question policy: first (flag)");
    expect(() => s.forScenario("prompt", "s.yaml")).toThrow(
      /on_unanswered: prompt needs a person at a terminal, which record never asks/,
    );
    const live = new LiveDeciderSession(
      { channel: { kind: "llm" } },
      { command: "record", cwd: "/", env: { ANTHROPIC_API_KEY: "sk-test-key-000000" }, log: (l) => lines.push(l) },
    );
    expect(live.forScenario("first", "s.yaml").label).toBe("decider-llm");
    expect(lines.slice(-2)).toEqual([
      "warning: [input] s.yaml sets on_unanswered: first; the live decider (--decider-llm) answers its unscripted gates instead",
      "[input] unscripted-question policy: live decider channel (decider-llm)",
    ]);
    // on_unanswered: llm in the scenario needs the key too, before anything starts
    const nokey = new LiveDeciderSession({}, { command: "record", cwd: "/", env: {}, log: () => undefined });
    expect(() => nokey.forScenario("llm", "s.yaml")).toThrow(/needs an Anthropic API key/);
  });
});

describe("the model decider's prompt and reply binding", () => {
  it("puts intent, context, the question, numbered options with descriptions and the reply rule, in that order", () => {
    const p = llmPrompt({
      intent: "ship fast",
      context: "…earlier text",
      question: "Which?",
      options: [{ label: "A", description: "first\nthing" }, { label: "B" }],
      multiSelect: false,
    });
    const parts = p.split("\n\n");
    expect(parts[0]).toMatch(/intent|wants/i);
    expect(parts[0]).toContain("ship fast");
    expect(parts[1]).toBe("Recent context (the end of the transcript):\n…earlier text");
    expect(parts[2]).toBe("Question: Which?");
    expect(parts[3]).toBe("Options:\n1) A\n   first thing\n2) B");
    expect(parts[4]).toMatch(/ONLY the number.*OTHER: <your answer>/s);
    expect(llmPrompt({ context: "", question: "Q", options: [{ label: "A" }], multiSelect: true })).toMatch(
      /typical user[\s\S]*comma/,
    );
    expect(llmPrompt({ context: "", question: "Name?", options: [], multiSelect: false })).toMatch(
      /ONLY the answer text/,
    );
  });

  it("binds a reply by number, label, OTHER:, (Recommended)-less label, or label prefix before a colon; nothing else", () => {
    const labels = ["CSV (Recommended)", "JSON", "JSON lines"];
    expect(bindLlmReply(" 2 ", labels, false)).toEqual({ answer: "JSON" });
    expect(bindLlmReply("4", labels, false)).toBeUndefined();
    expect(bindLlmReply('"json lines".', labels, false)).toEqual({ answer: "JSON lines" });
    expect(bindLlmReply("OTHER: `YAML`", labels, false)).toEqual({ answer: "YAML", freeText: true });
    expect(bindLlmReply("csv", labels, false)).toEqual({ answer: "CSV (Recommended)" });
    expect(bindLlmReply("JSON lines: it streams", labels, false)).toEqual({ answer: "JSON lines" });
    expect(bindLlmReply("I would pick the first", labels, false)).toBeUndefined();
    expect(bindLlmReply("1, 3", labels, true)).toEqual({ answer: "CSV (Recommended), JSON lines" });
    expect(bindLlmReply("1, JSON", labels, true)).toBeUndefined();
    expect(bindLlmReply("Ada", [], false)).toEqual({ answer: "Ada" });
  });
});

describe("an external reply", () => {
  const q: DecisionRequest = {
    kind: "question",
    id: "r1",
    questions: [
      { question: "Pick", options: [{ label: "Alpha (Recommended)" }, { label: "Beta" }] },
      { question: "Many", multiSelect: true, options: [{ label: "X" }, { label: "Y" }] },
    ],
  };

  it("binds labels strictly: case-insensitive, number, (Recommended)-less, `recommended`; no `first`, no prefix", () => {
    expect(externalReply(q, { id: "r1", answers: { Pick: "beta", Many: ["1", "Y"] } }, "the helper")).toEqual({
      kind: "question",
      answers: { Pick: "Beta", Many: "X, Y" },
    });
    expect(externalReply(q, { id: "r1", answers: { Pick: "recommended", Many: "y" } }, "the helper")).toEqual({
      kind: "question",
      answers: { Pick: "Alpha (Recommended)", Many: "Y" },
    });
    expect(strictLabel("first", ["A", "B"])).toBeUndefined();
    expect(strictLabel("Alp", ["Alpha"])).toBeUndefined();
    expect(() => externalReply(q, { id: "r1", answers: { Pick: "Gamma", Many: "X" } }, "the helper")).toThrow(
      /the helper chose "Gamma" for "Pick", which is not one of its options: "Alpha \(Recommended\)", "Beta"/,
    );
    expect(() => externalReply(q, { id: "r1", answers: { Pick: ["1"], Many: "X" } }, "the helper")).toThrow(
      /single-select "Pick" with a list/,
    );
    expect(() => externalReply(q, { id: "r1", answers: { Pick: "1" } }, "the helper")).toThrow(
      /had no answer for "Many" \(key mismatch\)/,
    );
    expect(() => externalReply(q, { answers: {} }, "the helper")).toThrow(UnansweredError);
    expect(() => externalReply(q, { id: "r2", answers: {} }, "the helper")).toThrow(/answered the wrong request/);
  });

  it("permission: allow / deny (absent = deny), anything else refused; dialog ok|cancelled; elicitation defaults to decline", () => {
    const p: DecisionRequest = { kind: "permission", id: "p", tool: "WebFetch", input: { url: "https://x.test" } };
    expect(externalReply(p, { id: "p", behavior: "allow" }, "h")).toEqual({
      kind: "permission",
      behavior: "allow",
      updatedInput: { url: "https://x.test" },
    });
    expect(externalReply(p, { id: "p" }, "h")).toEqual({
      kind: "permission",
      behavior: "deny",
      message: "denied (external)",
    });
    expect(() => externalReply(p, { id: "p", behavior: "maybe" }, "h")).toThrow(/allow or deny expected/);
    const d: DecisionRequest = { kind: "dialog", id: "d", dialogKind: "confirm", payload: {} };
    expect(externalReply(d, { id: "d", behavior: "ok", choice: 2 }, "h")).toEqual({
      kind: "dialog",
      behavior: "ok",
      choice: 2,
    });
    expect(externalReply(d, { id: "d", behavior: "sure" }, "h")).toEqual({ kind: "dialog", behavior: "cancelled" });
    expect(externalReply({ kind: "elicit", id: "e" }, { id: "e" }, "h")).toEqual({ kind: "elicit", action: "decline" });
  });

  it("the request a helper gets: the gate, the context, reply_with, and no secret", () => {
    const secret = "s3cr3t-value-123456";
    const r = externalRequest(
      {
        kind: "question",
        id: "q1",
        questions: [{ question: `token ${secret}?`, multiSelect: true, options: [{ label: "A" }] }],
      },
      { runId: "run-1", context: "ctx", secrets: [secret] },
    );
    expect(r).toMatchObject({ type: "decision_request", id: "q1", runId: "run-1", kind: "question", context: "ctx" });
    expect(r.reply_with).toBe('{"id":"q1","answers":{"token ***?":["<label or 1-based index>", "…"]}}');
    expect(JSON.stringify(r)).not.toContain(secret);
    // the helper answers under the text it was shown
    expect(
      externalReply(
        { kind: "question", id: "q1", questions: [{ question: `token ${secret}?`, options: [{ label: "A" }] }] },
        { id: "q1", answers: { "token ***?": "A" } },
        "h",
        (t) => t.split(secret).join("***"),
      ),
    ).toEqual({ kind: "question", answers: { [`token ${secret}?`]: "A" } });
  });
});

describe("the authoring stamp", () => {
  it("only for a gate decided live; the channel by format (v9 has no decider-cmd)", () => {
    expect(authoringStamp([{ by: "scripted" }, { by: "parity" }], "v12")).toBeUndefined();
    expect(authoringStamp([{ by: "first", nonDeterministic: true }], "v12")).toEqual({ nonDeterministic: true });
    expect(authoringStamp([{ by: "decider-llm", nonDeterministic: true }], "v9")).toEqual({
      nonDeterministic: true,
      channel: "decider-llm",
    });
    expect(authoringStamp([{ by: "decider-dir", nonDeterministic: true }], "v12")).toEqual({
      nonDeterministic: true,
      channel: "decider-dir",
    });
    expect(authoringStamp([{ by: "decider-cmd", nonDeterministic: true }], "v12")).toEqual({
      nonDeterministic: true,
      channel: "decider-cmd",
    });
    expect(authoringStamp([{ by: "decider-cmd", nonDeterministic: true }], "v9")).toEqual({ nonDeterministic: true });
    expect(authoringWarning({ nonDeterministic: true, channel: "decider-llm" }, 2, "decider-llm")).toBe(
      "record: cassette authored via decider-llm (2 gates answered live) — re-recording may drift. The cassette itself replays deterministically (answers are frozen).",
    );
  });
});

describe("--answer and --answer-policy", () => {
  it("split on the first =; a list or an answers: mapping; one-line errors naming the file", () => {
    expect(answerFlagRule("a=b=c")).toEqual({ when_question: "a", choose: "b=c" });
    expect(() => answerFlagRule("=x")).toThrow(/requires "question-regex=choice"/);
    const dir = mkdtempSync(join(tmpdir(), "h24-policy-"));
    writeFileSync(join(dir, "list.yaml"), "- when_question: x\n  choose: A\n");
    writeFileSync(join(dir, "map.yaml"), "answers:\n  - when_tool: Bash\n    decide: deny\n");
    writeFileSync(join(dir, "bad.yaml"), "rules: []\n");
    writeFileSync(join(dir, "rule.yaml"), "- when_question: x\n");
    expect(loadAnswerPolicy(join(dir, "list.yaml"), "list.yaml")).toEqual([{ when_question: "x", choose: "A" }]);
    expect(loadAnswerPolicy(join(dir, "map.yaml"), "map.yaml")).toEqual([{ when_tool: "Bash", decide: "deny" }]);
    expect(() => loadAnswerPolicy(join(dir, "bad.yaml"), "bad.yaml")).toThrow(
      "bad.yaml: must be a list of rules, or a mapping with an `answers:` list — top-level key(s): rules",
    );
    expect(() => loadAnswerPolicy(join(dir, "rule.yaml"), "rule.yaml")).toThrow(
      /^rule.yaml: rule 1: a when_question rule needs exactly one of choose or answer/,
    );
    expect(() => loadAnswerPolicy(join(dir, "none.yaml"), "none.yaml")).toThrow(/^none.yaml: cannot read/);
  });
});

describe("the transcript tail", () => {
  it("keeps the last characters of the top-level assistant text", () => {
    const t = new TranscriptTail(10);
    t.observe(
      JSON.stringify({ type: "assistant", message: { content: [{ type: "text", text: "hello world, again" }] } }),
    );
    t.observe(
      JSON.stringify({
        type: "assistant",
        parent_tool_use_id: "x",
        message: { content: [{ type: "text", text: "SUBAGENT" }] },
      }),
    );
    expect(t.value()).toBe("…rld, again");
  });
});

describe("request_user_dialog through the chain", () => {
  afterEach(() => vi.useRealTimers());
  const dialog = {
    type: "control_request",
    request_id: "d1",
    request: { subtype: "request_user_dialog", dialog_kind: "confirm", payload: { text: "Proceed?" } },
  };

  it("a scripted policy races the decider against the 6 s auto-cancel", async () => {
    vi.useFakeTimers();
    let settled = false;
    const never: Decider = { decide: () => new Promise<DeciderVerdict>(() => undefined) };
    const s = new LiveDeciderSession({}, { command: "record", cwd: "/", env: {}, log: () => undefined });
    const { dialogTimeoutMs } = s.forScenario(undefined, "s.yaml");
    expect(dialogTimeoutMs).toBe(DIALOG_AUTOCANCEL_MS);
    const p = new ControlHandler({ decider: buildDecider({ terminal: never }), dialogTimeoutMs })
      .answer(dialog)
      .then((a) => ((settled = true), a));
    await vi.advanceTimersByTimeAsync(5999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await p).decision).toMatchObject({ kind: "dialog", decision: "cancelled", by: "timeout" });
  });

  it("a live decider is not raced: its answer, however late, is the one sent", async () => {
    vi.useFakeTimers();
    let answer: (v: DeciderVerdict) => void = () => undefined;
    const late: Decider = { decide: () => new Promise<DeciderVerdict>((r) => (answer = r)) };
    const s = new LiveDeciderSession(
      { channel: { kind: "cmd", command: "true" } },
      { command: "record", cwd: "/", env: {}, log: () => undefined },
    );
    const { dialogTimeoutMs } = s.forScenario(undefined, "s.yaml");
    expect(dialogTimeoutMs).toBe(Infinity);
    const p = new ControlHandler({ decider: buildDecider({ terminal: late }), dialogTimeoutMs }).answer(dialog);
    await vi.advanceTimersByTimeAsync(60_000);
    answer({ kind: "decided", by: "decider-cmd", response: { kind: "dialog", behavior: "ok", choice: "yes" } });
    expect((await p).frame).toMatchObject({ response: { response: { behavior: "ok", choice: "yes" } } });
  });

  it("COWORK_HARNESS_DIALOG_TIMEOUT_MS: inf lifts the race; a finite value with a live decider is refused", () => {
    const log = () => undefined;
    expect(
      new LiveDeciderSession(
        {},
        { command: "record", cwd: "/", env: { COWORK_HARNESS_DIALOG_TIMEOUT_MS: "inf" }, log },
      ).forScenario(undefined, "s").dialogTimeoutMs,
    ).toBe(Infinity);
    expect(
      new LiveDeciderSession(
        {},
        { command: "record", cwd: "/", env: { COWORK_HARNESS_DIALOG_TIMEOUT_MS: "250" }, log },
      ).forScenario(undefined, "s").dialogTimeoutMs,
    ).toBe(250);
    expect(() =>
      new LiveDeciderSession(
        { channel: { kind: "cmd", command: "true" } },
        { command: "record", cwd: "/", env: { COWORK_HARNESS_DIALOG_TIMEOUT_MS: "250" }, log },
      ).forScenario(undefined, "s"),
    ).toThrow(/cannot be combined with a live decider/);
  });

  it("a real helper process answers a dialog and a question of one run", async () => {
    const dir = mkdtempSync(join(tmpdir(), "h24-helper-"));
    const helper = join(dir, "helper.mjs");
    writeFileSync(
      helper,
      `import { createInterface } from "node:readline";
createInterface({ input: process.stdin }).on("line", (l) => {
  const r = JSON.parse(l);
  const reply = r.kind === "dialog" ? { id: r.id, behavior: "ok", choice: r.payload.text.length } : { id: r.id, answers: { [r.questions[0].question]: "2" } };
  process.stdout.write(JSON.stringify(reply) + "\\n");
});
`,
    );
    const s = new LiveDeciderSession(
      { channel: { kind: "cmd", command: `node ${helper}` } },
      { command: "record", cwd: dir, env: { PATH: process.env.PATH }, log: () => undefined },
    );
    try {
      const d = s.forScenario(undefined, "s.yaml");
      const handler = new ControlHandler({
        decider: buildDecider({ terminal: d.terminal }),
        dialogTimeoutMs: d.dialogTimeoutMs,
      });
      const a = await handler.answer(dialog);
      expect(a.frame).toEqual({
        type: "control_response",
        response: { subtype: "success", request_id: "d1", response: { behavior: "ok", choice: 8 } },
      });
      expect(a.decision).toMatchObject({ kind: "dialog", by: "decider-cmd", nonDeterministic: true });
      const q = await handler.answer({
        type: "control_request",
        request_id: "q1",
        request: {
          subtype: "can_use_tool",
          tool_name: "AskUserQuestion",
          input: { questions: [{ question: "Size?", options: [{ label: "S" }, { label: "M" }] }] },
        },
      });
      expect(q.decision).toMatchObject({ kind: "question", answers: { "Size?": "M" }, by: "decider-cmd" });
    } finally {
      await s.close();
    }
  });
});

describe("prompt: a person at the terminal", () => {
  it("asks each sub-question with numbered options, takes a number or a label, re-asks on a wrong one", async () => {
    const { PassThrough } = await import("node:stream");
    const { PromptDecider } = await import("../../src/live/answerers/prompt-decider.js");
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = "";
    output.on("data", (c: Buffer) => (shown += c.toString()));
    const d = new PromptDecider({ input, output });
    const verdict = d.decide({
      kind: "question",
      id: "q",
      questions: [
        { question: "Size?", options: [{ label: "S" }, { label: "M" }] },
        { question: "Extras?", multiSelect: true, options: [{ label: "Cheese" }, { label: "Ham" }] },
      ],
    });
    const feed = async (line: string): Promise<void> => {
      for (let i = 0; i < 50 && !shown.trimEnd().endsWith(":"); i++) await new Promise((r) => setTimeout(r, 5));
      shown = "";
      input.write(`${line}\n`);
    };
    await feed("XL");
    await feed("2");
    await feed("ham, 1");
    expect(await verdict).toMatchObject({
      kind: "decided",
      by: "human",
      nonDeterministic: true,
      response: { kind: "question", answers: { "Size?": "M", "Extras?": "Ham, Cheese" } },
    });
  });
});

describe("the model decider against our scripted model server", () => {
  const q: DecisionRequest = {
    kind: "question",
    id: "q",
    questions: [{ question: "Pick one (token sk-live-secret-123456)", options: [{ label: "Red" }, { label: "Blue" }] }],
  };
  const decider = async (script: unknown, env: NodeJS.ProcessEnv = {}) => {
    const { startModelServer } = await import("../../src/live/model-server/server.js");
    const { ModelScriptSchema } = await import("../../src/core/model-script/script-model.js");
    const { LlmDecider } = await import("../../src/live/answerers/llm-decider.js");
    const server = await startModelServer({ script: ModelScriptSchema.parse(script) });
    const d = new LlmDecider({
      apiKey: "sk-test-key-000000",
      baseUrl: server.url,
      model: "m-test",
      env,
      context: () => "",
      secrets: ["sk-live-secret-123456"],
    });
    return { server, d };
  };

  it("sends the key and model, masks secrets in the prompt, records the decision as decider-llm", async () => {
    const { server, d } = await decider({ turns: [{ respond: [{ text: "Blue" }] }] });
    try {
      expect(await d.decide(q)).toMatchObject({
        kind: "decided",
        by: "decider-llm",
        nonDeterministic: true,
        response: { answers: { "Pick one (token sk-live-secret-123456)": "Blue" } },
      });
      const body = server.requests[0]!.body as { model: string; messages: { content: string }[] };
      expect(body.model).toBe("m-test");
      expect(body.messages[0]!.content).toContain("Question: Pick one (token ***)");
      expect(body.messages[0]!.content).not.toContain("sk-live-secret-123456");
    } finally {
      await server.close();
    }
  });

  it("a reply naming no option stops the run loudly; HTTP 500 is retried, then a one-line run error", async () => {
    const bad = await decider({ turns: [{ respond: [{ text: "Purple, obviously" }] }] });
    try {
      await expect(bad.d.decide(q)).rejects.toThrow(
        /^unanswered question: decider-llm: the model's reply "Purple, obviously" to "Pick one .*" names none of its options \("Red", "Blue"\)$/,
      );
    } finally {
      await bad.server.close();
    }
    const { AgentRunError } = await import("../../src/live/agent/errors.js");
    const down = await decider({ turns: [{ fault: "500" }, { fault: "500" }] }, { COWORK_HARNESS_LLM_RETRIES: "1" });
    try {
      const e = await down.d.decide(q).then(
        () => undefined,
        (x: unknown) => x,
      );
      expect(e).toBeInstanceOf(AgentRunError);
      expect((e as Error).message).toBe(
        "decider-llm: HTTP 500 from the Messages API: scripted fault: internal server error (2 attempts)",
      );
      expect(down.server.requests).toHaveLength(2);
    } finally {
      await down.server.close();
    }
  });

  it("abstains on dialogs and elicitations, and on permissions other than a web fetch", async () => {
    const { d, server } = await decider({ turns: [{ respond: [{ text: "1" }] }] });
    try {
      expect((await d.decide({ kind: "dialog", id: "d", dialogKind: "x", payload: {} })).kind).toBe("abstain");
      expect((await d.decide({ kind: "permission", id: "p", tool: "Bash", input: {} })).kind).toBe("abstain");
      expect(
        await d.decide({ kind: "permission", id: "w", tool: "WebFetch", input: { url: "https://example.com/a" } }),
      ).toMatchObject({
        response: { kind: "permission", behavior: "allow" },
      });
    } finally {
      await server.close();
    }
  });
});
