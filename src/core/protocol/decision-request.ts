/**
 * control_request → DecisionRequest (the reference's src/agent/session.ts; docs/reference.md#replay-and-assertions `toDecisionRequest`). Throws a
 * ProtocolLineError for a malformed frame: a missing/empty/non-string request_id, or an
 * AskUserQuestion body whose questions are not a well-formed array.
 */
import { ProtocolLineError } from "./protocol-line-error.js";
import type { DecisionRequest, QSpec } from "./types.js";

type Obj = Record<string, unknown>;

const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

/** The request_id every control_request must carry (a non-empty string). */
export function requireRequestId(msg: Obj): string {
  const id = msg.request_id;
  if (typeof id !== "string" || id === "") {
    throw new ProtocolLineError(`control-in: malformed request_id: ${JSON.stringify(id) ?? "undefined"}`);
  }
  return id;
}

/** Loose validation of AskUserQuestion `input.questions`; returns the issues found (empty = valid). */
function questionIssues(questions: unknown): string[] {
  if (!Array.isArray(questions)) return [`<root>: expected array, received ${describe(questions)}`];
  const issues: string[] = [];
  questions.forEach((q, i) => {
    if (!isObj(q)) {
      issues.push(`${i}: expected object, received ${describe(q)}`);
      return;
    }
    for (const key of ["question", "header"] as const) {
      if (q[key] !== undefined && typeof q[key] !== "string")
        issues.push(`${i}.${key}: expected string, received ${describe(q[key])}`);
    }
    if (q.multiSelect !== undefined && typeof q.multiSelect !== "boolean")
      issues.push(`${i}.multiSelect: expected boolean, received ${describe(q.multiSelect)}`);
    if (q.options !== undefined) {
      if (!Array.isArray(q.options)) issues.push(`${i}.options: expected array, received ${describe(q.options)}`);
      else
        q.options.forEach((o, j) => {
          if (!isObj(o)) issues.push(`${i}.options.${j}: expected object, received ${describe(o)}`);
          else {
            if (typeof o.label !== "string")
              issues.push(`${i}.options.${j}.label: expected string, received ${describe(o.label)}`);
            if (o.description !== undefined && typeof o.description !== "string")
              issues.push(`${i}.options.${j}.description: expected string, received ${describe(o.description)}`);
          }
        });
    }
  });
  return issues;
}

function describe(x: unknown): string {
  if (x === null) return "null";
  if (Array.isArray(x)) return "array";
  return typeof x;
}

const optStr = (x: unknown): string | undefined => (typeof x === "string" ? x : x == null ? undefined : String(x));

/**
 * The decision a control_request asks for, or null for control requests that are not decisions
 * (hook_callback, mcp_message, …). `msg` is the whole parsed line.
 */
export function toDecisionRequest(msg: Obj): DecisionRequest | null {
  const id = requireRequestId(msg);
  const request = isObj(msg.request) ? msg.request : {};
  const subtype = request.subtype;
  if (subtype === "can_use_tool") {
    const tool = typeof request.tool_name === "string" ? request.tool_name : "";
    const input = isObj(request.input) ? request.input : {};
    const toolUseId = request.tool_use_id ? String(request.tool_use_id) : undefined;
    if (tool === "AskUserQuestion") {
      const questions = input.questions ?? [];
      const issues = questionIssues(questions);
      if (issues.length > 0)
        throw new ProtocolLineError(
          `control-in: malformed AskUserQuestion questions for request ${id}: ${issues.join("; ")}`,
        );
      return { kind: "question", id, questions: questions as QSpec[], toolUseId };
    }
    const reason = request.decision_reason ?? request.decisionReason;
    const reasonType = isObj(reason) && typeof reason.type === "string" ? reason.type : undefined;
    return {
      kind: "permission",
      id,
      tool,
      input,
      toolUseId,
      agentId: optStr(request.agent_id ?? request.agentId),
      decisionReason: reason,
      decisionReasonType: reasonType,
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
      schema: request.requestedSchema,
    };
  }
  return null;
}
