/**
 * One stdout line of the agent read as an assistant event: its message and content blocks, or
 * undefined for anything else (not JSON, another event type). `parsed`: the line's JSON as the
 * reader of the agent's stdout (./run-agent.ts) already parsed it, so it is not parsed again. What the progress line
 * (./progress.ts) and a live decider's transcript tail (src/live/answerers/transcript-tail.ts)
 * read from every line.
 */

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export interface AssistantLine {
  /** the event itself (`parent_tool_use_id` names a sub-agent's) */
  event: Obj;
  message: Obj;
  content: unknown[];
}

export function assistantLine(line: string, parsed?: unknown): AssistantLine | undefined {
  if (!line.includes('"assistant"')) return undefined; // cheap: most lines are not
  let msg: unknown = parsed;
  if (msg === undefined)
    try {
      msg = JSON.parse(line);
    } catch {
      return undefined;
    }
  if (!isObj(msg) || msg.type !== "assistant" || !isObj(msg.message)) return undefined;
  const content = Array.isArray(msg.message.content) ? msg.message.content : [];
  return { event: msg, message: msg.message, content };
}
