import { describe, it, expect } from "vitest";
import { hookKeys } from "../../src/gate/assert/hooks.js";
import type { HookEvent } from "../../src/gate/evidence/types.js";
import { makeContext } from "../helpers/context.js";

const hookBlocked = hookKeys.hook_blocked!;
const noHookBlocked = hookKeys.no_hook_blocked!;

const allow: HookEvent = { callbackId: "hostloop-path-gate", tool: "Write", decision: "allow", paths: ["/x"] };
const block: HookEvent = {
  callbackId: "cb-1",
  tool: "Task",
  decision: "block",
  reason: "Background agents disabled",
  paths: [],
};

describe("hook_blocked", () => {
  it("passes when a blocked event's tool matches the regex", () => {
    expect(hookBlocked("^task$", makeContext({ hookEvents: [allow, block] }))).toEqual({ pass: true });
  });

  it("fails when only allowed events match", () => {
    expect(hookBlocked("Write", makeContext({ hookEvents: [allow, block] }))).toEqual({
      pass: false,
      message: 'hook_blocked: no blocked tool matched "Write"',
    });
  });

  it("cannot verify without hook events (replay without controlOut)", () => {
    const r = hookBlocked("Task", makeContext());
    expect(r).toEqual({
      pass: false,
      message: "hook_blocked: no hook events (older run / replay without controlOut) — cannot verify",
    });
  });

  it("reports a bad regex", () => {
    expect(hookBlocked("*", makeContext({ hookEvents: [] })).message).toMatch(/^hook_blocked: bad regex/);
  });
});

describe("no_hook_blocked", () => {
  it("passes when hook events exist but none blocked, including none at all", () => {
    expect(noHookBlocked(true, makeContext({ hookEvents: [allow] }))).toEqual({ pass: true });
    expect(noHookBlocked(true, makeContext({ hookEvents: [] }))).toEqual({ pass: true });
  });

  it("names the blocked tool and the reason", () => {
    expect(noHookBlocked(true, makeContext({ hookEvents: [allow, block] }))).toEqual({
      pass: false,
      message: 'no_hook_blocked: "Task" was blocked (Background agents disabled)',
    });
  });

  it("falls back to the callback id when the tool is unknown", () => {
    const r = noHookBlocked(true, makeContext({ hookEvents: [{ callbackId: "cb-9", decision: "block", paths: [] }] }));
    expect(r.message).toBe('no_hook_blocked: "cb-9" was blocked');
  });

  it("cannot verify without hook events, and rejects a non-true argument", () => {
    expect(noHookBlocked(true, makeContext()).message).toMatch(/cannot verify$/);
    expect(noHookBlocked(false, makeContext({ hookEvents: [] })).pass).toBe(false);
  });
});
