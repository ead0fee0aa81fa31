/**
 * Decisions and question gates (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions): what was asked (labels and offered options,
 * recorded at ask time), how each decision was answered, and — after the drive — whether each
 * answered gate's answer reached the model, judged from the gate's paired tool_result.
 */
import type { DecisionRequest, QSpec } from "../../core/protocol/types.js";
import type {
  DecisionRecord,
  GateAnswerRecord,
  GateDelivery,
  GateOptionsRecord,
  NonReproducibleAnswer,
  RunRecord,
  ToolResultRecord,
} from "./types.js";

type QuestionRequest = Extract<DecisionRequest, { kind: "question" }>;
type PermissionRequest = Extract<DecisionRequest, { kind: "permission" }>;

/** Display label of a sub-question: its text, else its header. */
export function questionLabel(q: QSpec): string {
  return q.question || q.header || "";
}

export class GateRecorder {
  private readonly decisions: DecisionRecord[] = [];
  private readonly questions: string[] = [];
  private readonly gateOptions: GateOptionsRecord[] = [];
  private readonly gateAnswers: GateAnswerRecord[] = [];
  private readonly nonReproducible: NonReproducibleAnswer[] = [];

  /** Records the sub-questions of a gate at ask time, before it is answered. */
  asked(req: QuestionRequest): void {
    for (const q of req.questions) {
      const label = questionLabel(q);
      this.questions.push(label);
      const options = (q.options ?? []).map((o) =>
        o.description === undefined ? { label: o.label } : { label: o.label, description: o.description },
      );
      const record: GateOptionsRecord = { question: label, options };
      if (q.multiSelect !== undefined) record.multiSelect = q.multiSelect;
      this.gateOptions.push(record);
    }
  }

  answered(req: QuestionRequest, answers: Record<string, string>, by: string, rationale?: string): void {
    this.decisions.push({
      kind: "question",
      name: "AskUserQuestion",
      decision: "answered",
      by,
      requestId: req.id,
      detail: answers,
      rationale,
      questions: req.questions,
    });
    const answer: GateAnswerRecord = {
      question: req.questions.map(questionLabel).filter(Boolean).join(" / "),
      requestId: req.id,
      answers,
    };
    if (req.toolUseId !== undefined) answer.toolUseId = req.toolUseId;
    this.gateAnswers.push(answer);
    if (by !== "scripted") {
      for (const [question, chosen] of Object.entries(answers)) {
        this.nonReproducible.push(
          rationale === undefined ? { question, chosen, by } : { question, chosen, by, rationale },
        );
      }
    }
  }

  permission(req: PermissionRequest, behavior: "allow" | "deny", by: string, rationale?: string): void {
    const rec: DecisionRecord = { kind: "tool", name: req.tool, decision: behavior, by, requestId: req.id };
    if (behavior === "deny") rec.detail = { input: req.input };
    if (rationale !== undefined) rec.rationale = rationale;
    this.decisions.push(rec);
  }

  other(
    req: Extract<DecisionRequest, { kind: "dialog" | "elicit" }>,
    outcome: string,
    by: string,
    rationale?: string,
  ): void {
    const rec: DecisionRecord = { kind: req.kind, name: req.kind, decision: outcome, by, requestId: req.id };
    if (rationale !== undefined) rec.rationale = rationale;
    this.decisions.push(rec);
  }

  /** No answer was recorded for a non-question decision: the run falls back to a deny-like reply. */
  abstained(req: Exclude<DecisionRequest, QuestionRequest>): void {
    const name = req.kind === "permission" ? req.tool : req.kind;
    this.decisions.push({
      kind: req.kind === "permission" ? "tool" : req.kind,
      name,
      decision: "abstain→deny",
      by: "none",
      requestId: req.id,
    });
  }

  finish(rec: RunRecord): void {
    rec.decisions = this.decisions;
    rec.questions = this.questions;
    rec.gateOptions = this.gateOptions;
    rec.gateAnswers = this.gateAnswers;
    rec.gateDeliveries = deliveries(this.gateAnswers, rec.toolResults);
    rec.nonReproducibleAnswers = this.nonReproducible;
  }
}

function deliveries(answers: GateAnswerRecord[], results: ToolResultRecord[]): GateDelivery[] {
  if (answers.length === 0) return [];
  const byId = new Map<string, ToolResultRecord>();
  for (const r of results) if (!byId.has(r.toolUseId)) byId.set(r.toolUseId, r);
  return answers.map((g) => {
    const base = { question: g.question, toolUseId: g.toolUseId, requestId: g.requestId };
    if (!g.toolUseId) return { ...base, delivered: null, reason: "no-pairing-metadata" as const };
    const r = byId.get(g.toolUseId);
    if (!r) return { ...base, delivered: null, reason: "unobserved" as const };
    if (!r.isError) return { ...base, delivered: true, reason: "ok" as const };
    return {
      ...base,
      delivered: false,
      reason: "errored" as const,
      error: (r.text.split("\n")[0] ?? "").slice(0, 200),
    };
  });
}
