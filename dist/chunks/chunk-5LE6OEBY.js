#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/core/protocol/protocol-line-error.ts
var ProtocolLineError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "ProtocolLineError";
  }
};

// src/core/protocol/decision-request.ts
var isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
function requireRequestId(msg) {
  const id = msg.request_id;
  if (typeof id !== "string" || id === "") {
    throw new ProtocolLineError(`control-in: malformed request_id: ${JSON.stringify(id) ?? "undefined"}`);
  }
  return id;
}
function questionIssues(questions) {
  if (!Array.isArray(questions)) return [`<root>: expected array, received ${describe(questions)}`];
  const issues = [];
  questions.forEach((q, i) => {
    if (!isObj(q)) {
      issues.push(`${i}: expected object, received ${describe(q)}`);
      return;
    }
    for (const key of ["question", "header"]) {
      if (q[key] !== void 0 && typeof q[key] !== "string")
        issues.push(`${i}.${key}: expected string, received ${describe(q[key])}`);
    }
    if (q.multiSelect !== void 0 && typeof q.multiSelect !== "boolean")
      issues.push(`${i}.multiSelect: expected boolean, received ${describe(q.multiSelect)}`);
    if (q.options !== void 0) {
      if (!Array.isArray(q.options)) issues.push(`${i}.options: expected array, received ${describe(q.options)}`);
      else
        q.options.forEach((o, j) => {
          if (!isObj(o)) issues.push(`${i}.options.${j}: expected object, received ${describe(o)}`);
          else {
            if (typeof o.label !== "string")
              issues.push(`${i}.options.${j}.label: expected string, received ${describe(o.label)}`);
            if (o.description !== void 0 && typeof o.description !== "string")
              issues.push(`${i}.options.${j}.description: expected string, received ${describe(o.description)}`);
          }
        });
    }
  });
  return issues;
}
function describe(x) {
  if (x === null) return "null";
  if (Array.isArray(x)) return "array";
  return typeof x;
}
var optStr = (x) => typeof x === "string" ? x : x == null ? void 0 : String(x);
function toDecisionRequest(msg) {
  const id = requireRequestId(msg);
  const request = isObj(msg.request) ? msg.request : {};
  const subtype = request.subtype;
  if (subtype === "can_use_tool") {
    const tool = typeof request.tool_name === "string" ? request.tool_name : "";
    const input = isObj(request.input) ? request.input : {};
    const toolUseId = request.tool_use_id ? String(request.tool_use_id) : void 0;
    if (tool === "AskUserQuestion") {
      const questions = input.questions ?? [];
      const issues = questionIssues(questions);
      if (issues.length > 0)
        throw new ProtocolLineError(
          `control-in: malformed AskUserQuestion questions for request ${id}: ${issues.join("; ")}`
        );
      return { kind: "question", id, questions, toolUseId };
    }
    const reason = request.decision_reason ?? request.decisionReason;
    const reasonType = isObj(reason) && typeof reason.type === "string" ? reason.type : void 0;
    return {
      kind: "permission",
      id,
      tool,
      input,
      toolUseId,
      agentId: optStr(request.agent_id ?? request.agentId),
      decisionReason: reason,
      decisionReasonType: reasonType
    };
  }
  if (subtype === "request_user_dialog") {
    const dialogKind = optStr(request.dialogKind ?? request.dialog_kind) ?? "unknown";
    return { kind: "dialog", id, dialogKind, payload: request.payload };
  }
  if (subtype === "elicitation" || subtype === "side_question") {
    return {
      kind: "elicit",
      id,
      server: optStr(request.mcp_server_name ?? request.server),
      prompt: optStr(request.message ?? request.prompt),
      schema: request.requestedSchema
    };
  }
  return null;
}

// src/core/protocol/tool-result-text.ts
var DISPLAY_TEXT_CAP = 500;
var ASSERT_TEXT_CAP = 10240;
function blockText(block) {
  if (block !== null && typeof block === "object" && "text" in block) return String(block.text);
  const json = JSON.stringify(block);
  return json === void 0 ? JSON.stringify({ type: "unsupported", raw: "[unserializable]" }) : json;
}
function capped(s, cap) {
  return s.length <= cap ? s : (s.slice(0, cap) + " ").slice(0, cap);
}
function flattenToolResult(content) {
  let full;
  let textBlocks;
  if (typeof content === "string") {
    full = content;
    textBlocks = [content];
  } else if (Array.isArray(content)) {
    full = content.map(blockText).join(" ");
    textBlocks = content.filter((b) => b !== null && typeof b === "object" && b.type === "text").map((b) => String(b.text ?? ""));
  } else {
    full = "";
    textBlocks = [];
  }
  return {
    text: capped(full, DISPLAY_TEXT_CAP),
    assertText: capped(full, ASSERT_TEXT_CAP),
    assertTextTruncated: full.length > ASSERT_TEXT_CAP,
    textBlocks
  };
}

// src/core/protocol/parse-line.ts
var isObj2 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
var optString = (x) => typeof x === "string" ? x : void 0;
var optId = (x) => x === void 0 || x === null || x === "" ? void 0 : String(x);
function parseLine(msg) {
  if (!isObj2(msg)) return [];
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
function arrayField(msg, key) {
  const v = msg[key];
  if (v === void 0 || v === null) return [];
  if (!Array.isArray(v)) throw new ProtocolLineError(`system/init field "${key}" is not an array`);
  return v;
}
function parseSystem(msg) {
  const subtype = msg.subtype;
  if (subtype === "init") {
    return [
      {
        type: "init",
        tools: arrayField(msg, "tools").map(String),
        mcpServers: arrayField(msg, "mcp_servers"),
        skills: arrayField(msg, "skills"),
        cwd: optString(msg.cwd)
      }
    ];
  }
  if (subtype === "api_metrics") return [{ type: "metrics", data: msg }];
  if (subtype === "thinking") return [{ type: "thinking", text: String(msg.content ?? ""), redacted: false }];
  const data = {};
  for (const [k, v] of Object.entries(msg)) if (k !== "type" && k !== "subtype") data[k] = v;
  return [{ type: "system_event", subtype: String(subtype ?? ""), data }];
}
function parseControlRequest(msg) {
  const request = isObj2(msg.request) ? msg.request : {};
  if (request.subtype === "hook_callback") {
    const requestId = requireRequestId(msg);
    return [
      {
        type: "hook_callback",
        requestId,
        callbackId: optString(request.callback_id),
        input: request.input,
        toolUseId: optId(request.tool_use_id)
      }
    ];
  }
  const decision = toDecisionRequest(msg);
  return decision ? [{ type: "decision", request: decision }] : [];
}
function parseAssistant(msg) {
  const message = isObj2(msg.message) ? msg.message : {};
  const content = Array.isArray(message.content) ? message.content : [];
  const msgParent = optId(msg.parent_tool_use_id);
  const model = optString(message.model);
  const events = [];
  content.forEach((block, blockIndex) => {
    if (!isObj2(block)) throw new ProtocolLineError(`assistant content block ${blockIndex} is not an object`);
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
      const input = isObj2(block.input) ? block.input : {};
      const toolUseId = optId(block.id);
      const name = String(block.name ?? "");
      events.push({ type: "tool_use", name, input, toolUseId, parentToolUseId, model });
      if (name === "Agent" || name === "Task" || "subagent_type" in input) {
        const declared = Array.isArray(input.tools) ? input.tools : Array.isArray(input.allowedTools) ? input.allowedTools : [];
        const rawType = input.subagent_type ?? input.subagentType;
        events.push({
          type: "subagent_dispatch",
          toolUseId: toolUseId ?? `unpaired-${String(message.id ?? msg.uuid ?? "anon")}-b${blockIndex}`,
          parentToolUseId,
          dispatchAgentType: rawType === void 0 || rawType === null ? "unknown" : String(rawType),
          typeOmitted: rawType === void 0 || rawType === null,
          declaredTools: declared.map(String),
          description: input.description != null ? String(input.description) : void 0,
          prompt: input.prompt != null ? capped(String(input.prompt), ASSERT_TEXT_CAP) : void 0,
          model
        });
      }
    }
  });
  return events;
}
function parseUser(msg) {
  const message = isObj2(msg.message) ? msg.message : {};
  const content = Array.isArray(message.content) ? message.content : [];
  const events = [];
  let firstResultId;
  content.forEach((block, i) => {
    if (!isObj2(block)) {
      events.push({ type: "protocol_evidence_error", message: `user content block ${i} is not an object` });
      return;
    }
    if (block.type !== "tool_result") return;
    const toolUseId = optId(block.tool_use_id);
    if (toolUseId === void 0) {
      events.push({ type: "protocol_evidence_error", message: `user tool_result block ${i} has no tool_use_id` });
      return;
    }
    firstResultId ??= toolUseId;
    events.push({ type: "tool_result", toolUseId, isError: !!block.is_error, ...flattenToolResult(block.content) });
  });
  const meta = msg.tool_use_result;
  if (firstResultId !== void 0 && isObj2(meta) && ("resolvedModel" in meta || "agentType" in meta || "status" in meta)) {
    events.unshift({
      type: "subagent_result_meta",
      toolUseId: firstResultId,
      resolvedModel: optString(meta.resolvedModel),
      agentType: optString(meta.agentType),
      status: optString(meta.status)
    });
  }
  return events;
}
function parseResult(msg) {
  return {
    type: "result",
    isError: !!msg.is_error,
    usage: isObj2(msg.usage) ? msg.usage : void 0,
    resultText: optString(msg.result),
    subtype: optString(msg.subtype),
    apiErrorStatus: msg.api_error_status ?? void 0,
    costUsd: typeof msg.total_cost_usd === "number" ? msg.total_cost_usd : void 0,
    numTurns: typeof msg.num_turns === "number" ? msg.num_turns : void 0,
    modelUsage: isObj2(msg.modelUsage) ? msg.modelUsage : void 0
  };
}

export {
  ProtocolLineError,
  toDecisionRequest,
  flattenToolResult,
  parseLine
};
