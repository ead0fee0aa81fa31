/**
 * The typed shapes of the stream-json control protocol (seeds/protocol.v1.schema.json) and of the
 * events one recorded line translates to (the reference's src/agent/session.ts; docs/reference.md#replay-and-assertions). Pure data, no behaviour.
 */

export interface QuestionOption {
  label: string;
  description?: string;
  [k: string]: unknown;
}

/** One AskUserQuestion sub-question as received (loose: extra keys are kept verbatim). */
export interface QSpec {
  question?: string;
  header?: string;
  options?: QuestionOption[];
  multiSelect?: boolean;
  [k: string]: unknown;
}

export type DecisionRequest =
  | {
      kind: "permission";
      id: string;
      tool: string;
      input: Record<string, unknown>;
      toolUseId?: string;
      agentId?: string;
      decisionReason?: unknown;
      decisionReasonType?: string;
    }
  | { kind: "question"; id: string; questions: QSpec[]; toolUseId?: string }
  | { kind: "dialog"; id: string; dialogKind: string; payload: unknown }
  | { kind: "elicit"; id: string; server?: string; prompt?: string; schema?: unknown };

export type DecisionResponse =
  | {
      kind: "permission";
      behavior: "allow" | "deny";
      updatedInput?: unknown;
      message?: string;
      grant?: "once" | "domain";
    }
  | { kind: "question"; answers: Record<string, string> }
  | { kind: "dialog"; behavior: "ok" | "cancelled"; choice?: unknown }
  | { kind: "elicit"; action: "accept" | "decline" | "cancel"; content?: unknown };

export interface ToolResultEvent {
  type: "tool_result";
  toolUseId: string;
  isError: boolean;
  /** display text, capped at 500 chars */
  text: string;
  /** assertion text, capped at 10,240 chars */
  assertText: string;
  assertTextTruncated: boolean;
  textBlocks: string[];
}

/** What one recorded stream-json line means to the run (the reference's src/agent/session.ts; docs/reference.md#replay-and-assertions). */
export type AgentEvent =
  | { type: "init"; tools: string[]; mcpServers: unknown[]; skills: unknown[]; cwd?: string }
  | { type: "metrics"; data: Record<string, unknown> }
  | { type: "thinking"; text: string; redacted: boolean; model?: string }
  | { type: "system_event"; subtype: string; data: Record<string, unknown> }
  | { type: "decision"; request: DecisionRequest }
  | { type: "hook_callback"; requestId: string; callbackId?: string; input: unknown; toolUseId?: string }
  | { type: "assistant_text"; text: string; parentToolUseId?: string; model?: string }
  | {
      type: "tool_use";
      name: string;
      input: Record<string, unknown>;
      toolUseId?: string;
      parentToolUseId?: string;
      model?: string;
    }
  | {
      type: "subagent_dispatch";
      toolUseId: string;
      parentToolUseId?: string;
      dispatchAgentType: string;
      typeOmitted: boolean;
      declaredTools: string[];
      description?: string;
      prompt?: string;
      model?: string;
    }
  | { type: "subagent_result_meta"; toolUseId: string; resolvedModel?: string; agentType?: string; status?: string }
  | ToolResultEvent
  | { type: "protocol_evidence_error"; message: string }
  | {
      type: "result";
      isError: boolean;
      usage?: Record<string, unknown>;
      resultText?: string;
      subtype?: string;
      apiErrorStatus?: unknown;
      costUsd?: number;
      numTurns?: number;
      modelUsage?: Record<string, unknown>;
    }
  | { type: "infra_error"; message: string; source?: string };
