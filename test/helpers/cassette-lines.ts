/**
 * Raw readings of a cassette's recorded lines, for tests that derive their expectations from the
 * example under test rather than pinning one recording's values (plain JSON.parse, independent of
 * the parser under test), and builders for lines in the recorded shapes (the reference's src/agent/session.ts; docs/reference.md#replay-and-assertions): a can_use_tool control_request in `events`, its success control_response in `controlOut`.
 */

type Obj = Record<string, unknown>;

const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

/** Each line parsed, or undefined when it is not a JSON object. */
export function parsedLines(lines: readonly unknown[]): (Obj | undefined)[] {
  return lines.map((l) => {
    if (typeof l !== "string") return undefined;
    try {
      const o: unknown = JSON.parse(l);
      return isObj(o) ? o : undefined;
    } catch {
      return undefined;
    }
  });
}

const noParent = (x: unknown): boolean => x === undefined || x === null || x === "";

export interface RawCall {
  name: string;
  /** the tool_use id */
  id: string | undefined;
  input: Obj;
  /** index of the `assistant` event line holding the tool_use block */
  line: number;
}

/** The top-level tool_use blocks (no parent tool use on the message or the block), in recorded order. */
export function topLevelCalls(events: readonly unknown[]): RawCall[] {
  const out: RawCall[] = [];
  parsedLines(events).forEach((o, line) => {
    if (o?.type !== "assistant" || !noParent(o.parent_tool_use_id)) return;
    const message = isObj(o.message) ? o.message : {};
    for (const block of Array.isArray(message.content) ? message.content : []) {
      if (isObj(block) && block.type === "tool_use" && noParent(block.parent_tool_use_id)) {
        out.push({
          name: String(block.name),
          id: typeof block.id === "string" ? block.id : undefined,
          input: isObj(block.input) ? block.input : {},
          line,
        });
      }
    }
  });
  return out;
}

/** The events with each tool_result block for `toolUseId` given `content` and `isError` (a user line rewritten only when it holds one). */
export function withToolResult(
  events: readonly string[],
  toolUseId: string,
  content: string,
  isError: boolean,
): string[] {
  return events.map((l) => {
    const o = parsedLines([l])[0];
    const message = isObj(o?.message) ? o.message : undefined;
    if (o?.type !== "user" || !Array.isArray(message?.content)) return l;
    let hit = false;
    for (const block of message.content) {
      if (isObj(block) && block.type === "tool_result" && block.tool_use_id === toolUseId) {
        block.content = content;
        block.is_error = isError;
        hit = true;
      }
    }
    return hit ? JSON.stringify(o) : l;
  });
}

/** The last top-level assistant text block and its event line. */
export function lastTopLevelText(events: readonly unknown[]): { text: string; line: number } | undefined {
  let found: { text: string; line: number } | undefined;
  parsedLines(events).forEach((o, line) => {
    if (o?.type !== "assistant" || !noParent(o.parent_tool_use_id)) return;
    const message = isObj(o.message) ? o.message : {};
    for (const block of Array.isArray(message.content) ? message.content : []) {
      if (isObj(block) && block.type === "text" && typeof block.text === "string" && noParent(block.parent_tool_use_id))
        found = { text: block.text, line };
    }
  });
  return found;
}

export interface RawUsage {
  turns: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  /** index of the last `result` event line */
  line: number;
}

/** The last `result` event's num_turns, usage tokens and total_cost_usd; throws when there is none or a field is not a number. */
export function lastResultUsage(events: readonly unknown[]): RawUsage {
  const lines = parsedLines(events);
  const line = lines.map((o) => o?.type).lastIndexOf("result");
  const r = lines[line];
  if (r === undefined) throw new Error("no result event");
  const usage = isObj(r.usage) ? r.usage : {};
  const out = {
    turns: r.num_turns,
    inputTokens: usage.input_tokens,
    outputTokens: usage.output_tokens,
    costUsd: r.total_cost_usd,
    line,
  };
  for (const [k, v] of Object.entries(out))
    if (typeof v !== "number") throw new Error(`result event: ${k} is not a number`);
  return out as RawUsage;
}

export interface RawGate {
  id: string;
  tool: string;
  input: Obj;
}

/** The recorded can_use_tool requests (permission and AskUserQuestion gates), in order. */
export function canUseToolRequests(events: readonly unknown[]): RawGate[] {
  const out: RawGate[] = [];
  for (const o of parsedLines(events)) {
    const req = isObj(o?.request) ? o.request : undefined;
    if (o?.type === "control_request" && req?.subtype === "can_use_tool" && typeof o.request_id === "string") {
      out.push({ id: o.request_id, tool: String(req.tool_name), input: isObj(req.input) ? req.input : {} });
    }
  }
  return out;
}

/** The recorded reply body to request `id` in controlOut (the first success response), if any. */
export function recordedReply(controlOut: readonly unknown[], id: string): Obj | undefined {
  for (const o of parsedLines(controlOut)) {
    const r = isObj(o?.response) ? o.response : undefined;
    if (o?.type === "control_response" && r?.subtype === "success" && r.request_id === id && isObj(r.response))
      return r.response;
  }
  return undefined;
}

export const canUseToolLine = (id: string, tool: string, input: Obj): string =>
  JSON.stringify({
    type: "control_request",
    request_id: id,
    request: { subtype: "can_use_tool", tool_name: tool, display_name: tool, input },
  });

export const replyLine = (id: string, body: Obj): string =>
  JSON.stringify({ type: "control_response", response: { subtype: "success", request_id: id, response: body } });

/** controlOut with every reply to `id` replaced by `body`; throws when there was none. */
export function withReply(controlOut: readonly string[], id: string, body: Obj): string[] {
  let n = 0;
  const out = controlOut.map((l, i) => {
    const o = parsedLines([l])[0];
    const r = isObj(o?.response) ? o.response : undefined;
    if (o?.type !== "control_response" || r?.request_id !== id) return controlOut[i] as string;
    n++;
    return replyLine(id, body);
  });
  if (n === 0) throw new Error(`no recorded reply to ${id}`);
  return out;
}

/** The key a diff gives the n-th (0-based) gate of one base name: the first bare, later ones numbered. */
export const gateKey = (base: string, n: number): string => (n === 0 ? base : `${base} #${n + 1}`);

interface WithEvents {
  events: string[];
  controlOut?: string[];
}

/**
 * The cassette with an allowed permission gate for `tool` the test can rewrite: the first one
 * recorded with an `allow` reply, else one built here (request inserted before the last result
 * event, reply appended to controlOut) with `input`. Returns the request id and the gate's key.
 */
export function withAllowedGate<C extends WithEvents>(
  c: C,
  tool: string,
  input: Obj,
): { cassette: C; id: string; gate: string } {
  const controlOut = c.controlOut ?? [];
  const gates = canUseToolRequests(c.events).filter((g) => g.tool === tool);
  const n = gates.findIndex((g) => recordedReply(controlOut, g.id)?.behavior === "allow");
  if (n >= 0) return { cassette: c, id: gates[n]!.id, gate: gateKey(`permission: ${tool}`, n) };
  const id = `test-${tool.toLowerCase()}-gate`;
  const events = [...c.events];
  const at = parsedLines(events)
    .map((o) => o?.type)
    .lastIndexOf("result");
  events.splice(at < 0 ? events.length : at, 0, canUseToolLine(id, tool, input));
  return {
    cassette: { ...c, events, controlOut: [...controlOut, replyLine(id, { behavior: "allow", updatedInput: input })] },
    id,
    gate: gateKey(`permission: ${tool}`, gates.length),
  };
}
