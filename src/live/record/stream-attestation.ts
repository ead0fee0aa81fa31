/**
 * Attests the agent's stream against the model traffic the egress relay passed on (issue 21, stream
 * integrity), the second layer behind the non-dumpable agent: every `assistant` event must carry a
 * message id the model endpoint served and every tool_use block in it a served tool_use id; every
 * tool_result a `user` event carries, and every `can_use_tool` control_request, must name a served
 * tool_use id. The agent's own synthetic messages (model "<synthetic>", e.g. an API error it
 * reports) carry no tool_use. A line that fails is one the agent did not get from the model —
 * forged — and ends the run; so does a line that is not JSON at all (a write that landed inside
 * one of the agent's). Pure.
 */
import type { ServedTurn } from "../container/model-relay.js";

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
      ev = undefined;
    }
    if (!isObj(ev))
      return `stdout line ${i + 1} is not a JSON object (${JSON.stringify(line.slice(0, 60))}) — the agent prints only stream-json lines: something else wrote into its stdout`;
    if (ev._emu !== undefined) continue; // our own marker rows
    if (ev.type === "control_request" && isObj(ev.request) && ev.request.subtype === "can_use_tool") {
      const tid = typeof ev.request.tool_use_id === "string" ? ev.request.tool_use_id : "";
      if (!toolUses.has(tid))
        return `stdout line ${i + 1} is a can_use_tool request for tool_use ${JSON.stringify(tid.slice(0, 60))}, which the model endpoint never served — a line the agent did not send`;
      continue;
    }
    if (ev.type === "user" && isObj(ev.message) && Array.isArray(ev.message.content)) {
      for (const b of ev.message.content.filter(isObj).filter((b) => b.type === "tool_result")) {
        const tid = typeof b.tool_use_id === "string" ? b.tool_use_id : "";
        if (!toolUses.has(tid))
          return `stdout line ${i + 1} is a tool_result for tool_use ${JSON.stringify(tid.slice(0, 60))}, which the model endpoint never served — a line the agent did not send`;
      }
      continue;
    }
    if (ev.type !== "assistant" || !isObj(ev.message)) continue;
    const msg = ev.message;
    const blocks = Array.isArray(msg.content) ? msg.content.filter(isObj) : [];
    const uses = blocks.filter((b) => b.type === "tool_use");
    if (msg.model === "<synthetic>" && uses.length === 0) continue;
    const id = typeof msg.id === "string" ? msg.id : "";
    if (!messages.has(id))
      return `stdout line ${i + 1} is an assistant event with message id ${JSON.stringify(id.slice(0, 60))}, which the model endpoint never served — a line the agent did not send`;
    for (const u of uses) {
      const tid = typeof u.id === "string" ? u.id : "";
      if (!toolUses.has(tid))
        return `stdout line ${i + 1} is a tool_use ${JSON.stringify(tid.slice(0, 60))} the model endpoint never served — a line the agent did not send`;
    }
  }
  return undefined;
}
