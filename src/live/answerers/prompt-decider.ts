/**
 * `on_unanswered: prompt` (and `--on-unanswered prompt` on `run`): a person at the terminal answers
 * each unscripted question, by option number or label (several, comma-separated, for a
 * multi-select). Only for an interactive terminal: the caller checks stdin is a TTY. A web fetch
 * is asked as allow / deny; dialogs and elicitations abstain (cancelled / declined).
 */
import { createInterface } from "node:readline/promises";
import { UnansweredError } from "../agent/errors.js";
import { questionText } from "../agent/decider/scripted.js";
import { abstain, decided } from "../agent/decider/types.js";
import type { Decider, DeciderVerdict } from "../agent/decider/types.js";
import type { DecisionRequest } from "../../core/protocol/types.js";
import { strictLabel } from "./external-reply.js";
import { flat } from "./flat.js";

export interface PromptDeciderOptions {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

export class PromptDecider implements Decider {
  constructor(private readonly opts: PromptDeciderOptions) {}

  private async read(question: string): Promise<string> {
    const rl = createInterface({ input: this.opts.input, output: this.opts.output, terminal: false });
    try {
      return (await rl.question(question)).trim();
    } finally {
      rl.close();
    }
  }

  async decide(req: DecisionRequest): Promise<DeciderVerdict> {
    if (req.kind === "dialog" || req.kind === "elicit") return abstain("not asked at the terminal");
    if (req.kind === "permission") {
      if (req.tool !== "WebFetch") return abstain();
      const a = (
        await this.read(`\nThe agent wants to fetch ${flat(String(req.input.url ?? ""))}. Allow? [y/N] `)
      ).toLowerCase();
      return a === "y" || a === "yes"
        ? decided({ kind: "permission", behavior: "allow", updatedInput: req.input }, "human", {
            nonDeterministic: true,
          })
        : decided({ kind: "permission", behavior: "deny", message: "denied at the terminal" }, "human", {
            nonDeterministic: true,
          });
    }
    const answers: Record<string, string> = {};
    for (const q of req.questions) {
      const text = questionText(q);
      const labels = (q.options ?? []).map((o) => o.label);
      const menu = labels.map((l, i) => `  ${i + 1}) ${flat(l)}`).join("\n");
      for (let tries = 0; ; tries++) {
        const a = await this.read(
          `\n${flat(text, 500)}\n${menu}${menu ? "\n" : ""}${q.multiSelect ? "your choices (comma-separated): " : "your answer: "}`,
        );
        if (labels.length === 0 && a !== "") {
          answers[text] = a;
          break;
        }
        const picks = q.multiSelect
          ? a
              .split(",")
              .map((s) => s.trim())
              .filter((s) => s !== "")
          : [a];
        const bound = picks.map((p) => strictLabel(p, labels));
        if (picks.length > 0 && bound.every((b) => b !== undefined)) {
          answers[text] = [...new Set(bound as string[])].join(", ");
          break;
        }
        if (tries >= 2) throw new UnansweredError(`"${flat(text)}" was not answered at the terminal`);
        this.opts.output.write(`not an option — type a number from 1 to ${labels.length}, or a label\n`);
      }
    }
    return decided({ kind: "question", answers }, "human", { nonDeterministic: true });
  }
}
