/**
 * `result: success|error` (the reference's src/assert.ts; docs/reference.md#replay-and-assertions): the run's recorded outcome must equal the
 * expected value. Always evaluable on replay.
 */
import type { KeyEvaluator } from "./context.js";
import { badArg, fail, pass } from "./describe.js";

const result: KeyEvaluator = (arg, ctx) => {
  if (arg !== "success" && arg !== "error") return badArg("result", arg, '"success" or "error"');
  const actual = ctx.record.result;
  return actual === arg ? pass(`result: ${actual}`) : fail(`result was ${actual}, expected ${arg}`);
};

export const resultKeys: Record<string, KeyEvaluator> = { result };
