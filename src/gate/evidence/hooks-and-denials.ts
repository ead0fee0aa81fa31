/**
 * Hook callbacks and path denials reconstructed on replay (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions), from the event
 * stream plus the recorded controlOut replies. A hook blocked when its reply says
 * `decision: "block"` or `hookSpecificOutput.permissionDecision: "deny"`. Path denials come from
 * the hostloop path-gate hook, from denied permission requests of file tools, and from
 * `system/permission_denied` events naming a recorded file-tool attempt.
 */
import type { AgentEvent } from "../../core/protocol/types.js";
import { FILE_TOOLS } from "./file-tool-attempts.js";
import type { FileToolAttempt, HookEvent, PathDenial, RunRecord } from "./types.js";

export const PATH_GATE_CALLBACK = "hostloop-path-gate";

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);
const str = (x: unknown): string | undefined => (typeof x === "string" ? x : undefined);

/** Of `file_path`/`path`, the one under /sessions/ if any, else file_path ?? path. */
export function preferSessionsPath(fields: { file_path?: string; path?: string }): string | undefined {
  for (const p of [fields.file_path, fields.path]) if (p !== undefined && p.startsWith("/sessions/")) return p;
  return fields.file_path ?? fields.path;
}

function pathFields(input: unknown): { file_path?: string; path?: string } {
  const out: { file_path?: string; path?: string } = {};
  if (!isObj(input)) return out;
  const fp = str(input.file_path);
  const p = str(input.path);
  if (fp !== undefined) out.file_path = fp;
  if (p !== undefined) out.path = p;
  return out;
}

export class HooksAndDenialsFold {
  private readonly hookEvents: HookEvent[] = [];
  private readonly denials: PathDenial[] = [];
  private readonly permissionDenied: { toolUseId: string; agentId?: string }[] = [];

  constructor(private readonly replies: ReadonlyMap<string, Record<string, unknown>>) {}

  onEvent(ev: AgentEvent): void {
    if (ev.type === "hook_callback") this.onHook(ev);
    else if (ev.type === "decision" && ev.request.kind === "permission" && FILE_TOOLS.has(ev.request.tool)) {
      const reply = this.replies.get(ev.request.id);
      if (reply?.behavior !== "deny") return;
      const path = preferSessionsPath(pathFields(ev.request.input));
      if (path === undefined) return;
      const d: PathDenial = { source: "can_use_tool", tool: ev.request.tool, path };
      if (ev.request.agentId !== undefined) d.agentId = ev.request.agentId;
      if (ev.request.toolUseId !== undefined) d.toolUseId = ev.request.toolUseId;
      this.denials.push(d);
    } else if (ev.type === "system_event" && ev.subtype === "permission_denied") {
      const id = str(ev.data.tool_use_id);
      if (id !== undefined) this.permissionDenied.push({ toolUseId: id, agentId: str(ev.data.agent_id) });
    }
  }

  private onHook(ev: Extract<AgentEvent, { type: "hook_callback" }>): void {
    const reply = this.replies.get(ev.requestId) ?? {};
    const specific = isObj(reply.hookSpecificOutput) ? reply.hookSpecificOutput : {};
    const blocked = reply.decision === "block" || specific.permissionDecision === "deny";
    const input = isObj(ev.input) ? ev.input : {};
    const fields = pathFields(input.tool_input);
    const hook: HookEvent = {
      decision: blocked ? "block" : "allow",
      paths: [fields.file_path, fields.path].filter((p): p is string => p !== undefined),
    };
    if (ev.callbackId !== undefined) hook.callbackId = ev.callbackId;
    const tool = str(input.tool_name);
    if (tool !== undefined) hook.tool = tool;
    const reason = str(reply.reason) ?? str(specific.permissionDecisionReason);
    if (reason !== undefined) hook.reason = reason;
    const agentId = str(input.agent_id);
    if (agentId !== undefined) hook.agentId = agentId;
    if (ev.toolUseId !== undefined) hook.toolUseId = ev.toolUseId;
    hook.pathFields = fields;
    this.hookEvents.push(hook);
    if (blocked && ev.callbackId === PATH_GATE_CALLBACK) {
      const path = preferSessionsPath(fields);
      if (path === undefined) return;
      const d: PathDenial = { source: "pretooluse", path };
      if (tool !== undefined) d.tool = tool;
      if (agentId !== undefined) d.agentId = agentId;
      if (ev.toolUseId !== undefined) d.toolUseId = ev.toolUseId;
      this.denials.push(d);
    }
  }

  finish(rec: RunRecord): void {
    const attempts = new Map<string, FileToolAttempt>();
    for (const a of rec.fileToolAttempts)
      if (a.toolUseId !== undefined && !attempts.has(a.toolUseId)) attempts.set(a.toolUseId, a);
    const denials = [...this.denials];
    for (const pd of this.permissionDenied) {
      const attempt = attempts.get(pd.toolUseId);
      if (!attempt || attempt.gatePath === undefined) continue;
      const d: PathDenial = {
        source: "permission_denied",
        tool: attempt.tool,
        path: attempt.gatePath,
        toolUseId: pd.toolUseId,
      };
      if (pd.agentId !== undefined) d.agentId = pd.agentId;
      denials.push(d);
    }
    rec.hookEvents = this.hookEvents;
    rec.pathDenials = denials;
  }
}
