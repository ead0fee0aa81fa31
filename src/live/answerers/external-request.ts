/**
 * The `decision_request` a helper process (--decider-cmd) or a driving agent (--decider-dir) is
 * sent for one gate (the reference's src/decide/external-channel.ts; docs/reference.md#the-live-lane): the gate as the agent asked it, the recent transcript,
 * and `reply_with`, the exact shape of the answer expected. Secrets are masked before it leaves the
 * process. Pure.
 */
import { questionText } from "../agent/decider/scripted.js";
import type { DecisionRequest } from "../../core/protocol/types.js";
import { maskSecretsDeep } from "../../core/util/secret-scan.js";

export interface ExternalRequestContext {
  runId: string;
  /** the transcript tail (TranscriptTail.value()) */
  context: string;
  /** secret values to mask (envSecretValues of the caller's environment) */
  secrets: readonly string[];
}

export type ExternalRequest = Record<string, unknown> & {
  type: "decision_request";
  id: string;
  kind: DecisionRequest["kind"];
};

function questionReplyShape(req: Extract<DecisionRequest, { kind: "question" }>): string {
  const answers = req.questions.map(
    (q) =>
      `${JSON.stringify(questionText(q))}:${q.multiSelect === true ? '["<label or 1-based index>", "…"]' : '"<label or 1-based index>"'}`,
  );
  return `{"id":${JSON.stringify(req.id)},"answers":{${answers.join(",")}}}`;
}

export function externalRequest(req: DecisionRequest, ctx: ExternalRequestContext): ExternalRequest {
  const common = {
    type: "decision_request" as const,
    id: req.id,
    runId: ctx.runId,
    kind: req.kind,
    context: ctx.context,
  };
  const id = JSON.stringify(req.id);
  let body: Record<string, unknown>;
  switch (req.kind) {
    case "question":
      body = { questions: req.questions, reply_with: questionReplyShape(req) };
      break;
    case "permission":
      body = { tool: req.tool, input: req.input, reply_with: `{"id":${id},"behavior":"allow|deny"}` };
      break;
    case "dialog":
      body = { dialogKind: req.dialogKind, payload: req.payload, reply_with: `{"id":${id},"behavior":"ok|cancelled"}` };
      break;
    case "elicit":
      body = {
        server: req.server,
        prompt: req.prompt,
        schema: req.schema,
        reply_with: `{"id":${id},"action":"accept|cancel|decline"}`,
      };
      break;
  }
  return maskSecretsDeep({ ...common, ...body }, ctx.secrets) as ExternalRequest;
}
