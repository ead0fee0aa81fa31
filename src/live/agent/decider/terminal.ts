/**
 * The last decider in the chain, chosen by `on_unanswered`:
 *  - fail:  a question throws UnansweredError (never silently defaulted); everything else abstains;
 *  - first: option 1 of each sub-question (flagged non-deterministic); dialogs cancel, elicitations decline;
 *  - deny:  a question is refused (the agent sees a denial); everything else abstains.
 * What abstains here falls back to deny / cancelled / decline in the driver.
 */
import type { DecisionRequest, QSpec } from "../../../core/protocol/types.js";
import { UnansweredError } from "../errors.js";
import { questionText } from "./scripted.js";
import { abstain, decided } from "./types.js";
import type { Decider, DeciderVerdict } from "./types.js";

export type OnUnanswered = "fail" | "first" | "deny";

const describeQuestion = (q: QSpec): string => {
  const labels = (q.options ?? []).map((o) => `"${o.label}"`).join(", ");
  return `"${questionText(q)}"${labels ? ` (options: ${labels})` : ""}`;
};

export class TerminalDecider implements Decider {
  constructor(private readonly policy: OnUnanswered = "fail") {}

  decide(req: DecisionRequest): DeciderVerdict {
    if (req.kind === "question") return this.question(req.questions);
    if (this.policy === "first" && req.kind === "dialog") return decided({ kind: "dialog", behavior: "cancelled" }, "first");
    if (this.policy === "first" && req.kind === "elicit") return decided({ kind: "elicit", action: "decline" }, "first");
    return abstain(`on_unanswered: ${this.policy}`);
  }

  private question(questions: QSpec[]): DeciderVerdict {
    if (this.policy === "deny") {
      return decided({ kind: "permission", behavior: "deny", message: "question left unanswered (on_unanswered: deny)" }, "terminal");
    }
    if (this.policy === "first") {
      const answers: Record<string, string> = {};
      for (const q of questions) {
        const first = q.options?.[0]?.label;
        if (first === undefined) throw new UnansweredError(`${describeQuestion(q)} offers no options, so on_unanswered: first cannot pick one`);
        answers[questionText(q)] = first;
      }
      return decided({ kind: "question", answers }, "first", { nonDeterministic: true });
    }
    throw new UnansweredError(
      `${questions.map(describeQuestion).join("; ")} — add an answers rule (when_question + choose/answer), set on_unanswered: first, or answer it live (record --decider-dir DIR with \`cowork-harness gates\`/\`answer\`, --decider-llm, --decider-cmd)`,
    );
  }
}
