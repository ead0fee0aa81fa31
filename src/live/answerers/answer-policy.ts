/**
 * Scripted answer rules given on the command line (the reference's src/cli.ts; docs/reference.md#the-live-lane), for `decide`:
 * `--answer "<question regex>=<choice>"` (split on the first `=`) and `--answer-policy <yaml>`,
 * a YAML list of answer rules or a mapping with its own `answers:` list, each rule validated as
 * a scenario's `answers:` rule is. Errors are one-line usage errors naming the file.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { AnswerRuleSchema, type AnswerRule } from "../../core/scenario/model.js";
import { UsageError } from "../../core/util/errors.js";

/** `"<rx>=<choice>"` → a when_question rule. */
export function answerFlagRule(value: string): AnswerRule {
  const at = value.indexOf("=");
  const rx = at < 0 ? "" : value.slice(0, at);
  const choice = at < 0 ? "" : value.slice(at + 1);
  if (rx.trim() === "" || choice.trim() === "")
    throw new UsageError(`--answer requires "question-regex=choice" (got ${JSON.stringify(value)})`);
  return { when_question: rx, choose: choice };
}

export function loadAnswerPolicy(path: string, shown: string): AnswerRule[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new UsageError(`${shown}: cannot read the answer policy (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (e) {
    throw new UsageError(`${shown}: not valid YAML — ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`);
  }
  let list: unknown;
  if (Array.isArray(doc)) list = doc;
  else if (doc !== null && typeof doc === "object" && Array.isArray((doc as Record<string, unknown>).answers))
    list = (doc as Record<string, unknown>).answers;
  else {
    const keys = doc !== null && typeof doc === "object" ? Object.keys(doc).join(", ") || "(none)" : typeof doc;
    throw new UsageError(
      `${shown}: must be a list of rules, or a mapping with an \`answers:\` list — top-level key(s): ${keys}`,
    );
  }
  return (list as unknown[]).map((raw, i) => {
    const r = AnswerRuleSchema.safeParse(raw);
    if (!r.success) throw new UsageError(`${shown}: rule ${i + 1}: ${r.error.issues[0]?.message ?? "invalid rule"}`);
    return r.data;
  });
}
