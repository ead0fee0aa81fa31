#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ParsedFiles,
  lineOfPath,
  locateIssues,
  parseYamlWithPositions,
  topLevelKeyLines,
  withLine
} from "./chunk-CCPEVIAG.js";
import {
  external_exports,
  formatIssuePath
} from "./chunk-3XWFZ2BP.js";
import {
  HarnessError
} from "./chunk-6ZVZ2CXJ.js";

// src/session/resolve.ts
import { isAbsolute, resolve } from "node:path";
var SessionPathError = class extends Error {
  constructor(field, message) {
    super(message);
    this.field = field;
    this.name = "SessionPathError";
  }
  field;
};
var URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\/|^git@/i;
function resolveSessionPath(value, baseDir, field) {
  if (value === "~" || value.startsWith("~/")) return value;
  if (value.startsWith("~")) {
    throw new SessionPathError(field, `"${value}": ~user paths are not supported \u2014 use ~/\u2026 or an absolute path`);
  }
  return isAbsolute(value) ? value : resolve(baseDir, value);
}
function resolveList(values, baseDir, field) {
  return values.map((v, i) => resolveSessionPath(v, baseDir, [...field, i]));
}
function resolveSessionPaths(cfg, baseDir) {
  const { plugins, skills, mcp } = cfg;
  return {
    ...cfg,
    folders: cfg.folders.map((f, i) => ({ ...f, from: resolveSessionPath(f.from, baseDir, ["folders", i, "from"]) })),
    projects: cfg.projects.map((p, i) => ({ ...p, from: resolveSessionPath(p.from, baseDir, ["projects", i, "from"]) })),
    trusted_folders: resolveList(cfg.trusted_folders, baseDir, ["trusted_folders"]),
    uploads: resolveList(cfg.uploads, baseDir, ["uploads"]),
    plugins: {
      ...plugins,
      config_dir: plugins.config_dir === null ? null : resolveSessionPath(plugins.config_dir, baseDir, ["plugins", "config_dir"]),
      marketplaces: plugins.marketplaces.map((m, i) => URL_LIKE.test(m) ? m : resolveSessionPath(m, baseDir, ["plugins", "marketplaces", i])),
      local_marketplaces: resolveList(plugins.local_marketplaces, baseDir, ["plugins", "local_marketplaces"]),
      local_plugins: resolveList(plugins.local_plugins, baseDir, ["plugins", "local_plugins"]),
      remote_plugins: resolveList(plugins.remote_plugins, baseDir, ["plugins", "remote_plugins"])
    },
    skills: { ...skills, local: resolveList(skills.local, baseDir, ["skills", "local"]) },
    mcp: { ...mcp, config: mcp.config === null ? null : resolveSessionPath(mcp.config, baseDir, ["mcp", "config"]) }
  };
}
function declaredSkillDirs(resolved) {
  return [...resolved.skills.local, ...resolved.plugins.local_plugins, ...resolved.plugins.remote_plugins, ...resolved.plugins.local_marketplaces];
}

// src/session/load.ts
import { dirname, resolve as resolve2 } from "node:path";

// src/session/model.ts
var strList = external_exports.array(external_exports.string()).default([]);
var nonEmptyList = external_exports.array(external_exports.string().min(1)).default([]);
var FolderSchema = external_exports.strictObject({
  from: external_exports.string().min(1),
  mode: external_exports.enum(["r", "rw", "rwd"]).default("rw")
});
var ProjectSchema = external_exports.strictObject({
  uuid: external_exports.string(),
  from: external_exports.string()
});
var PluginsSchema = external_exports.strictObject({
  config_dir: external_exports.string().nullable().default(null),
  marketplaces: nonEmptyList,
  local_marketplaces: nonEmptyList,
  enabled: nonEmptyList,
  local_plugins: nonEmptyList,
  remote_plugins: nonEmptyList
});
var SkillsSchema = external_exports.strictObject({
  local: strList,
  suggest_enabled: external_exports.boolean().optional(),
  proactive_suggest_enabled: external_exports.boolean().optional()
});
var McpSchema = external_exports.strictObject({
  config: external_exports.string().min(1).nullable().default(null),
  enabled: strList
});
var EgressSchema = external_exports.strictObject({
  extra_allow: strList,
  unrestricted: external_exports.boolean().default(false)
});
var WebFetchSchema = external_exports.strictObject({ approved_domains: strList });
var StalenessSchema = external_exports.strictObject({ hash_ignore: nonEmptyList });
var DebugSchema = external_exports.strictObject({
  max_thinking_tokens: external_exports.number().int().positive().optional(),
  thinking_display: external_exports.enum(["summarized", "omitted"]).optional()
});
var AgentEnvSchema = external_exports.strictObject({
  subagent_model: external_exports.string().optional(),
  tool_search: external_exports.enum(["auto", "off"]).optional(),
  disable_experimental_betas: external_exports.boolean().optional()
});
var size = external_exports.union([external_exports.string().regex(/^\d+(\.\d+)?\s*[kmgtKMGT]?i?[bB]?$/, "a size like 512m or 2g"), external_exports.number().int().positive()]);
var LimitsSchema = external_exports.strictObject({
  memory: size.optional(),
  cpus: external_exports.number().positive().optional(),
  pids: external_exports.number().int().positive().optional(),
  tmp: size.optional(),
  var_tmp: size.optional(),
  run: size.optional(),
  shm: size.optional(),
  session_disk: size.optional()
});
var EffortSchema = external_exports.enum(["low", "medium", "high", "xhigh", "max", "extra"]).transform((e) => e === "extra" ? "xhigh" : e);
var SessionSchema = external_exports.strictObject({
  model: external_exports.string().optional(),
  effort: EffortSchema.optional(),
  account_name: external_exports.string().optional(),
  extended_thinking: external_exports.boolean().default(true),
  agent_max_turns: external_exports.number().int().positive().optional(),
  permission_mode: external_exports.enum(["default", "acceptEdits", "plan", "bypassPermissions"]).default("default"),
  permission_parity: external_exports.enum(["cowork", "strict"]).default("cowork"),
  folders: external_exports.array(FolderSchema).default([]),
  projects: external_exports.array(ProjectSchema).default([]),
  trusted_folders: strList,
  auto_mount_folders: external_exports.boolean().default(false),
  uploads: strList,
  plugins: PluginsSchema.prefault({}),
  skills: SkillsSchema.prefault({}),
  mcp: McpSchema.prefault({}),
  egress: EgressSchema.prefault({}),
  web_fetch: WebFetchSchema.prefault({}),
  staleness: StalenessSchema.prefault({}),
  debug: DebugSchema.prefault({}),
  agent_env: AgentEnvSchema.prefault({}),
  limits: LimitsSchema.prefault({})
});
var SESSION_KEYS = Object.freeze(Object.keys(SessionSchema.shape));
var MOVED_SESSION_KEYS = Object.freeze({
  max_thinking_tokens: "max_thinking_tokens is no longer a top-level session key \u2014 use extended_thinking: true|false, or debug.max_thinking_tokens for a fixed budget"
});

// src/session/load.ts
var SessionLoadError = class extends HarnessError {
  constructor(path, detail, reason, line) {
    super(`${path}: ${detail}`);
    this.detail = detail;
    this.reason = reason;
    this.line = line;
    this.name = "SessionLoadError";
  }
  detail;
  reason;
  line;
};
function invalid(path, what, line) {
  return new SessionLoadError(path, withLine(what, line), "unreadable", line);
}
function loadSessionText(text, path) {
  const parsed = parseYamlWithPositions(text);
  if (!parsed.ok) throw invalid(path, parsed.error, parsed.line);
  const { source, value } = parsed;
  if (value === null || value === void 0) {
    throw invalid(path, "session file is empty \u2014 expected a mapping of session keys");
  }
  if (typeof value !== "object" || Array.isArray(value)) {
    throw invalid(path, "a session must be a YAML mapping of keys", 1);
  }
  for (const [key, hint] of Object.entries(MOVED_SESSION_KEYS)) {
    if (key in value) throw invalid(path, hint, lineOfPath(source, [key]));
  }
  const result = SessionSchema.safeParse(value);
  if (!result.success) {
    const issues = locateIssues(source, result.error.issues);
    throw new SessionLoadError(path, issues.text, "unreadable", issues.line);
  }
  const authored = result.data;
  const dir = dirname(resolve2(path));
  let resolved;
  try {
    resolved = resolveSessionPaths(authored, dir);
  } catch (e) {
    if (!(e instanceof SessionPathError)) throw e;
    const where = formatIssuePath(e.field);
    throw invalid(path, `${where}: ${e.message}`, lineOfPath(source, e.field));
  }
  return { path, dir, authored, resolved, keyLines: topLevelKeyLines(source) };
}
var parsedSessions = new ParsedFiles(
  loadSessionText,
  (path, code) => new SessionLoadError(path, `cannot read session file${code ? ` (${code})` : ""}`, code === "ENOENT" ? "not-found" : "unreadable")
);
async function loadSessionFile(path) {
  return parsedSessions.load(path);
}

export {
  SessionSchema,
  SESSION_KEYS,
  declaredSkillDirs,
  SessionLoadError,
  loadSessionText,
  loadSessionFile
};
