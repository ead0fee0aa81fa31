/**
 * Which recorded turn answers a model request of the re-run (issue 15). Requests are matched to
 * recorded turns by conversation and position:
 *
 *  - **conversation**: the recorded conversation that made a tool call the request's history
 *    holds (tool_use ids are served as recorded, so they name their conversation); a request with
 *    no recorded tool call in its history opens a conversation, found by its first user message:
 *    it contains the Task `prompt` of a sub-agent not yet started (then any sub-agent's), else the
 *    scenario prompt (the main thread);
 *  - **position**: the number of assistant messages in the request (consecutive ones count once):
 *    a request carrying k model turns asks for the conversation's turn k+1.
 *
 * "The same request" as recorded means: the request's last assistant message made exactly the
 * tool calls (ids and names, in order; the agent sends "Task" as "Agent") of the conversation's turn k, and its newest user messages
 * carry a tool_result for each of them. The tool results' content is not compared — a changed
 * result is what the re-run is for, and it is reported as a differing tool result, not a
 * divergence. Anything else — a conversation the recording never had, a request after the
 * recording ended the conversation, other tool calls, a missing result — is a divergence:
 * "diverged at turn N: expected …, got …", N the recorded turn (in recording order) the request
 * should have asked for.
 */
import type { Conversation, RecordedTurn, RecordedTurns } from "./recorded-turns.js";
import { toolUsesOf } from "./recorded-turns.js";
import { plainId, resultPrint } from "./compare.js";

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

export type Routed =
  | { kind: "serve"; turn: RecordedTurn; conversation: Conversation }
  | { kind: "diverged"; turn: number; message: string };

function blocksOf(m: Obj): Obj[] {
  if (typeof m.content === "string") return [{ type: "text", text: m.content }];
  return Array.isArray(m.content) ? m.content.filter(isObj) : [];
}

function textOf(m: Obj): string {
  return blocksOf(m)
    .map((b) => (b.type === "text" && typeof b.text === "string" ? b.text : ""))
    .join("\n");
}

const calls = (blocks: Obj[]): { id: string; name: string }[] =>
  blocks.filter((b) => b.type === "tool_use").map((b) => ({ id: String(b.id ?? ""), name: String(b.name ?? "") }));

/** The most calls a divergence names; the rest are counted. */
const CALLS_SHOWN = 5;
/** Calls as a divergence names them: each name and id shown only when short and plain (they may come from the sandbox). */
const callList = (c: { id: string; name: string }[]): string => {
  if (c.length === 0) return "no tool call";
  const shown = c.slice(0, CALLS_SHOWN).map((x) => `${plainId(x.name)} ${plainId(x.id)}`);
  return c.length > CALLS_SHOWN ? `${shown.join(", ")}, +${c.length - CALLS_SHOWN} more` : shown.join(", ");
};

/**
 * The agent's own name for a tool in the request history, where it differs from the name its
 * stream prints (the sub-agent tool is printed "Task" and sent to the model as "Agent").
 */
const TOOL_ALIASES: Record<string, string> = { Agent: "Task" };
const sameCalls = (a: { id: string; name: string }[], b: { id: string; name: string }[]): boolean =>
  a.length === b.length &&
  a.every((x, i) => x.id === b[i]!.id && (TOOL_ALIASES[x.name] ?? x.name) === (TOOL_ALIASES[b[i]!.name] ?? b[i]!.name));

/** The request's messages folded into alternating groups: consecutive messages of one role are one. */
function groups(body: unknown): { role: string; blocks: Obj[] }[] {
  const messages = isObj(body) && Array.isArray(body.messages) ? body.messages.filter(isObj) : [];
  const out: { role: string; blocks: Obj[] }[] = [];
  for (const m of messages) {
    const role = String(m.role ?? "");
    const last = out[out.length - 1];
    if (last && last.role === role) last.blocks.push(...blocksOf(m));
    else out.push({ role, blocks: blocksOf(m) });
  }
  return out;
}

export class TurnRouter {
  private readonly started = new Set<string>();
  constructor(private readonly recorded: RecordedTurns) {}

  private conversationOf(body: unknown, assistants: Obj[][]): Conversation | string {
    for (const blocks of assistants) {
      for (const c of calls(blocks)) {
        const turn = this.recorded.byToolUseId.get(c.id);
        if (turn) return this.recorded.conversations.get(turn.conversation)!;
      }
    }
    const messages = isObj(body) && Array.isArray(body.messages) ? body.messages.filter(isObj) : [];
    const first = messages.find((m) => m.role === "user");
    const text = first ? textOf(first) : "";
    const subs = [...this.recorded.conversations.values()].filter(
      (c) => c.key !== "main" && c.opener.trim() !== "" && text.includes(c.opener.trim()),
    );
    const sub = subs.find((c) => !this.started.has(c.key)) ?? subs[0];
    if (sub) return sub;
    const main = this.recorded.conversations.get("main")!;
    if (main.opener.trim() !== "" && text.includes(main.opener.trim())) return main;
    // told by size and digest: a request may come from the sandbox's own code, with any text in it (issue 36)
    const p = resultPrint(text);
    return `a request that opens no recorded conversation (its first user message: ${p.bytes} bytes, sha256 ${p.sha256.slice(0, 16)})`;
  }

  route(body: unknown): Routed {
    const g = groups(body);
    const assistants = g.filter((x) => x.role === "assistant").map((x) => x.blocks);
    const conv = this.conversationOf(body, assistants);
    const nextSeq = (this.recorded.turns[this.recorded.turns.length - 1]?.seq ?? 0) + 1;
    if (typeof conv === "string")
      return {
        kind: "diverged",
        turn: nextSeq,
        message: `diverged at turn ${nextSeq}: expected a request of a recorded conversation, got ${conv}`,
      };
    const k = assistants.length;
    const prev = k > 0 ? conv.turns[k - 1] : undefined;
    const want = conv.turns[k];
    const at = want?.seq ?? (prev ? prev.seq + 1 : nextSeq);
    const where = `${conv.label}, its turn ${k + 1}`;
    if (k > 0) {
      const got = calls(assistants[k - 1]!);
      if (!prev)
        return {
          kind: "diverged",
          turn: at,
          message: `diverged at turn ${at}: expected at most ${conv.turns.length} model turn(s) in ${conv.label}, got a request carrying ${k}`,
        };
      const expected = toolUsesOf(prev);
      if (!sameCalls(expected, got)) {
        return {
          kind: "diverged",
          turn: at,
          message: `diverged at turn ${at} (${where}): expected a request answering turn ${prev.seq}'s ${callList(expected)}, got one whose last model turn made ${callList(got)}`,
        };
      }
      const lastAssistant = g.map((x) => x.role).lastIndexOf("assistant");
      const results = new Set(
        g
          .slice(lastAssistant + 1)
          .flatMap((x) => x.blocks.filter((b) => b.type === "tool_result").map((b) => String(b.tool_use_id ?? ""))),
      );
      const missing = expected.filter((c) => !results.has(c.id));
      if (missing.length > 0) {
        return {
          kind: "diverged",
          turn: at,
          message: `diverged at turn ${at} (${where}): expected tool results for ${callList(expected)}, got none for ${callList(missing)}`,
        };
      }
    }
    if (!want) {
      return {
        kind: "diverged",
        turn: at,
        message: `diverged at turn ${at} (${where}): expected no further request — the recording ended ${conv.label} after its turn ${k}${prev ? ` (turn ${prev.seq})` : ""} — got a request answering ${prev ? callList(toolUsesOf(prev)) : "nothing"}`,
      };
    }
    this.started.add(conv.key);
    return { kind: "serve", turn: want, conversation: conv };
  }
}
