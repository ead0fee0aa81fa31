/**
 * The frames we open a session with (the reference's src/agent/session.ts; docs/reference.md#recording-and-the-agent-protocol): the `initialize` control_request
 * (request id `init-1`, always with the PreToolUse hook that blocks background Task runs) and the
 * user turn. Pure.
 */

export const INIT_REQUEST_ID = "init-1";
export const TASK_BG_HOOK_ID = "cowork-task-bg-block";

export interface HookMatcher {
  matcher: string;
  hookCallbackIds: string[];
}

export interface InitializeOptions {
  appendSubagentSystemPrompt?: string;
  sdkMcpServers?: readonly string[];
  extraPreToolUse?: readonly HookMatcher[];
}

export function initializeFrame(opts: InitializeOptions = {}): Record<string, unknown> {
  const request: Record<string, unknown> = { subtype: "initialize" };
  if (opts.appendSubagentSystemPrompt) request.appendSubagentSystemPrompt = opts.appendSubagentSystemPrompt;
  if (opts.sdkMcpServers && opts.sdkMcpServers.length > 0) request.sdkMcpServers = [...opts.sdkMcpServers];
  request.hooks = { PreToolUse: [{ matcher: "Task", hookCallbackIds: [TASK_BG_HOOK_ID] }, ...(opts.extraPreToolUse ?? [])] };
  return { type: "control_request", request_id: INIT_REQUEST_ID, request };
}

export function userTurnFrame(text: string): Record<string, unknown> {
  return { type: "user", message: { role: "user", content: [{ type: "text", text }] } };
}
