/**
 * The session file (the reference's src/session.ts; docs/reference.md#fingerprints-and-staleness): pre-prompt setup. The top level and every nested
 * object are strict; omitted keys get their defaults.
 */
import * as z from "../schema/zod.js";
import { nonEmptyString, positiveInt } from "../schema/zod-shapes.js";

const strList = z._default(z.array(z.string()), []);
const nonEmptyList = z._default(z.array(nonEmptyString), []);

const FolderSchema = z.strictObject({
  from: nonEmptyString,
  mode: z._default(z.enum(["r", "rw", "rwd"]), "rw"),
});

const ProjectSchema = z.strictObject({
  uuid: z.string(),
  from: z.string(),
});

const PluginsSchema = z.strictObject({
  config_dir: z._default(z.nullable(z.string()), null),
  marketplaces: nonEmptyList,
  local_marketplaces: nonEmptyList,
  enabled: nonEmptyList,
  local_plugins: nonEmptyList,
  remote_plugins: nonEmptyList,
});

const SkillsSchema = z.strictObject({
  local: strList,
  suggest_enabled: z.optional(z.boolean()),
  proactive_suggest_enabled: z.optional(z.boolean()),
});

const McpSchema = z.strictObject({
  config: z._default(z.nullable(nonEmptyString), null),
  enabled: strList,
});

const EgressSchema = z.strictObject({
  extra_allow: strList,
  unrestricted: z._default(z.boolean(), false),
});

const WebFetchSchema = z.strictObject({ approved_domains: strList });

const StalenessSchema = z.strictObject({ hash_ignore: nonEmptyList });

const DebugSchema = z.strictObject({
  max_thinking_tokens: z.optional(positiveInt),
  thinking_display: z.optional(z.enum(["summarized", "omitted"])),
});

const AgentEnvSchema = z.strictObject({
  subagent_model: z.optional(z.string()),
  tool_search: z.optional(z.enum(["auto", "off"])),
  disable_experimental_betas: z.optional(z.boolean()),
});

/** The agent container's resource limits (container tier); each may only lower the workflow's (src/live/container/resource-limits.ts). */
const size = z.union([
  z.string().check(z.regex(/^\d+(\.\d+)?\s*[kmgtKMGT]?i?[bB]?$/, "a size like 512m or 2g")),
  positiveInt,
]);
const LimitsSchema = z.strictObject({
  memory: z.optional(size),
  cpus: z.optional(z.number().check(z.positive())),
  pids: z.optional(positiveInt),
  tmp: z.optional(size),
  var_tmp: z.optional(size),
  run: z.optional(size),
  shm: z.optional(size),
  session_disk: z.optional(size),
});

/** `extra` is an accepted spelling of `xhigh`. */
const EffortSchema = z.pipe(
  z.enum(["low", "medium", "high", "xhigh", "max", "extra"]),
  z.transform((e): "low" | "medium" | "high" | "xhigh" | "max" => (e === "extra" ? "xhigh" : e)),
);

export const SessionSchema = z.strictObject({
  model: z.optional(z.string()),
  effort: z.optional(EffortSchema),
  account_name: z.optional(z.string()),
  extended_thinking: z._default(z.boolean(), true),
  agent_max_turns: z.optional(positiveInt),
  permission_mode: z._default(z.enum(["default", "acceptEdits", "plan", "bypassPermissions"]), "default"),
  permission_parity: z._default(z.enum(["cowork", "strict"]), "cowork"),
  folders: z._default(z.array(FolderSchema), []),
  projects: z._default(z.array(ProjectSchema), []),
  trusted_folders: strList,
  auto_mount_folders: z._default(z.boolean(), false),
  uploads: strList,
  plugins: z.prefault(PluginsSchema, {}),
  skills: z.prefault(SkillsSchema, {}),
  mcp: z.prefault(McpSchema, {}),
  egress: z.prefault(EgressSchema, {}),
  web_fetch: z.prefault(WebFetchSchema, {}),
  staleness: z.prefault(StalenessSchema, {}),
  debug: z.prefault(DebugSchema, {}),
  agent_env: z.prefault(AgentEnvSchema, {}),
  limits: z.prefault(LimitsSchema, {}),
});

export type SessionConfig = z.output<typeof SessionSchema>;

/** Top-level keys a session file may carry. */
export const SESSION_KEYS: readonly string[] = Object.freeze(Object.keys(SessionSchema.shape));

/** A former top-level key that now lives elsewhere; rejected with a pointer to the replacement. */
export const MOVED_SESSION_KEYS: Readonly<Record<string, string>> = Object.freeze({
  max_thinking_tokens:
    "max_thinking_tokens is no longer a top-level session key — use extended_thinking: true|false, or debug.max_thinking_tokens for a fixed budget",
});
