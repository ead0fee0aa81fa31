/**
 * A `when_question` regex that runs out of its time budget (catastrophic backtracking) ends the
 * run with a typed DeciderError naming the pattern — one line, exit 2 — and never hangs.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ControlHandler } from "../../src/live/agent/control-handler.js";
import { buildDecider } from "../../src/live/agent/decider/build.js";
import { ScriptedDecider } from "../../src/live/agent/decider/scripted.js";
import { AgentProtocolError, DeciderError } from "../../src/live/agent/errors.js";
import { EXIT } from "../../src/core/util/errors.js";
import { REGEX_TIMEOUT_ENV } from "../../src/core/util/safe-regex.js";

const EVIL = "^(a+)+$";
const QUESTION = `${"a".repeat(40)}!`;

let saved: string | undefined;
beforeEach(() => {
  saved = process.env[REGEX_TIMEOUT_ENV];
  process.env[REGEX_TIMEOUT_ENV] = "100";
});
afterEach(() => {
  if (saved === undefined) delete process.env[REGEX_TIMEOUT_ENV];
  else process.env[REGEX_TIMEOUT_ENV] = saved;
});

describe("when_question regex over its time budget", () => {
  it("the scripted decider throws a DeciderError naming the pattern, with exit 2, within the budget", () => {
    const d = new ScriptedDecider([{ when_question: EVIL, answer: "yes" }]);
    const t0 = Date.now();
    let err: unknown;
    try {
      d.decide({ kind: "question", questions: [{ question: QUESTION, options: [] }] } as never);
    } catch (e) {
      err = e;
    }
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(err).toBeInstanceOf(DeciderError);
    const e = err as DeciderError;
    expect(e.exitCode).toBe(EXIT.usage);
    expect(e.message).toContain(`/${EVIL}/`);
    expect(e.message).toMatch(/^decider error: answers: when_question .* did not finish within 100 ms/);
    expect(e.message).not.toContain("\n");
  });

  it("a harmless pattern of an earlier rule still answers; the evil one is only reached when needed", () => {
    const d = new ScriptedDecider([
      { when_question: "^a+!$", answer: "fine" },
      { when_question: EVIL, answer: "never" },
    ]);
    const v = d.decide({ kind: "question", questions: [{ question: QUESTION, options: [] }] } as never);
    expect(v).toMatchObject({ kind: "decided", response: { kind: "question", answers: { [QUESTION]: "fine" } } });
  });

  it("through the control handler it is the run's fatal error (not a protocol error), and no answer is sent", async () => {
    const handler = new ControlHandler({
      decider: buildDecider({ answers: [{ when_question: EVIL, answer: "yes" }] }),
    });
    const ans = await handler.answer({
      type: "control_request",
      request_id: "q1",
      request: {
        subtype: "can_use_tool",
        tool_name: "AskUserQuestion",
        input: { questions: [{ question: QUESTION, header: "H", options: [{ label: "A", description: "" }] }] },
      },
    });
    expect(ans.fatal).toBeInstanceOf(DeciderError);
    expect(ans.fatal).not.toBeInstanceOf(AgentProtocolError);
    expect(ans.fatal?.exitCode).toBe(EXIT.usage);
    expect(ans.fatal?.message).toContain(EVIL);
    expect(ans.frame).toBeUndefined();
    expect(ans.decision).toBeUndefined();
  });
});
