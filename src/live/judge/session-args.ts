/**
 * How a session's settings reach the agent, per tier (the reference's live lane; docs/reference.md#the-live-lane): the flags and
 * environment the session asks for, and the MCP config staged where the agent reads it.
 *
 *  - both tiers: permission mode, effort, model (RunAgentOptions), `--mcp-config`, agent_env;
 *  - container only: `--max-turns`, the thinking flags (`--max-thinking-tokens 31999`, or
 *    `--thinking disabled`, or debug.max_thinking_tokens), `--thinking-display`;
 *  - the MCP config is copied into the session's `mnt/.claude/mcp.json` at the container tier (its
 *    stdio servers then run inside the agent's container, reachable by the agent alone); at the
 *    protocol tier it is passed as the host path given.
 */
import { copyFileSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SessionConfig } from "../../core/session/model.js";
import { HarnessError } from "../../core/util/errors.js";

/** The thinking budget the container tier passes when extended thinking is on. */
export const EXTENDED_THINKING_TOKENS = 31999;

export interface SessionAgentSettings {
  permissionMode: SessionConfig["permission_mode"];
  effort?: NonNullable<SessionConfig["effort"]>;
  model?: string;
  /** flags added to the argv (before the variadic ones) */
  args: string[];
  /** overlaid on the agent's environment */
  env: Record<string, string>;
}

/** The agent_env knobs as environment variables; an unset knob sets nothing. */
export function agentEnvOverlay(agentEnv: SessionConfig["agent_env"]): Record<string, string> {
  const env: Record<string, string> = {};
  if (agentEnv.subagent_model !== undefined) env.CLAUDE_CODE_SUBAGENT_MODEL = agentEnv.subagent_model;
  if (agentEnv.tool_search !== undefined) env.ENABLE_TOOL_SEARCH = agentEnv.tool_search === "off" ? "false" : "auto";
  if (agentEnv.disable_experimental_betas === true) env.CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS = "1";
  return env;
}

export interface StageOptions {
  tier: "container" | "protocol";
  /** the agent's config dir on this machine (container: `<root>/mnt/.claude`) */
  configDir: string;
  /** maps a staged host path to the path the agent sees */
  guestPath: (hostPath: string) => string;
  /** names the session file in errors, e.g. `sessions/default.yaml (line 7)` */
  sessionWhere: string;
}

/** The `--mcp-config` argument: the staged copy (container) or the path given (protocol). */
function stageMcpConfig(config: string, o: StageOptions): string {
  let isDir: boolean;
  try {
    isDir = statSync(config).isDirectory();
  } catch {
    throw new HarnessError(
      `${o.sessionWhere}: mcp.config ${config} does not exist — fix the path (it is relative to the session file)`,
    );
  }
  if (isDir)
    throw new HarnessError(`${o.sessionWhere}: mcp.config ${config} is a directory — name the MCP config JSON file`);
  if (o.tier === "protocol") return config;
  const staged = join(o.configDir, "mcp.json");
  mkdirSync(dirname(staged), { recursive: true });
  copyFileSync(config, staged);
  return o.guestPath(staged);
}

export function sessionAgentSettings(session: SessionConfig, o: StageOptions): SessionAgentSettings {
  const args: string[] = [];
  if (session.mcp.config !== null) args.push("--mcp-config", stageMcpConfig(session.mcp.config, o));
  if (o.tier === "container") {
    if (session.agent_max_turns !== undefined) args.push("--max-turns", String(session.agent_max_turns));
    if (session.debug.max_thinking_tokens !== undefined)
      args.push("--max-thinking-tokens", String(session.debug.max_thinking_tokens));
    else if (session.extended_thinking) args.push("--max-thinking-tokens", String(EXTENDED_THINKING_TOKENS));
    else args.push("--thinking", "disabled");
    if (session.debug.thinking_display !== undefined) args.push("--thinking-display", session.debug.thinking_display);
  }
  return {
    permissionMode: session.permission_mode,
    ...(session.effort !== undefined ? { effort: session.effort } : {}),
    ...(session.model !== undefined ? { model: session.model } : {}),
    args,
    env: agentEnvOverlay(session.agent_env),
  };
}
