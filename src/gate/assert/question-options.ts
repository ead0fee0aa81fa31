/**
 * `question_options` (the reference's src/assert.ts; docs/reference.md#replay-and-assertions "Gates"): the option labels a question gate
 * offered, as captured at ask time. Exactly one of `equals` / `contains`; `order` is
 * `exact` (default) or `any`. Gates are picked by `when_question` (regex over the label);
 * with no selector, more than one recorded sub-question is ambiguous and fails. The item
 * passes if ANY selected gate satisfies the comparison:
 *   equals + exact    same labels, same order
 *   equals + any      same multiset of labels
 *   contains + any    every wanted label is offered
 *   contains + exact  the wanted labels appear as a subsequence, in order
 * A cassette cut short on an unanswered question has no option evidence → "evidence unavailable".
 */
import type { KeyEvaluator, KeyResult } from "./context.js";
import { badArg, fail, isRecord, pass, regexArg } from "./describe.js";

interface OptionsQuery {
  whenQuestion?: string;
  want: string[];
  kind: "equals" | "contains";
  exact: boolean;
}

const SHAPE = "{when_question?, equals? | contains?: string[], order?: exact|any}";

function isStringList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === "string");
}

function readQuery(arg: unknown): OptionsQuery | KeyResult {
  if (!isRecord(arg)) return badArg("question_options", arg, SHAPE);
  const { when_question: whenQuestion, equals, contains, order } = arg;
  if ((equals === undefined) === (contains === undefined))
    return fail("question_options: set exactly one of `equals` or `contains`");
  const want = equals ?? contains;
  if (!isStringList(want)) return badArg("question_options", arg, SHAPE);
  if (order !== undefined && order !== "exact" && order !== "any") return badArg("question_options", arg, SHAPE);
  if (whenQuestion !== undefined && typeof whenQuestion !== "string") return badArg("question_options", arg, SHAPE);
  return {
    ...(whenQuestion !== undefined ? { whenQuestion } : {}),
    want,
    kind: equals !== undefined ? "equals" : "contains",
    exact: (order ?? "exact") === "exact",
  };
}

/** Multiset equality: an option offered twice differs from one offered once. */
function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<string, number>();
  for (const x of a) counts.set(x, (counts.get(x) ?? 0) + 1);
  for (const y of b) {
    const n = counts.get(y);
    if (!n) return false;
    counts.set(y, n - 1);
  }
  return true;
}

function isSubsequence(want: readonly string[], got: readonly string[]): boolean {
  let i = 0;
  for (const label of got) if (i < want.length && label === want[i]) i++;
  return i === want.length;
}

/** Whether one gate's labels satisfy the query; on a miss, why (for the message). */
function compare(q: OptionsQuery, got: string[]): { ok: true } | { ok: false; why: string } {
  const offered = `offered [${got.join(", ")}]`;
  if (q.kind === "equals") {
    const ok = q.exact
      ? got.length === q.want.length && got.every((l, i) => l === q.want[i])
      : sameMultiset(got, q.want);
    return ok ? { ok: true } : { ok: false, why: offered };
  }
  const missing = q.want.filter((w) => !got.includes(w));
  if (missing.length > 0) return { ok: false, why: `${offered} (missing ${missing.join(", ")})` };
  if (q.exact && !isSubsequence(q.want, got)) return { ok: false, why: `${offered} (present but out of order)` };
  return { ok: true };
}

const questionOptions: KeyEvaluator = (arg, ctx) => {
  if (ctx.gateOptionsMissing)
    return fail("evidence unavailable: gate-option evidence absent for this run — cannot evaluate question_options");
  const q = readQuery(arg);
  if ("pass" in q) return q;
  const all = ctx.record.gateOptions;
  let pool = all;
  let selector = "";
  if (q.whenQuestion !== undefined) {
    const r = regexArg("question_options", q.whenQuestion);
    if ("result" in r) return r.result;
    pool = all.filter((g) => r.re.test(g.question));
    selector = ` matching /${q.whenQuestion}/i`;
  }
  if (pool.length === 0)
    return fail(`question_options: no question${selector} was asked (${all.length} gate(s) recorded)`);
  if (q.whenQuestion === undefined && all.length > 1)
    return fail(
      `question_options: ${all.length} sub-questions were asked and no \`when_question\` selects one — add a selector (asked: ${all.map((g) => JSON.stringify(g.question)).join(", ")})`,
    );
  const why: string[] = [];
  for (const gate of pool) {
    const verdict = compare(
      q,
      gate.options.map((o) => o.label),
    );
    if (verdict.ok) return pass(`question_options: gate ${JSON.stringify(gate.question)} offered the expected options`);
    why.push(verdict.why);
  }
  return fail(
    `question_options (${q.kind}${q.exact ? ", order exact" : ", order any"}): expected [${q.want.join(", ")}]; ${why.join("; ")}`,
  );
};

export const questionOptionKeys: Record<string, KeyEvaluator> = { question_options: questionOptions };
