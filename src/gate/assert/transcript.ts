/**
 * Transcript keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions "Transcript / tool results"): the transcript is the
 * main agent's top-level assistant text joined with "\n". Literals are case-sensitive
 * `includes`; regexes are case-insensitive. Always evaluable on replay.
 *
 * Like the reference, a failing key explains itself in its message only, and negative keys
 * pass silently; positive keys cite what they found as evidence.
 */
import type { KeyEvaluator } from "./context.js";
import { badArg, fail, isNonEmptyString, matchExcerpt, pass, regexArg } from "./describe.js";

const transcriptContains: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("transcript_contains", arg, "a non-empty string");
  return ctx.record.transcript.includes(arg)
    ? pass(`transcript_contains: found "${arg}"`)
    : fail(`transcript missing "${arg}"`);
};

const transcriptNotContains: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("transcript_not_contains", arg, "a non-empty string");
  return ctx.record.transcript.includes(arg) ? fail(`transcript unexpectedly contains "${arg}"`) : pass();
};

const transcriptMatches: KeyEvaluator = (arg, ctx) => {
  const r = regexArg("transcript_matches", arg);
  if ("result" in r) return r.result;
  const transcript = ctx.record.transcript;
  return r.re.test(transcript)
    ? pass(`transcript_matches: /${String(arg)}/i matched "${matchExcerpt(r.re, transcript)}"`)
    : fail(`transcript did not match /${String(arg)}/i`);
};

const transcriptNotMatches: KeyEvaluator = (arg, ctx) => {
  const r = regexArg("transcript_not_matches", arg);
  if ("result" in r) return r.result;
  return r.re.test(ctx.record.transcript) ? fail(`transcript unexpectedly matched /${String(arg)}/i`) : pass();
};

export const transcriptKeys: Record<string, KeyEvaluator> = {
  transcript_contains: transcriptContains,
  transcript_not_contains: transcriptNotContains,
  transcript_matches: transcriptMatches,
  transcript_not_matches: transcriptNotMatches,
};
