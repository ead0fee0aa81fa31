/**
 * The session file (spec/staleness.md §3.3): pre-prompt setup. The top level and every nested
 * object are strict; omitted keys get their defaults.
 */
import { z } from "zod";

const strList = z.array(z.string()).default([]);
const nonEmptyList = z.array(z.string().min(1)).default([]);

const FolderSchema = z.strictObject({
  from: z.string().min(1),
  mode: z.enum(["r", "rw", "rwd"]).default("rw"),
});

const ProjectSchema = z.strictObject({
  uuid: z.string(),
  from: z.string(),
});

const PluginsSchema = z.strictObject({
  config_dir: z.string().nullable().default(null),
  marketplaces: nonEmptyList,
  local_marketplaces: nonEmptyList,
  enabled: nonEmptyList,
  local_plugins: nonEmptyList,
  remote_plugins: nonEmptyList,
});

const SkillsSchema = z.strictObject({
  local: strList,
  suggest_enabled: z.boolean().optional(),
  proactive_suggest_enabled: z.boolean().optional(),
});

const McpSchema = z.strictObject({
  config: z.string().min(1).nullable().default(null),
  enabled: strList,
});

const EgressSchema = z.strictObject({
  extra_allow: strList,
  unrestricted: z.boolean().default(false),
});

const WebFetchSchema = z.strictObject({ approved_domains: strList });

const StalenessSchema = z.strictObject({ hash_ignore: nonEmptyList });

const DebugSchema = z.strictObject({
  max_thinking_tokens: z.number().int().positive().optional(),
  thinking_display: z.enum(["summarized", "omitted"]).optional(),
});

const AgentEnvSchema = z.strictObject({
  subagent_model: z.string().optional(),
  tool_search: z.enum(["auto", "off"]).optional(),
  disable_experimental_betas: z.boolean().optional(),
});

/** The agent container's resource limits (container tier); each may only lower the workflow's (src/container/resource-limits.ts). */
const size = z.union([z.string().regex(/^\d+(\.\d+)?\s*[kmgtKMGT]?i?[bB]?$/, "a size like 512m or 2g"), z.number().int().positive()]);
const LimitsSchema = z.strictObject({
  memory: size.optional(),
  cpus: z.number().positive().optional(),
  pids: z.number().int().positive().optional(),
  tmp: size.optional(),
  var_tmp: size.optional(),
  run: size.optional(),
  shm: size.optional(),
  session_disk: size.optional(),
});

/** `extra` is an accepted spelling of `xhigh`. */
const EffortSchema = z
  .enum(["low", "medium", "high", "xhigh", "max", "extra"])
  .transform((e): "low" | "medium" | "high" | "xhigh" | "max" => (e === "extra" ? "xhigh" : e));

export const SessionSchema = z.strictObject({
  model: z.string().optional(),
  effort: EffortSchema.optional(),
  account_name: z.string().optional(),
  extended_thinking: z.boolean().default(true),
  agent_max_turns: z.number().int().positive().optional(),
  permission_mode: z.enum(["default", "acceptEdits", "plan", "bypassPermissions"]).default("default"),
  permission_parity: z.enum(["cowork", "strict"]).default("cowork"),
  folders: z.array(FolderSchema).default([]),
  projects: z.array(ProjectSchema).default([]),
  trusted_folders: strList,
  auto_mount_folders: z.boolean().default(false),
  uploads: strList,
  plugins: PluginsSchema.prefault({}),
  skills: SkillsSchema.prefault({}),
  mcp: McpSchema.prefault({}),
  egress: EgressSchema.prefault({}),
  web_fetch: WebFetchSchema.prefault({}),
  staleness: StalenessSchema.prefault({}),
  debug: DebugSchema.prefault({}),
  agent_env: AgentEnvSchema.prefault({}),
  limits: LimitsSchema.prefault({}),
});

export type SessionConfig = z.output<typeof SessionSchema>;

/** Top-level keys a session file may carry. */
export const SESSION_KEYS: readonly string[] = Object.freeze(Object.keys(SessionSchema.shape));

/** A former top-level key that now lives elsewhere; rejected with a pointer to the replacement. */
export const MOVED_SESSION_KEYS: Readonly<Record<string, string>> = Object.freeze({
  max_thinking_tokens:
    "max_thinking_tokens is no longer a top-level session key — use extended_thinking: true|false, or debug.max_thinking_tokens for a fixed budget",
});
