/**
 * Tool-call keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions "Tool calls / budgets"): which tools the main agent
 * called (tool globs over `toolsCalled`), which tools the agent was offered (regex over the
 * init event's tool list), and whether matching tools errored (`toolErrors`).
 */
import type { KeyEvaluator, KeyResult } from "./context.js";
import type { ToolErrorCount } from "../evidence/types.js";
import { toolGlobMatches } from "../../core/scenario/match.js";
import { badArg, fail, isNonEmptyString, pass, regexArg, sample } from "./describe.js";

const toolCalled: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_called", arg, "a non-empty tool-name glob");
  const called = ctx.record.toolsCalled;
  const hit = called.find((name) => toolGlobMatches(arg, name));
  return hit !== undefined
    ? pass(`tool_called: "${arg}" matched ${hit}`)
    : fail(`tool not called: no called tool matched "${arg}" (called: ${sample(called)})`);
};

const toolNotCalled: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_not_called", arg, "a non-empty tool-name glob");
  const called = ctx.record.toolsCalled;
  const hits = called.filter((name) => toolGlobMatches(arg, name));
  return hits.length === 0 ? pass() : fail(`tool unexpectedly called: "${arg}" matched ${hits.join(", ")}`);
};

const toolAvailable: KeyEvaluator = (arg, ctx) => {
  const r = regexArg("tool_available", arg);
  if ("result" in r) return r.result;
  const tools = ctx.availableTools;
  if (tools === undefined)
    return fail(
      "evidence unavailable: the recording has no init event, so the offered tools are unknown — cannot evaluate tool_available",
    );
  const hit = tools.find((t) => r.re.test(t));
  return hit !== undefined
    ? pass(`tool_available: /${String(arg)}/i matched ${hit}`)
    : fail(`no available tool matched "${String(arg)}"`);
};

function describeErrors(entries: [string, ToolErrorCount][]): string {
  return sample(
    entries.map(([name, c]) => `${name} (${c.errors}/${c.calls} errored)`),
    "(none)",
  );
}

/** tool_no_error / tool_no_error_if_called: every tool matching the regex ran without an error result. */
function noErrorFor(key: string, requirePresence: boolean): KeyEvaluator {
  return (arg, ctx): KeyResult => {
    const r = regexArg(key, arg);
    if ("result" in r) return r.result;
    const pattern = String(arg);
    const errors = ctx.record.toolErrors;
    if (errors === undefined || errors === null)
      return fail(`evidence unavailable: tool-error telemetry absent — cannot evaluate ${key}`);
    const matching = Object.entries(errors).filter(([name]) => r.re.test(name));
    if (matching.length === 0) {
      return requirePresence
        ? fail(
            `${key}: no tool matching "${pattern}" was called — cannot verify it ran error-free (use tool_no_error_if_called to pass when the tool may legitimately not run)`,
          )
        : pass(`${key}: no tool matching "${pattern}" was called`);
    }
    const errored = matching.filter(([, c]) => c.errors > 0);
    return errored.length === 0
      ? pass(`${key}: ${describeErrors(matching)}`)
      : fail(
          `tool(s) matching "${pattern}" had errors: ${errored.map(([name, c]) => `${name} (${c.errors})`).join(", ")}`,
        );
  };
}

export const toolKeys: Record<string, KeyEvaluator> = {
  tool_called: toolCalled,
  tool_not_called: toolNotCalled,
  tool_available: toolAvailable,
  tool_no_error: noErrorFor("tool_no_error", true),
  tool_no_error_if_called: noErrorFor("tool_no_error_if_called", false),
};
