/**
 * What the harness sent back to each control request, by request id, read from a recording's
 * control-out lines: the answers of a question gate (`updatedInput.answers`) and the behaviour of a
 * permission decision (`allow`, `deny`). The trace's views and the HTML timeline read it. Pure.
 */
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export interface SentResponse {
  /** `updatedInput.answers` as sent (an object of question → answer for a gate) */
  answers?: unknown;
  /** `behavior` as sent: allow, deny, … */
  behavior?: string;
}

export function sentResponses(controlOut: readonly string[] | undefined): Map<string, SentResponse> {
  const out = new Map<string, SentResponse>();
  for (const line of controlOut ?? []) {
    if (!line.includes("control_response")) continue;
    let msg: unknown;
    try {
      msg = JSON.parse(line);
    } catch {
      continue; // not JSON: nothing sent there
    }
    if (!isObj(msg) || msg.type !== "control_response" || !isObj(msg.response)) continue;
    const resp = msg.response;
    if (typeof resp.request_id !== "string") continue;
    const inner = isObj(resp.response) ? resp.response : {};
    const answers = isObj(inner.updatedInput) ? inner.updatedInput.answers : undefined;
    out.set(resp.request_id, {
      ...(answers !== undefined ? { answers } : {}),
      // the recording is hostile input: a behaviour is shown only when it is a plain word (allow, deny)
      ...(typeof inner.behavior === "string" && /^[a-z_]{1,24}$/.test(inner.behavior)
        ? { behavior: inner.behavior }
        : {}),
    });
  }
  return out;
}
