#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ParsedFiles,
  lineOfPath,
  locateIssues,
  parseYamlWithPositions,
  topLevelKeyLines,
  withKeySuggestions,
  withLine
} from "./chunk-DUIA6IGR.js";
import {
  _default,
  _enum,
  _positive,
  _regex,
  array,
  boolean,
  formatIssuePath,
  nonEmptyString,
  nullable,
  number,
  optional,
  pipe,
  positiveInt,
  prefault,
  strictObject,
  string,
  transform,
  union
} from "./chunk-S63R6LBV.js";
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/core/session/resolve.ts
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
    projects: cfg.projects.map((p, i) => ({
      ...p,
      from: resolveSessionPath(p.from, baseDir, ["projects", i, "from"])
    })),
    trusted_folders: resolveList(cfg.trusted_folders, baseDir, ["trusted_folders"]),
    uploads: resolveList(cfg.uploads, baseDir, ["uploads"]),
    plugins: {
      ...plugins,
      config_dir: plugins.config_dir === null ? null : resolveSessionPath(plugins.config_dir, baseDir, ["plugins", "config_dir"]),
      marketplaces: plugins.marketplaces.map(
        (m, i) => URL_LIKE.test(m) ? m : resolveSessionPath(m, baseDir, ["plugins", "marketplaces", i])
      ),
      local_marketplaces: resolveList(plugins.local_marketplaces, baseDir, ["plugins", "local_marketplaces"]),
      local_plugins: resolveList(plugins.local_plugins, baseDir, ["plugins", "local_plugins"]),
      remote_plugins: resolveList(plugins.remote_plugins, baseDir, ["plugins", "remote_plugins"])
    },
    skills: { ...skills, local: resolveList(skills.local, baseDir, ["skills", "local"]) },
    mcp: { ...mcp, config: mcp.config === null ? null : resolveSessionPath(mcp.config, baseDir, ["mcp", "config"]) }
  };
}
function declaredSkillDirs(resolved) {
  return [
    ...resolved.skills.local,
    ...resolved.plugins.local_plugins,
    ...resolved.plugins.remote_plugins,
    ...resolved.plugins.local_marketplaces
  ];
}

// src/core/session/load.ts
import { dirname, resolve as resolve2 } from "node:path";

// src/core/session/model.ts
var strList = _default(array(string()), []);
var nonEmptyList = _default(array(nonEmptyString), []);
var FolderSchema = strictObject({
  from: nonEmptyString,
  mode: _default(_enum(["r", "rw", "rwd"]), "rw")
});
var ProjectSchema = strictObject({
  uuid: string(),
  from: string()
});
var PluginsSchema = strictObject({
  config_dir: _default(nullable(string()), null),
  marketplaces: nonEmptyList,
  local_marketplaces: nonEmptyList,
  enabled: nonEmptyList,
  local_plugins: nonEmptyList,
  remote_plugins: nonEmptyList
});
var SkillsSchema = strictObject({
  local: strList,
  suggest_enabled: optional(boolean()),
  proactive_suggest_enabled: optional(boolean())
});
var McpSchema = strictObject({
  config: _default(nullable(nonEmptyString), null),
  enabled: strList
});
var EgressSchema = strictObject({
  extra_allow: strList,
  unrestricted: _default(boolean(), false)
});
var WebFetchSchema = strictObject({ approved_domains: strList });
var StalenessSchema = strictObject({ hash_ignore: nonEmptyList });
var DebugSchema = strictObject({
  max_thinking_tokens: optional(positiveInt),
  thinking_display: optional(_enum(["summarized", "omitted"]))
});
var AgentEnvSchema = strictObject({
  subagent_model: optional(string()),
  tool_search: optional(_enum(["auto", "off"])),
  disable_experimental_betas: optional(boolean())
});
var size = union([
  string().check(_regex(/^\d+(\.\d+)?\s*[kmgtKMGT]?i?[bB]?$/, "a size like 512m or 2g")),
  positiveInt
]);
var LimitsSchema = strictObject({
  memory: optional(size),
  cpus: optional(number().check(_positive())),
  pids: optional(positiveInt),
  tmp: optional(size),
  var_tmp: optional(size),
  run: optional(size),
  shm: optional(size),
  session_disk: optional(size)
});
var EffortSchema = pipe(
  _enum(["low", "medium", "high", "xhigh", "max", "extra"]),
  transform((e) => e === "extra" ? "xhigh" : e)
);
var SessionSchema = strictObject({
  model: optional(string()),
  effort: optional(EffortSchema),
  account_name: optional(string()),
  extended_thinking: _default(boolean(), true),
  agent_max_turns: optional(positiveInt),
  permission_mode: _default(_enum(["default", "acceptEdits", "plan", "bypassPermissions"]), "default"),
  permission_parity: _default(_enum(["cowork", "strict"]), "cowork"),
  folders: _default(array(FolderSchema), []),
  projects: _default(array(ProjectSchema), []),
  trusted_folders: strList,
  auto_mount_folders: _default(boolean(), false),
  uploads: strList,
  plugins: prefault(PluginsSchema, {}),
  skills: prefault(SkillsSchema, {}),
  mcp: prefault(McpSchema, {}),
  egress: prefault(EgressSchema, {}),
  web_fetch: prefault(WebFetchSchema, {}),
  staleness: prefault(StalenessSchema, {}),
  debug: prefault(DebugSchema, {}),
  agent_env: prefault(AgentEnvSchema, {}),
  limits: prefault(LimitsSchema, {})
});
var SESSION_KEYS = Object.freeze(Object.keys(SessionSchema.shape));
var MOVED_SESSION_KEYS = Object.freeze({
  max_thinking_tokens: "max_thinking_tokens is no longer a top-level session key \u2014 use extended_thinking: true|false, or debug.max_thinking_tokens for a fixed budget"
});

// src/core/session/load.ts
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
    const issues = locateIssues(source, withKeySuggestions(SessionSchema, result.error.issues));
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
  (path, code) => new SessionLoadError(
    path,
    `cannot read session file${code ? ` (${code})` : ""}`,
    code === "ENOENT" ? "not-found" : "unreadable"
  )
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
