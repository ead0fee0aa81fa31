/**
 * The agent's argv (the reference's src/runtime/argv.ts; docs/reference.md#recording-and-the-agent-protocol), adapted to the flags @anthropic-ai/claude-code 2.1.332
 * accepts: its `--permission-mode` names the default mode `manual`, and `--permission-prompt-tool`
 * (hidden from --help, still accepted) is what routes permission prompts to us over stdio. The
 * hidden thinking and max-turns flags are not passed. Variadic flags (--tools, --allowedTools) come
 * last. Pure.
 */

import { AGENT_TOOLS } from "../../core/baselines/agent-tools.js";

/**
 * Pre-approved tools: only the read-only ones the permission fallback allows anyway, so every
 * side-effecting call reaches the decider (and the scenario's `answers:`).
 */
export const DEFAULT_ALLOWED_TOOLS: readonly string[] = ["Read", "Glob", "Grep"];

/** Flags we pass that 2.1.332 accepts but does not list in --help. */
export const HIDDEN_AGENT_FLAGS: readonly string[] = ["--permission-prompt-tool"];

export type PermissionMode = "default" | "acceptEdits" | "plan" | "bypassPermissions";

/** The 2.1.332 spelling of a session permission mode. */
export function agentPermissionMode(mode: PermissionMode): string {
  return mode === "default" ? "manual" : mode;
}

export interface AgentArgsOptions {
  permissionMode?: PermissionMode;
  effort?: string;
  model?: string;
  appendSystemPrompt?: string;
  pluginDirs?: readonly string[];
  tools?: readonly string[];
  allowedTools?: readonly string[];
  /** --session-id <uuid> */
  sessionId?: string;
  /**
   * "cowork" (default): the container tier's argv. "protocol": the reference's L0 argv —
   * --include-partial-messages, no --setting-sources, --plugin-dir, --tools or --allowedTools.
   */
  style?: "cowork" | "protocol";
  /** flags the session adds (--max-turns, thinking, --mcp-config), placed before the variadic ones */
  extraArgs?: readonly string[];
}

export function buildAgentArgs(opts: AgentArgsOptions = {}): string[] {
  if (opts.style === "protocol") {
    const args = ["-p", "--verbose", "--input-format", "stream-json", "--output-format", "stream-json", "--permission-prompt-tool", "stdio", "--include-partial-messages"];
    if (opts.model) args.push("--model", opts.model);
    args.push("--permission-mode", agentPermissionMode(opts.permissionMode ?? "default"), "--effort", opts.effort ?? "medium");
    if (opts.appendSystemPrompt) args.push("--append-system-prompt", opts.appendSystemPrompt);
    if (opts.sessionId) args.push("--session-id", opts.sessionId);
    args.push(...(opts.extraArgs ?? []));
    return args;
  }
  const args = [
    "-p",
    "--verbose",
    "--input-format", "stream-json",
    "--output-format", "stream-json",
    "--permission-prompt-tool", "stdio",
    "--permission-mode", agentPermissionMode(opts.permissionMode ?? "default"),
    "--setting-sources", "user",
    "--effort", opts.effort ?? "medium",
  ];
  if (opts.appendSystemPrompt) args.push("--append-system-prompt", opts.appendSystemPrompt);
  if (opts.model) args.push("--model", opts.model);
  if (opts.sessionId) args.push("--session-id", opts.sessionId);
  for (const dir of opts.pluginDirs ?? []) args.push("--plugin-dir", dir);
  args.push(...(opts.extraArgs ?? []));
  const tools = opts.tools ?? AGENT_TOOLS;
  const allowed = (opts.allowedTools ?? DEFAULT_ALLOWED_TOOLS).filter((t) => tools.includes(t));
  args.push("--tools", ...(tools.length > 0 ? tools : [""]));
  if (allowed.length > 0) args.push("--allowedTools", ...allowed);
  return args;
}

/** The long flags (`--x`) and short flags (`-x`) an argv uses, in order, without values. */
export function flagsOf(argv: readonly string[]): string[] {
  return [...new Set(argv.filter((a) => /^--?[A-Za-z]/.test(a)))];
}
