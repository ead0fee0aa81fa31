/**
 * The chain's terminal for `--decider-llm` (the reference's src/decide/decider.ts; docs/reference.md#gate-extras): each sub-question of a
 * question gate is one Messages API call (llm-prompt.ts), its reply bound to an option
 * (llm-reply.ts); a reply that binds to nothing fails the run loudly, naming the question and the
 * reply. A web-fetch permission is asked as Allow / Deny. Dialogs and elicitations are not the
 * model's to answer: it abstains, and they are cancelled / declined. Secrets are masked in every
 * prompt.
 */
import { UnansweredError } from "../agent/errors.js";
import { questionText } from "../agent/decider/scripted.js";
import { abstain, decided } from "../agent/decider/types.js";
import type { Decider, DeciderVerdict } from "../agent/decider/types.js";
import type { DecisionRequest } from "../../core/protocol/types.js";
import { maskSecrets } from "../../core/util/secret-scan.js";
import { flat } from "./flat.js";
import { llmPrompt, questionPrompt } from "./llm-prompt.js";
import { bindLlmReply } from "./llm-reply.js";
import { callMessages, type MessagesReply } from "./messages-client.js";

/** The model when neither --decider-model nor COWORK_HARNESS_DECIDER_MODEL names one. */
export const DEFAULT_DECIDER_MODEL = "claude-sonnet-4-5";

export interface LlmDeciderOptions {
  apiKey: string;
  baseUrl: string;
  model: string;
  intent?: string;
  env: NodeJS.ProcessEnv;
  context: () => string;
  secrets: readonly string[];
  /** one line per model answer, for stderr */
  log?: (line: string) => void;
}

export class LlmDecider implements Decider {
  /** the concrete model ids that answered */
  readonly models = new Set<string>();

  constructor(private readonly opts: LlmDeciderOptions) {}

  private async ask(prompt: string): Promise<MessagesReply> {
    const reply = await callMessages({
      baseUrl: this.opts.baseUrl,
      apiKey: this.opts.apiKey,
      model: this.opts.model,
      prompt: maskSecrets(prompt, this.opts.secrets),
      env: this.opts.env,
    });
    this.models.add(reply.model);
    return reply;
  }

  async decide(req: DecisionRequest): Promise<DeciderVerdict> {
    if (req.kind === "dialog" || req.kind === "elicit")
      return abstain("the model decider does not answer dialogs or elicitations");
    const context = this.opts.context();
    if (req.kind === "permission") {
      if (req.tool !== "WebFetch") return abstain(`the model decider does not answer ${req.tool} permissions`);
      const url = typeof req.input.url === "string" ? req.input.url : "(no url)";
      const prompt = llmPrompt({
        ...(this.opts.intent !== undefined ? { intent: this.opts.intent } : {}),
        context,
        question: `The agent wants to fetch ${url}. Allow it?`,
        options: [{ label: "Allow" }, { label: "Deny" }],
        multiSelect: false,
      });
      const reply = await this.ask(prompt);
      const bound = bindLlmReply(reply.text, ["Allow", "Deny"], false);
      if (!bound || bound.freeText)
        throw new UnansweredError(
          `decider-llm: the model's reply ${JSON.stringify(flat(reply.text, 80))} to the fetch of ${flat(url)} is neither Allow nor Deny`,
        );
      this.opts.log?.(`[decider-llm] ${bound.answer} the fetch of ${flat(url)} (${reply.model})`);
      return bound.answer === "Allow"
        ? decided({ kind: "permission", behavior: "allow", updatedInput: req.input }, "decider-llm", {
            nonDeterministic: true,
          })
        : decided({ kind: "permission", behavior: "deny", message: "denied by the model decider" }, "decider-llm", {
            nonDeterministic: true,
          });
    }
    const answers: Record<string, string> = {};
    for (const q of req.questions) {
      const text = questionText(q);
      const labels = (q.options ?? []).map((o) => o.label);
      const reply = await this.ask(llmPrompt(questionPrompt(q, text, context, this.opts.intent)));
      const bound = bindLlmReply(reply.text, labels, q.multiSelect === true);
      if (!bound) {
        throw new UnansweredError(
          `decider-llm: the model's reply ${JSON.stringify(flat(reply.text, 80))} to "${flat(text)}" names none of its options (${labels.map((l) => `"${flat(l)}"`).join(", ")})`,
        );
      }
      answers[text] = bound.answer;
      this.opts.log?.(
        `[decider-llm] "${flat(text, 80)}" → "${flat(bound.answer, 80)}"${bound.freeText ? " (free text)" : ""} (${flat(reply.model, 60)})`,
      );
    }
    return decided({ kind: "question", answers }, "decider-llm", { nonDeterministic: true });
  }
}
