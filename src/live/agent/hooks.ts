/**
 * hook_callback answers (the reference's src/agent/session.ts; docs/reference.md#recording-and-the-agent-protocol): the built-in `cowork-task-bg-block` blocks a Task
 * whose input asks to run in the background; other ids go to the caller's handler (a throw blocks,
 * fail-closed); an unknown id is allowed with `{}`.
 */
import { TASK_BG_HOOK_ID } from "./initialize.js";

export type HookOutput = Record<string, never> | { decision: "block"; reason: string };
export type HookHandler = (input: unknown) => HookOutput | Promise<HookOutput>;

const isObj = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === "object" && !Array.isArray(x);

export async function answerHookCallback(callbackId: string, input: unknown, handlers: ReadonlyMap<string, HookHandler>): Promise<HookOutput> {
  if (callbackId === TASK_BG_HOOK_ID) {
    const toolInput = isObj(input) ? input.tool_input : undefined;
    return isObj(toolInput) && toolInput.run_in_background ? { decision: "block", reason: "Background agents disabled" } : {};
  }
  const handler = handlers.get(callbackId);
  if (!handler) return {};
  try {
    return await handler(input);
  } catch (e) {
    return { decision: "block", reason: `hook ${callbackId} failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}
