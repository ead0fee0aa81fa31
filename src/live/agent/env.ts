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

/**
 * The Cowork spawn environment (the reference's src/session.ts; docs/reference.md#recording-and-the-agent-protocol, the baseline's `spawn.env`): the built-in
 * default used when no baseline is given, pinned to the agent version in package.json
 * (COWORK_SPAWN_ENV_AGENT_VERSION). With 2.1.332 this set is what makes the agent offer Cowork's
 * skill set (only `deep-research` of its own) rather than Claude Code's built-in skills.
 */
export const COWORK_SPAWN_ENV_AGENT_VERSION = "2.1.332";
export const COWORK_SPAWN_ENV: Readonly<Record<string, string>> = {
  CLAUDE_CODE_IS_COWORK: "1",
  CLAUDE_CODE_ENTRYPOINT: "local-agent",
  CLAUDE_CODE_TAGS: "lam_session_type:chat",
  CLAUDE_CODE_PROVIDER_MANAGED_BY_HOST: "1",
  CLAUDE_CODE_ENABLE_ASK_USER_QUESTION_TOOL: "true",
  CLAUDE_CODE_DISABLE_CRON: "1",
  CLAUDE_CODE_DISABLE_BACKGROUND_TASKS: "1",
  CLAUDE_CODE_DISABLE_AGENTS_FLEET: "1",
  CLAUDE_CODE_ENABLE_APPEND_SUBAGENT_PROMPT: "1",
  CLAUDE_CODE_ENABLE_TASKS: "true",
  CLAUDE_CODE_DISABLE_TERMINAL_TITLE: "1",
  ENABLE_PROMPT_CACHING_1H: "1",
  DISABLE_MICROCOMPACT: "1",
  MCP_CONNECTION_NONBLOCKING: "true",
  API_TIMEOUT_MS: "900000",
  CLAUDE_CODE_EMIT_TOOL_USE_SUMMARIES: "",
  CLAUDE_CODE_ENABLE_FINE_GRAINED_TOOL_STREAMING: "1",
  DISABLE_AUTOUPDATER: "1",
  MCP_TOOL_TIMEOUT: "180000",
  USE_LOCAL_OAUTH: "",
  USE_STAGING_OAUTH: "",
  CLAUDE_PREVIEW_CLASSIFIER_FLOOR: "1",
};

/** Keys a baseline's spawn env may never set on our agent (the reference's src/session.ts; docs/reference.md#recording-and-the-agent-protocol). */
const NEVER_SET = new Set(["CLAUDE_CODE_USE_COWORK_PLUGINS", "MAX_THINKING_TOKENS"]);

/** XDG_RUNTIME_DIR for the agent in a container: not a directory, so its messaging sockets dir cannot exist (see buildAgentEnv). */
export const MESSAGING_OFF_RUNTIME_DIR = "/dev/null";

/** A placeholder key for the scripted model server, which ignores credentials. */
export const SCRIPTED_MODEL_API_KEY = "scripted-model-no-key";

export interface AgentEnvOptions {
  modelBaseUrl: string;
  configDir: string;
  homeDir: string;
  /** TMPDIR for the agent, so its scratch files stay inside the run */
  tmpDir?: string;
  /**
   * "cowork" (default): the Cowork spawn env (`spawnEnv`, else COWORK_SPAWN_ENV); "protocol": the
   * reference's L0, no Cowork env at all; "container": the Cowork env and nothing of this machine's
   * environment (the image has its own PATH and locale).
   */
  mode?: "cowork" | "protocol" | "container";
  /** the baseline's spawn.env, when a baseline was given */
  spawnEnv?: Readonly<Record<string, string>>;
  extraEnv?: Readonly<Record<string, string>>;
  parentEnv?: NodeJS.ProcessEnv;
}

export function buildAgentEnv(opts: AgentEnvOptions): Record<string, string> {
  const parent = opts.parentEnv ?? process.env;
  const env: Record<string, string> = {};
  const mode = opts.mode ?? "cowork";
  for (const key of mode === "container" ? [AGENT_MAX_RETRIES_ENV, "TZ"] : PARENT_ENV_ALLOWLIST) {
    const v = parent[key];
    if (v !== undefined) env[key] = v;
  }
  if (mode !== "protocol") {
    for (const [k, v] of Object.entries(opts.spawnEnv ?? COWORK_SPAWN_ENV)) if (!NEVER_SET.has(k)) env[k] = v;
  }
  Object.assign(env, {
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
  // The agent's inter-session messaging inbox (a Unix socket whose path and token it hands every
  // Bash command) lets skill code put text in the next model request with no event recording it.
  // In the container the agent refuses both of its sockets dirs ($XDG_RUNTIME_DIR/cc-socks here,
  // /tmp/cc-socks-<uid> by agent-container.ts's mount), so messaging is off. Set last: no session
  // or baseline env can turn it back on.
  if (mode === "container") env.XDG_RUNTIME_DIR = MESSAGING_OFF_RUNTIME_DIR;
  return env;
}
