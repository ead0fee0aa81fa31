/**
 * Evaluating `assert:` items (the reference's src/assert.ts; docs/reference.md#replay-and-assertions): the keys of one item are AND-ed, the
 * first failing key's message becomes the item's message, and on a pass the evidence of
 * every key that supplied one is joined with "; ".
 */
import type { AssertContext, AssertionResult, KeyEvaluator } from "./context.js";
import { oneLine } from "../../core/util/errors.js";

export function evaluateItem(
  item: Record<string, unknown>,
  ctx: AssertContext,
  catalog: Readonly<Record<string, KeyEvaluator>>,
): AssertionResult {
  const evidence: string[] = [];
  const warnings: string[] = [];
  let evaluated = 0;
  for (const [key, arg] of Object.entries(item)) {
    if (arg === undefined) continue;
    const evaluator = catalog[key];
    if (!evaluator) return { assertion: item, pass: false, message: `${key}: unknown assertion key` };
    evaluated++;
    let r;
    try {
      r = evaluator(arg, ctx);
    } catch (e) {
      r = { pass: false, message: `${key}: could not be evaluated: ${oneLine(e)}` };
    }
    if (!r.pass) {
      // As in the reference, a failing item carries its explanation in `message` only.
      return { assertion: item, pass: false, message: r.message ?? `${key} failed` };
    }
    if (r.evidence) evidence.push(r.evidence);
    if (r.warning) warnings.push(r.warning);
  }
  if (evaluated === 0) return { assertion: item, pass: false, message: "empty assertion" };
  return {
    assertion: item,
    pass: true,
    ...(evidence.length > 0 ? { evidence: evidence.join("; ") } : {}),
    ...(warnings.length > 0 ? { warning: warnings.join("; ") } : {}),
  };
}

export function evaluateAll(
  items: Record<string, unknown>[],
  ctx: AssertContext,
  catalog: Readonly<Record<string, KeyEvaluator>>,
): AssertionResult[] {
  return items.map((item) => evaluateItem(item, ctx, catalog));
}
