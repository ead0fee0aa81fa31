/**
 * The model turns a cassette recorded, per conversation (issue 15): every `assistant` event of
 * the agent's stream, grouped by conversation (`parent_tool_use_id`: null for the main thread,
 * the Task's tool_use id for a sub-agent) and merged by message id (the agent prints one event
 * per content block). A sub-agent's final message is not printed by the agent; it is rebuilt from
 * the Task's tool result (`tool_use_result.content` after the harness's own notes). Pure.
 *
 * Where the events cannot give every turn (no assistant event at all, no result line, a sub-agent
 * whose final report is missing), `problem` says why, and the cassette cannot be re-run.
 */
import type { ReplayBlock } from "../model-server/recorded-server.js";

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

/** A content block as the Messages API streams it back. */
export type TurnBlock = ReplayBlock;

export interface RecordedTurn {
  /** 1-based position of this turn in the whole recording (the order the model answered) */
  seq: number;
  /** the conversation: "main", or the Task tool_use id of a sub-agent */
  conversation: string;
  /** 1-based position within its conversation */
  position: number;
  messageId: string;
  model?: string;
  blocks: TurnBlock[];
  /** the usage the recording reported when the turn started (input and cache tokens) */
  usage?: { input_tokens?: number; cache_creation_input_tokens?: number; cache_read_input_tokens?: number };
  /** rebuilt from the Task's tool result (a sub-agent's final report), not printed by the agent */
  rebuilt?: boolean;
}

export interface Conversation {
  key: string;
  /** the text that opens it: the scenario prompt (main) or the Task's `prompt` input */
  opener: string;
  /** "the main thread" or "sub-agent <description> (toolu_…)" */
  label: string;
  turns: RecordedTurn[];
}

export interface RecordedTurns {
  conversations: Map<string, Conversation>;
  /** every turn in recording order */
  turns: RecordedTurn[];
  /** tool_use id → the turn that made the call */
  byToolUseId: Map<string, RecordedTurn>;
  /** why the events cannot be re-run, when they cannot */
  problem?: string;
}

function parse(line: string): Obj | undefined {
  try {
    const v: unknown = JSON.parse(line);
    return isObj(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

function toBlock(b: unknown): TurnBlock | undefined {
  if (!isObj(b)) return undefined;
  switch (b.type) {
    case "text":
      return { type: "text", text: String(b.text ?? "") };
    case "tool_use":
      return { type: "tool_use", id: String(b.id ?? ""), name: String(b.name ?? ""), input: b.input ?? {} };
    case "thinking":
      return { type: "thinking", thinking: String(b.thinking ?? ""), signature: String(b.signature ?? "") };
    case "redacted_thinking":
      return { type: "redacted_thinking", data: String(b.data ?? "") };
    default:
      return undefined;
  }
}

/** The final report a Task's tool result carries (the sub-agent's last message), or undefined. */
export function subagentReport(toolUseResult: unknown): string | undefined {
  if (!isObj(toolUseResult) || !Array.isArray(toolUseResult.content)) return undefined;
  const notes = typeof toolUseResult.harnessNoteCount === "number" ? toolUseResult.harnessNoteCount : 0;
  const texts = toolUseResult.content
    .slice(notes)
    .filter((b): b is Obj => isObj(b) && b.type === "text" && typeof b.text === "string")
    .map((b) => b.text as string);
  return texts.length > 0 ? texts.join("\n") : undefined;
}

const toolUses = (t: RecordedTurn): Extract<TurnBlock, { type: "tool_use" }>[] =>
  t.blocks.filter((b): b is Extract<TurnBlock, { type: "tool_use" }> => b.type === "tool_use");

export function toolUsesOf(t: RecordedTurn): { id: string; name: string }[] {
  return toolUses(t).map((b) => ({ id: b.id, name: b.name }));
}

export function extractRecordedTurns(events: readonly string[], prompt: string): RecordedTurns {
  const conversations = new Map<string, Conversation>([
    ["main", { key: "main", opener: prompt, label: "the main thread", turns: [] }],
  ]);
  const turns: RecordedTurn[] = [];
  const byToolUseId = new Map<string, RecordedTurn>();
  const byMessage = new Map<string, RecordedTurn>();
  const taskResults = new Map<string, unknown>();
  let sawResult = false;

  for (const line of events) {
    const ev = parse(line);
    if (!ev) continue;
    if (ev.type === "result") sawResult = true;
    if (
      ev.type === "user" &&
      isObj(ev.message) &&
      Array.isArray(ev.message.content) &&
      ev.tool_use_result !== undefined
    ) {
      for (const b of ev.message.content)
        if (isObj(b) && b.type === "tool_result") taskResults.set(String(b.tool_use_id ?? ""), ev.tool_use_result);
    }
    if (ev.type !== "assistant" || !isObj(ev.message)) continue;
    const conversation =
      typeof ev.parent_tool_use_id === "string" && ev.parent_tool_use_id !== "" ? ev.parent_tool_use_id : "main";
    const msg = ev.message;
    const messageId = String(msg.id ?? `event-${turns.length + 1}`);
    const key = `${conversation}\u0000${messageId}`;
    let turn = byMessage.get(key);
    if (!turn) {
      let conv = conversations.get(conversation);
      if (!conv) {
        const task = byToolUseId.get(conversation);
        const call = task ? toolUses(task).find((b) => b.id === conversation) : undefined;
        const input = isObj(call?.input) ? call.input : {};
        conv = {
          key: conversation,
          opener: typeof input.prompt === "string" ? input.prompt : "",
          label:
            `sub-agent ${typeof input.description === "string" ? JSON.stringify(input.description) : ""} (${conversation})`.replace(
              "  ",
              " ",
            ),
          turns: [],
        };
        conversations.set(conversation, conv);
      }
      const usage = isObj(msg.usage) ? msg.usage : undefined;
      turn = {
        seq: turns.length + 1,
        conversation,
        position: conv.turns.length + 1,
        messageId,
        ...(typeof msg.model === "string" ? { model: msg.model } : {}),
        blocks: [],
        ...(usage
          ? {
              usage: {
                ...(typeof usage.input_tokens === "number" ? { input_tokens: usage.input_tokens } : {}),
                ...(typeof usage.cache_creation_input_tokens === "number"
                  ? { cache_creation_input_tokens: usage.cache_creation_input_tokens }
                  : {}),
                ...(typeof usage.cache_read_input_tokens === "number"
                  ? { cache_read_input_tokens: usage.cache_read_input_tokens }
                  : {}),
              },
            }
          : {}),
      };
      byMessage.set(key, turn);
      turns.push(turn);
      conv.turns.push(turn);
    }
    for (const raw of Array.isArray(msg.content) ? msg.content : []) {
      const block = toBlock(raw);
      if (!block) continue;
      turn.blocks.push(block);
      if (block.type === "tool_use") byToolUseId.set(block.id, turn);
    }
  }

  const out: RecordedTurns = { conversations, turns, byToolUseId };
  if (turns.length === 0)
    return { ...out, problem: "the events hold no model turns (no assistant message was recorded)" };
  if (!sawResult)
    return { ...out, problem: "the events end without the agent's result line (a truncated or killed recording)" };
  // a sub-agent's final message: rebuilt from its Task's tool result
  for (const conv of conversations.values()) {
    if (conv.key === "main") continue;
    const last = conv.turns[conv.turns.length - 1];
    if (!last || toolUses(last).length === 0) continue;
    const report = subagentReport(taskResults.get(conv.key));
    if (report === undefined)
      return {
        ...out,
        problem: `the events lack the final report of ${conv.label} (its Task result is missing or has no text)`,
      };
    const turn: RecordedTurn = {
      seq: 0,
      conversation: conv.key,
      position: conv.turns.length + 1,
      messageId: `${last.messageId}-report`,
      blocks: [{ type: "text", text: report }],
      rebuilt: true,
    };
    conv.turns.push(turn);
    // it ran right before the main thread's next turn after the Task: keep recording order
    const taskTurn = byToolUseId.get(conv.key);
    const after = taskTurn
      ? turns.findIndex((t, i) => i > turns.indexOf(last) && t.conversation === taskTurn.conversation)
      : -1;
    turns.splice(after === -1 ? turns.length : after, 0, turn);
  }
  turns.forEach((t, i) => (t.seq = i + 1));
  return out;
}
