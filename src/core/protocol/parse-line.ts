/**
 * One parsed stream-json line → the events it means (the reference's src/agent/session.ts; docs/reference.md#replay-and-assertions). Pure. Throws a
 * ProtocolLineError for a malformed control frame, a non-object assistant block or a non-array
 * init field; unknown line types (stream_event, rate_limit_event, control_response, …) yield [].
 */
import { requireRequestId, toDecisionRequest } from "./decision-request.js";
import { ProtocolLineError } from "./protocol-line-error.js";
import { ASSERT_TEXT_CAP, capped, flattenToolResult } from "./tool-result-text.js";
import type { AgentEvent } from "./types.js";

type Obj = Record<string, unknown>;

const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);
const optString = (x: unknown): string | undefined => (typeof x === "string" ? x : undefined);
const optId = (x: unknown): string | undefined => (x === undefined || x === null || x === "" ? undefined : String(x));

export function parseLine(msg: unknown): AgentEvent[] {
  if (!isObj(msg)) return [];
  switch (msg.type) {
    case "system":
      return parseSystem(msg);
    case "control_request":
      return parseControlRequest(msg);
    case "assistant":
      return parseAssistant(msg);
    case "user":
      return parseUser(msg);
    case "result":
      return [parseResult(msg)];
    case "infra_error":
      return [{ type: "infra_error", message: String(msg.message ?? ""), source: optString(msg.source) }];
    default:
      return [];
  }
}

function arrayField(msg: Obj, key: string): unknown[] {
  const v = msg[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new ProtocolLineError(`system/init field "${key}" is not an array`);
  return v;
}

function parseSystem(msg: Obj): AgentEvent[] {
  const subtype = msg.subtype;
  if (subtype === "init") {
    return [
      {
        type: "init",
        tools: arrayField(msg, "tools").map(String),
        mcpServers: arrayField(msg, "mcp_servers"),
        skills: arrayField(msg, "skills"),
        cwd: optString(msg.cwd),
      },
    ];
  }
  if (subtype === "api_metrics") return [{ type: "metrics", data: msg }];
  if (subtype === "thinking") return [{ type: "thinking", text: String(msg.content ?? ""), redacted: false }];
  const data: Obj = {};
  for (const [k, v] of Object.entries(msg)) if (k !== "type" && k !== "subtype") data[k] = v;
  return [{ type: "system_event", subtype: String(subtype ?? ""), data }];
}

function parseControlRequest(msg: Obj): AgentEvent[] {
  const request = isObj(msg.request) ? msg.request : {};
  if (request.subtype === "hook_callback") {
    const requestId = requireRequestId(msg);
    return [
      {
        type: "hook_callback",
        requestId,
        callbackId: optString(request.callback_id),
        input: request.input,
        toolUseId: optId(request.tool_use_id),
      },
    ];
  }
  const decision = toDecisionRequest(msg);
  return decision ? [{ type: "decision", request: decision }] : [];
}

function parseAssistant(msg: Obj): AgentEvent[] {
  const message = isObj(msg.message) ? msg.message : {};
  const content = Array.isArray(message.content) ? message.content : [];
  const msgParent = optId(msg.parent_tool_use_id);
  const model = optString(message.model);
  const events: AgentEvent[] = [];
  content.forEach((block, blockIndex) => {
    if (!isObj(block)) throw new ProtocolLineError(`assistant content block ${blockIndex} is not an object`);
    const parentToolUseId = optId(block.parent_tool_use_id) ?? msgParent;
    if (block.type === "text") {
      events.push({ type: "assistant_text", text: String(block.text ?? ""), parentToolUseId, model });
    } else if (block.type === "thinking") {
      const text = String(block.thinking ?? block.text ?? "");
      const redacted = text === "" && typeof block.signature === "string" && block.signature !== "";
      events.push({ type: "thinking", text, redacted, model });
    } else if (block.type === "redacted_thinking") {
      events.push({ type: "thinking", text: "", redacted: true, model });
    } else if (block.type === "tool_use") {
      const input = isObj(block.input) ? block.input : {};
      const toolUseId = optId(block.id);
      const name = String(block.name ?? "");
      events.push({ type: "tool_use", name, input, toolUseId, parentToolUseId, model });
      if (name === "Agent" || name === "Task" || "subagent_type" in input) {
        const declared = Array.isArray(input.tools)
          ? input.tools
          : Array.isArray(input.allowedTools)
            ? input.allowedTools
            : [];
        const rawType = input.subagent_type ?? input.subagentType;
        events.push({
          type: "subagent_dispatch",
          toolUseId: toolUseId ?? `unpaired-${String(message.id ?? msg.uuid ?? "anon")}-b${blockIndex}`,
          parentToolUseId,
          dispatchAgentType: rawType === undefined || rawType === null ? "unknown" : String(rawType),
          typeOmitted: rawType === undefined || rawType === null,
          declaredTools: declared.map(String),
          description: input.description != null ? String(input.description) : undefined,
          prompt: input.prompt != null ? capped(String(input.prompt), ASSERT_TEXT_CAP) : undefined,
          model,
        });
      }
    }
  });
  return events;
}

function parseUser(msg: Obj): AgentEvent[] {
  const message = isObj(msg.message) ? msg.message : {};
  const content = Array.isArray(message.content) ? message.content : [];
  const events: AgentEvent[] = [];
  let firstResultId: string | undefined;
  content.forEach((block, i) => {
    if (!isObj(block)) {
      events.push({ type: "protocol_evidence_error", message: `user content block ${i} is not an object` });
      return;
    }
    if (block.type !== "tool_result") return;
    const toolUseId = optId(block.tool_use_id);
    if (toolUseId === undefined) {
      events.push({ type: "protocol_evidence_error", message: `user tool_result block ${i} has no tool_use_id` });
      return;
    }
    firstResultId ??= toolUseId;
    events.push({ type: "tool_result", toolUseId, isError: !!block.is_error, ...flattenToolResult(block.content) });
  });
  const meta = msg.tool_use_result;
  if (
    firstResultId !== undefined &&
    isObj(meta) &&
    ("resolvedModel" in meta || "agentType" in meta || "status" in meta)
  ) {
    events.unshift({
      type: "subagent_result_meta",
      toolUseId: firstResultId,
      resolvedModel: optString(meta.resolvedModel),
      agentType: optString(meta.agentType),
      status: optString(meta.status),
    });
  }
  return events;
}

function parseResult(msg: Obj): AgentEvent {
  return {
    type: "result",
    isError: !!msg.is_error,
    usage: isObj(msg.usage) ? msg.usage : undefined,
    resultText: optString(msg.result),
    subtype: optString(msg.subtype),
    apiErrorStatus: msg.api_error_status ?? undefined,
    costUsd: typeof msg.total_cost_usd === "number" ? msg.total_cost_usd : undefined,
    numTurns: typeof msg.num_turns === "number" ? msg.num_turns : undefined,
    modelUsage: isObj(msg.modelUsage) ? msg.modelUsage : undefined,
  };
}
