/**
 * Attests the agent's `assistant` events against the model traffic the egress relay passed on
 * (issue 21, stream integrity): every assistant event must carry a message id the model endpoint
 * served, and every tool_use block in it a tool_use id that message served. The agent's own
 * synthetic messages (model "<synthetic>", e.g. an API error it reports) carry no tool_use. A line
 * that fails is one the agent did not get from the model — forged — and ends the run. Pure.
 */
import type { ServedTurn } from "./model-relay.js";

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

/** The first event the served traffic does not attest, described in one line; undefined when all are. */
export function unattestedEvent(events: readonly string[], served: readonly ServedTurn[]): string | undefined {
  const messages = new Set(served.map((s) => s.messageId).filter((id): id is string => id !== undefined));
  const toolUses = new Set(served.flatMap((s) => s.toolUseIds));
  for (const [i, line] of events.entries()) {
    let ev: unknown;
    try {
      ev = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isObj(ev) || ev.type !== "assistant" || !isObj(ev.message)) continue;
    const msg = ev.message;
    const blocks = Array.isArray(msg.content) ? msg.content.filter(isObj) : [];
    const uses = blocks.filter((b) => b.type === "tool_use");
    if (msg.model === "<synthetic>" && uses.length === 0) continue;
    const id = typeof msg.id === "string" ? msg.id : "";
    if (!messages.has(id)) return `stdout line ${i + 1} is an assistant event with message id ${JSON.stringify(id.slice(0, 60))}, which the model endpoint never served — a line the agent did not send`;
    for (const u of uses) {
      const tid = typeof u.id === "string" ? u.id : "";
      if (!toolUses.has(tid)) return `stdout line ${i + 1} is a tool_use ${JSON.stringify(tid.slice(0, 60))} the model endpoint never served — a line the agent did not send`;
    }
  }
  return undefined;
}
