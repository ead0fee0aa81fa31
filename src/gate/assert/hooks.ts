/**
 * PreToolUse hook keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions, "Gates"): hook events are rebuilt on
 * replay from the recorded hook_callback requests and their controlOut replies. Without
 * controlOut there are none to read — "cannot verify", never a vacuous pass.
 */
import type { KeyEvaluator } from "./context.js";
import { badArg, fail, pass, regexArg } from "./describe.js";

const NO_EVENTS = "no hook events (older run / replay without controlOut) — cannot verify";

const hookBlocked: KeyEvaluator = (arg, ctx) => {
  const r = regexArg("hook_blocked", arg);
  if ("result" in r) return r.result;
  const events = ctx.record.hookEvents;
  if (events === undefined) return fail(`hook_blocked: ${NO_EVENTS}`);
  const hit = events.find((h) => h.decision === "block" && h.tool !== undefined && r.re.test(h.tool));
  return hit ? pass() : fail(`hook_blocked: no blocked tool matched "${String(arg)}"`);
};

const noHookBlocked: KeyEvaluator = (arg, ctx) => {
  if (arg !== true) return badArg("no_hook_blocked", arg, "true");
  const events = ctx.record.hookEvents;
  if (events === undefined) return fail(`no_hook_blocked: ${NO_EVENTS}`);
  const blocked = events.find((h) => h.decision === "block");
  if (!blocked) return pass();
  const who = blocked.tool ?? blocked.callbackId;
  return fail(`no_hook_blocked: "${who}" was blocked${blocked.reason ? ` (${blocked.reason})` : ""}`);
};

export const hookKeys: Record<string, KeyEvaluator> = {
  hook_blocked: hookBlocked,
  no_hook_blocked: noHookBlocked,
};
