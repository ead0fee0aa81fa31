/**
 * The scenario's `answers:` rules as a decider (the reference's src/decide/decider.ts; docs/reference.md#replay-and-assertions). Question gates match each
 * sub-question's text against `when_question` regexes (first rule in file order wins) and are
 * answered atomically: one unmatched sub-question makes the whole gate abstain. Permission gates
 * match `when_tool` exactly and apply `decide`, or `allow_if` with its `else`.
 */
import { compileRegex } from "../../../core/scenario/match.js";
import type { DecisionRequest, QSpec } from "../../../core/protocol/types.js";
import type { AnswerRule } from "../../../core/scenario/model.js";
import { RegexTimeoutError } from "../../../core/util/safe-regex.js";
import { DeciderError, UnansweredError } from "../errors.js";
import { evaluateAllowIf } from "./allow-if.js";
import { coerceLabel } from "./coerce-label.js";
import { abstain, decided } from "./types.js";
import type { Decider, DeciderVerdict } from "./types.js";

export type Warn = (message: string) => void;

/** The text a sub-question is keyed and matched by: `question`, else `header`, else "". */
export const questionText = (q: QSpec): string => q.question ?? q.header ?? "";

const labelsOf = (q: QSpec): string[] => (q.options ?? []).map((o) => o.label);

function resolvePicks(q: QSpec, picks: string[]): string {
  const text = questionText(q);
  if (picks.length > 1 && q.multiSelect !== true) {
    throw new UnansweredError(`"${text}" is single-select but the scenario chooses ${picks.length} options (${picks.join(", ")})`);
  }
  const labels = labelsOf(q);
  if (labels.length === 0) return picks.join(", ");
  const resolved: string[] = [];
  for (const pick of picks) {
    const r = coerceLabel(pick, labels);
    if (!r.ok) {
      const near = r.nearest !== undefined ? `; nearest: "${r.nearest}"` : "";
      throw new UnansweredError(`"${text}": choose "${pick}" matches no option — valid labels: ${labels.map((l) => `"${l}"`).join(", ")}${near}`);
    }
    if (!resolved.includes(r.label)) resolved.push(r.label);
  }
  return resolved.join(", ");
}

/** Whether a `when_question` pattern matches; a pattern over its time budget is a DeciderError naming it. */
function questionMatches(pattern: string, text: string): boolean {
  const c = compileRegex(pattern);
  if (!c.ok) return false;
  try {
    return c.re.test(text);
  } catch (e) {
    if (!(e instanceof RegexTimeoutError)) throw e;
    throw new DeciderError(
      `answers: when_question /${pattern}/ did not finish within ${e.budgetMs} ms on the question ${JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text)} — simplify the pattern (no nested quantifiers like (a+)+)`,
    );
  }
}

export class ScriptedDecider implements Decider {
  constructor(
    private readonly rules: readonly AnswerRule[],
    private readonly warn: Warn = () => {},
  ) {}

  decide(req: DecisionRequest): DeciderVerdict {
    if (req.kind === "question") return this.question(req.questions);
    if (req.kind === "permission") return this.permission(req.tool, req.input);
    return abstain("scenario rules never answer dialogs or elicitations");
  }

  private question(questions: QSpec[]): DeciderVerdict {
    const answers: Record<string, string> = {};
    const unmatched: string[] = [];
    for (const q of questions) {
      const text = questionText(q);
      const rule = this.rules.find((r) => r.when_question !== undefined && questionMatches(r.when_question, text));
      if (!rule || (rule.answer === undefined && rule.choose === undefined)) {
        unmatched.push(text);
        continue;
      }
      if (rule.answer !== undefined) {
        answers[text] = rule.answer;
        continue;
      }
      const picks = typeof rule.choose === "string" ? [rule.choose] : [...(rule.choose ?? [])];
      const value = resolvePicks(q, picks);
      if (labelsOf(q).some((l) => l.includes(",") && value.includes(l))) {
        this.warn(`answer to "${text}" contains a label with a comma; the comma-joined answer may be ambiguous`);
      }
      answers[text] = value;
    }
    if (unmatched.length > 0) {
      if (unmatched.length < questions.length) {
        this.warn(`question gate left to the fallback: no answers rule matches ${unmatched.map((t) => `"${t}"`).join(", ")}`);
      }
      return abstain(`no answers rule matches ${unmatched.map((t) => `"${t}"`).join(", ")}`);
    }
    return decided({ kind: "question", answers }, "scripted");
  }

  private permission(tool: string, input: Record<string, unknown>): DeciderVerdict {
    const rule = this.rules.find((r) => r.when_tool !== undefined && this.toolMatches(r.when_tool, tool, input));
    if (!rule) return abstain(`no answers rule for tool ${tool}`);
    let allow: boolean;
    if (rule.decide !== undefined) allow = rule.decide === "allow";
    else {
      const r = evaluateAllowIf(rule.allow_if ?? "false", input);
      if (!r.ok) this.warn(`allow_if for ${tool} failed to evaluate (${r.error}); using else`);
      allow = r.ok && r.value ? true : (rule.else ?? "deny") === "allow";
    }
    return allow
      ? decided({ kind: "permission", behavior: "allow", updatedInput: input }, "scripted")
      : decided({ kind: "permission", behavior: "deny", message: "denied by scenario policy" }, "scripted");
  }

  /** Exact tool-name match; `webfetch:<domain>` matches a WebFetch of that host. */
  private toolMatches(whenTool: string, tool: string, input: Record<string, unknown>): boolean {
    if (!whenTool.startsWith("webfetch:")) return whenTool === tool;
    if (tool !== "WebFetch" || typeof input.url !== "string") return false;
    try {
      return new URL(input.url).hostname.toLowerCase() === whenTool.slice("webfetch:".length).toLowerCase();
    } catch {
      return false;
    }
  }
}
