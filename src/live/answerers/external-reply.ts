/**
 * A helper's or driving agent's reply → the decision it stands for (the reference's src/decide/external-channel.ts; docs/reference.md#the-live-lane
 * "Normalization"). The reply must carry the request's id. A question is answered per sub-question
 * by its exact text (or the masked text the helper was shown); a pick must name an offered label
 * (case-insensitive), its 1-based index, the label without "(Recommended)", or `recommended` — no
 * `first` keyword and no prefix guessing. Anything else fails loudly with UnansweredError. Pure.
 */
import { UnansweredError } from "../agent/errors.js";
import { questionText } from "../agent/decider/scripted.js";
import type { DecisionRequest, DecisionResponse, QSpec } from "../../core/protocol/types.js";
import { flat } from "./flat.js";

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

const RECOMMENDED = /\s*\(recommended\)\s*$/i;

/** Strict label matching for external replies: exact (case-insensitive), 1-based index, "(Recommended)"-less, `recommended`. */
export function strictLabel(pick: string, labels: readonly string[]): string | undefined {
  const p = pick.trim();
  const lower = p.toLowerCase();
  const exact = labels.find((l) => l.toLowerCase() === lower);
  if (exact !== undefined) return exact;
  if (/^\d+$/.test(p)) {
    const n = Number(p);
    if (n >= 1 && n <= labels.length) return labels[n - 1];
  }
  const bare = (s: string): string => s.replace(RECOMMENDED, "").trim().toLowerCase();
  const unsuffixed = labels.find((l) => bare(l) === bare(p));
  if (unsuffixed !== undefined) return unsuffixed;
  if (lower === "recommended") return labels.find((l) => RECOMMENDED.test(l));
  return undefined;
}

function answerOne(q: QSpec, raw: unknown, who: string): string {
  const text = questionText(q);
  const labels = (q.options ?? []).map((o) => o.label);
  if (labels.length === 0) {
    if ((typeof raw === "string" && raw.trim() !== "") || typeof raw === "number") return String(raw);
    throw new UnansweredError(`${who} gave no usable answer for "${flat(text)}" (a non-empty text was expected)`);
  }
  let picks: string[];
  if (Array.isArray(raw)) {
    if (q.multiSelect !== true)
      throw new UnansweredError(`${who} answered the single-select "${flat(text)}" with a list`);
    if (raw.length === 0) throw new UnansweredError(`${who} answered "${flat(text)}" with an empty list`);
    picks = raw.map((r) => String(r));
  } else if (typeof raw === "string" || typeof raw === "number") {
    picks =
      q.multiSelect === true
        ? String(raw)
            .split(",")
            .map((s) => s.trim())
            .filter((s) => s !== "")
        : [String(raw)];
  } else {
    throw new UnansweredError(`${who} had no answer for "${flat(text)}" (key mismatch)`);
  }
  const chosen: string[] = [];
  for (const pick of picks) {
    const label = strictLabel(pick, labels);
    if (label === undefined) {
      throw new UnansweredError(
        `${who} chose "${flat(pick)}" for "${flat(text)}", which is not one of its options: ${labels.map((l) => `"${flat(l)}"`).join(", ")}`,
      );
    }
    if (!chosen.includes(label)) chosen.push(label);
  }
  return chosen.join(", ");
}

/**
 * `who` names the channel in messages ("the helper", "the driving agent"); `shownText` maps an
 * original question text to the (masked) text the channel was shown.
 */
export function externalReply(
  req: DecisionRequest,
  reply: unknown,
  who: string,
  shownText: (text: string) => string = (t) => t,
): DecisionResponse {
  if (!isObj(reply)) throw new UnansweredError(`${who} sent invalid JSON (not an object)`);
  if (reply.id === undefined) throw new UnansweredError(`${who} omitted the request id (expected "${req.id}")`);
  if (reply.id !== req.id)
    throw new UnansweredError(`${who} answered the wrong request (${JSON.stringify(reply.id)}, expected "${req.id}")`);
  switch (req.kind) {
    case "question": {
      const given = isObj(reply.answers) ? reply.answers : {};
      const answers: Record<string, string> = {};
      for (const q of req.questions) {
        const text = questionText(q);
        const raw = given[text] ?? given[shownText(text)];
        if (raw === undefined) throw new UnansweredError(`${who} had no answer for "${flat(text)}" (key mismatch)`);
        answers[text] = answerOne(q, raw, who);
      }
      return { kind: "question", answers };
    }
    case "permission": {
      const b = reply.behavior;
      if (b === "allow")
        return { kind: "permission", behavior: "allow", updatedInput: reply.updatedInput ?? req.input };
      if (b === undefined || b === "deny") {
        return {
          kind: "permission",
          behavior: "deny",
          message: typeof reply.message === "string" ? reply.message : "denied (external)",
        };
      }
      throw new UnansweredError(
        `${who} answered the ${flat(req.tool)} permission with behavior ${JSON.stringify(b)} (allow or deny expected)`,
      );
    }
    case "dialog":
      return reply.behavior === "ok"
        ? { kind: "dialog", behavior: "ok", ...(reply.choice !== undefined ? { choice: reply.choice } : {}) }
        : { kind: "dialog", behavior: "cancelled" };
    case "elicit": {
      const action = reply.action === "accept" || reply.action === "cancel" ? reply.action : "decline";
      return { kind: "elicit", action, ...(reply.content !== undefined ? { content: reply.content } : {}) };
    }
  }
}
