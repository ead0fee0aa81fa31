import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import AjvModule from "ajv";
import { ControlHandler } from "../../src/live/agent/control-handler.js";
import { buildDecider } from "../../src/live/agent/decider/build.js";
import type { Decider } from "../../src/live/agent/decider/types.js";
import { AgentProtocolError, UnansweredError } from "../../src/live/agent/errors.js";
import { initializeFrame } from "../../src/live/agent/initialize.js";
import { REPO_ROOT } from "../helpers/paths.js";

type AjvClass = typeof AjvModule.default;
const Ajv: AjvClass = ((AjvModule as unknown as { default?: AjvClass }).default ?? AjvModule) as AjvClass;
const validate = new Ajv({ strict: false, allErrors: true }).compile(
  JSON.parse(readFileSync(join(REPO_ROOT, "schema/protocol.v1.schema.json"), "utf8")) as object,
);
const expectValid = (frame: unknown): void => {
  const ok = validate(frame);
  expect(ok ? [] : validate.errors, JSON.stringify(frame)).toEqual([]);
};

const req = (request_id: unknown, request: Record<string, unknown>): Record<string, unknown> => ({
  type: "control_request",
  request_id,
  request,
});

const handler = (
  decider: Decider = buildDecider(),
  extra: Partial<ConstructorParameters<typeof ControlHandler>[0]> = {},
): ControlHandler => new ControlHandler({ decider, ...extra });

describe("control request answers", () => {
  it("cancels a request_user_dialog after dialogTimeoutMs when the decider is slow", async () => {
    const slow: Decider = { decide: () => new Promise(() => {}) };
    const t0 = Date.now();
    const ans = await handler(slow, { dialogTimeoutMs: 150 }).answer(
      req("d1", { subtype: "request_user_dialog", dialog_kind: "confirm", payload: { a: 1 } }),
    );
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    expect(ans.frame).toEqual({
      type: "control_response",
      response: { subtype: "success", request_id: "d1", response: { behavior: "cancelled" } },
    });
    expect(ans.decision).toMatchObject({ kind: "dialog", name: "confirm", decision: "cancelled", by: "timeout" });
    expectValid(ans.frame);
    expectValid(req("d1", { subtype: "request_user_dialog", dialog_kind: "confirm", payload: { a: 1 } }));
  });

  it("passes a dialog answer through when the decider answers in time", async () => {
    const ok: Decider = {
      decide: () => ({ kind: "decided", by: "test", response: { kind: "dialog", behavior: "ok", choice: "yes" } }),
    };
    const ans = await handler(ok).answer(req("d2", { subtype: "request_user_dialog", dialogKind: "confirm" }));
    expect(ans.frame).toMatchObject({ response: { response: { behavior: "ok", choice: "yes" } } });
    expectValid(ans.frame);
  });

  it("declines elicitation and side_question by default", async () => {
    for (const subtype of ["elicitation", "side_question"]) {
      const ans = await handler().answer(
        req(`e-${subtype}`, { subtype, mcp_server_name: "srv", message: "Pick", requestedSchema: {} }),
      );
      expect(ans.frame).toEqual({
        type: "control_response",
        response: { subtype: "success", request_id: `e-${subtype}`, response: { action: "decline" } },
      });
      expect(ans.fatal).toBeUndefined();
      expectValid(ans.frame);
    }
  });

  it("answers an unknown subtype with the error envelope and a fatal protocol error", async () => {
    const ans = await handler().answer(req("u1", { subtype: "warp_drive" }));
    expect(ans.frame).toEqual({
      type: "control_response",
      response: { subtype: "error", request_id: "u1", error: 'unsupported control_request subtype "warp_drive"' },
    });
    expect(ans.fatal).toBeInstanceOf(AgentProtocolError);
    expectValid(ans.frame);
  });

  it("fails closed on a missing request id and on a duplicate outstanding id", async () => {
    const h = handler({ decide: () => new Promise((r) => setTimeout(() => r({ kind: "abstain" }), 50)) });
    const missing = await h.answer(req("", { subtype: "can_use_tool", tool_name: "Bash", input: {} }));
    expect(missing.frame).toBeUndefined();
    expect(missing.fatal?.message).toBe('protocol error: control_request with a malformed request_id: ""');
    const first = h.answer(req("dup", { subtype: "can_use_tool", tool_name: "Bash", input: {} }));
    const second = await h.answer(req("dup", { subtype: "can_use_tool", tool_name: "Bash", input: {} }));
    expect(second.fatal?.message).toBe('protocol error: duplicate outstanding request_id "dup"');
    // an abstained permission becomes deny "no decider"
    expect((await first).frame).toMatchObject({ response: { response: { behavior: "deny", message: "no decider" } } });
  });

  it("routes mcp_message: unknown server → -32601, handler throw → -32603, notification → {}", async () => {
    const h = handler(buildDecider(), {
      mcpServers: new Map([
        [
          "boom",
          () => {
            throw new Error("kaput");
          },
        ],
      ]),
    });
    const unknown = await h.answer(
      req("m1", {
        subtype: "mcp_message",
        server_name: "ghost",
        message: { jsonrpc: "2.0", id: 7, method: "tools/list" },
      }),
    );
    expect(unknown.frame).toMatchObject({
      response: { response: { mcp_response: { jsonrpc: "2.0", id: 7, error: { code: -32601 } } } },
    });
    const thrown = await h.answer(
      req("m2", { subtype: "mcp_message", server_name: "boom", message: { jsonrpc: "2.0", id: "a", method: "x" } }),
    );
    expect(thrown.frame).toMatchObject({
      response: { response: { mcp_response: { id: "a", error: { code: -32603, message: "handler error: kaput" } } } },
    });
    const note = await h.answer(
      req("m3", {
        subtype: "mcp_message",
        server_name: "ghost",
        message: { jsonrpc: "2.0", method: "notifications/initialized" },
      }),
    );
    expect(note.frame).toMatchObject({ response: { request_id: "m3", response: {} } });
    for (const a of [unknown, thrown, note]) expectValid(a.frame);
  });

  it("answers hook callbacks: background Task blocked, foreground allowed, custom handler, throw blocks", async () => {
    const h = handler(buildDecider(), {
      hooks: new Map([
        ["gate", () => ({ decision: "block" as const, reason: "nope" })],
        [
          "bad",
          () => {
            throw new Error("oops");
          },
        ],
      ]),
    });
    const bg = await h.answer(
      req("h1", {
        subtype: "hook_callback",
        callback_id: "cowork-task-bg-block",
        input: { tool_input: { run_in_background: true } },
      }),
    );
    expect(bg.frame).toMatchObject({
      response: { response: { decision: "block", reason: "Background agents disabled" } },
    });
    const fg = await h.answer(
      req("h2", { subtype: "hook_callback", callback_id: "cowork-task-bg-block", input: { tool_input: {} } }),
    );
    expect(fg.frame).toMatchObject({ response: { response: {} } });
    const custom = await h.answer(req("h3", { subtype: "hook_callback", callback_id: "gate", input: {} }));
    expect(custom.frame).toMatchObject({ response: { response: { decision: "block", reason: "nope" } } });
    const bad = await h.answer(req("h4", { subtype: "hook_callback", callback_id: "bad", input: {} }));
    expect(bad.frame).toMatchObject({ response: { response: { decision: "block", reason: "hook bad failed: oops" } } });
    for (const a of [bg, fg, custom, bad]) expectValid(a.frame);
  });

  it("fails the run on an unanswerable question: abstained, header-only, or empty", async () => {
    const ask = (questions: unknown[]): Record<string, unknown> =>
      req("q1", { subtype: "can_use_tool", tool_name: "AskUserQuestion", input: { questions } });
    const abstained = await handler().answer(ask([{ question: "Which?", options: [{ label: "A" }] }]));
    expect(abstained.fatal).toBeInstanceOf(UnansweredError);
    expect(abstained.frame).toBeUndefined();
    const headerOnly = await handler(buildDecider({ onUnanswered: "first" })).answer(
      ask([{ header: "Fmt", options: [{ label: "A" }] }]),
    );
    expect(headerOnly.fatal?.message).toBe(
      'unanswered question: AskUserQuestion request q1 has a sub-question without question text (header "Fmt")',
    );
    expect((await handler(buildDecider({ onUnanswered: "first" })).answer(ask([]))).fatal).toBeInstanceOf(
      UnansweredError,
    );
  });

  it("refuses a question under on_unanswered: deny with a schema-valid deny body", async () => {
    const ans = await handler(buildDecider({ onUnanswered: "deny" })).answer(
      req("q2", {
        subtype: "can_use_tool",
        tool_name: "AskUserQuestion",
        input: { questions: [{ question: "Which?", options: [{ label: "A" }] }] },
      }),
    );
    expect(ans.frame).toEqual({
      type: "control_response",
      response: {
        subtype: "success",
        request_id: "q2",
        response: { behavior: "deny", message: "question left unanswered (on_unanswered: deny)" },
      },
    });
    expect(ans.decision).toMatchObject({ kind: "question", decision: "deny", by: "terminal" });
    expectValid(ans.frame);
  });

  it("turns a malformed AskUserQuestion into the error envelope and a protocol error", async () => {
    const ans = await handler().answer(
      req("q3", { subtype: "can_use_tool", tool_name: "AskUserQuestion", input: { questions: "nope" } }),
    );
    expect(ans.fatal).toBeInstanceOf(AgentProtocolError);
    expect(ans.frame).toMatchObject({ response: { subtype: "error", request_id: "q3" } });
    expectValid(ans.frame);
  });

  it("builds an initialize frame that always carries the Task background hook", () => {
    const bare = initializeFrame();
    expect(bare).toEqual({
      type: "control_request",
      request_id: "init-1",
      request: {
        subtype: "initialize",
        hooks: { PreToolUse: [{ matcher: "Task", hookCallbackIds: ["cowork-task-bg-block"] }] },
      },
    });
    const full = initializeFrame({
      appendSubagentSystemPrompt: "sub",
      sdkMcpServers: ["cowork"],
      extraPreToolUse: [{ matcher: "Write", hookCallbackIds: ["g"] }],
    });
    expect(full.request).toMatchObject({ appendSubagentSystemPrompt: "sub", sdkMcpServers: ["cowork"] });
    expectValid(bare);
    expectValid(full);
  });
});
