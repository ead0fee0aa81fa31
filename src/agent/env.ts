/**
 * The agent's environment, built from an allowlist: a few neutral variables of the parent (PATH,
 * locale, time zone), the Cowork spawn environment, our own fixed settings, then the caller's
 * explicit overlay. Nothing else of the parent passes through — no tokens, no GITHUB_*, no
 * ANTHROPIC_* we did not set. Pure.
 */

/** The agent's own bound on model-request retries. */
export const AGENT_MAX_RETRIES_ENV = "CLAUDE_CODE_MAX_RETRIES";

/**
 * The only parent variables copied into the agent's environment. CLAUDE_CODE_MAX_RETRIES bounds
 * how often the agent retries a failed model request (its default is 10, with exponential backoff
 * — minutes before it gives up on a persistent 5xx/429); it carries no credential.
 */
export const PARENT_ENV_ALLOWLIST: readonly string[] = ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "SYSTEMROOT", "WINDIR", "COMSPEC", "PATHEXT", AGENT_MAX_RETRIES_ENV];

/** The Cowork spawn environment (spec/record.md §1.2), minus keys that need a host app behind them. */
export const COWORK_SPAWN_ENV: Readonly<Record<string, string>> = {
  CLAUDE_CODE_IS_COWORK: "1",
  CLAUDE_CODE_ENABLE_ASK_USER_QUESTION_TOOL: "true",
  CLAUDE_CODE_DISABLE_CRON: "1",
  CLAUDE_CODE_DISABLE_BACKGROUND_TASKS: "1",
  CLAUDE_CODE_DISABLE_AGENTS_FLEET: "1",
  CLAUDE_CODE_ENABLE_APPEND_SUBAGENT_PROMPT: "1",
  CLAUDE_CODE_ENABLE_TASKS: "true",
  CLAUDE_CODE_DISABLE_TERMINAL_TITLE: "1",
  DISABLE_MICROCOMPACT: "1",
  MCP_CONNECTION_NONBLOCKING: "true",
  API_TIMEOUT_MS: "900000",
  MCP_TOOL_TIMEOUT: "180000",
};

/** A placeholder key for the scripted model server, which ignores credentials. */
export const SCRIPTED_MODEL_API_KEY = "scripted-model-no-key";

export interface AgentEnvOptions {
  modelBaseUrl: string;
  configDir: string;
  homeDir: string;
  /** TMPDIR for the agent, so its scratch files stay inside the run */
  tmpDir?: string;
  extraEnv?: Readonly<Record<string, string>>;
  parentEnv?: NodeJS.ProcessEnv;
}

export function buildAgentEnv(opts: AgentEnvOptions): Record<string, string> {
  const parent = opts.parentEnv ?? process.env;
  const env: Record<string, string> = {};
  for (const key of PARENT_ENV_ALLOWLIST) {
    const v = parent[key];
    if (v !== undefined) env[key] = v;
  }
  Object.assign(env, COWORK_SPAWN_ENV, {
    HOME: opts.homeDir,
    CLAUDE_CONFIG_DIR: opts.configDir,
    ANTHROPIC_BASE_URL: opts.modelBaseUrl,
    ANTHROPIC_API_KEY: SCRIPTED_MODEL_API_KEY,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_AUTOUPDATER: "1",
    CLAUDE_CODE_HOST_PLATFORM: process.platform,
  });
  if (opts.tmpDir !== undefined) env.TMPDIR = opts.tmpDir;
  if (env.TZ === undefined) env.TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;
  Object.assign(env, opts.extraEnv ?? {});
  return env;
}
