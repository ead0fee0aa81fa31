/**
 * What the model decider asks, one sub-question at a time (the reference's src/decide/decider.ts; docs/reference.md#gate-extras): who it
 * answers for (the tester's intent, or a sensible typical user), the recent transcript, the
 * question, its numbered options with their descriptions, and exactly how to reply. A question
 * without options asks for the answer text; a web-fetch permission is put as a two-option question.
 * Pure; the caller masks secrets.
 */
import type { QSpec } from "../../core/protocol/types.js";

export interface LlmPromptInput {
  intent?: string;
  context: string;
  question: string;
  options: readonly { label: string; description?: string }[];
  multiSelect: boolean;
}

function who(intent: string | undefined): string {
  if (intent !== undefined && intent.trim() !== "") {
    return `You are answering a question for a tester who is driving an automated test of an AI agent. What the tester wants from THIS run: ${intent.trim()}\nChoose the answer that serves that aim best.`;
  }
  return "You are answering a question an AI agent asked its user during an automated test. Answer with the realistic, sensible choice a typical user would make.";
}

function replyRule(input: LlmPromptInput): string {
  if (input.options.length === 0)
    return "Reply with ONLY the answer text, on one line, with nothing before or after it.";
  if (input.multiSelect) {
    return "Several options may be chosen. Reply with ONLY the numbers of the options you choose, separated by commas (for example `1, 3`), and nothing else.";
  }
  return "Reply with ONLY the number of the option you choose, and nothing else. If no option fits at all, reply with exactly `OTHER: <your answer>` instead.";
}

export function llmPrompt(input: LlmPromptInput): string {
  const parts = [who(input.intent)];
  if (input.context.trim() !== "") parts.push(`Recent context (the end of the transcript):\n${input.context}`);
  parts.push(`Question: ${input.question}`);
  if (input.options.length > 0) {
    const lines = input.options.map(
      (o, i) => `${i + 1}) ${o.label}${o.description ? `\n   ${o.description.replace(/\s+/g, " ").trim()}` : ""}`,
    );
    parts.push(`Options:\n${lines.join("\n")}`);
  }
  parts.push(replyRule(input));
  return parts.join("\n\n");
}

export function questionPrompt(q: QSpec, text: string, context: string, intent: string | undefined): LlmPromptInput {
  return {
    ...(intent !== undefined ? { intent } : {}),
    context,
    question: text,
    options: (q.options ?? []).map((o) => ({
      label: o.label,
      ...(typeof o.description === "string" ? { description: o.description } : {}),
    })),
    multiSelect: q.multiSelect === true,
  };
}
