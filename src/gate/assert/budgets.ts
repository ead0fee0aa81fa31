/**
 * Budget keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions "Tool calls / budgets"): limits on errors, redundant and
 * total main-agent tool calls, turns, tokens and cost, plus compaction. Turns, tokens and cost
 * come from the recorded result event and assert the *recording*; when the recording does not
 * carry them the key fails as "evidence unavailable".
 */
import type { KeyEvaluator } from "./context.js";
import { badArg, fail, isNonNegativeInt, isPositiveNumber, pass, sample, sum } from "./describe.js";

const maxToolErrors: KeyEvaluator = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("max_tool_errors", arg, "an integer ≥ 0");
  const entries = Object.entries(ctx.record.toolErrors ?? {});
  const total = sum(entries.map(([, c]) => c.errors));
  const byTool = sample(
    entries.filter(([, c]) => c.errors > 0).map(([name, c]) => `${name} ${c.errors}`),
    "none",
  );
  return total <= arg
    ? pass(`max_tool_errors: ${total} ≤ ${arg} (errors by tool: ${byTool})`)
    : fail(`${total} tool errors exceeds max ${arg}`);
};

const maxRedundantToolCalls: KeyEvaluator = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("max_redundant_tool_calls", arg, "an integer ≥ 0");
  const groups = ctx.record.redundantToolCalls ?? [];
  const wasted = sum(groups.map((g) => g.count - 1));
  const repeated = sample(
    groups.map((g) => `${g.name}×${g.count}`),
    "none",
  );
  return wasted <= arg
    ? pass(`max_redundant_tool_calls: ${wasted} ≤ ${arg} (repeated: ${repeated})`)
    : fail(`${wasted} wasted redundant call(s) exceeds max ${arg}`);
};

const toolCallsMax: KeyEvaluator = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("tool_calls_max", arg, "an integer ≥ 0");
  const counts = Object.entries(ctx.record.toolCounts ?? {});
  const total = sum(counts.map(([, n]) => n));
  const byTool = sample(
    counts.map(([name, n]) => `${name} ${n}`),
    "none",
  );
  return total <= arg
    ? pass(`tool_calls_max: ${total} ≤ ${arg} (${byTool})`)
    : fail(`${total} tool calls exceeds max ${arg}`);
};

const maxTurns: KeyEvaluator = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("max_turns", arg, "an integer ≥ 0");
  const turns = ctx.record.usage?.turns;
  if (typeof turns !== "number") return fail("evidence unavailable: turn telemetry absent — cannot evaluate max_turns");
  return turns <= arg ? pass(`max_turns: ${turns} ≤ ${arg}`) : fail(`${turns} turns exceeds max ${arg}`);
};

const maxTokens: KeyEvaluator = (arg, ctx) => {
  if (!isPositiveNumber(arg) || !Number.isInteger(arg)) return badArg("max_tokens", arg, "an integer > 0");
  const input = ctx.record.usage?.input_tokens;
  const output = ctx.record.usage?.output_tokens;
  if (typeof input !== "number" || typeof output !== "number")
    return fail("evidence unavailable: token telemetry absent — cannot evaluate max_tokens");
  const total = input + output;
  return total <= arg ? pass(`max_tokens: ${total} ≤ ${arg}`) : fail(`${total} tokens exceeds max ${arg}`);
};

const maxCostUsd: KeyEvaluator = (arg, ctx) => {
  if (!isPositiveNumber(arg)) return badArg("max_cost_usd", arg, "a number > 0");
  const usd = ctx.record.cost?.usd;
  if (typeof usd !== "number")
    return fail("evidence unavailable: cost telemetry absent — cannot evaluate max_cost_usd");
  return usd <= arg ? pass(`max_cost_usd: $${usd} ≤ $${arg}`) : fail(`cost $${usd} exceeds max $${arg}`);
};

const compactionOccurred: KeyEvaluator = (arg, ctx) => {
  if (arg !== true) return badArg("compaction_occurred", arg, "true");
  const events = ctx.record.contextEvents;
  if (events === undefined || events === null)
    return fail("compaction_occurred: no context events captured — cannot verify");
  const compactions = events.filter((e) => e.subtype === "compact_boundary").length;
  return compactions > 0
    ? pass(`compaction_occurred: ${compactions} compact_boundary event(s)`)
    : fail("compaction_occurred: no compact_boundary event was recorded");
};

export const budgetKeys: Record<string, KeyEvaluator> = {
  max_tool_errors: maxToolErrors,
  max_redundant_tool_calls: maxRedundantToolCalls,
  tool_calls_max: toolCallsMax,
  max_turns: maxTurns,
  max_tokens: maxTokens,
  max_cost_usd: maxCostUsd,
  compaction_occurred: compactionOccurred,
};
