/**
 * The answers a recording gave to its gates: each permission request (allowed, or denied with
 * its message) and each AskUserQuestion sub-question (the chosen labels), read from the recorded
 * requests in `events` and the driver's replies in `controlOut`. Keyed so the same gate in two
 * recordings meets: a question by its text, a permission by its tool and how many times that
 * tool had asked before. Pure.
 */
import { buildControlOutIndex } from "../../core/protocol/control-out-index.js";
import { deserializeDecision } from "../../core/protocol/decision-codec.js";
import { questionLabel } from "../evidence/gates.js";
import type { AgentEvent } from "../../core/protocol/types.js";

export interface GateAnswer {
  gate: string;
  answer: string;
}

const NO_ANSWER = "(no recorded answer)";

export function gateAnswers(events: readonly AgentEvent[], controlOut: readonly string[] | undefined): GateAnswer[] {
  const bodies = buildControlOutIndex(controlOut ?? []).bodies;
  const seen = new Map<string, number>();
  const out: GateAnswer[] = [];
  const keyed = (base: string): string => {
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} #${n}`;
  };
  for (const ev of events) {
    if (ev.type !== "decision") continue;
    const req = ev.request;
    const body = bodies.get(req.id);
    if (req.kind === "question") {
      const answers = body
        ? ((deserializeDecision(req, body) as { answers?: Record<string, string> }).answers ?? {})
        : {};
      for (const q of req.questions) {
        const label = questionLabel(q);
        out.push({ gate: keyed(`question: ${label}`), answer: body ? (answers[label] ?? "(unanswered)") : NO_ANSWER });
      }
    } else if (req.kind === "permission") {
      let answer = NO_ANSWER;
      if (body) {
        const d = deserializeDecision(req, body);
        answer = d.kind === "permission" ? (d.behavior === "allow" ? "allow" : `deny: ${d.message ?? ""}`) : NO_ANSWER;
      }
      out.push({ gate: keyed(`permission: ${req.tool}`), answer });
    } else {
      const name = req.kind === "dialog" ? `dialog: ${req.dialogKind}` : `elicit: ${req.server ?? "?"}`;
      out.push({ gate: keyed(name), answer: body ? JSON.stringify(body) : NO_ANSWER });
    }
  }
  return out;
}
