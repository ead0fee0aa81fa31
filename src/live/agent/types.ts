/** What one live agent run produced, and how it is configured. Data only. */
import type { TimelineEntry } from "../../core/cassette/types.js";
import type { Decider } from "./decider/types.js";
import type { AgentRunError } from "./errors.js";
import type { HookHandler } from "./hooks.js";
import type { McpHandler } from "./mcp.js";

export interface DecisionLog {
  requestId: string;
  kind: "question" | "permission" | "dialog" | "elicit";
  /** tool name, question texts joined " / ", dialog kind or elicitation server */
  name: string;
  /** allow | deny | answered | ok | cancelled | accept | decline | cancel */
  decision: string;
  by: string;
  answers?: Record<string, string>;
  nonDeterministic?: boolean;
  permissiveAutoAllow?: boolean;
  /** false when the reply could not be written to the agent */
  delivered: boolean;
}

export interface TimelineHeader {
  v: 1;
  startedAtWall: string;
  startedAtMono: number;
}

export interface AgentRun {
  binary: string;
  argv: string[];
  /** every stdout line, verbatim, in order (plus `_emu` marker rows we add) */
  events: string[];
  /** every line we wrote to the agent's stdin, in order */
  controlOut: string[];
  timeline: TimelineEntry[];
  timelineHeader: TimelineHeader;
  decisions: DecisionLog[];
  /** the parsed `result` line (undefined only on a partial run attached to an error) */
  result?: Record<string, unknown>;
  exitCode: number | null;
  signal: string | null;
  /** the agent's stderr (capped at 1 MiB) */
  stderr: string;
  durationMs: number;
}

export interface RunAgentOptions {
  /** agent binary; default COWORK_AGENT_BINARY, else the pinned @anthropic-ai/claude-code */
  binary?: string;
  /** the agent's working directory (must exist) */
  cwd: string;
  prompt: string;
  decider: Decider;
  /** ANTHROPIC_BASE_URL for the agent (the scripted model server, or the real API) */
  modelBaseUrl: string;
  model?: string;
  /** wall clock budget; SIGTERM, then SIGKILL after `killGraceMs` */
  timeoutMs?: number;
  killGraceMs?: number;
  pluginDirs?: string[];
  /** overlaid last on the agent's environment (e.g. a real ANTHROPIC_API_KEY) */
  extraEnv?: Record<string, string>;
  /** directory for the run's CLAUDE_CONFIG_DIR and HOME; default a fresh temp dir removed afterwards */
  runDir?: string;
  /** --tools (default AGENT_TOOLS) and --allowedTools (default DEFAULT_ALLOWED_TOOLS) */
  tools?: string[];
  allowedTools?: string[];
  permissionMode?: "default" | "acceptEdits" | "plan" | "bypassPermissions";
  effort?: "low" | "medium" | "high" | "xhigh" | "max";
  appendSystemPrompt?: string;
  appendSubagentSystemPrompt?: string;
  /** flags the session adds to the argv (src/live/judge/session-args.ts) */
  extraArgs?: string[];
  /**
   * in-process MCP servers answered over mcp_message, by server name (announced in initialize); a
   * function gets `injectTurn`, which sends a follow-up user turn (present_files' notice)
   */
  mcpServers?: Record<string, McpHandler> | ((injectTurn: (text: string) => void) => Record<string, McpHandler>);
  /** which environment the agent gets (see AgentEnvOptions.mode; default "cowork") */
  envMode?: "cowork" | "protocol" | "container";
  /** the baseline's spawn env (default: the built-in COWORK_SPAWN_ENV) */
  spawnEnv?: Record<string, string>;
  /** --session-id: a fixed agent session id, so a re-record does not change it */
  sessionId?: string;
  /**
   * Runs the agent somewhere else than this machine's process table (the container tier): gets the
   * agent argv and environment, returns the command that starts it. `guest` names the config, home
   * and temp dirs as the agent sees them (no host dirs are made for them).
   */
  launch?: AgentLauncher;
  /** extra hook_callback handlers by callback id, with the PreToolUse matchers to register */
  hooks?: { matcher: string; callbackId: string; handler: HookHandler }[];
  /** how long a request_user_dialog may wait for the decider before it is cancelled (default 6000; Infinity: no limit) */
  dialogTimeoutMs?: number;
  /** longest stdout line accepted (default 32 MiB): an agent printing without newlines is stopped, not buffered forever */
  maxLineBytes?: number;
  /** most bytes the agent's whole stdout may carry (default 128 MiB: ./stdout-bound.ts); past it the run ends with a resource-limit error */
  maxStreamBytes?: number;
  /** the scripted model server's error log; a recorded error fails the run with its message */
  modelErrors?: () => readonly { message: string; kind?: "expect" | "exhausted" }[];
  warn?: (message: string) => void;
  /** sees every stdout line as it arrives (the live deciders' transcript tail) */
  observeLine?: (line: string, parsed: unknown) => void;
}

export interface AgentLaunch {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
}

export interface AgentLauncher {
  guest: { configDir: string; homeDir: string; tmpDir?: string };
  /** the command that runs `binary argv` with `env` */
  command(argv: readonly string[], env: Readonly<Record<string, string>>): AgentLaunch;
  /** called once the agent is gone (e.g. remove the container); errors are warnings */
  cleanup?(): void | Promise<void>;
  /**
   * after cleanup: the failure the sandbox saw (a resource limit hit, a stream line the model
   * traffic does not attest), which takes precedence over what the run itself ended with
   */
  failure?(run: AgentRun, stoppedByHarness: boolean): AgentRunError | undefined;
}
