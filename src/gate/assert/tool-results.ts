/**
 * Tool-result keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions): search every tool result's text, main agent and
 * sub-agents alike (`ctx.toolResultTexts`). A result whose assertion text was not kept is
 * known only by its 500-char display text (`ctx.toolResultsTruncated[i]`); when such a result
 * could hide the answer, the key fails as "evidence unavailable" instead of guessing.
 * Failures explain themselves in the message (reference wording); negative keys pass silently.
 */
import type { AssertContext, KeyEvaluator, KeyResult } from "./context.js";
import { badArg, fail, isNonEmptyString, matchExcerpt, pass, regexArg } from "./describe.js";

type Test = (text: string) => boolean;

function isTruncated(ctx: AssertContext, i: number): boolean {
  return ctx.toolResultsTruncated[i] === true;
}

/** Positive search: pass on any hit; on a miss, a display-truncated result makes it unverifiable. */
function searchPositive(
  ctx: AssertContext,
  test: Test,
  hitEvidence: (i: number) => string,
  what: string,
  missMessage: string,
): KeyResult {
  const texts = ctx.toolResultTexts;
  const hit = texts.findIndex((t) => test(t));
  if (hit >= 0) return pass(hitEvidence(hit));
  const anyTruncated = texts.some((_, i) => isTruncated(ctx, i));
  return anyTruncated
    ? fail(
        `evidence unavailable: no captured tool result ${what}, but one or more results are display-truncated (no assertText) — a match may be past the cap`,
      )
    : fail(missMessage);
}

/** Negative search: fail on any hit; a truncated result without a hit cannot rule one out. */
function searchNegative(ctx: AssertContext, test: Test, hitMessage: string, truncatedMessage: string): KeyResult {
  const texts = ctx.toolResultTexts;
  const hit = texts.findIndex((t) => test(t));
  if (hit >= 0) return fail(hitMessage);
  const blind = texts.some((t, i) => isTruncated(ctx, i) && !test(t));
  return blind ? fail(truncatedMessage) : pass();
}

const toolResultContains: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_result_contains", arg, "a non-empty string");
  return searchPositive(
    ctx,
    (t) => t.includes(arg),
    (i) => `tool_result_contains: found "${arg}" in tool result #${i + 1} of ${ctx.toolResultTexts.length}`,
    `contained "${arg}"`,
    `no tool result contained "${arg}"`,
  );
};

const toolResultNotContains: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_result_not_contains", arg, "a non-empty string");
  return searchNegative(
    ctx,
    (t) => t.includes(arg),
    `a tool result unexpectedly contained "${arg}"`,
    "evidence unavailable: one or more tool results are display-truncated (no assertText) — cannot rule out forbidden substring",
  );
};

const toolResultMatches: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_result_matches", arg, "a non-empty regex string");
  const r = regexArg("tool_result_matches", arg);
  if ("result" in r) return r.result;
  const re = r.re;
  return searchPositive(
    ctx,
    (t) => re.test(t),
    (i) =>
      `tool_result_matches: /${arg}/i matched "${matchExcerpt(re, ctx.toolResultTexts[i] ?? "")}" in tool result #${i + 1} of ${ctx.toolResultTexts.length}`,
    `matched /${arg}/i`,
    `no tool result matched /${arg}/i`,
  );
};

const toolResultNotMatches: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_result_not_matches", arg, "a non-empty regex string");
  const r = regexArg("tool_result_not_matches", arg);
  if ("result" in r) return r.result;
  const re = r.re;
  return searchNegative(
    ctx,
    (t) => re.test(t),
    `a tool result matched forbidden /${arg}/i`,
    "evidence unavailable: one or more tool results are display-truncated (no assertText) — cannot rule out a forbidden regex match",
  );
};

export const toolResultKeys: Record<string, KeyEvaluator> = {
  tool_result_contains: toolResultContains,
  tool_result_not_contains: toolResultNotContains,
  tool_result_matches: toolResultMatches,
  tool_result_not_matches: toolResultNotMatches,
};
