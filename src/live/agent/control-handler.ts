/**
 * Answers one inbound control_request (the reference's src/agent/session.ts; docs/reference.md#recording-and-the-agent-protocol): can_use_tool, request_user_dialog,
 * elicitation and side_question go to the decider; hook_callback and mcp_message are answered
 * inline; an unknown subtype gets the error envelope and ends the run. A malformed or duplicate
 * request id, or an unanswerable question gate, is fatal.
 */
import { errorEnvelope, successEnvelope } from "../../core/protocol/decision-codec.js";
import { toDecisionRequest } from "../../core/protocol/decision-request.js";
import { ProtocolLineError } from "../../core/protocol/protocol-line-error.js";
import type { DecisionRequest } from "../../core/protocol/types.js";
import { questionText } from "./decider/scripted.js";
import type { Decider, DeciderVerdict } from "./decider/types.js";
import { encodeDecision } from "./encode-decision.js";
import { AgentProtocolError, AgentRunError, UnansweredError } from "./errors.js";
import { answerHookCallback } from "./hooks.js";
import type { HookHandler } from "./hooks.js";
import { answerMcpMessage } from "./mcp.js";
import type { McpHandler } from "./mcp.js";
import type { DecisionLog } from "./types.js";

type Obj = Record<string, unknown>;

const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

export interface ControlAnswer {
  /** the frame to write (absent when nothing can be written, e.g. no request id) */
  frame?: Record<string, unknown>;
  decision?: Omit<DecisionLog, "delivered">;
  /** the run must end (after the frame, if any, is written) */
  fatal?: AgentRunError;
}

export interface ControlHandlerOptions {
  decider: Decider;
  hooks?: ReadonlyMap<string, HookHandler>;
  mcpServers?: ReadonlyMap<string, McpHandler>;
  dialogTimeoutMs?: number;
  warn?: (message: string) => void;
}

export const DIALOG_AUTOCANCEL_MS = 6000;
const ANSWERED_MEMORY = 2000;

export class ControlHandler {
  private readonly outstanding = new Set<string>();
  private readonly answered = new Set<string>();
  private readonly warn: (m: string) => void;

  constructor(private readonly opts: ControlHandlerOptions) {
    this.warn = opts.warn ?? (() => {});
  }

  async answer(msg: Obj): Promise<ControlAnswer> {
    const id = msg.request_id;
    if (typeof id !== "string" || id === "") {
      return { fatal: new AgentProtocolError(`control_request with a malformed request_id: ${JSON.stringify(id) ?? "undefined"}`) };
    }
    if (this.outstanding.has(id)) return { fatal: new AgentProtocolError(`duplicate outstanding request_id "${id}"`) };
    if (this.answered.has(id)) this.warn(`control_request "${id}" was already answered; answering again`);
    this.outstanding.add(id);
    try {
      return await this.dispatch(id, msg);
    } finally {
      this.outstanding.delete(id);
      this.answered.add(id);
      if (this.answered.size > ANSWERED_MEMORY) this.answered.delete(this.answered.values().next().value as string);
    }
  }

  private async dispatch(id: string, msg: Obj): Promise<ControlAnswer> {
    const request = isObj(msg.request) ? msg.request : {};
    const subtype = typeof request.subtype === "string" ? request.subtype : String(request.subtype);
    switch (subtype) {
      case "hook_callback": {
        const body = await answerHookCallback(String(request.callback_id ?? ""), request.input, this.opts.hooks ?? new Map());
        return { frame: { ...successEnvelope(id, body) } };
      }
      case "mcp_message": {
        const message = isObj(request.message) ? request.message : {};
        const body = await answerMcpMessage(String(request.server_name ?? ""), message, this.opts.mcpServers ?? new Map());
        return { frame: { ...successEnvelope(id, body) } };
      }
      case "can_use_tool":
      case "request_user_dialog":
      case "elicitation":
      case "side_question":
        return this.decision(id, msg);
      default: {
        const error = `unsupported control_request subtype "${subtype}"`;
        return { frame: { ...errorEnvelope(id, error) }, fatal: new AgentProtocolError(error) };
      }
    }
  }

  private async decision(id: string, msg: Obj): Promise<ControlAnswer> {
    let req: DecisionRequest | null;
    try {
      req = toDecisionRequest(msg);
    } catch (e) {
      const error = e instanceof ProtocolLineError ? e.message : String(e);
      return { frame: { ...errorEnvelope(id, error) }, fatal: new AgentProtocolError(error) };
    }
    if (!req) return { frame: { ...errorEnvelope(id, "not a decision request") }, fatal: new AgentProtocolError("not a decision request") };
    if (req.kind === "question") {
      if (req.questions.length === 0) return { fatal: new UnansweredError(`AskUserQuestion request ${id} carries no questions`) };
      const headerOnly = req.questions.find((q) => q.question === undefined);
      if (headerOnly) {
        return { fatal: new UnansweredError(`AskUserQuestion request ${id} has a sub-question without question text (header "${headerOnly.header ?? ""}")`) };
      }
    }
    let verdict: DeciderVerdict;
    try {
      verdict = await this.decide(req);
    } catch (e) {
      if (e instanceof AgentRunError) return { fatal: e };
      throw e;
    }
    if (verdict.kind === "abstain" && req.kind === "question") {
      return { fatal: new UnansweredError(`${req.questions.map((q) => `"${questionText(q)}"`).join(", ")}${verdict.reason ? ` — ${verdict.reason}` : ""}`) };
    }
    const { envelope, decision } = encodeDecision(req, verdict);
    return {
      frame: { ...envelope },
      decision: {
        requestId: id,
        kind: req.kind,
        name: decisionName(req),
        decision,
        by: verdict.kind === "decided" ? verdict.by : "abstain",
        ...(verdict.kind === "decided" && verdict.response.kind === "question" ? { answers: verdict.response.answers } : {}),
        ...(verdict.kind === "decided" && verdict.nonDeterministic ? { nonDeterministic: true } : {}),
        ...(verdict.kind === "decided" && verdict.permissiveAutoAllow ? { permissiveAutoAllow: true } : {}),
      },
    };
  }

  /** The decider's verdict; a dialog waits at most dialogTimeoutMs (Infinity: no limit), then is cancelled. */
  private async decide(req: DecisionRequest): Promise<DeciderVerdict> {
    const pending = Promise.resolve(this.opts.decider.decide(req));
    if (req.kind !== "dialog") return pending;
    const ms = this.opts.dialogTimeoutMs ?? DIALOG_AUTOCANCEL_MS;
    if (!Number.isFinite(ms)) return pending; // a live decider waits for its answer
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<DeciderVerdict>((resolve) => {
      timer = setTimeout(() => resolve({ kind: "decided", response: { kind: "dialog", behavior: "cancelled" }, by: "timeout" }), ms);
    });
    try {
      return await Promise.race([pending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

function decisionName(req: DecisionRequest): string {
  switch (req.kind) {
    case "permission":
      return req.tool;
    case "question":
      return req.questions.map(questionText).join(" / ");
    case "dialog":
      return req.dialogKind;
    case "elicit":
      return req.server ?? "";
  }
}
