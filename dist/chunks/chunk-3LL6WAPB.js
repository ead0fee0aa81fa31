#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  require_dist
} from "./chunk-RJU6G3KC.js";
import {
  _default,
  _enum,
  _positive,
  _regex,
  array,
  boolean,
  formatIssue,
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
  MAX_JSON_DEPTH,
  nestsDeeperThan
} from "./chunk-CMR34UZX.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import {
  __toESM
} from "./chunk-5HX2GR4K.js";

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

// src/core/schema/yaml-source.ts
var import_yaml = __toESM(require_dist(), 1);
function parseYamlWithPositions(text) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const first = doc.errors[0];
  if (first) {
    const line = lines.linePos(first.pos[0]).line;
    const what = first.code === "DUPLICATE_KEY" ? "duplicate key" : first.message.split("\n")[0];
    return { ok: false, error: `invalid YAML: ${what}`, line };
  }
  let value;
  try {
    value = doc.toJS();
  } catch (e) {
    return { ok: false, error: `invalid YAML: ${oneLine(e)}` };
  }
  if (nestsDeeperThan(value)) return { ok: false, error: `invalid YAML: nested deeper than ${MAX_JSON_DEPTH} levels` };
  return { ok: true, source: { doc, lines }, value };
}
function nodeLine(source, node) {
  const range = node?.range;
  return range ? source.lines.linePos(range[0]).line : void 0;
}
function keyText(key) {
  if ((0, import_yaml.isScalar)(key)) return String(key.value);
  return void 0;
}
function lineOfPath(source, path, extraKey) {
  let node = source.doc.contents;
  let line = nodeLine(source, node);
  const steps = extraKey === void 0 ? [...path] : [...path, extraKey];
  for (const step of steps) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p) => (0, import_yaml.isPair)(p) && keyText(p.key) === String(step));
      if (!pair) break;
      line = nodeLine(source, pair.key) ?? line;
      node = pair.value;
    } else if ((0, import_yaml.isSeq)(node) && typeof step === "number") {
      const item = node.items[step];
      if (item === void 0) break;
      line = nodeLine(source, item) ?? line;
      node = item;
    } else {
      break;
    }
  }
  return line;
}
function hasPath(source, path) {
  let node = source.doc.contents;
  for (const step of path) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p) => (0, import_yaml.isPair)(p) && keyText(p.key) === String(step));
      if (!pair) return false;
      node = pair.value;
    } else if ((0, import_yaml.isSeq)(node) && typeof step === "number") {
      const item = node.items[step];
      if (item === void 0) return false;
      node = item;
    } else {
      return false;
    }
  }
  return true;
}
function topLevelKeyLines(source) {
  const out = {};
  const root = source.doc.contents;
  if (!(0, import_yaml.isMap)(root)) return out;
  for (const pair of root.items) {
    const k = keyText(pair.key);
    const line = nodeLine(source, pair.key);
    if (k !== void 0 && line !== void 0) out[k] = line;
  }
  return out;
}
function sequenceItemLines(source, key) {
  const root = source.doc.contents;
  if (!(0, import_yaml.isMap)(root)) return [];
  const pair = root.items.find((p) => keyText(p.key) === key);
  const seq = pair?.value;
  if (!(0, import_yaml.isSeq)(seq)) return [];
  return seq.items.map((item) => nodeLine(source, item) ?? nodeLine(source, seq) ?? 1);
}

// src/core/schema/located-issues.ts
function withLine(what, line) {
  return line !== void 0 ? `${what} (line ${line})` : what;
}
function describeIssues(source, issues) {
  return locateIssues(source, issues).text;
}
function locateIssues(source, issues) {
  const located = issues.map((issue) => {
    if (issue.code === "invalid_type" && issue.path.length > 0 && !hasPath(source, issue.path)) {
      return { issue, line: void 0, text: `${formatIssuePath(issue.path)}: missing (a required key)` };
    }
    const extra = issue.code === "unrecognized_keys" ? issue.keys[0] : void 0;
    return { issue, line: lineOfPath(source, issue.path, extra), text: formatIssue(issue) };
  }).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const text = located.map(({ text: text2, line: line2 }) => withLine(text2, line2)).join("; ");
  const line = located.find((l) => l.line !== void 0)?.line;
  return { text, ...line !== void 0 ? { line } : {} };
}

// src/core/util/edit-distance.ts
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitute = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitute));
    }
    previous = current;
  }
  return previous[b.length];
}
function closestMatch(word, candidates) {
  const budget = Math.max(2, Math.floor(word.length / 3));
  let best;
  for (const candidate of candidates) {
    if (candidate === word) return candidate;
    const distance = editDistance(word, candidate);
    const prefix = Math.min(word.length, candidate.length) >= 4 && (candidate.startsWith(word) || word.startsWith(candidate));
    if (distance > budget && !prefix) continue;
    if (best === void 0 || distance < best.distance) best = { candidate, distance };
  }
  return best?.candidate;
}

// src/core/schema/unknown-key-hints.ts
function objectKeysAt(schema, path) {
  let node = schema;
  const steps = [...path];
  for (; ; ) {
    const def = node._zod.def;
    if (def.type === "optional" || def.type === "default" || def.type === "nullable") {
      node = def.innerType;
    } else if (def.type === "array" && typeof steps[0] === "number") {
      steps.shift();
      node = def.element;
    } else if (def.type === "object") {
      const shape = def.shape;
      if (steps.length === 0) return Object.keys(shape);
      const next = shape[String(steps.shift())];
      if (next === void 0) return void 0;
      node = next;
    } else {
      return void 0;
    }
  }
}
function withKeySuggestions(schema, issues) {
  return issues.flatMap((issue) => {
    if (issue.code !== "unrecognized_keys") return [issue];
    const known = objectKeysAt(schema, issue.path) ?? [];
    const hinted = [];
    const rest = [];
    for (const key of issue.keys) {
      const near = closestMatch(key, known);
      if (near === void 0) rest.push(key);
      else
        hinted.push({
          code: "custom",
          path: [...issue.path, key],
          message: `unknown key \u2014 did you mean "${near}"?`,
          input: void 0
        });
    }
    return rest.length > 0 ? [...hinted, { ...issue, keys: rest }] : hinted;
  });
}

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

// src/core/util/clone-plain.ts
function clonePlain(value) {
  return copy(value);
}
function copy(v) {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    if (Object.getPrototypeOf(v) !== Array.prototype) return structuredClone(v);
    const out2 = new Array(v.length);
    for (let i = 0; i < v.length; i++) out2[i] = copy(v[i]);
    return out2;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return structuredClone(v);
  const out = proto === null ? /* @__PURE__ */ Object.create(null) : {};
  for (const k of Object.keys(v)) out[k] = copy(v[k]);
  return out;
}

// src/core/util/file-signature.ts
import { statSync } from "node:fs";
function fileSignature(path) {
  try {
    const st = statSync(path, { throwIfNoEntry: false });
    return st?.isFile() ? `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}` : void 0;
  } catch {
    return void 0;
  }
}

// src/core/util/parsed-files.ts
var ParsedFiles = class {
  /**
   * `parse` turns a file's text into its value (throwing what the loader throws); `unreadable`
   * is the error for a file that cannot be read.
   */
  constructor(parse, unreadable) {
    this.parse = parse;
    this.unreadable = unreadable;
  }
  parse;
  unreadable;
  entries = /* @__PURE__ */ new Map();
  /** A copy of `path` parsed; throws `unreadable`'s error, or the parse's. */
  load(path) {
    const signature = fileSignature(path);
    let hit = this.entries.get(path);
    if (signature === void 0 || hit?.signature !== signature) {
      let text;
      try {
        text = readRegularText(path);
      } catch (e) {
        throw this.unreadable(path, e.code);
      }
      if (hit?.text !== text) {
        try {
          hit = { text, loaded: this.parse(text, path) };
        } catch (e) {
          hit = { text, error: e };
        }
      }
      hit = { ...hit, signature };
      this.entries.set(path, hit);
    }
    return copyOf(hit);
  }
  /**
   * A copy of `text` parsed as the file at `path` would be: the answer `load` remembered when the
   * file held this text (a linter given the text a gate run already loaded), else parsed afresh.
   */
  parsedText(path, text) {
    const hit = this.entries.get(path);
    return hit?.text === text ? copyOf(hit) : this.parse(text, path);
  }
};
function copyOf(hit) {
  if (hit.loaded === void 0) throw hit.error;
  return clonePlain(hit.loaded);
}

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
  parseYamlWithPositions,
  lineOfPath,
  topLevelKeyLines,
  sequenceItemLines,
  withLine,
  describeIssues,
  locateIssues,
  closestMatch,
  withKeySuggestions,
  ParsedFiles,
  SessionSchema,
  SESSION_KEYS,
  declaredSkillDirs,
  SessionLoadError,
  loadSessionText,
  loadSessionFile
};
