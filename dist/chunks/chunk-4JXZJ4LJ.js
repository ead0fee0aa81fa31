#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  hostAllowed,
  parseAllowlist,
  proxyEnvFor,
  sessionAllowlist,
  startEgressProxy
} from "./chunk-KDQAKXA2.js";
import {
  resolveAgentBinary
} from "./chunk-CHBKBUAM.js";
import {
  scanCassette
} from "./chunk-2XHYTTIJ.js";
import {
  MIN_ENV_SECRET_LENGTH,
  SECRET_SHAPES,
  envSecretValues
} from "./chunk-MZJLSIZC.js";
import {
  sweepStaleTemps
} from "./chunk-TSH5EFPS.js";
import {
  replayLoaded
} from "./chunk-FURJSVNS.js";
import {
  errorEnvelope,
  serializeDecision,
  successEnvelope
} from "./chunk-YGKABPFA.js";
import {
  ProtocolLineError,
  parseLine,
  toDecisionRequest
} from "./chunk-Y4PCL5RT.js";
import {
  loadBaseline,
  promptAssetsHash,
  recordingInputs,
  relPosix
} from "./chunk-L3YWBCW6.js";
import {
  loadScenarioFile
} from "./chunk-YZHFMKVM.js";
import {
  MODEL_SCRIPT_KEY_DEPRECATION
} from "./chunk-GBJKSAOD.js";
import {
  SessionSchema,
  computeTreeFingerprint,
  declaredSkillDirs,
  loadSessionFile,
  sessionFingerprint,
  sha256OfFile
} from "./chunk-QK5Z4XLL.js";
import {
  lineOfPath,
  parseYamlWithPositions
} from "./chunk-3GFJJ6Z2.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-PMJCWNXK.js";
import {
  cassette_v12_schema_default,
  cassette_v9_schema_default,
  checkCassette
} from "./chunk-24BXCO6L.js";
import {
  RegexTimeoutError,
  compileRegex
} from "./chunk-VOWAKLMC.js";
import {
  external_exports,
  formatIssue
} from "./chunk-UNZECJXW.js";
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-5C2HTD6I.js";

// src/record/record-scenario.ts
import { basename as basename6, dirname as dirname7, extname, join as join10, resolve as resolve4 } from "node:path";
import { stat } from "node:fs/promises";

// src/agent/run-agent.ts
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";

// src/agent/argv.ts
var AGENT_TOOLS = [
  "Task",
  "Bash",
  "Glob",
  "Grep",
  "Read",
  "Edit",
  "Write",
  "NotebookEdit",
  "WebFetch",
  "TaskCreate",
  "TaskUpdate",
  "TaskGet",
  "TaskList",
  "TaskStop",
  "WebSearch",
  "Skill",
  "REPL",
  "JavaScript",
  "AskUserQuestion",
  "ToolSearch"
];
var DEFAULT_ALLOWED_TOOLS = ["Read", "Glob", "Grep"];
function agentPermissionMode(mode) {
  return mode === "default" ? "manual" : mode;
}
function buildAgentArgs(opts = {}) {
  if (opts.style === "protocol") {
    const args2 = ["-p", "--verbose", "--input-format", "stream-json", "--output-format", "stream-json", "--permission-prompt-tool", "stdio", "--include-partial-messages"];
    if (opts.model) args2.push("--model", opts.model);
    args2.push("--permission-mode", agentPermissionMode(opts.permissionMode ?? "default"), "--effort", opts.effort ?? "medium");
    if (opts.appendSystemPrompt) args2.push("--append-system-prompt", opts.appendSystemPrompt);
    if (opts.sessionId) args2.push("--session-id", opts.sessionId);
    return args2;
  }
  const args = [
    "-p",
    "--verbose",
    "--input-format",
    "stream-json",
    "--output-format",
    "stream-json",
    "--permission-prompt-tool",
    "stdio",
    "--permission-mode",
    agentPermissionMode(opts.permissionMode ?? "default"),
    "--setting-sources",
    "user",
    "--effort",
    opts.effort ?? "medium"
  ];
  if (opts.appendSystemPrompt) args.push("--append-system-prompt", opts.appendSystemPrompt);
  if (opts.model) args.push("--model", opts.model);
  if (opts.sessionId) args.push("--session-id", opts.sessionId);
  for (const dir of opts.pluginDirs ?? []) args.push("--plugin-dir", dir);
  const tools = opts.tools ?? AGENT_TOOLS;
  const allowed = (opts.allowedTools ?? DEFAULT_ALLOWED_TOOLS).filter((t) => tools.includes(t));
  args.push("--tools", ...tools.length > 0 ? tools : [""]);
  if (allowed.length > 0) args.push("--allowedTools", ...allowed);
  return args;
}

// src/agent/errors.ts
var AgentRunError = class extends HarnessError {
  /** what was recorded before the run failed (set by runAgent) */
  run;
  constructor(message, exitCode = EXIT.fail) {
    super(message, exitCode, "internal");
    this.name = "AgentRunError";
  }
};
var AgentTimeoutError = class extends AgentRunError {
  constructor(timeoutMs) {
    super(`agent run timed out after ${timeoutMs} ms (timeout_ms) \u2014 the agent was terminated`);
    this.timeoutMs = timeoutMs;
    this.name = "AgentTimeoutError";
  }
  timeoutMs;
};
var AgentNoResultError = class extends AgentRunError {
  constructor(detail = "") {
    super(`agent stream ended without a result line${detail ? ` (${detail})` : ""}`);
    this.name = "AgentNoResultError";
  }
};
var AgentCrashError = class extends AgentRunError {
  constructor(message, agentExitCode = null, signal = null) {
    super(message);
    this.agentExitCode = agentExitCode;
    this.signal = signal;
    this.name = "AgentCrashError";
  }
  agentExitCode;
  signal;
};
var AgentProtocolError = class extends AgentRunError {
  constructor(message) {
    super(`protocol error: ${message}`);
    this.name = "AgentProtocolError";
  }
};
var UnansweredError = class extends AgentRunError {
  constructor(message) {
    super(`unanswered question: ${message}`, EXIT.usage);
    this.name = "UnansweredError";
  }
};
var ModelScriptMismatchError = class extends AgentRunError {
  constructor(message) {
    super(message, EXIT.usage);
    this.name = "ModelScriptMismatchError";
  }
};
var ModelApiError = class extends AgentRunError {
  constructor(message) {
    super(`model API error: ${message}`);
    this.name = "ModelApiError";
  }
};
var DeciderError = class extends AgentRunError {
  constructor(message) {
    super(`decider error: ${message}`, EXIT.usage);
    this.name = "DeciderError";
  }
};

// src/agent/decider/allow-if.ts
var IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
var RESERVED = /* @__PURE__ */ new Set(["input", "arguments", "eval", "this", "new", "function", "return", "var", "let", "const", "class", "delete", "typeof", "void", "in", "instanceof", "if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue", "throw", "try", "catch", "finally", "with", "yield", "await", "true", "false", "null", "undefined", "enum", "export", "import", "super", "extends", "debugger"]);
function evaluateAllowIf(expression, input) {
  const names = Object.keys(input).filter((k) => IDENTIFIER.test(k) && !RESERVED.has(k));
  try {
    const fn = new Function(...names, "input", `"use strict"; return (${expression});`);
    return { ok: true, value: Boolean(fn(...names.map((n) => input[n]), input)) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

// src/agent/decider/coerce-label.ts
var RECOMMENDED_SUFFIX = /\s*\(recommended\)\s*$/i;
var stripRecommended = (s) => s.replace(RECOMMENDED_SUFFIX, "").trim().toLowerCase();
var escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function coerceLabel(pick, labels) {
  const p = pick.trim();
  const lower = p.toLowerCase();
  const exact = labels.find((l) => l.toLowerCase() === lower);
  if (exact !== void 0) return { ok: true, label: exact };
  if (/^\d+$/.test(p)) {
    const n = Number(p);
    if (n >= 1 && n <= labels.length) return { ok: true, label: labels[n - 1] };
  }
  const unsuffixed = labels.find((l) => stripRecommended(l) === stripRecommended(p));
  if (unsuffixed !== void 0) return { ok: true, label: unsuffixed };
  if (lower === "recommended") {
    const rec = labels.find((l) => RECOMMENDED_SUFFIX.test(l));
    if (rec !== void 0) return { ok: true, label: rec };
  }
  if (lower === "first" && labels.length > 0) return { ok: true, label: labels[0] };
  if (p !== "") {
    const anchor = new RegExp(`^${escapeRegex(p)}\\s*(?:[:(,\u2014\u2013]|$)`, "i");
    const anchored = labels.filter((l) => anchor.test(l));
    if (anchored.length === 1) return { ok: true, label: anchored[0] };
  }
  return { ok: false, nearest: nearestLabel(p, labels) };
}
function editDistance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}
function nearestLabel(pick, labels) {
  let best;
  let bestD = Infinity;
  for (const l of labels) {
    const d = editDistance(pick.toLowerCase(), l.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = l;
    }
  }
  return best;
}

// src/agent/decider/types.ts
var abstain = (reason) => reason === void 0 ? { kind: "abstain" } : { kind: "abstain", reason };
var decided = (response, by, extra = {}) => ({
  kind: "decided",
  response,
  by,
  ...extra
});

// src/agent/decider/scripted.ts
var questionText = (q) => q.question ?? q.header ?? "";
var labelsOf = (q) => (q.options ?? []).map((o) => o.label);
function resolvePicks(q, picks) {
  const text2 = questionText(q);
  if (picks.length > 1 && q.multiSelect !== true) {
    throw new UnansweredError(`"${text2}" is single-select but the scenario chooses ${picks.length} options (${picks.join(", ")})`);
  }
  const labels = labelsOf(q);
  if (labels.length === 0) return picks.join(", ");
  const resolved = [];
  for (const pick of picks) {
    const r = coerceLabel(pick, labels);
    if (!r.ok) {
      const near = r.nearest !== void 0 ? `; nearest: "${r.nearest}"` : "";
      throw new UnansweredError(`"${text2}": choose "${pick}" matches no option \u2014 valid labels: ${labels.map((l) => `"${l}"`).join(", ")}${near}`);
    }
    if (!resolved.includes(r.label)) resolved.push(r.label);
  }
  return resolved.join(", ");
}
function questionMatches(pattern, text2) {
  const c = compileRegex(pattern);
  if (!c.ok) return false;
  try {
    return c.re.test(text2);
  } catch (e) {
    if (!(e instanceof RegexTimeoutError)) throw e;
    throw new DeciderError(
      `answers: when_question /${pattern}/ did not finish within ${e.budgetMs} ms on the question ${JSON.stringify(text2.length > 80 ? `${text2.slice(0, 80)}\u2026` : text2)} \u2014 simplify the pattern (no nested quantifiers like (a+)+)`
    );
  }
}
var ScriptedDecider = class {
  constructor(rules, warn = () => {
  }) {
    this.rules = rules;
    this.warn = warn;
  }
  rules;
  warn;
  decide(req) {
    if (req.kind === "question") return this.question(req.questions);
    if (req.kind === "permission") return this.permission(req.tool, req.input);
    return abstain("scenario rules never answer dialogs or elicitations");
  }
  question(questions) {
    const answers = {};
    const unmatched = [];
    for (const q of questions) {
      const text2 = questionText(q);
      const rule = this.rules.find((r) => r.when_question !== void 0 && questionMatches(r.when_question, text2));
      if (!rule || rule.answer === void 0 && rule.choose === void 0) {
        unmatched.push(text2);
        continue;
      }
      if (rule.answer !== void 0) {
        answers[text2] = rule.answer;
        continue;
      }
      const picks = typeof rule.choose === "string" ? [rule.choose] : [...rule.choose ?? []];
      const value = resolvePicks(q, picks);
      if (labelsOf(q).some((l) => l.includes(",") && value.includes(l))) {
        this.warn(`answer to "${text2}" contains a label with a comma; the comma-joined answer may be ambiguous`);
      }
      answers[text2] = value;
    }
    if (unmatched.length > 0) {
      if (unmatched.length < questions.length) {
        this.warn(`question gate left to the fallback: no answers rule matches ${unmatched.map((t) => `"${t}"`).join(", ")}`);
      }
      return abstain(`no answers rule matches ${unmatched.map((t) => `"${t}"`).join(", ")}`);
    }
    return decided({ kind: "question", answers }, "scripted");
  }
  permission(tool, input) {
    const rule = this.rules.find((r) => r.when_tool !== void 0 && this.toolMatches(r.when_tool, tool, input));
    if (!rule) return abstain(`no answers rule for tool ${tool}`);
    let allow;
    if (rule.decide !== void 0) allow = rule.decide === "allow";
    else {
      const r = evaluateAllowIf(rule.allow_if ?? "false", input);
      if (!r.ok) this.warn(`allow_if for ${tool} failed to evaluate (${r.error}); using else`);
      allow = r.ok && r.value ? true : (rule.else ?? "deny") === "allow";
    }
    return allow ? decided({ kind: "permission", behavior: "allow", updatedInput: input }, "scripted") : decided({ kind: "permission", behavior: "deny", message: "denied by scenario policy" }, "scripted");
  }
  /** Exact tool-name match; `webfetch:<domain>` matches a WebFetch of that host. */
  toolMatches(whenTool, tool, input) {
    if (!whenTool.startsWith("webfetch:")) return whenTool === tool;
    if (tool !== "WebFetch" || typeof input.url !== "string") return false;
    try {
      return new URL(input.url).hostname.toLowerCase() === whenTool.slice("webfetch:".length).toLowerCase();
    } catch {
      return false;
    }
  }
};

// src/agent/encode-decision.ts
function encodeDecision(req, verdict) {
  if (verdict.kind === "abstain") {
    switch (req.kind) {
      case "question":
        throw new Error("encodeDecision: a question gate cannot be abstained on");
      case "permission":
        return { envelope: successEnvelope(req.id, { behavior: "deny", message: "no decider" }), decision: "deny" };
      case "dialog":
        return { envelope: successEnvelope(req.id, { behavior: "cancelled" }), decision: "cancelled" };
      case "elicit":
        return { envelope: successEnvelope(req.id, { action: "decline" }), decision: "decline" };
    }
  }
  const r = verdict.response;
  if (req.kind === "question" && r.kind === "permission" && r.behavior === "deny") {
    return { envelope: successEnvelope(req.id, { behavior: "deny", message: r.message ?? "denied" }), decision: "deny" };
  }
  const envelope = serializeDecision(req, r);
  const body = envelope.response.response;
  const decision = req.kind === "question" && r.kind === "question" ? "answered" : typeof body.behavior === "string" ? body.behavior : typeof body.action === "string" ? body.action : "unknown";
  return { envelope, decision };
}

// src/agent/initialize.ts
var INIT_REQUEST_ID = "init-1";
var TASK_BG_HOOK_ID = "cowork-task-bg-block";
function initializeFrame(opts = {}) {
  const request = { subtype: "initialize" };
  if (opts.appendSubagentSystemPrompt) request.appendSubagentSystemPrompt = opts.appendSubagentSystemPrompt;
  if (opts.sdkMcpServers && opts.sdkMcpServers.length > 0) request.sdkMcpServers = [...opts.sdkMcpServers];
  request.hooks = { PreToolUse: [{ matcher: "Task", hookCallbackIds: [TASK_BG_HOOK_ID] }, ...opts.extraPreToolUse ?? []] };
  return { type: "control_request", request_id: INIT_REQUEST_ID, request };
}
function userTurnFrame(text2) {
  return { type: "user", message: { role: "user", content: [{ type: "text", text: text2 }] } };
}

// src/agent/hooks.ts
var isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
async function answerHookCallback(callbackId, input, handlers) {
  if (callbackId === TASK_BG_HOOK_ID) {
    const toolInput = isObj(input) ? input.tool_input : void 0;
    return isObj(toolInput) && toolInput.run_in_background ? { decision: "block", reason: "Background agents disabled" } : {};
  }
  const handler = handlers.get(callbackId);
  if (!handler) return {};
  try {
    return await handler(input);
  } catch (e) {
    return { decision: "block", reason: `hook ${callbackId} failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

// src/agent/mcp.ts
async function answerMcpMessage(serverName, message, servers) {
  const id = message.id;
  const handler = servers.get(serverName);
  let reply;
  if (!handler) {
    reply = { error: { code: -32601, message: `no in-process MCP server named "${serverName}"` } };
  } else {
    try {
      reply = await handler(message);
    } catch (e) {
      const code = e?.code;
      reply = code === -32602 ? { error: { code, message: e instanceof Error ? e.message : String(e) } } : { error: { code: -32603, message: `handler error: ${e instanceof Error ? e.message : String(e)}` } };
    }
  }
  if (id === void 0 || id === null) return {};
  return { mcp_response: { jsonrpc: "2.0", id, ...reply } };
}

// src/agent/control-handler.ts
var isObj2 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
var DIALOG_AUTOCANCEL_MS = 6e3;
var ANSWERED_MEMORY = 2e3;
var ControlHandler = class {
  constructor(opts) {
    this.opts = opts;
    this.warn = opts.warn ?? (() => {
    });
  }
  opts;
  outstanding = /* @__PURE__ */ new Set();
  answered = /* @__PURE__ */ new Set();
  warn;
  async answer(msg) {
    const id = msg.request_id;
    if (typeof id !== "string" || id === "") {
      return { fatal: new AgentProtocolError(`control_request with a malformed request_id: ${JSON.stringify(id) ?? "undefined"}`) };
    }
    if (this.outstanding.has(id)) return { fatal: new AgentProtocolError(`duplicate outstanding request_id "${id}"`) };
    if (this.answered.has(id)) this.warn(`control_request "${id}" was already answered; answering again`);
    this.outstanding.add(id);
    try {
      return await this.dispatch(id, msg);
    } finally {
      this.outstanding.delete(id);
      this.answered.add(id);
      if (this.answered.size > ANSWERED_MEMORY) this.answered.delete(this.answered.values().next().value);
    }
  }
  async dispatch(id, msg) {
    const request = isObj2(msg.request) ? msg.request : {};
    const subtype = typeof request.subtype === "string" ? request.subtype : String(request.subtype);
    switch (subtype) {
      case "hook_callback": {
        const body = await answerHookCallback(String(request.callback_id ?? ""), request.input, this.opts.hooks ?? /* @__PURE__ */ new Map());
        return { frame: { ...successEnvelope(id, body) } };
      }
      case "mcp_message": {
        const message = isObj2(request.message) ? request.message : {};
        const body = await answerMcpMessage(String(request.server_name ?? ""), message, this.opts.mcpServers ?? /* @__PURE__ */ new Map());
        return { frame: { ...successEnvelope(id, body) } };
      }
      case "can_use_tool":
      case "request_user_dialog":
      case "elicitation":
      case "side_question":
        return this.decision(id, msg);
      default: {
        const error = `unsupported control_request subtype "${subtype}"`;
        return { frame: { ...errorEnvelope(id, error) }, fatal: new AgentProtocolError(error) };
      }
    }
  }
  async decision(id, msg) {
    let req;
    try {
      req = toDecisionRequest(msg);
    } catch (e) {
      const error = e instanceof ProtocolLineError ? e.message : String(e);
      return { frame: { ...errorEnvelope(id, error) }, fatal: new AgentProtocolError(error) };
    }
    if (!req) return { frame: { ...errorEnvelope(id, "not a decision request") }, fatal: new AgentProtocolError("not a decision request") };
    if (req.kind === "question") {
      if (req.questions.length === 0) return { fatal: new UnansweredError(`AskUserQuestion request ${id} carries no questions`) };
      const headerOnly = req.questions.find((q) => q.question === void 0);
      if (headerOnly) {
        return { fatal: new UnansweredError(`AskUserQuestion request ${id} has a sub-question without question text (header "${headerOnly.header ?? ""}")`) };
      }
    }
    let verdict;
    try {
      verdict = await this.decide(req);
    } catch (e) {
      if (e instanceof AgentRunError) return { fatal: e };
      throw e;
    }
    if (verdict.kind === "abstain" && req.kind === "question") {
      return { fatal: new UnansweredError(`${req.questions.map((q) => `"${questionText(q)}"`).join(", ")}${verdict.reason ? ` \u2014 ${verdict.reason}` : ""}`) };
    }
    const { envelope, decision } = encodeDecision(req, verdict);
    return {
      frame: { ...envelope },
      decision: {
        requestId: id,
        kind: req.kind,
        name: decisionName(req),
        decision,
        by: verdict.kind === "decided" ? verdict.by : "abstain",
        ...verdict.kind === "decided" && verdict.response.kind === "question" ? { answers: verdict.response.answers } : {},
        ...verdict.kind === "decided" && verdict.nonDeterministic ? { nonDeterministic: true } : {},
        ...verdict.kind === "decided" && verdict.permissiveAutoAllow ? { permissiveAutoAllow: true } : {}
      }
    };
  }
  /** The decider's verdict; a dialog waits at most dialogTimeoutMs, then is cancelled. */
  async decide(req) {
    const pending = Promise.resolve(this.opts.decider.decide(req));
    if (req.kind !== "dialog") return pending;
    const ms = this.opts.dialogTimeoutMs ?? DIALOG_AUTOCANCEL_MS;
    let timer;
    const timeout = new Promise((resolve5) => {
      timer = setTimeout(() => resolve5({ kind: "decided", response: { kind: "dialog", behavior: "cancelled" }, by: "timeout" }), ms);
    });
    try {
      return await Promise.race([pending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
};
function decisionName(req) {
  switch (req.kind) {
    case "permission":
      return req.tool;
    case "question":
      return req.questions.map(questionText).join(" / ");
    case "dialog":
      return req.dialogKind;
    case "elicit":
      return req.server ?? "";
  }
}

// src/agent/env.ts
var AGENT_MAX_RETRIES_ENV = "CLAUDE_CODE_MAX_RETRIES";
var PARENT_ENV_ALLOWLIST = ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "SYSTEMROOT", "WINDIR", "COMSPEC", "PATHEXT", AGENT_MAX_RETRIES_ENV];
var COWORK_SPAWN_ENV = {
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
  CLAUDE_PREVIEW_CLASSIFIER_FLOOR: "1"
};
var NEVER_SET = /* @__PURE__ */ new Set(["CLAUDE_CODE_USE_COWORK_PLUGINS", "MAX_THINKING_TOKENS"]);
var SCRIPTED_MODEL_API_KEY = "scripted-model-no-key";
function buildAgentEnv(opts) {
  const parent = opts.parentEnv ?? process.env;
  const env = {};
  const mode = opts.mode ?? "cowork";
  for (const key of mode === "container" ? [AGENT_MAX_RETRIES_ENV, "TZ"] : PARENT_ENV_ALLOWLIST) {
    const v = parent[key];
    if (v !== void 0) env[key] = v;
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
    CLAUDE_CODE_HOST_PLATFORM: process.platform
  });
  if (opts.tmpDir !== void 0) env.TMPDIR = opts.tmpDir;
  if (env.TZ === void 0) env.TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;
  Object.assign(env, opts.extraEnv ?? {});
  return env;
}

// src/agent/stdin-writer.ts
var CONTROL_OUT_MIRROR_CAP = 256 * 1024;
var StdinWriter = class {
  constructor(stdin, onDelivered, onUndelivered) {
    this.stdin = stdin;
    this.onDelivered = onDelivered;
    this.onUndelivered = onUndelivered;
    stdin.on("error", () => {
    });
  }
  stdin;
  onDelivered;
  onUndelivered;
  tail = Promise.resolve();
  ended = false;
  /** Queues one frame; resolves true when it was written, false when it could not be. */
  write(frame) {
    const line = JSON.stringify(frame);
    const next = this.tail.then(
      () => new Promise((resolve5) => {
        if (this.ended || this.stdin.destroyed || !this.stdin.writable) {
          this.onUndelivered(line, "stdin is closed");
          return resolve5(false);
        }
        this.stdin.write(`${line}
`, (err) => {
          if (err) {
            this.onUndelivered(line, err.message);
            resolve5(false);
          } else {
            this.onDelivered(line);
            resolve5(true);
          }
        });
      })
    );
    this.tail = next;
    return next;
  }
  /** Closes stdin once every queued frame has been written. */
  end() {
    const done = this.tail.then(() => {
      if (this.ended) return;
      this.ended = true;
      if (!this.stdin.destroyed) this.stdin.end();
    });
    this.tail = done;
    return done;
  }
};

// src/agent/timeline.ts
var ROOT_SCOPE = "(root)";
var TimelineBuilder = class {
  entries = [];
  scope = ROOT_SCOPE;
  /** Adds the entries one parsed stdout line means; a malformed frame adds nothing. */
  add(line, msg, ts) {
    let events;
    try {
      events = parseLine(msg);
    } catch {
      return;
    }
    for (const ev of events) this.addEvent(line, ev, ts);
  }
  push(entry) {
    const clean = Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== void 0));
    this.entries.push({ seq: this.entries.length + 1, ...clean });
  }
  addEvent(line, ev, ts) {
    switch (ev.type) {
      case "tool_use":
        if (ev.name === "Skill" && ev.parentToolUseId === void 0) {
          this.scope = typeof ev.input.skill === "string" ? ev.input.skill : "(unknown)";
        }
        this.push({ ts, line, type: "tool_use", name: ev.name, toolUseId: ev.toolUseId, parentToolUseId: ev.parentToolUseId, skillScope: this.scope });
        return;
      case "subagent_dispatch":
        this.push({ ts, line, type: "subagent_dispatch", toolUseId: ev.toolUseId, name: ev.dispatchAgentType, skillScope: this.scope });
        return;
      case "tool_result":
        this.push({ ts, line, type: "tool_result", toolUseId: ev.toolUseId, isError: ev.isError });
        return;
      case "thinking":
        this.push({ ts, line, type: "thinking", redacted: ev.redacted });
        return;
      case "decision":
        this.push({ ts, line, type: "decision", kind: ev.request.kind, requestId: ev.request.id });
        return;
      case "result":
        this.push({ ts, line, type: "result", isError: ev.isError });
        return;
      default:
        return;
    }
  }
};

// src/agent/run-agent.ts
var STDERR_CAP = 1024 * 1024;
var STDERR_TAIL = 2e3;
var DEFAULT_KILL_GRACE_MS = 2e3;
var EXIT_AFTER_RESULT_MS = 1e4;
var isObj3 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
function killGroup(child, signal) {
  try {
    if (child.pid !== void 0) process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
    }
  }
}
var MAX_LINE_BYTES = 32 * 1024 * 1024;
async function runAgent(opts) {
  const binary = resolveAgentBinary(opts.binary);
  const warn = opts.warn ?? (() => {
  });
  const ownRunDir = opts.runDir === void 0;
  const runDir = opts.runDir ?? mkdtempSync(join(tmpdir(), "cowork-agent-run-"));
  const guest = opts.launch?.guest;
  const configDir = guest?.configDir ?? join(runDir, "claude-config");
  const homeDir = guest?.homeDir ?? join(runDir, "home");
  const tmpDir = guest ? guest.tmpDir : join(runDir, "tmp");
  if (!guest) for (const dir of [configDir, homeDir, tmpDir]) mkdirSync(dir, { recursive: true });
  const argv = buildAgentArgs({
    permissionMode: opts.permissionMode,
    effort: opts.effort,
    model: opts.model,
    appendSystemPrompt: opts.appendSystemPrompt,
    pluginDirs: opts.pluginDirs,
    tools: opts.tools,
    allowedTools: opts.allowedTools,
    sessionId: opts.sessionId,
    ...opts.envMode === "protocol" ? { style: "protocol" } : {}
  });
  const env = buildAgentEnv({
    modelBaseUrl: opts.modelBaseUrl,
    configDir,
    homeDir,
    ...tmpDir !== void 0 ? { tmpDir } : {},
    extraEnv: opts.extraEnv,
    ...opts.envMode ? { mode: opts.envMode } : {},
    ...opts.spawnEnv ? { spawnEnv: opts.spawnEnv } : {}
  });
  const started = performance.now();
  const run = {
    binary,
    argv,
    events: [],
    controlOut: [],
    timeline: [],
    timelineHeader: { v: 1, startedAtWall: (/* @__PURE__ */ new Date()).toISOString(), startedAtMono: started },
    decisions: [],
    exitCode: null,
    signal: null,
    stderr: "",
    durationMs: 0
  };
  const timeline = new TimelineBuilder();
  run.timeline = timeline.entries;
  const hookHandlers = new Map((opts.hooks ?? []).map((h) => [h.callbackId, h.handler]));
  let turnsSent = 1;
  let resultsSeen = 0;
  let injectTurn = () => void 0;
  const servers = typeof opts.mcpServers === "function" ? opts.mcpServers((text2) => injectTurn(text2)) : opts.mcpServers ?? {};
  const mcpServers = new Map(Object.entries(servers));
  const handler = new ControlHandler({ decider: opts.decider, hooks: hookHandlers, mcpServers, dialogTimeoutMs: opts.dialogTimeoutMs, warn });
  const launch = opts.launch?.command(argv, env) ?? { command: binary, args: argv, env, cwd: opts.cwd };
  const child = spawn(launch.command, launch.args, { cwd: launch.cwd ?? opts.cwd, env: launch.env, stdio: ["pipe", "pipe", "pipe"], detached: true });
  let fatal;
  let killTimer;
  let lingerTimer;
  const terminate = () => {
    if (killTimer) return;
    killGroup(child, "SIGTERM");
    killTimer = setTimeout(() => killGroup(child, "SIGKILL"), opts.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
  };
  const fail2 = (e) => {
    fatal ??= e;
    terminate();
  };
  const writer = new StdinWriter(
    child.stdin,
    (line) => run.controlOut.push(line),
    (line, error) => {
      run.events.push(JSON.stringify({ _emu: "control_undelivered", frame: line, error }));
    }
  );
  const send = (frame) => {
    const size = Buffer.byteLength(JSON.stringify(frame));
    if (size > CONTROL_OUT_MIRROR_CAP) {
      fail2(new AgentProtocolError(`a frame of ${size} bytes exceeds the ${CONTROL_OUT_MIRROR_CAP}-byte control-out cap`));
      return Promise.resolve(false);
    }
    return writer.write(frame);
  };
  const answerControl = async (msg) => {
    const ans = await handler.answer(msg);
    const delivered = ans.frame ? await send(ans.frame) : false;
    if (ans.decision) run.decisions.push({ ...ans.decision, delivered });
    if (ans.fatal) fail2(ans.fatal);
  };
  let timeoutTimer;
  if (opts.timeoutMs !== void 0) {
    timeoutTimer = setTimeout(() => fail2(new AgentTimeoutError(opts.timeoutMs)), opts.timeoutMs);
  }
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk) => {
    if (run.stderr.length < STDERR_CAP) run.stderr += chunk.slice(0, STDERR_CAP - run.stderr.length);
  });
  const closed = new Promise((resolve5) => {
    child.on("error", (e) => {
      if (e.code === "EPIPE") return;
      fatal ??= new AgentCrashError(`cannot start the agent binary ${binary}: ${e.message}`);
      resolve5();
    });
    child.on("close", (code, signal) => {
      run.exitCode = code;
      run.signal = signal;
      resolve5();
    });
  });
  const maxLine = opts.maxLineBytes ?? MAX_LINE_BYTES;
  let sinceNewline = 0;
  child.stdout.on("data", (chunk) => {
    const buf = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    const nl = buf.lastIndexOf(10);
    sinceNewline = nl === -1 ? sinceNewline + buf.length : buf.length - nl - 1;
    if (sinceNewline > maxLine) fail2(new AgentProtocolError(`the agent printed more than ${maxLine} bytes without a newline \u2014 not a stream-json line; stopped`));
  });
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
  const pending = [];
  lines.on("line", (line) => {
    if (line.trim() === "") return;
    const index = run.events.length;
    run.events.push(line);
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      return;
    }
    timeline.add(index, msg, Math.round(performance.now() - started));
    if (!isObj3(msg)) return;
    if (msg.type === "control_request") {
      pending.push(answerControl(msg).catch((e) => fail2(new AgentProtocolError(e instanceof Error ? e.message : String(e)))));
    } else if (msg.type === "result") {
      run.result = msg;
      resultsSeen++;
      void Promise.allSettled(pending).then(() => {
        if (resultsSeen < turnsSent || lingerTimer) return;
        void writer.end();
        lingerTimer = setTimeout(terminate, EXIT_AFTER_RESULT_MS);
      });
    }
  });
  injectTurn = (text2) => {
    if (lingerTimer) return;
    if (resultsSeen >= turnsSent) turnsSent++;
    void send(userTurnFrame(text2));
  };
  void send(initializeFrame({
    appendSubagentSystemPrompt: opts.appendSubagentSystemPrompt,
    sdkMcpServers: [...mcpServers.keys()],
    extraPreToolUse: (opts.hooks ?? []).map((h) => ({ matcher: h.matcher, hookCallbackIds: [h.callbackId] }))
  }));
  void send(userTurnFrame(opts.prompt));
  await closed;
  await Promise.allSettled(pending);
  clearTimeout(timeoutTimer);
  clearTimeout(killTimer);
  clearTimeout(lingerTimer);
  killGroup(child, "SIGKILL");
  try {
    await opts.launch?.cleanup?.();
  } catch (e) {
    warn(`agent cleanup: ${e instanceof Error ? e.message : String(e)}`);
  }
  run.durationMs = Math.round(performance.now() - started);
  if (ownRunDir) rmSync(runDir, { recursive: true, force: true });
  const failure = fatal ?? outcomeError(run, opts);
  if (failure) {
    failure.run = run;
    throw failure;
  }
  return run;
}
function outcomeError(run, opts) {
  const scriptError = opts.modelErrors?.()[0];
  if (scriptError) return new ModelScriptMismatchError(scriptError.message);
  if (run.result !== void 0) return apiFailure(run.result, run.events);
  const tail = run.stderr.slice(-STDERR_TAIL).trim().replace(/\s*\n\s*/g, " | ");
  const garbage = nonJsonSummary(run.events);
  if (run.exitCode !== 0 || run.signal !== null) {
    const how = run.signal !== null ? `was killed by ${run.signal}` : `exited with code ${run.exitCode}`;
    const detail = [garbage, tail ? `stderr tail: ${tail}` : ""].filter((d) => d !== "").join("; ");
    return new AgentCrashError(`agent process ${how} before a result line${detail ? ` \u2014 ${detail}` : ""}`, run.exitCode, run.signal);
  }
  return new AgentNoResultError([garbage, tail ? `stderr tail: ${tail}` : ""].filter((d) => d !== "").join("; "));
}
function apiFailure(result, events) {
  if (result.terminal_reason !== "api_error") return void 0;
  const status = typeof result.api_error_status === "number" ? `HTTP ${result.api_error_status}` : "no HTTP status (connection error)";
  const type = typeof result.api_error_type === "string" ? ` ${result.api_error_type}` : "";
  const retries = events.filter((l) => l.includes('"api_retry"') && parseObj(l)?.subtype === "api_retry").length;
  const text2 = typeof result.result === "string" ? oneLineText(result.result, 300) : "";
  return new ModelApiError(`${status}${type}, the agent gave up after ${retries} ${retries === 1 ? "retry" : "retries"}${text2 ? ` \u2014 ${text2}` : ""}`);
}
function nonJsonSummary(events) {
  const parsed = events.map((l) => ({ line: l, obj: parseObj(l) })).filter((e) => e.obj?._emu === void 0);
  const bad = parsed.filter((e) => e.obj === void 0);
  if (bad.length === 0) return "";
  return `${bad.length} of ${parsed.length} stdout line(s) were not JSON objects, the first: ${JSON.stringify(oneLineText(bad[0].line, 80))}`;
}
function parseObj(line) {
  try {
    const v = JSON.parse(line);
    return isObj3(v) ? v : void 0;
  } catch {
    return void 0;
  }
}
function oneLineText(s, max) {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)}\u2026` : flat;
}

// src/agent/decider/chain.ts
var ChainDecider = class {
  constructor(deciders) {
    this.deciders = deciders;
  }
  deciders;
  async decide(req) {
    const reasons = [];
    for (const d of this.deciders) {
      const v = await d.decide(req);
      if (v.kind === "decided") return v;
      if (v.reason) reasons.push(v.reason);
    }
    return abstain(reasons.join("; ") || void 0);
  }
};

// src/agent/decider/permission-default.ts
var ALWAYS_ALLOWED = /* @__PURE__ */ new Set(["Read", "Glob", "Grep"]);
var PermissionDefaultDecider = class {
  constructor(parity = "cowork") {
    this.parity = parity;
  }
  parity;
  decide(req) {
    if (req.kind !== "permission") return abstain();
    if (ALWAYS_ALLOWED.has(req.tool)) return decided({ kind: "permission", behavior: "allow", updatedInput: req.input }, "default");
    if (req.tool === "WebFetch") return abstain("web fetches are decided only by scenario rules");
    if (this.parity === "strict") {
      return decided({ kind: "permission", behavior: "deny", message: "denied (strict, off-registry)" }, "parity");
    }
    return decided({ kind: "permission", behavior: "allow", updatedInput: req.input }, "parity", { permissiveAutoAllow: true });
  }
};

// src/agent/decider/terminal.ts
var describeQuestion = (q) => {
  const labels = (q.options ?? []).map((o) => `"${o.label}"`).join(", ");
  return `"${questionText(q)}"${labels ? ` (options: ${labels})` : ""}`;
};
var TerminalDecider = class {
  constructor(policy = "fail") {
    this.policy = policy;
  }
  policy;
  decide(req) {
    if (req.kind === "question") return this.question(req.questions);
    if (this.policy === "first" && req.kind === "dialog") return decided({ kind: "dialog", behavior: "cancelled" }, "first");
    if (this.policy === "first" && req.kind === "elicit") return decided({ kind: "elicit", action: "decline" }, "first");
    return abstain(`on_unanswered: ${this.policy}`);
  }
  question(questions) {
    if (this.policy === "deny") {
      return decided({ kind: "permission", behavior: "deny", message: "question left unanswered (on_unanswered: deny)" }, "terminal");
    }
    if (this.policy === "first") {
      const answers = {};
      for (const q of questions) {
        const first = q.options?.[0]?.label;
        if (first === void 0) throw new UnansweredError(`${describeQuestion(q)} offers no options, so on_unanswered: first cannot pick one`);
        answers[questionText(q)] = first;
      }
      return decided({ kind: "question", answers }, "first", { nonDeterministic: true });
    }
    throw new UnansweredError(
      `${questions.map(describeQuestion).join("; ")} \u2014 add an answers rule (when_question + choose/answer) or set on_unanswered: first`
    );
  }
};

// src/agent/decider/build.ts
function buildDecider(opts = {}) {
  const policy = opts.onUnanswered ?? "fail";
  if (policy === "prompt" || policy === "llm") {
    throw new UsageError(`on_unanswered: ${policy} is not supported by the scripted driver \u2014 use fail, first or deny`);
  }
  return new ChainDecider([
    new ScriptedDecider(opts.answers ?? [], opts.warn),
    new PermissionDefaultDecider(opts.parity ?? "cowork"),
    new TerminalDecider(policy)
  ]);
}

// src/model-server/load-script.ts
import { readFile } from "node:fs/promises";

// src/model-server/script-model.ts
var ExpectSchema = external_exports.strictObject({
  /** some tool_result in the newest user message starts with this text */
  tool_result_startswith: external_exports.string().min(1).optional(),
  /** some tool_result in the newest user message contains this text */
  tool_result_contains: external_exports.string().min(1).optional(),
  /** the newest user message (all its text, tool results included) contains this text */
  user_contains: external_exports.string().min(1).optional()
});
var TextBlockSchema = external_exports.strictObject({ text: external_exports.string() });
var ToolUseBlockSchema = external_exports.strictObject({
  tool_use: external_exports.strictObject({
    name: external_exports.string().min(1),
    input: external_exports.record(external_exports.string(), external_exports.unknown()).default({}),
    id: external_exports.string().min(1).optional()
  })
});
var ResponseBlockSchema = external_exports.union([TextBlockSchema, ToolUseBlockSchema]);
var UsageSchema = external_exports.strictObject({
  input_tokens: external_exports.number().int().nonnegative().optional(),
  output_tokens: external_exports.number().int().nonnegative().optional(),
  cache_creation_input_tokens: external_exports.number().int().nonnegative().optional(),
  cache_read_input_tokens: external_exports.number().int().nonnegative().optional()
});
var FAULT_KINDS = ["hang", "429", "500", "drop"];
var TurnSchema = external_exports.strictObject({
  expect: ExpectSchema.optional(),
  respond: external_exports.array(ResponseBlockSchema).min(1).optional(),
  fault: external_exports.enum(FAULT_KINDS).optional(),
  usage: UsageSchema.optional()
}).refine((t) => t.respond === void 0 !== (t.fault === void 0), {
  message: "a turn needs exactly one of respond or fault"
});
var ModelScriptSchema = external_exports.strictObject({
  /** the model id echoed in responses (default: the model the request named) */
  model: external_exports.string().min(1).optional(),
  turns: external_exports.array(TurnSchema).min(1)
});

// src/model-server/load-script.ts
function fail(path, what, line) {
  throw new HarnessError(`${path}: ${what}${line !== void 0 ? ` (line ${line})` : ""}`);
}
function parseModelScript(text2, path) {
  const parsed = parseYamlWithPositions(text2);
  if (!parsed.ok) fail(path, parsed.error, parsed.line);
  const { source, value } = parsed;
  const bareList = Array.isArray(value);
  if (!bareList && (value === null || typeof value !== "object")) {
    fail(path, "a model script must be a list of turns or a mapping with `turns:`", value === null ? void 0 : 1);
  }
  const candidate = bareList ? { turns: value } : value;
  const result = ModelScriptSchema.safeParse(candidate);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const docPath = bareList && issue.path[0] === "turns" ? issue.path.slice(1) : issue.path;
  const extra = issue.code === "unrecognized_keys" ? issue.keys[0] : void 0;
  fail(path, formatIssue(issue), lineOfPath(source, docPath, extra));
}
async function loadModelScript(path) {
  let text2;
  try {
    text2 = await readFile(path, "utf8");
  } catch (e) {
    const code = e.code;
    throw new HarnessError(`${path}: cannot read model script${code ? ` (${code})` : ""}`);
  }
  return parseModelScript(text2, path);
}

// src/model-server/server.ts
import { createServer } from "node:http";

// src/model-server/request-text.ts
var isObj4 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
function contentText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((b) => isObj4(b) && typeof b.text === "string" ? b.text : "").filter((t) => t !== "").join("\n");
}
function lastUserBlocks(body) {
  const messages = isObj4(body) && Array.isArray(body.messages) ? body.messages : [];
  let start = messages.length;
  while (start > 0 && !(isObj4(messages[start - 1]) && messages[start - 1].role === "assistant")) start--;
  return messages.slice(start).flatMap((m) => {
    if (!isObj4(m) || m.role !== "user" && m.role !== "system") return [];
    if (typeof m.content === "string") return [{ type: "text", text: m.content }];
    return Array.isArray(m.content) ? m.content.filter(isObj4) : [];
  });
}
function lastToolResults(body) {
  return lastUserBlocks(body).filter((b) => b.type === "tool_result").map((b) => ({
    toolUseId: String(b.tool_use_id ?? ""),
    isError: b.is_error === true,
    text: contentText(b.content)
  }));
}
function lastUserText(body) {
  return lastUserBlocks(body).map((b) => b.type === "tool_result" ? contentText(b.content) : typeof b.text === "string" ? b.text : "").filter((t) => t !== "").join("\n");
}

// src/model-server/match-expect.ts
var clip = (s, n = 160) => s.length > n ? `${s.slice(0, n)}\u2026` : s;
function unmetExpectation(expect, body) {
  if (!expect) return null;
  const results = lastToolResults(body);
  const seen = () => results.length === 0 ? "the request carries no tool_result" : `got ${results.map((r) => JSON.stringify(clip(r.text))).join(", ")}`;
  if (expect.tool_result_startswith !== void 0) {
    const want = expect.tool_result_startswith;
    if (!results.some((r) => r.text.startsWith(want))) return `expected a tool_result starting with ${JSON.stringify(want)}; ${seen()}`;
  }
  if (expect.tool_result_contains !== void 0) {
    const want = expect.tool_result_contains;
    if (!results.some((r) => r.text.includes(want))) return `expected a tool_result containing ${JSON.stringify(want)}; ${seen()}`;
  }
  if (expect.user_contains !== void 0) {
    const want = expect.user_contains;
    const text2 = lastUserText(body);
    if (!text2.includes(want)) return `expected the user message to contain ${JSON.stringify(want)}; got ${JSON.stringify(clip(text2))}`;
  }
  return null;
}

// src/model-server/sse.ts
function wireBlocks(blocks, turn) {
  return blocks.map(
    (b, i) => "text" in b ? { type: "text", text: b.text } : { type: "tool_use", id: b.tool_use.id ?? `toolu_t${turn}_${i + 1}`, name: b.tool_use.name, input: b.tool_use.input }
  );
}
function stopReason(blocks) {
  return blocks.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn";
}
function estimateTokens(text2) {
  return Math.max(1, Math.ceil(text2.length / 4));
}
function outputTokens(blocks) {
  return estimateTokens(blocks.map((b) => b.type === "text" ? b.text : JSON.stringify(b.input)).join(""));
}
function usageOf(wire, opts) {
  return {
    input: opts.usage?.input_tokens ?? opts.inputTokens,
    output: opts.usage?.output_tokens ?? outputTokens(wire),
    cacheCreation: opts.usage?.cache_creation_input_tokens ?? 0,
    cacheRead: opts.usage?.cache_read_input_tokens ?? 0
  };
}
function event(name, data) {
  return `event: ${name}
data: ${JSON.stringify(data)}

`;
}
function renderSse(blocks, opts) {
  const wire = wireBlocks(blocks, opts.turn);
  const u = usageOf(wire, opts);
  const parts = [
    event("message_start", {
      type: "message_start",
      message: {
        id: opts.messageId,
        type: "message",
        role: "assistant",
        model: opts.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: u.input, output_tokens: 1, cache_creation_input_tokens: u.cacheCreation, cache_read_input_tokens: u.cacheRead }
      }
    })
  ];
  wire.forEach((b, index) => {
    if (b.type === "text") {
      parts.push(event("content_block_start", { type: "content_block_start", index, content_block: { type: "text", text: "" } }));
      parts.push(event("content_block_delta", { type: "content_block_delta", index, delta: { type: "text_delta", text: b.text } }));
    } else {
      parts.push(
        event("content_block_start", { type: "content_block_start", index, content_block: { type: "tool_use", id: b.id, name: b.name, input: {} } })
      );
      parts.push(
        event("content_block_delta", { type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: JSON.stringify(b.input) } })
      );
    }
    parts.push(event("content_block_stop", { type: "content_block_stop", index }));
  });
  parts.push(
    event("message_delta", {
      type: "message_delta",
      delta: { stop_reason: stopReason(wire), stop_sequence: null },
      usage: { output_tokens: u.output }
    })
  );
  parts.push(event("message_stop", { type: "message_stop" }));
  return parts.join("");
}
function renderMessage(blocks, opts) {
  const wire = wireBlocks(blocks, opts.turn);
  const u = usageOf(wire, opts);
  return {
    id: opts.messageId,
    type: "message",
    role: "assistant",
    model: opts.model,
    content: wire,
    stop_reason: stopReason(wire),
    stop_sequence: null,
    usage: { input_tokens: u.input, output_tokens: u.output, cache_creation_input_tokens: u.cacheCreation, cache_read_input_tokens: u.cacheRead }
  };
}
function errorBody(type, message) {
  return { type: "error", error: { type, message } };
}

// src/model-server/server.ts
function readBody(req) {
  return new Promise((resolve5, reject) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve5(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
function sendJson(res, status, body, headers = {}) {
  const text2 = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text2), ...headers });
  res.end(text2);
}
async function startModelServer(opts) {
  const requests = [];
  const errors = [];
  const sockets = /* @__PURE__ */ new Set();
  const scriptName = opts.scriptName ?? "model script";
  let nextTurn = 0;
  let messageSeq = 0;
  let lastFault;
  const scriptError = (res, log, turn, what) => {
    const retry = lastFault?.turn === turn - 1 ? ` (this request is the agent's retry after turn ${lastFault.turn}'s scripted ${lastFault.kind} fault \u2014 script a turn for each retry, or bound retries with CLAUDE_CODE_MAX_RETRIES)` : "";
    const message = `${scriptName}: turn ${turn}: ${what}${retry}`;
    errors.push({ turn, message });
    log.status = 400;
    sendJson(res, 400, errorBody("invalid_request_error", message), { "x-should-retry": "false" });
  };
  const applyFault = (fault, req, res, log) => {
    switch (fault) {
      case "hang":
        log.status = 0;
        return;
      // never answered; close() destroys the socket
      case "drop":
        log.status = 0;
        req.socket.destroy();
        return;
      case "429":
        log.status = 429;
        sendJson(res, 429, errorBody("rate_limit_error", "scripted fault: rate limited"), { "retry-after": "1" });
        return;
      case "500":
        log.status = 500;
        sendJson(res, 500, errorBody("api_error", "scripted fault: internal server error"));
        return;
    }
  };
  const serveTurn = (turn, turnNo, body, res, log) => {
    const model = opts.script.model ?? (typeof body.model === "string" ? body.model : "scripted-model");
    const render = {
      messageId: `msg_scripted_${String(++messageSeq).padStart(4, "0")}`,
      model,
      turn: turnNo,
      inputTokens: estimateTokens(JSON.stringify(body.messages ?? "")),
      ...turn.usage ? { usage: turn.usage } : {}
    };
    const blocks = turn.respond ?? [];
    log.status = 200;
    if (body.stream === true) {
      const text2 = renderSse(blocks, render);
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", "request-id": render.messageId });
      res.end(text2);
    } else {
      sendJson(res, 200, renderMessage(blocks, render), { "request-id": render.messageId });
    }
  };
  const handleMessages = (req, res, raw, log) => {
    let body;
    try {
      const parsed = JSON.parse(raw);
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
      body = parsed;
      log.body = body;
    } catch {
      log.status = 400;
      sendJson(res, 400, errorBody("invalid_request_error", `${scriptName}: request body is not a JSON object`), { "x-should-retry": "false" });
      return;
    }
    if (opts.fault) return applyFault(opts.fault, req, res, log);
    const turnNo = nextTurn + 1;
    log.turn = turnNo;
    const turn = opts.script.turns[nextTurn];
    if (!turn) {
      scriptError(res, log, turnNo, `unexpected request: the script has only ${opts.script.turns.length} turn(s)`);
      return;
    }
    nextTurn++;
    const unmet = unmetExpectation(turn.expect, body);
    if (unmet !== null) return scriptError(res, log, turnNo, unmet);
    lastFault = turn.fault ? { turn: turnNo, kind: turn.fault } : void 0;
    if (turn.fault) return applyFault(turn.fault, req, res, log);
    serveTurn(turn, turnNo, body, res, log);
  };
  const server2 = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const log = { seq: requests.length + 1, method: req.method ?? "", path: url.pathname + url.search, status: 0 };
    requests.push(log);
    readBody(req).then(
      (raw) => {
        if (req.method === "POST" && url.pathname === "/v1/messages") return handleMessages(req, res, raw, log);
        if (req.method === "POST" && url.pathname === "/v1/messages/count_tokens") {
          log.status = 200;
          return sendJson(res, 200, { input_tokens: estimateTokens(raw) });
        }
        if ((req.method === "HEAD" || req.method === "GET") && url.pathname === "/") {
          log.status = 200;
          res.writeHead(200, { "content-type": "text/plain" });
          return res.end(req.method === "HEAD" ? void 0 : "scripted model server\n");
        }
        log.status = 404;
        sendJson(res, 404, errorBody("not_found_error", `scripted model server: no route for ${req.method} ${url.pathname}`));
      },
      () => req.socket.destroy()
    );
  });
  server2.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise((resolve5, reject) => {
    server2.once("error", reject);
    server2.listen(0, opts.host ?? "127.0.0.1", () => resolve5());
  });
  const { port } = server2.address();
  return {
    url: `http://${opts.host ?? "127.0.0.1"}:${port}`,
    requests,
    errors,
    turnsServed: () => nextTurn,
    close: () => new Promise((resolve5) => {
      for (const s of sockets) s.destroy();
      server2.close(() => resolve5());
    })
  };
}

// src/record/container-tier.ts
import { createHash, randomBytes } from "node:crypto";
import { join as join6 } from "node:path";

// src/agent/binary-info.ts
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, readSync, realpathSync } from "node:fs";
import { dirname, join as join2 } from "node:path";
var ELF_MACHINES = { 62: "x86_64", 183: "aarch64", 3: "x86", 40: "arm", 243: "riscv64" };
var MACHO_CPUS = { 16777223: "x86_64", 16777228: "arm64" };
function binaryFormat(path) {
  const buf = Buffer.alloc(64);
  let n = 0;
  try {
    const fd = openSync(path, "r");
    try {
      n = readSync(fd, buf, 0, 64, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return void 0;
  }
  if (n >= 20 && buf.readUInt32BE(0) === 2135247942) {
    const little = buf[5] === 1;
    const machine = little ? buf.readUInt16LE(18) : buf.readUInt16BE(18);
    return `elf-${ELF_MACHINES[machine] ?? `machine-${machine}`}`;
  }
  if (n >= 8 && buf.readUInt32LE(0) === 4277009103) {
    const cpu = buf.readUInt32LE(4);
    return `macho-${MACHO_CPUS[cpu] ?? `cpu-${cpu}`}`;
  }
  if (n >= 2 && buf[0] === 77 && buf[1] === 90) return "pe";
  return void 0;
}
function agentVersion(path) {
  let dir = dirname(realpathSync(path));
  for (let i = 0; i < 6; i++) {
    const pkg = join2(dir, "package.json");
    if (existsSync(pkg)) {
      try {
        const p = JSON.parse(readFileSync(pkg, "utf8"));
        if (typeof p.name === "string" && p.name.startsWith("@anthropic-ai/claude-code") && typeof p.version === "string") return p.version;
      } catch {
      }
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const r = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 3e4, env: { PATH: process.env.PATH ?? "", DISABLE_AUTOUPDATER: "1" } });
  const m = /^(\d+\.\d+\.\d+\S*)/.exec((r.stdout ?? "").trim());
  return m ? m[1] : void 0;
}

// src/agent/sdk-mcp/present-files.ts
import { constants, copyFileSync, existsSync as existsSync2, lstatSync, realpathSync as realpathSync2 } from "node:fs";
import { join as join3, posix } from "node:path";
var McpParamsError = class extends Error {
  code = -32602;
};
var MOUNT_ROOTS = ["outputs", "uploads", ".host-home", ".auto-memory"];
var BLOCKED_NAME = /^(?:\.env(?:\..*)?|\.netrc|\.npmrc|\.pypirc|id_(?:rsa|dsa|ecdsa|ed25519)(?:\.pub)?|\.git|\.ssh)$/i;
var BLOCKED_EXT = /\.(?:pem|key|p12|pfx|keystore|jks)$/i;
function isUnder(p, dir) {
  return p === dir || p.startsWith(`${dir}/`);
}
function freeName(dir, name) {
  if (!existsSync2(join3(dir, name))) return name;
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}${ext}`;
    if (!existsSync2(join3(dir, candidate))) return candidate;
  }
}
function presentFiles(ctx, args) {
  const files = args.files;
  if (!Array.isArray(files) || files.length === 0) throw new McpParamsError("present_files: `files` must be a non-empty array of {file_path}");
  const root = posix.normalize(ctx.guestRoot).replace(/\/+$/, "");
  const mounts = [...MOUNT_ROOTS, ...ctx.folderMounts].map((m) => `${root}/mnt/${m}`);
  const outputsGuest = `${root}/mnt/outputs`;
  const outputsHost = join3(ctx.hostRoot, "mnt", "outputs");
  const out = [];
  const promoted = [];
  for (const f of files) {
    const raw = f !== null && typeof f === "object" ? f.file_path : void 0;
    if (typeof raw !== "string" || raw === "") throw new McpParamsError("present_files: every entry needs a file_path string");
    const guest = posix.normalize(posix.isAbsolute(raw) ? raw : posix.join(root, raw));
    if (mounts.some((m) => isUnder(guest, m) && guest !== m)) {
      out.push(guest);
      continue;
    }
    if (!isUnder(guest, root) || guest === root || isUnder(guest, `${root}/mnt`)) {
      throw new McpParamsError(`present_files: ${raw} is neither in a session folder nor in the scratchpad`);
    }
    const host = join3(ctx.hostRoot, ...guest.slice(root.length + 1).split("/"));
    let st;
    try {
      st = lstatSync(host);
    } catch {
      throw new McpParamsError(`present_files: ${raw} does not exist`);
    }
    if (st.isSymbolicLink() || !st.isFile()) throw new McpParamsError(`present_files: ${raw} is not a regular file`);
    const real = realpathSync2(host);
    if (!isUnder(real, realpathSync2(ctx.hostRoot))) throw new McpParamsError(`present_files: ${raw} resolves outside the session`);
    const name = posix.basename(guest);
    if (BLOCKED_NAME.test(name) || BLOCKED_EXT.test(name)) throw new McpParamsError(`present_files: ${name} is not a file that can be delivered`);
    const dest = freeName(outputsHost, name);
    copyFileSync(real, join3(outputsHost, dest), constants.COPYFILE_EXCL);
    out.push(`${outputsGuest}/${dest}`);
    promoted.push(`${raw} \u2192 ${outputsGuest}/${dest}`);
  }
  return {
    content: out.map((p) => ({ type: "text", text: p })),
    ...promoted.length > 0 ? { notify: `The following scratchpad files were copied into outputs so the user can open them: ${promoted.join("; ")}. Refer to the outputs copies from now on.` } : {}
  };
}

// src/agent/sdk-mcp/servers.ts
var isObj5 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
var COWORK_MCP_TOOLS = ["mcp__cowork__present_files"];
var DISCOVERY_MCP_TOOLS = [
  "mcp__skills__list_skills",
  "mcp__skills__suggest_skills",
  "mcp__plugins__list_plugins",
  "mcp__plugins__search_plugins",
  "mcp__plugins__suggest_plugin_install"
];
var text = (t, isError = false) => ({ content: [{ type: "text", text: t }], ...isError ? { isError: true } : {} });
function server(name, tools, onNotify) {
  return async (message) => {
    const params = isObj5(message.params) ? message.params : {};
    switch (message.method) {
      case "initialize":
        return {
          result: {
            protocolVersion: typeof params.protocolVersion === "string" ? params.protocolVersion : "2025-06-18",
            capabilities: { tools: {} },
            serverInfo: { name, version: "1.0.0" }
          }
        };
      case "tools/list":
        return { result: { tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema, _meta: { "anthropic/alwaysLoad": true } })) } };
      case "tools/call": {
        const tool = tools.find((t) => t.name === params.name);
        if (!tool) return { error: { code: -32601, message: `${name}: no tool named ${JSON.stringify(params.name)}` } };
        const out = await tool.call(isObj5(params.arguments) ? params.arguments : {});
        const { notify, ...result } = out;
        if (notify) onNotify?.(notify);
        return { result };
      }
      default:
        return { result: {} };
    }
  };
}
function words(s) {
  return s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2);
}
function rank(items, query) {
  const q = new Set(words(query));
  return items.map((it) => ({ it, score: words(`${it.name} ${it.description}`).filter((w) => q.has(w)).length })).filter((x) => x.score > 0).sort((a, b) => b.score - a.score || a.it.name.localeCompare(b.it.name)).map((x) => x.it);
}
var queryOf = (args) => String(args.query ?? args.task ?? args.description ?? "");
var listing = (items, none) => items.length === 0 ? none : items.map((i) => `- ${i.name}: ${i.description}`).join("\n");
function coworkSdkMcpServers(ctx) {
  const querySchema = { type: "object", properties: { query: { type: "string" } }, required: ["query"] };
  return {
    cowork: server(
      "cowork",
      [
        {
          name: "present_files",
          description: "Present files to the user. Files in the session's scratchpad are copied into outputs first.",
          inputSchema: {
            type: "object",
            properties: { files: { type: "array", items: { type: "object", properties: { file_path: { type: "string" } }, required: ["file_path"] } } },
            required: ["files"]
          },
          call: (args) => presentFiles(ctx, args)
        }
      ],
      ctx.onNotify
    ),
    skills: server("skills", [
      { name: "list_skills", description: "List the skills available in this session.", inputSchema: { type: "object", properties: {} }, call: () => text(listing(ctx.skills, "No skills are installed.")) },
      {
        name: "suggest_skills",
        description: "Suggest installed skills for a task.",
        inputSchema: querySchema,
        call: (args) => text(listing(rank(ctx.skills, queryOf(args)), "No installed skill matches."))
      }
    ]),
    plugins: server("plugins", [
      { name: "list_plugins", description: "List the plugins installed in this session.", inputSchema: { type: "object", properties: {} }, call: () => text(listing(ctx.plugins, "No plugins are installed.")) },
      {
        name: "search_plugins",
        description: "Search the installed plugins.",
        inputSchema: querySchema,
        call: (args) => text(listing(rank(ctx.plugins, queryOf(args)), "No installed plugin matches."))
      },
      {
        name: "suggest_plugin_install",
        description: "Suggest a plugin to install for a task.",
        inputSchema: querySchema,
        call: () => text("Plugin installation is not available in this session.")
      }
    ])
  };
}

// src/container/runtime.ts
import { spawnSync as spawnSync2 } from "node:child_process";
import { existsSync as existsSync3 } from "node:fs";
import { basename } from "node:path";
var CLIENT_ENV = ["PATH", "HOME", "USER", "XDG_RUNTIME_DIR", "CONTAINERS_CONF", "CONTAINERS_STORAGE_CONF", "CONTAINER_HOST", "DOCKER_HOST", "DOCKER_CONFIG", "DOCKER_CONTEXT", "DOCKER_CERT_PATH", "DOCKER_TLS_VERIFY", "TMPDIR"];
function clientEnv(env) {
  const out = {};
  for (const k of CLIENT_ENV) if (env[k] !== void 0) out[k] = env[k];
  return out;
}
function kindOf(command) {
  const b = basename(command);
  if (b.startsWith("podman")) return "podman";
  if (b.startsWith("docker")) return "docker";
  return void 0;
}
function podmanGlobalArgs(env, exists = existsSync3) {
  const chosen = env.COWORK_OCI_RUNTIME ?? (exists("/usr/sbin/runc") ? "/usr/sbin/runc" : void 0);
  return chosen ? ["--runtime", chosen] : [];
}
function probe(command, kind, globalArgs, env) {
  const args = kind === "podman" ? [...globalArgs, "version", "--format", "{{.Client.Version}}"] : ["version", "--format", "{{.Server.Version}}"];
  const r = spawnSync2(command, args, { env, encoding: "utf8", timeout: 2e4 });
  if (r.error) return { why: r.error.code === "ENOENT" ? `${command} is not installed` : r.error.message };
  if (r.status !== 0) return { why: `${command} does not answer (${(r.stderr || r.stdout).trim().split("\n").pop() ?? `exit ${r.status}`})` };
  return { version: `${kind} ${r.stdout.trim()}` };
}
function detectContainerRuntime(env = process.env) {
  const chosen = env.COWORK_CONTAINER_RUNTIME?.trim();
  const candidates = chosen ? [chosen] : ["docker", "podman"];
  const cenv = clientEnv(env);
  const reasons = [];
  for (const command of candidates) {
    const kind = kindOf(command);
    if (!kind) return { missing: `COWORK_CONTAINER_RUNTIME=${command}: not docker or podman` };
    const globalArgs = kind === "podman" ? podmanGlobalArgs(env) : [];
    const p = probe(command, kind, globalArgs, cenv);
    if ("version" in p) return { runtime: { kind, command, globalArgs, env: cenv, version: p.version } };
    reasons.push(p.why);
  }
  return { missing: `no container runtime: ${reasons.join("; ")}` };
}
function execRuntime(rt, args, opts = {}) {
  const r = spawnSync2(rt.command, [...rt.globalArgs, ...args], { env: { ...rt.env, ...opts.env }, encoding: "utf8", timeout: opts.timeoutMs ?? 12e4, maxBuffer: 64 * 1024 * 1024 });
  return { code: r.status ?? -1, stdout: r.stdout ?? "", stderr: r.error ? r.error.message : r.stderr ?? "" };
}
function mustRuntime(rt, args, what, opts = {}) {
  const r = execRuntime(rt, args, opts);
  if (r.code !== 0) throw new HarnessError(`${rt.kind} could not ${what}: ${(r.stderr.trim() || r.stdout.trim()).split("\n").slice(-2).join(" | ")}`);
  return r.stdout;
}
function rmContainerArgs(rt, name) {
  return rt.kind === "podman" ? ["rm", "-f", "-t", "0", name] : ["rm", "-f", name];
}
function rmNetworkArgs(rt, name) {
  return rt.kind === "podman" ? ["network", "rm", "-f", name] : ["network", "rm", name];
}

// src/container/agent-container.ts
var GUEST_AGENT_BINARY = "/usr/local/bin/claude";
var LOCKDOWN_FLAGS = [
  "--cap-drop",
  "ALL",
  "--security-opt",
  "no-new-privileges",
  "--read-only",
  "--tmpfs",
  "/tmp:rw,exec,nosuid,size=1g",
  "--pids-limit",
  "1024"
];
function agentRunArgs(spec) {
  const args = ["run", "--rm", "-i", "--name", spec.name, "--network", spec.network];
  if (spec.lockdown) args.push(...LOCKDOWN_FLAGS);
  if (spec.user) args.push("--user", spec.user);
  args.push("-w", spec.workdir);
  for (const [k, v] of Object.entries(spec.env)) args.push("-e", `${k}=${v}`);
  for (const k of spec.secretNames) args.push("-e", k);
  args.push("-v", `${spec.binary}:${GUEST_AGENT_BINARY}:ro`);
  for (const m of spec.mounts) args.push("-v", `${m.host}:${m.guest}${m.readOnly ? ":ro" : ""}`);
  args.push(spec.image, GUEST_AGENT_BINARY, ...spec.argv);
  return args;
}
function invokingUser() {
  if (typeof process.getuid !== "function" || typeof process.getgid !== "function") return void 0;
  return `${process.getuid()}:${process.getgid()}`;
}
var SHA = /^sha256:[0-9a-f]{64}$/;
function imageIdentity(rt, ref) {
  const r = execRuntime(rt, ["image", "inspect", "--format", "{{.Id}}	{{json .RepoDigests}}", ref]);
  if (r.code !== 0) return void 0;
  const [rawId, rawDigests] = (r.stdout.trim().split("\n")[0] ?? "").split("	");
  let info = { Id: rawId };
  try {
    info = { Id: rawId, RepoDigests: JSON.parse(rawDigests ?? "[]") };
  } catch {
  }
  const id = typeof info.Id === "string" ? info.Id.startsWith("sha256:") ? info.Id : `sha256:${info.Id}` : void 0;
  const digests = Array.isArray(info.RepoDigests) ? info.RepoDigests.filter((d) => typeof d === "string") : [];
  const registry = digests.filter((d) => !d.startsWith("localhost/")).map((d) => d.slice(d.indexOf("@") + 1)).find((d) => SHA.test(d));
  return { ref, ...id && SHA.test(id) ? { configId: id } : {}, ...registry ? { registryDigest: registry } : {} };
}

// src/container/egress-sidecar.ts
import { spawn as spawn2 } from "node:child_process";
import { createInterface as createInterface2 } from "node:readline";

// src/container/harness-dist.ts
import { existsSync as existsSync4 } from "node:fs";
import { basename as basename2, dirname as dirname2, join as join4 } from "node:path";
import { fileURLToPath } from "node:url";
function harnessDistDir(from = fileURLToPath(import.meta.url)) {
  let dir = dirname2(from);
  for (; ; ) {
    if (basename2(dir) === "dist" && existsSync4(join4(dir, "cli.js"))) return dir;
    if (existsSync4(join4(dir, "dist", "cli.js")) && existsSync4(join4(dir, "package.json"))) return join4(dir, "dist");
    const parent = dirname2(dir);
    if (parent === dir) throw new HarnessError("cannot find the harness bundle (dist/cli.js) to run the egress proxy from: run npm run build");
    dir = parent;
  }
}

// src/container/sibling.ts
import { cpSync, existsSync as existsSync5, mkdirSync as mkdirSync2 } from "node:fs";
import { hostname } from "node:os";
import { join as join5, posix as posix2 } from "node:path";
function translateHostPath(mounts, p) {
  const path = posix2.normalize(p);
  let best;
  for (const m of mounts) {
    const d2 = m.destination.replace(/\/+$/, "") || "/";
    const inside2 = path === d2 || path.startsWith(d2 === "/" ? "/" : `${d2}/`);
    if (inside2 && (!best || d2.length > best.destination.replace(/\/+$/, "").length)) best = m;
  }
  if (!best) return void 0;
  const d = best.destination.replace(/\/+$/, "");
  return posix2.join(best.source, path.slice(d.length));
}
function inContainer(exists = existsSync5) {
  return exists("/.dockerenv") || exists("/run/.containerenv");
}
function detectSibling(rt, env) {
  const mode = env.COWORK_SIBLING?.trim();
  if (mode === "off" || mode !== "on" && !inContainer()) return void 0;
  const name = hostname();
  const r = execRuntime(rt, ["inspect", "--type", "container", "--format", "{{.Id}}	{{json .Mounts}}", name]);
  if (r.code !== 0) {
    if (mode === "on") throw new HarnessError(`COWORK_SIBLING=on: ${rt.kind} does not know this container (${name}): ${r.stderr.trim().split("\n").pop() ?? ""}`);
    return void 0;
  }
  const [id, json] = r.stdout.trim().split("	");
  let raw = [];
  try {
    raw = JSON.parse(json ?? "[]") ?? [];
  } catch {
    throw new HarnessError(`${rt.kind}: cannot read the mounts of this container (${name})`);
  }
  const mounts = raw.filter((m) => (m.Type === void 0 || m.Type === "bind") && m.Source && m.Destination).map((m) => ({ source: m.Source, destination: m.Destination }));
  return { self: id || name, mounts, hostPath: (p) => translateHostPath(mounts, p) };
}
function mountableHostPath(sib, p, stageDir, label) {
  const direct = sib.hostPath(p);
  if (direct) return direct;
  const copy = join5(stageDir, label);
  if (!existsSync5(copy)) {
    mkdirSync2(stageDir, { recursive: true });
    cpSync(p, copy, { recursive: true, dereference: true });
  }
  const host = sib.hostPath(copy);
  if (!host) throw new HarnessError(`${p} is under no bind mount of this container, nor is ${stageDir}: sibling containers cannot mount it (set RUNNER_TEMP to a bind-mounted dir)`);
  return host;
}

// src/container/egress-sidecar.ts
var PROXY_PORT = 8080;
var START_TIMEOUT_MS = 3e4;
function networkGateway(rt, name) {
  const out = mustRuntime(rt, ["network", "inspect", name], `inspect network ${name}`);
  const parsed = JSON.parse(out);
  const n = parsed[0] ?? {};
  return { gateway: n.subnets?.find((s) => s.gateway)?.gateway ?? n.IPAM?.Config?.find((c) => c.Gateway)?.Gateway };
}
function containerIp(rt, name, network) {
  const r = execRuntime(rt, ["inspect", "--format", "{{json .NetworkSettings.Networks}}", name]);
  if (r.code !== 0) return void 0;
  try {
    const nets = JSON.parse(r.stdout);
    const ip = nets[network]?.IPAddress;
    return ip ? ip : void 0;
  } catch {
    return void 0;
  }
}
async function startEgressSidecar(opts) {
  const rt = opts.runtime;
  const internal = `cowork-int-${opts.token}`;
  const outer = `cowork-out-${opts.token}`;
  const proxyName = `cowork-proxy-${opts.token}`;
  const made = [];
  let child;
  const attempts = [];
  let selfAttached = false;
  const teardown = async () => {
    if (child && child.exitCode === null) {
      child.stdin.end();
      child.kill("SIGTERM");
    }
    execRuntime(rt, rmContainerArgs(rt, proxyName), { timeoutMs: 3e4 });
    if (child && child.exitCode === null) await new Promise((r) => child.once("close", r));
    if (selfAttached && opts.sibling) execRuntime(rt, ["network", "disconnect", "-f", outer, opts.sibling.sibling.self], { timeoutMs: 3e4 });
    for (const n of made.reverse()) execRuntime(rt, rmNetworkArgs(rt, n), { timeoutMs: 3e4 });
  };
  try {
    mustRuntime(rt, ["network", "create", "--internal", internal], `create the internal network ${internal}`);
    made.push(internal);
    mustRuntime(rt, ["network", "create", outer], `create the network ${outer}`);
    made.push(outer);
    let hostAddress;
    if (opts.sibling) {
      mustRuntime(rt, ["network", "connect", outer, opts.sibling.sibling.self], `attach this container to ${outer}`);
      selfAttached = true;
      hostAddress = containerIp(rt, opts.sibling.sibling.self, outer);
      if (!hostAddress) throw new HarnessError(`${rt.kind}: cannot read this container's address on ${outer}`);
    } else {
      hostAddress = networkGateway(rt, outer).gateway;
      if (!hostAddress) throw new HarnessError(`${rt.kind}: network ${outer} has no gateway address`);
    }
    const allow = [...opts.allow, ...opts.allowHost ? [hostAddress] : []];
    const dist = opts.sibling ? mountableHostPath(opts.sibling.sibling, harnessDistDir(), opts.sibling.stageDir, "harness-dist") : harnessDistDir();
    const secondNetwork = rt.kind === "podman" ? ["--network", outer] : [];
    const user = invokingUser();
    const args = [
      ...rt.globalArgs,
      "run",
      "--rm",
      "-i",
      "--name",
      proxyName,
      "--network",
      internal,
      ...secondNetwork,
      ...LOCKDOWN_FLAGS,
      ...user ? ["--user", user] : [],
      "-v",
      `${dist}:/opt/cowork-harness:ro`,
      opts.image,
      "node",
      "/opt/cowork-harness/cli.js",
      "egress-proxy",
      "--listen",
      `0.0.0.0:${PROXY_PORT}`,
      "--allow",
      allow.join(",")
    ];
    child = spawn2(rt.command, args, { env: rt.env, stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (d) => stderr = (stderr + d).slice(-4e3));
    const lines = createInterface2({ input: child.stdout, crlfDelay: Infinity });
    await new Promise((resolve5, reject) => {
      const timer = setTimeout(() => reject(new HarnessError(`the egress proxy container did not start within ${START_TIMEOUT_MS / 1e3} s: ${stderr.trim().split("\n").pop() ?? ""}`)), START_TIMEOUT_MS);
      child.once("close", (code) => {
        clearTimeout(timer);
        reject(new HarnessError(`the egress proxy container exited (${code}) before listening: ${stderr.trim().split("\n").slice(-2).join(" | ")}`));
      });
      lines.on("line", (line) => {
        let msg;
        try {
          msg = JSON.parse(line);
        } catch {
          return;
        }
        if (typeof msg.listening === "number") {
          clearTimeout(timer);
          resolve5();
        } else if (typeof msg.host === "string") attempts.push(msg);
      });
    });
    if (secondNetwork.length === 0) mustRuntime(rt, ["network", "connect", outer, proxyName], `attach the egress proxy to ${outer}`);
    const proxyIp = containerIp(rt, proxyName, internal);
    if (!proxyIp) throw new HarnessError(`${rt.kind}: cannot read the egress proxy's address on ${internal}`);
    const proxyUrl = `http://${proxyIp}:${PROXY_PORT}`;
    opts.log?.(`egress proxy ${proxyName} at ${proxyUrl} (internal network ${internal}; this machine is ${hostAddress} on ${outer})`);
    return {
      internalNetwork: internal,
      hostAddress,
      proxyUrl,
      attempts,
      proxyEnv: () => proxyEnvFor(proxyUrl),
      close: teardown
    };
  } catch (e) {
    await teardown();
    throw e;
  }
}

// src/record/container-tier.ts
import { readdirSync, readFileSync as readFileSync2, existsSync as existsSync6, statSync } from "node:fs";
var DEFAULT_AGENT_IMAGE = "localhost/cowork-agent:latest";
var SECRET_NAMES = ["ANTHROPIC_API_KEY", "CLAUDE_CODE_OAUTH_TOKEN"];
function recordTier(fidelity) {
  if (fidelity === void 0 || fidelity === "container") return "container";
  if (fidelity === "protocol") return "protocol";
  throw new HarnessError(
    `fidelity: ${String(fidelity)} cannot be recorded here: ${fidelity === "cowork" ? "it resolves to hostloop on the current baseline, a " : "a "}macOS-only tier \u2014 record at fidelity: container (or protocol)`
  );
}
var sha = (s) => createHash("sha256").update(s).digest("hex");
function stableSessionId(scenarioName) {
  return `local_${sha(`session:${scenarioName}`).slice(0, 12)}`;
}
function stableAgentSessionUuid(scenarioName) {
  const h = sha(`agent-session:${scenarioName}`);
  const variant = (parseInt(h[16], 16) & 3 | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
function requireRuntime(env) {
  const d = detectContainerRuntime(env);
  if ("missing" in d) throw new HarnessError(`fidelity: container needs docker or podman \u2014 ${d.missing} (set COWORK_CONTAINER_RUNTIME, or record at fidelity: protocol)`);
  return d.runtime;
}
function readSkillDescription(skillMd) {
  try {
    const m = /^---\n([\s\S]*?)\n---/.exec(readFileSync2(skillMd, "utf8"));
    const d = m ? /^description:\s*(.+)$/m.exec(m[1]) : null;
    return d ? d[1].trim().replace(/^["']|["']$/g, "") : "";
  } catch {
    return "";
  }
}
function stagedCatalog(layout) {
  const skills = [];
  const plugins = [];
  const listDirs = (d) => existsSync6(d) ? readdirSync(d).filter((n) => statSync(join6(d, n)).isDirectory()).sort() : [];
  for (const dir of layout.pluginDirs) {
    let name = dir.split("/").pop();
    let description = "";
    try {
      const manifest = JSON.parse(readFileSync2(join6(dir, ".claude-plugin", "plugin.json"), "utf8"));
      if (typeof manifest.name === "string") name = manifest.name;
      if (typeof manifest.description === "string") description = manifest.description;
    } catch {
    }
    plugins.push({ name, description, path: dir.slice(layout.root.length + 1) });
    for (const s of listDirs(join6(dir, "skills"))) skills.push({ name: `${name}:${s}`, description: readSkillDescription(join6(dir, "skills", s, "SKILL.md")) });
  }
  for (const s of listDirs(join6(layout.configDir, "skills"))) skills.push({ name: s, description: readSkillDescription(join6(layout.configDir, "skills", s, "SKILL.md")) });
  return { skills, plugins };
}
async function prepareTier(opts) {
  const binary = resolveAgentBinary(opts.agentBinary, opts.env);
  const base = { harnessVersion: TOOL_VERSION, location: "local", agentBinaryFormat: binaryFormat(binary), agentVersion: agentVersion(binary) };
  const uuid = stableAgentSessionUuid(opts.scenarioName);
  if (opts.tier === "protocol") {
    const proxy = await startEgressProxy({ allow: opts.allow });
    return {
      tier: "protocol",
      guestRoot: opts.layout.root,
      agent: { envMode: "protocol", sessionId: uuid, extraEnv: proxy.proxyEnv() },
      modelHost: "127.0.0.1",
      attempts: () => proxy.attempts,
      environment: { ...base, tier: "protocol", agentHost: "host", network: "host network, egress proxy on loopback (HTTP(S)_PROXY)" },
      guestPath: (p) => p,
      close: () => proxy.close()
    };
  }
  const rt = requireRuntime(opts.env);
  const image = opts.env.COWORK_AGENT_IMAGE?.trim() || DEFAULT_AGENT_IMAGE;
  const identity = imageIdentity(rt, image);
  if (!identity) throw new HarnessError(`the agent image ${image} is not in ${rt.kind}'s store \u2014 build it with scripts/agent-image.sh (or set COWORK_AGENT_IMAGE)`);
  const token = `r${randomBytes(5).toString("hex")}`;
  const sessionId = stableSessionId(opts.scenarioName);
  const guestRoot = `/sessions/${sessionId}`;
  const layout = opts.layout;
  const guestPath = (p) => p === layout.root ? guestRoot : p.startsWith(`${layout.root}/`) ? `${guestRoot}/${p.slice(layout.root.length + 1)}` : p;
  const sibling = detectSibling(rt, opts.env);
  const stageDir = join6(layout.base, "sibling-stage");
  const hostSide = (p, label) => sibling ? mountableHostPath(sibling, p, stageDir, label) : p;
  if (sibling) {
    if (!sibling.hostPath(layout.root)) throw new HarnessError(`the session is staged at ${layout.root}, under no bind mount of this container: ${rt.kind} cannot mount it into the agent's container (stage under RUNNER_TEMP or the workspace)`);
    if (!sibling.hostPath(binary)) throw new HarnessError(`the agent binary ${binary} is under no bind mount of this container: install it under RUNNER_TEMP (or set COWORK_AGENT_BINARY to a bind-mounted path)`);
    opts.log(`sibling containers: this process runs in container ${sibling.self.slice(0, 12)}; mounts translated to host paths (${layout.root} \u2192 ${sibling.hostPath(layout.root)})`);
  }
  const sidecar = await startEgressSidecar({ runtime: rt, token, image, allow: opts.allow, allowHost: opts.scriptedModel, log: opts.log, ...sibling ? { sibling: { sibling, stageDir } } : {} });
  const container = `cowork-ct-${token}`;
  const mounts = [{ host: hostSide(layout.root, "session"), guest: guestRoot }];
  const ro = (host) => void mounts.push({ host: hostSide(host, "ro"), guest: guestPath(host), readOnly: true });
  ro(layout.uploadsDir);
  for (const f of layout.folders) if (f.mode === "r") ro(f.path);
  for (const d of layout.pluginDirs) ro(d);
  ro(join6(layout.workRoot, ".projects"));
  const catalog = stagedCatalog(layout);
  const secrets = SECRET_NAMES.filter((k) => opts.env[k] !== void 0 && !opts.scriptedModel);
  const launcher = {
    guest: { configDir: `${guestRoot}/mnt/.claude`, homeDir: "/tmp" },
    command: (argv, env) => {
      const passEnv = { ...env };
      for (const k of SECRET_NAMES) delete passEnv[k];
      const clientEnv2 = { ...rt.env };
      const secretNames = [];
      for (const k of SECRET_NAMES) {
        const v = env[k] ?? (secrets.includes(k) ? opts.env[k] : void 0);
        if (v !== void 0) {
          clientEnv2[k] = v;
          secretNames.push(k);
        }
      }
      const args = agentRunArgs({
        name: container,
        network: sidecar.internalNetwork,
        image,
        binary: hostSide(binary, "agent"),
        workdir: guestRoot,
        mounts,
        env: passEnv,
        secretNames,
        ...invokingUser() ? { user: invokingUser() } : {},
        lockdown: opts.env.COWORK_LOCKDOWN !== "off",
        argv
      });
      return { command: rt.command, args: [...rt.globalArgs, ...args], env: clientEnv2, cwd: layout.root };
    },
    cleanup: () => void execRuntime(rt, rmContainerArgs(rt, container), { timeoutMs: 3e4 })
  };
  return {
    tier: "container",
    guestRoot,
    agent: {
      launch: launcher,
      envMode: "container",
      sessionId: uuid,
      pluginDirs: layout.pluginDirs.map(guestPath),
      tools: [...AGENT_TOOLS, ...COWORK_MCP_TOOLS, ...DISCOVERY_MCP_TOOLS],
      allowedTools: ["Read", "Glob", "Grep", ...COWORK_MCP_TOOLS, ...DISCOVERY_MCP_TOOLS],
      // present_files' promotion notice goes to the agent as a user turn (spec: record.md, in-process
      // SDK-MCP servers); the agent surfaces it within the running turn (run-agent.ts, injectTurn)
      mcpServers: (inject) => coworkSdkMcpServers({ guestRoot, hostRoot: layout.root, folderMounts: layout.folders.map((f) => f.mount), ...catalog, onNotify: inject }),
      extraEnv: sidecar.proxyEnv()
    },
    modelHost: sidecar.hostAddress,
    attempts: () => sidecar.attempts,
    environment: {
      ...base,
      tier: "container",
      agentHost: "container",
      containerRuntime: rt.version,
      agentImage: identity,
      network: `internal network; the only way out is the egress proxy container (dual-homed)${sibling ? "; sibling containers of this one (the engine's socket)" : ""}`
    },
    guestPath,
    close: () => sidecar.close()
  };
}

// src/record/safe-name.ts
var FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f]/;
var RESERVED2 = /^(?:con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(?:\..*)?$/i;
function unsafeFileNameReason(name) {
  if (name === "" || name === "." || name === "..") return "it is empty or a dot name";
  if (name.includes("..")) return "it contains '..'";
  const bad = FORBIDDEN.exec(name);
  if (bad) return `it contains ${JSON.stringify(bad[0])}, which ${bad[0] === "/" || bad[0] === "\\" ? "is a path separator" : "Windows does not allow in file names"}`;
  if (/[. ]$/.test(name)) return "it ends with a dot or a space (Windows drops them)";
  if (RESERVED2.test(name)) return `${name.split(".")[0]} is a reserved device name on Windows`;
  if (Buffer.byteLength(name) > 200) return "it is longer than 200 bytes";
  return void 0;
}
function safeFileStem(name) {
  let s = name.replace(/[<>:"/\\|?*\u0000-\u001f]+/g, "-").replace(/\.\.+/g, ".").replace(/[. ]+$/, "").replace(/\s+/g, "-");
  s = s.replace(/^[.\-]+/, "");
  if (s === "") s = "scenario";
  if (RESERVED2.test(s)) s = `${s}_`;
  return s.slice(0, 200);
}

// src/record/build-cassette.ts
import { dirname as dirname3, isAbsolute, resolve } from "node:path";
function hostBinaryFormat(platform = process.platform, arch = process.arch) {
  const cpu = arch === "x64" ? "x86_64" : arch === "arm64" ? platform === "linux" ? "aarch64" : "arm64" : arch;
  if (platform === "linux") return `elf-${cpu}`;
  if (platform === "darwin") return `macho-${cpu}`;
  return `${platform}-${cpu}`;
}
function freezeScenario(scenario, scenarioPath, cassettePath) {
  const frozen = JSON.parse(JSON.stringify(scenario));
  const scenarioDir = dirname3(resolve(scenarioPath));
  const cassetteDir = dirname3(resolve(cassettePath));
  const rebase = (p) => relPosix(cassetteDir, isAbsolute(p) ? p : resolve(scenarioDir, p));
  if (frozen.session !== "(inline)") frozen.session = rebase(frozen.session);
  if (typeof frozen["model_script"] === "string") frozen["model_script"] = rebase(frozen["model_script"]);
  if (!Array.isArray(frozen.assert)) frozen.assert = [];
  return frozen;
}
function toV9Entry(e) {
  const { linkKind, truncationReason, ...rest } = e;
  if (linkKind !== void 0) {
    const { body: _b, encoding: _e, ...bare } = rest;
    return { ...bare, bytes: 0, sha256: "", truncated: true, truncationReason: "unreadable" };
  }
  if (truncationReason === void 0) return rest;
  return { ...rest, truncationReason: truncationReason === "input" ? "readonly" : truncationReason };
}
var V10_FINGERPRINT_KEYS = ["hashFormat", "promptAssetsHash"];
function buildCassette(parts) {
  const v9 = parts.format === "v9";
  const scenario = freezeScenario(parts.scenario, parts.scenarioPath, parts.cassettePath);
  if (v9 && scenario.lane === "remote") {
    throw new HarnessError(`${parts.scenarioPath}: lane: remote needs cassette format v11 or later \u2014 record it without --format v9`);
  }
  const fp = { ...parts.fingerprint };
  if (v9) {
    const bad = V10_FINGERPRINT_KEYS.filter((k) => fp[k] !== void 0);
    if (bad.length > 0) throw new HarnessError(`internal: a v9 cassette was given a v12 fingerprint (${bad.join(", ")}) \u2014 build it with format "v9"`);
  } else if (fp.hashFormat !== "jcs1") {
    throw new HarnessError(`internal: a v12 cassette needs a jcs1 fingerprint (hashFormat "jcs1") \u2014 build it with format "v12"`);
  }
  const cassetteDir = dirname3(resolve(parts.cassettePath));
  const c = {
    $schema: (v9 ? cassette_v9_schema_default : cassette_v12_schema_default).$id,
    generator: TOOL_NAME,
    cassetteVersion: v9 ? 9 : 12,
    scenario,
    events: [...parts.events],
    controlOut: [...parts.controlOut],
    effectiveFidelity: parts.effectiveFidelity,
    artifacts: v9 ? parts.artifacts.map(toV9Entry) : parts.artifacts.map((a) => ({ ...a })),
    userVisibleRoots: [...parts.userVisibleRoots],
    preRunPaths: [...parts.preRun.paths]
  };
  if (!v9) {
    c.preRunOrigin = parts.preRun.origin;
    c.preRunHashes = { ...parts.preRun.hashes };
  }
  c.scenarioSource = relPosix(cassetteDir, resolve(parts.scenarioPath));
  c.fingerprint = fp;
  if (!v9 && parts.timeline) {
    c.timeline = parts.timeline.timeline;
    c.timelineHeader = { ...parts.timeline.timelineHeader };
  }
  if (parts.sessionFingerprint !== void 0) c.sessionFingerprint = parts.sessionFingerprint;
  if (parts.folderPrefixMap !== void 0) c.folderPrefixMap = parts.folderPrefixMap.map((m) => ({ from: m.from, mount: m.mount }));
  if (!v9) {
    const { tier, agentBinaryFormat, location: _l, harnessVersion: _h, ...extra } = parts.environment;
    c.environment = {
      location: "local",
      tier,
      agentBinaryFormat: agentBinaryFormat ?? hostBinaryFormat(),
      harnessVersion: TOOL_VERSION,
      ...extra
    };
  }
  if (parts.authoring) c.authoring = { ...parts.authoring };
  if (parts.inputs && Object.keys(parts.inputs).length > 0) c.inputs = parts.inputs;
  return c;
}

// src/record/fingerprint.ts
import { existsSync as existsSync7 } from "node:fs";

// src/fingerprint/fingerprint-fields.ts
import { relative } from "node:path";
function skillSourcesFor(roots, sessionDir) {
  return [...roots].sort().map((r) => relative(sessionDir, r));
}
function fingerprintFieldsFor(tree, format, extras = {}) {
  const d = tree[format];
  const fp = {};
  if (extras.baseline !== void 0) fp.baseline = extras.baseline;
  if (format === "jcs1") fp.hashFormat = "jcs1";
  const sources = extras.sessionDir !== void 0 ? skillSourcesFor(tree.roots, extras.sessionDir) : void 0;
  const withPromptAssets = () => {
    if (extras.promptAssetsHash !== void 0) fp.promptAssetsHash = extras.promptAssetsHash;
  };
  if (tree.roots.length === 0) {
    withPromptAssets();
    return fp;
  }
  if (tree.readErrors.length > 0 || d.skillHash === void 0) {
    if (sources) fp.skillSources = sources;
    withPromptAssets();
    return fp;
  }
  fp.skillHash = d.skillHash;
  withPromptAssets();
  if (d.contentSig !== void 0) fp.contentSig = d.contentSig;
  if (sources) fp.skillSources = sources;
  if (tree.mode === "git") fp.mode = "git";
  if (tree.agentScoped) fp.agentScope = "skill";
  if (d.fileSigs) fp.fileSigs = d.fileSigs;
  else if (d.fileSigsOmitted) fp.fileSigsOmitted = true;
  if (tree.skillScope) fp.skillScope = tree.skillScope;
  if (d.sharedHash !== void 0) fp.sharedHash = d.sharedHash;
  return fp;
}

// src/record/fingerprint.ts
async function recordFingerprint(input) {
  const dirs = input.session ? declaredSkillDirs(input.session.resolved).filter((d) => existsSync7(d)) : [];
  const tree = await computeTreeFingerprint({
    dirs,
    scopeSkills: input.skills && input.skills.length > 0 ? [...input.skills] : void 0,
    hashIgnore: input.session?.resolved.staleness.hash_ignore,
    env: input.env
  });
  let baseline;
  let assets;
  if (input.baselinesDir !== void 0) {
    const loaded = await loadBaseline(input.baselinesDir, input.baselineName ?? "latest");
    baseline = loaded.baseline.appVersion;
    if (input.format === "v12") assets = await promptAssetsHash(loaded);
  }
  const fingerprint = fingerprintFieldsFor(tree, input.format === "v12" ? "jcs1" : "legacy", {
    ...baseline !== void 0 ? { baseline } : {},
    ...assets !== void 0 ? { promptAssetsHash: assets } : {},
    ...input.session ? { sessionDir: input.session.dir } : {}
  });
  const sfp = input.session ? sessionFingerprint(input.session.authored) : null;
  return {
    fingerprint,
    ...sfp !== null ? { sessionFingerprint: sfp } : {},
    warnings: tree.warnings,
    readErrors: tree.readErrors
  };
}

// src/record/live-verdict.ts
function liveVerdict(cassette, cassettePath, opts = {}) {
  const loaded = checkCassette(JSON.parse(JSON.stringify(cassette)), cassettePath);
  const annotations = loaded.warnings.map((message) => ({ level: "warning", message }));
  const result = replayLoaded(loaded.cassette, cassettePath, { findings: [], notes: [] }, opts, annotations);
  return { result, annotations };
}

// src/record/manifest.ts
import { createHash as createHash2 } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";

// src/record/walk-roots.ts
import { lstat, readdir, realpath } from "node:fs/promises";
import { join as join7, relative as relative2, sep } from "node:path";
var toRel = (workRoot, abs) => relative2(workRoot, abs).split(sep).join("/");
function inside(real, rootReal) {
  return real === rootReal || real.startsWith(rootReal + sep);
}
async function walkRoots(workRoot, roots) {
  const out = { entries: [], unreadable: {}, containmentSkips: [] };
  const rootReal = await realpath(workRoot);
  const seen = /* @__PURE__ */ new Set();
  const walkDir = async (abs) => {
    const rel = toRel(workRoot, abs);
    let real;
    try {
      real = await realpath(abs);
    } catch (e) {
      out.unreadable[rel] = oneLine(e);
      return;
    }
    if (!inside(real, rootReal)) {
      out.containmentSkips.push(rel);
      return;
    }
    let names;
    try {
      names = await readdir(abs);
    } catch (e) {
      out.unreadable[rel] = oneLine(e);
      return;
    }
    for (const name of names) {
      const child = join7(abs, name);
      let st;
      try {
        st = await lstat(child);
      } catch (e) {
        out.unreadable[toRel(workRoot, child)] = oneLine(e);
        continue;
      }
      if (st.isDirectory()) await walkDir(child);
      else if (st.isSymbolicLink()) out.entries.push({ path: toRel(workRoot, child), abs: child, kind: "symlink", size: 0, mtimeMs: st.mtimeMs });
      else if (st.isFile()) {
        out.entries.push({ path: toRel(workRoot, child), abs: child, kind: st.nlink > 1 ? "hardlink" : "file", size: st.size, mtimeMs: st.mtimeMs });
      }
    }
  };
  for (const root of roots) {
    if (seen.has(root)) continue;
    seen.add(root);
    const abs = join7(workRoot, root);
    let st;
    try {
      st = await lstat(abs);
    } catch (e) {
      if (e.code !== "ENOENT") out.unreadable[root] = oneLine(e);
      continue;
    }
    if (st.isDirectory()) await walkDir(abs);
    else if (st.isSymbolicLink()) out.entries.push({ path: root, abs, kind: "symlink", size: 0, mtimeMs: st.mtimeMs });
  }
  out.entries.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return out;
}

// src/record/manifest.ts
var DEFAULT_MAX_ARTIFACT_BYTES = 64 * 1024;
var INPUT_ROOT = "uploads";
function maxArtifactBytes(opts = {}) {
  if (opts.maxBodyBytes !== void 0) return opts.maxBodyBytes;
  const raw = (opts.env ?? process.env)["COWORK_HARNESS_MAX_ARTIFACT_BYTES"];
  const n = raw === void 0 ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_MAX_ARTIFACT_BYTES;
}
function isLosslessUtf8(bytes) {
  return Buffer.from(bytes.toString("utf8"), "utf8").equals(bytes);
}
function sha256Stream(abs) {
  return new Promise((resolve5, reject) => {
    const h = createHash2("sha256");
    let bytes = 0;
    createReadStream(abs).on("data", (chunk) => {
      const b = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      bytes += b.length;
      h.update(b);
    }).on("error", reject).on("end", () => resolve5({ sha: h.digest("hex"), bytes }));
  });
}
var topOf = (path) => path.split("/")[0] ?? path;
async function manifestEntryFor(e, cap, readonlyRoots) {
  if (e.kind !== "file") return { path: e.path, bytes: 0, sha256: "", linkKind: e.kind };
  const top = topOf(e.path);
  const digestOnly = top === INPUT_ROOT ? "input" : readonlyRoots.has(top) ? "readonly" : e.size > cap ? "size" : void 0;
  try {
    if (digestOnly !== void 0) {
      const { sha: sha2, bytes } = await sha256Stream(e.abs);
      return { path: e.path, bytes, sha256: sha2, truncated: true, truncationReason: digestOnly };
    }
    const raw = await readFile2(e.abs);
    const sha2562 = createHash2("sha256").update(raw).digest("hex");
    if (raw.length > cap) return { path: e.path, bytes: raw.length, sha256: sha2562, truncated: true, truncationReason: "size" };
    return isLosslessUtf8(raw) ? { path: e.path, bytes: raw.length, sha256: sha2562, body: raw.toString("utf8") } : { path: e.path, bytes: raw.length, sha256: sha2562, body: raw.toString("base64"), encoding: "base64" };
  } catch {
    return { path: e.path, bytes: 0, sha256: "", truncated: true, truncationReason: "unreadable" };
  }
}
async function manifestFromWalk(walk, opts = {}) {
  const cap = maxArtifactBytes(opts);
  const readonly = new Set(opts.readonlyRoots ?? []);
  const out = [];
  for (const e of walk.entries) out.push(await manifestEntryFor(e, cap, readonly));
  return out;
}
async function buildManifest(workRoot, userVisibleRoots, opts = {}) {
  const walk = await walkRoots(workRoot, [...userVisibleRoots, INPUT_ROOT]);
  return manifestFromWalk(walk, opts);
}

// src/record/redact-cassette.ts
import { createHash as createHash3 } from "node:crypto";
var DIGEST_KEYS = /* @__PURE__ */ new Set(["skillHash", "contentSig", "sharedHash", "promptAssetsHash", "sessionFingerprint", "sha256", "hashFormat", "cassetteVersion", "$schema", "generator"]);
var sha256 = (b) => createHash3("sha256").update(b).digest("hex");
function redactArtifact(a, r) {
  const entry = { ...r.value(a), sha256: a.sha256 };
  if (a.body === void 0) return { entry, scrubbed: false };
  if (a.encoding === "base64") {
    const raw = Buffer.from(a.body, "base64");
    if (!r.bytesHaveSecret(raw)) return { entry: { ...entry, body: a.body }, scrubbed: false };
    const body2 = "[REDACTED:base64]";
    const bytes2 = Buffer.from(body2, "utf8");
    const { encoding: _dropped, ...rest } = entry;
    return { entry: { ...rest, body: body2, bytes: bytes2.length, sha256: sha256(bytes2) }, scrubbed: true };
  }
  const body = r.text(a.body);
  if (body === a.body) return { entry: { ...entry, body: a.body }, scrubbed: false };
  const bytes = Buffer.from(body, "utf8");
  return { entry: { ...entry, body, bytes: bytes.length, sha256: sha256(bytes) }, scrubbed: true };
}
function redactCassette(cassette, r) {
  const out = {};
  const scrubbedArtifacts = [];
  for (const [key, value] of Object.entries(cassette)) {
    if (DIGEST_KEYS.has(key)) out[key] = value;
    else if ((key === "events" || key === "controlOut") && Array.isArray(value)) out[key] = value.map((l) => r.jsonLine(l));
    else if (key === "artifacts" && Array.isArray(value)) {
      out[key] = value.map((a) => {
        const { entry, scrubbed } = redactArtifact(a, r);
        if (scrubbed) scrubbedArtifacts.push(entry.path);
        return entry;
      });
    } else if (key === "fingerprint" && value !== null && typeof value === "object") {
      const fp = {};
      for (const [k, v] of Object.entries(value)) fp[k] = DIGEST_KEYS.has(k) ? v : r.value(v);
      out[key] = fp;
    } else out[key] = r.value(value);
  }
  const result = out;
  if (result.preRunHashes && scrubbedArtifacts.length > 0) {
    for (const p of scrubbedArtifacts) if (p in result.preRunHashes) result.preRunHashes[p] = null;
  }
  return { cassette: result, scrubbedArtifacts };
}

// src/record/redact.ts
import { createHash as createHash4 } from "node:crypto";

// src/record/secret-patterns.ts
var SECRET_PATTERNS = SECRET_SHAPES.map((s) => ({ label: s.kind, re: s.re }));
var LOCAL_PATH_RE = /(?<![A-Za-z0-9_.~-])(?:\/Users\/|\/home\/|\/root\/|\/private\/var\/|\/var\/folders\/|\/Volumes\/)[^\s"'`)\]]+/g;
function secretValuesFromEnv(...envs) {
  const out = /* @__PURE__ */ new Set();
  for (const env of envs) if (env) for (const v of envSecretValues(env)) out.add(v);
  return [...out];
}
function secretForms(values) {
  const forms = /* @__PURE__ */ new Set();
  for (const v of values) {
    if (v.length < MIN_ENV_SECRET_LENGTH) continue;
    forms.add(v);
    const b64 = Buffer.from(v, "utf8").toString("base64");
    forms.add(b64);
    forms.add(b64.replace(/=+$/, ""));
    forms.add(Buffer.from(v, "utf8").toString("base64url"));
    forms.add(encodeURIComponent(v));
    forms.add(JSON.stringify(v).slice(1, -1));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

// src/record/redact.ts
var WHOLE_BASE64 = /^[A-Za-z0-9+/_-]{20,}={0,2}$/;
var MNT = "/mnt/";
function localPathToken(text2) {
  return `[REDACTED:local-path:${createHash4("sha256").update(text2, "utf8").digest("hex").slice(0, 12)}]`;
}
function redactLocalPath(match) {
  const at = match.indexOf(MNT);
  if (at > 0) return localPathToken(match.slice(0, at)) + match.slice(at);
  if (match.endsWith("/mnt") && match.length > 4) return localPathToken(match.slice(0, -4)) + "/mnt";
  return localPathToken(match);
}
function createRedactor(opts = {}) {
  const forms = secretForms(opts.secretValues ?? []);
  const localPaths = opts.localPaths ?? true;
  const hasSecret = (s) => forms.some((f) => s.includes(f)) || SECRET_PATTERNS.some((p) => new RegExp(p.re.source, p.re.flags).test(s));
  const hiddenWhole = (s) => {
    if (WHOLE_BASE64.test(s)) {
      const decoded = Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("latin1");
      if (hasSecret(decoded)) return "[REDACTED:base64]";
    }
    if (s.includes("%")) {
      try {
        const decoded = decodeURIComponent(s);
        if (decoded !== s && hasSecret(decoded)) return "[REDACTED:uri]";
      } catch {
      }
    }
    return void 0;
  };
  const replaceSecrets = (s) => {
    let out = s;
    for (const f of forms) if (out.includes(f)) out = out.split(f).join("[REDACTED]");
    for (const p of SECRET_PATTERNS) {
      out = out.replace(p.re, () => p.label === "bearer" ? "Bearer [REDACTED:bearer]" : `[REDACTED:${p.label}]`);
    }
    return out;
  };
  const text2 = (s) => {
    if (s.length === 0) return s;
    let out = replaceSecrets(s);
    if (out === s) {
      const hidden = hiddenWhole(s);
      if (hidden !== void 0) return hidden;
    }
    if (localPaths) out = out.replace(LOCAL_PATH_RE, redactLocalPath);
    return out;
  };
  const walk = (v, changed) => {
    if (typeof v === "string") {
      const r = text2(v);
      if (r !== v) changed.hit = true;
      return r;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, changed));
    if (v !== null && typeof v === "object") {
      const out = {};
      for (const [k, x] of Object.entries(v)) {
        const key = text2(k);
        if (key !== k) changed.hit = true;
        if (Object.prototype.hasOwnProperty.call(out, key)) {
          throw new HarnessError(`redaction would merge two keys into "${key}" \u2014 refusing to write a cassette that loses data`);
        }
        out[key] = walk(x, changed);
      }
      return out;
    }
    return v;
  };
  return {
    text: text2,
    value(v) {
      return walk(v, { hit: false });
    },
    jsonLine(line) {
      let parsed;
      try {
        parsed = JSON.parse(line);
      } catch {
        return text2(line);
      }
      const changed = { hit: false };
      const out = walk(parsed, changed);
      return changed.hit ? JSON.stringify(out) : line;
    },
    bytesHaveSecret(bytes) {
      return hasSecret(bytes.toString("latin1"));
    }
  };
}

// src/record/timeline.ts
var TIMELINE_TYPES = /* @__PURE__ */ new Set([
  "tool_use",
  "tool_result",
  "subagent_dispatch",
  "skill_invoked",
  "task_updated",
  "file_changed",
  "scratchpad_promoted",
  "thinking",
  "decision",
  "result"
]);
function monoAnchor(startedAtMono) {
  if (typeof startedAtMono === "string") return startedAtMono;
  if (typeof startedAtMono === "bigint") return startedAtMono.toString();
  return BigInt(Math.round(startedAtMono * 1e6)).toString();
}
function cassetteTimeline(entries, header) {
  const timeline = entries.filter((e) => TIMELINE_TYPES.has(e.type)).map((e, i) => {
    const clean = Object.fromEntries(Object.entries(e).filter(([, v]) => v !== void 0));
    return { ...clean, seq: i, ts: Math.round(e.ts), line: e["line"], type: e.type };
  });
  return { timeline, timelineHeader: { v: 1, startedAtWall: header.startedAtWall, startedAtMono: monoAnchor(header.startedAtMono) } };
}

// src/record/normalize-recording.ts
var UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
var ID_KEYS = ["request_id", "requestId", "uuid", "parent_uuid", "parentUuid"];
var ID_RE = new RegExp(`"(?:${ID_KEYS.join("|")})":"(${UUID})"`, "g");
var DURATION_KEYS = ["duration_ms", "durationms", "durationMs", "elapsed_ms", "duration_api_ms", "ttft_ms", "ttft_stream_ms", "time_to_request_ms", "first_content_frame_ms"];
var DURATION_RE = new RegExp(`"(${DURATION_KEYS.join("|")})":\\d+(?:\\.\\d+)?`, "g");
var TIMESTAMP_RE = /"timestamp":"\d{4}-\d\d-\d\dT[^"]*"/g;
var NORMALIZED_TIMESTAMP = "1970-01-01T00:00:00.000Z";
function normalizedId(n) {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
}
function mcpRequest(line) {
  if (!line.includes('"mcp_message"')) return void 0;
  try {
    const o = JSON.parse(line);
    if (o.type !== "control_request" || o.request?.subtype !== "mcp_message" || typeof o.request_id !== "string") return void 0;
    return { server: String(o.request.server_name ?? ""), requestId: o.request_id };
  } catch {
    return void 0;
  }
}
function responseRequestId(line) {
  if (!line.includes('"control_response"')) return void 0;
  try {
    const o = JSON.parse(line);
    return o.type === "control_response" && typeof o.response?.request_id === "string" ? o.response.request_id : void 0;
  } catch {
    return void 0;
  }
}
function sortRuns(items, key, frozen = () => false) {
  const out = [...items];
  let i = 0;
  while (i < out.length) {
    if (key(out[i], i) === void 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < out.length && key(out[j], j) !== void 0) j++;
    let blocked = false;
    for (let k = i; k < j; k++) if (frozen(k)) blocked = true;
    if (!blocked && j - i > 1) {
      const run = out.slice(i, j).map((item, n) => ({ item, n, k: key(item, i + n) }));
      run.sort((a, b) => a.k < b.k ? -1 : a.k > b.k ? 1 : a.n - b.n);
      for (let n = 0; n < run.length; n++) out[i + n] = run[n].item;
    }
    i = j;
  }
  return out;
}
function normalizeRecording(run) {
  const timelineLines = new Set((run.timeline ?? []).map((e) => e.line).filter((l) => typeof l === "number"));
  const mcp = run.events.map(mcpRequest);
  const events = sortRuns(run.events, (_l, i) => mcp[i]?.server, (i) => timelineLines.has(i));
  const position = /* @__PURE__ */ new Map();
  events.forEach((l, i) => {
    const m = mcpRequest(l);
    if (m) position.set(m.requestId, i);
  });
  const controlOut = sortRuns(run.controlOut, (l) => {
    const id = responseRequestId(l);
    const at = id === void 0 ? void 0 : position.get(id);
    return at === void 0 ? void 0 : String(at).padStart(10, "0");
  });
  const ids = /* @__PURE__ */ new Map();
  const see = (id) => {
    let n = ids.get(id);
    if (n === void 0) ids.set(id, n = normalizedId(ids.size + 1));
    return n;
  };
  for (const l of [...events, ...controlOut]) for (const m of l.matchAll(ID_RE)) see(m[1]);
  const rewrite = (l) => {
    let out = l;
    for (const [from, to] of ids) if (out.includes(from)) out = out.split(`"${from}"`).join(`"${to}"`);
    return out.replace(DURATION_RE, (_m, k) => `"${k}":0`).replace(TIMESTAMP_RE, `"timestamp":"${NORMALIZED_TIMESTAMP}"`);
  };
  const timeline = run.timeline?.map((e) => {
    const rid = e.requestId;
    return typeof rid === "string" && ids.has(rid) ? { ...e, requestId: ids.get(rid) } : e;
  });
  return { ...run, events: events.map(rewrite), controlOut: controlOut.map(rewrite), ...timeline ? { timeline } : {} };
}

// src/record/finish-recording.ts
async function finishRecording(input) {
  const artifacts = await buildManifest(input.layout.workRoot, input.layout.userVisibleRoots, {
    readonlyRoots: input.layout.readonlyRoots,
    ...input.maxArtifactBytes !== void 0 ? { maxBodyBytes: input.maxArtifactBytes } : {},
    ...input.env ? { env: input.env } : {}
  });
  const fp = await recordFingerprint({
    format: input.format,
    session: input.session,
    skills: Array.isArray(input.scenario["skills"]) ? input.scenario["skills"] : [],
    baselineName: typeof input.scenario["baseline"] === "string" ? input.scenario["baseline"] : "latest",
    ...input.baselinesDir !== void 0 ? { baselinesDir: input.baselinesDir } : {},
    ...input.env ? { env: input.env } : {}
  });
  const live = (input.run.decisions ?? []).some((d) => d.nonDeterministic === true);
  const run = normalizeRecording({ events: input.run.events, controlOut: input.run.controlOut, ...input.run.timeline ? { timeline: input.run.timeline } : {} });
  const built = buildCassette({
    format: input.format,
    cassettePath: input.cassettePath,
    scenarioPath: input.scenarioPath,
    scenario: input.scenario,
    events: run.events,
    controlOut: run.controlOut,
    effectiveFidelity: input.effectiveFidelity,
    artifacts,
    userVisibleRoots: input.layout.userVisibleRoots,
    preRun: input.preRun,
    fingerprint: fp.fingerprint,
    ...fp.sessionFingerprint !== void 0 ? { sessionFingerprint: fp.sessionFingerprint } : {},
    folderPrefixMap: input.layout.folderPrefixMap,
    ...run.timeline && input.run.timelineHeader ? { timeline: cassetteTimeline(run.timeline, input.run.timelineHeader) } : {},
    environment: input.environment ?? { tier: input.effectiveFidelity },
    ...live ? { authoring: { nonDeterministic: true } } : {},
    inputs: recordingInputs({
      cassettePath: input.cassettePath,
      session: input.session,
      ...input.modelScript ? { modelScript: input.modelScript } : {},
      layout: { uploads: input.layout.uploads ?? [], folders: input.layout.folders ?? [] },
      preRun: input.preRun
    })
  });
  const redactor = createRedactor({ secretValues: input.secretValues, localPaths: input.redactLocalPaths ?? true });
  const { cassette, scrubbedArtifacts } = redactCassette(built, redactor);
  const verdict = liveVerdict(cassette, input.cassettePath, input.replayOptions);
  return { cassette, verdict, scrubbedArtifacts, warnings: [...fp.warnings, ...fp.readErrors.map((e) => `fingerprint: unreadable ${e} \u2014 skillHash omitted`)] };
}

// src/record/layout.ts
import { chmodSync, cpSync as cpSync2, writeFileSync, existsSync as existsSync8, lstatSync as lstatSync2, mkdirSync as mkdirSync3, mkdtempSync as mkdtempSync2, readFileSync as readFileSync3, readdirSync as readdirSync2, realpathSync as realpathSync3, rmSync as rmSync2, statSync as statSync2 } from "node:fs";
import { homedir, tmpdir as tmpdir2 } from "node:os";
import { basename as basename4, dirname as dirname5, join as join8, resolve as resolve2 } from "node:path";

// src/record/mount-names.ts
import { basename as basename3, dirname as dirname4 } from "node:path";
var RESERVED_MOUNT_NAMES = [
  "outputs",
  "uploads",
  ".host-home",
  ".auto-memory",
  ".remote-plugins",
  ".local-plugins",
  ".projects",
  ".claude"
];
function resolveMountNames(folders) {
  const base = folders.map((f) => basename3(f));
  const counts = /* @__PURE__ */ new Map();
  for (const b of base) counts.set(b, (counts.get(b) ?? 0) + 1);
  const taken = /* @__PURE__ */ new Set();
  return folders.map((f, i) => {
    const own = base[i];
    if (own === "" || own === "." || own === "..") {
      throw new HarnessError(`session folder ${f}: has no usable basename to mount it by`);
    }
    if (RESERVED_MOUNT_NAMES.includes(own)) {
      throw new HarnessError(`session folder ${f}: its name "${own}" is reserved by the Cowork layout (reserved: ${RESERVED_MOUNT_NAMES.join(", ")}) \u2014 rename or move the folder`);
    }
    let name = (counts.get(own) ?? 0) > 1 ? `${basename3(dirname4(f)) || "root"}--${own}` : own;
    if (taken.has(name)) {
      let n = 2;
      while (taken.has(`${name}-${n}`)) n++;
      name = `${name}-${n}`;
    }
    taken.add(name);
    return name;
  });
}

// src/record/layout.ts
var SKIP_NAMES = /* @__PURE__ */ new Set([".git", ".hg", ".svn"]);
function expandHome(p) {
  if (p === "~") return homedir();
  if (p.startsWith("~/")) return join8(homedir(), p.slice(2));
  return p;
}
function requireSource(p, what) {
  const abs = resolve2(expandHome(p));
  if (!existsSync8(abs)) throw new HarnessError(`session ${what} ${p}: does not exist \u2014 fix the session file (paths are relative to it)`);
  return realpathSync3(abs);
}
function copyTree(src, dest) {
  mkdirSync3(dirname5(dest), { recursive: true });
  try {
    cpSync2(src, dest, {
      recursive: true,
      dereference: false,
      verbatimSymlinks: true,
      errorOnExist: true,
      force: false,
      filter: (s) => !SKIP_NAMES.has(basename4(s))
    });
  } catch (e) {
    throw new HarnessError(`cannot stage ${src} into the session layout: ${oneLine(e)}`);
  }
}
function makeReadOnly(p) {
  const st = lstatSync2(p);
  if (st.isSymbolicLink()) return;
  if (st.isDirectory()) for (const name of readdirSync2(p)) makeReadOnly(join8(p, name));
  chmodSync(p, st.mode & 3949);
}
function makeWritable(p) {
  let st;
  try {
    st = lstatSync2(p);
  } catch {
    return;
  }
  if (st.isSymbolicLink()) return;
  chmodSync(p, st.mode & 4095 | 128);
  if (st.isDirectory()) for (const name of readdirSync2(p)) makeWritable(join8(p, name));
}
function uniqueName(name, taken) {
  let out = name;
  for (let n = 2; taken.has(out); n++) out = `${name}-${n}`;
  taken.add(out);
  return out;
}
function localMarketplacePlugins(session, warnings) {
  const out = [];
  const markets = session.plugins.local_marketplaces.map((m) => {
    const dir = requireSource(m, "plugins.local_marketplaces entry");
    let manifest = {};
    const file = join8(dir, ".claude-plugin", "marketplace.json");
    try {
      manifest = JSON.parse(readFileSync3(file, "utf8"));
    } catch (e) {
      warnings.push(`local marketplace ${m}: cannot read ${file} (${oneLine(e)}) \u2014 its plugins are not staged`);
    }
    const name = typeof manifest.name === "string" ? manifest.name : basename4(dir);
    return { dir, name, manifest };
  });
  for (const entry of session.plugins.enabled) {
    const at = entry.lastIndexOf("@");
    if (at <= 0) continue;
    const plugin = entry.slice(0, at);
    const mktName = entry.slice(at + 1);
    const market = markets.find((m) => m.name === mktName || basename4(m.dir) === mktName);
    if (!market) continue;
    const item = (market.manifest.plugins ?? []).find((p) => p?.name === plugin);
    const source = typeof item?.source === "string" ? resolve2(market.dir, item.source) : void 0;
    if (source === void 0 || !existsSync8(source) || !statSync2(source).isDirectory()) {
      warnings.push(`enabled plugin ${entry}: not found as a directory in local marketplace ${market.dir} \u2014 not staged`);
      continue;
    }
    out.push({ mkt: mktName, plugin, dir: source });
  }
  return out;
}
function stageSessionLayout(session, opts = {}) {
  const base = mkdtempSync2(join8(opts.parentDir ?? tmpdir2(), "cowork-session-"));
  const protocol = opts.tier === "protocol";
  const root = join8(base, protocol ? "work" : "session");
  const workRoot = protocol ? root : join8(root, "mnt");
  const agentRunDir = join8(base, "agent");
  const readOnlyPaths = [];
  const cleanup = () => {
    for (const p of readOnlyPaths) makeWritable(p);
    rmSync2(base, { recursive: true, force: true });
  };
  try {
    for (const d of ["outputs", "uploads", ".projects", ".local-plugins", ".remote-plugins", ...protocol ? [] : [".claude"]]) mkdirSync3(join8(workRoot, d), { recursive: true });
    const configDir = protocol ? join8(agentRunDir, "claude-config") : join8(workRoot, ".claude");
    mkdirSync3(agentRunDir, { recursive: true });
    const warnings = [];
    const uploadNames = /* @__PURE__ */ new Set();
    const uploads = [];
    for (const u of session.uploads) {
      const src = requireSource(u, "upload");
      if (!statSync2(src).isFile()) throw new HarnessError(`session upload ${u}: is not a file \u2014 uploads are files only`);
      const name = uniqueName(basename4(src), uploadNames);
      uploads.push({ from: src, staged: `uploads/${name}` });
      const dest = join8(workRoot, "uploads", name);
      copyTree(src, dest);
      makeReadOnly(dest);
      readOnlyPaths.push(dest);
    }
    const froms = session.folders.map((f) => requireSource(f.from, "folder"));
    const mounts = resolveMountNames(froms);
    const folders = session.folders.map((f, i) => {
      const path = join8(workRoot, mounts[i]);
      copyTree(froms[i], path);
      if (f.mode === "r") {
        makeReadOnly(path);
        readOnlyPaths.push(path);
      }
      return { from: froms[i], mount: mounts[i], mode: f.mode, path };
    });
    for (const p of session.projects) {
      const dest = join8(workRoot, ".projects", p.uuid);
      copyTree(requireSource(p.from, "project"), dest);
      makeReadOnly(dest);
      readOnlyPaths.push(dest);
    }
    const pluginDirs = [];
    const stagePlugin = (src, dest) => {
      copyTree(src, dest);
      makeReadOnly(dest);
      readOnlyPaths.push(dest);
      pluginDirs.push(dest);
    };
    const uploadsLeaves = /* @__PURE__ */ new Set();
    for (const p of session.plugins.local_plugins) {
      const src = requireSource(p, "plugins.local_plugins entry");
      stagePlugin(src, join8(workRoot, ".local-plugins", "marketplaces", "local-desktop-app-uploads", uniqueName(basename4(src), uploadsLeaves)));
    }
    for (const m of localMarketplacePlugins(session, warnings)) {
      stagePlugin(m.dir, join8(workRoot, ".local-plugins", "marketplaces", m.mkt, m.plugin));
    }
    const remoteNames = /* @__PURE__ */ new Set();
    for (const p of session.plugins.remote_plugins) {
      const src = requireSource(p, "plugins.remote_plugins entry");
      stagePlugin(src, join8(workRoot, ".remote-plugins", uniqueName(basename4(src), remoteNames)));
    }
    const skillNames = /* @__PURE__ */ new Set();
    for (const s of session.skills.local) {
      const src = requireSource(s, "skills.local entry");
      copyTree(src, join8(configDir, "skills", uniqueName(basename4(src), skillNames)));
    }
    if (!protocol) {
      const settings = `${JSON.stringify({ enabledPlugins: Object.fromEntries(session.plugins.enabled.map((p) => [p, true])), extraKnownMarketplaces: {}, enabledMcpjsonServers: [], localAgentModeTrustedFolders: [], autoMountFolders: [] }, null, 2)}
`;
      for (const f of ["settings.json", "cowork_settings.json"]) writeFileSync(join8(configDir, f), settings);
    }
    const readonlyRoots = folders.filter((f) => f.mode === "r").map((f) => f.mount);
    return {
      base,
      root,
      workRoot,
      cwd: root,
      outputsDir: join8(workRoot, "outputs"),
      uploadsDir: join8(workRoot, "uploads"),
      agentRunDir,
      configDir,
      folders,
      uploads,
      pluginDirs,
      userVisibleRoots: ["outputs", ...folders.map((f) => f.mount)],
      readonlyRoots,
      folderPrefixMap: folders.map((f) => ({ from: f.path, mount: f.mount })),
      warnings,
      cleanup
    };
  } catch (e) {
    cleanup();
    throw e;
  }
}

// src/record/pre-run.ts
import { createHash as createHash5 } from "node:crypto";
import { open } from "node:fs/promises";
var PRE_RUN_HASH_CAP = 50 * 1024 * 1024;
function preRunHashCap(opts = {}) {
  if (opts.hashCapBytes !== void 0) return opts.hashCapBytes;
  const raw = (opts.env ?? process.env)["COWORK_HARNESS_PRERUN_HASH_CAP"];
  const n = raw === void 0 ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : PRE_RUN_HASH_CAP;
}
async function hashFileCapped(abs, cap) {
  let fh;
  try {
    fh = await open(abs, "r");
  } catch (e) {
    return { reason: `unreadable: ${oneLine(e)}` };
  }
  try {
    const st = await fh.stat();
    if (st.size > cap) return { reason: `over the ${cap}-byte pre-run hash cap (${st.size} bytes)` };
    const bytes = await fh.readFile();
    return { sha: createHash5("sha256").update(bytes).digest("hex") };
  } catch (e) {
    return { reason: `unreadable: ${oneLine(e)}` };
  } finally {
    await fh.close();
  }
}
async function capturePreRunManifest(workRoot, roots, opts = {}) {
  const cap = preRunHashCap(opts);
  const walk = await walkRoots(workRoot, roots);
  const manifest = {
    version: 2,
    origin: Object.keys(walk.unreadable).length > 0 ? "local-unreadable" : "local-walk",
    paths: walk.entries.map((e) => e.path),
    hashes: {},
    stats: {},
    unavailableReasons: { ...walk.unreadable }
  };
  for (const e of walk.entries) {
    manifest.stats[e.path] = { mtimeMs: e.mtimeMs, size: e.size };
    if (e.kind === "symlink") continue;
    const h = await hashFileCapped(e.abs, cap);
    if ("sha" in h) manifest.hashes[e.path] = h.sha;
    else {
      manifest.hashes[e.path] = null;
      manifest.unavailableReasons[e.path] = h.reason;
    }
  }
  return manifest;
}

// src/record/write-cassette.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { existsSync as existsSync9, realpathSync as realpathSync4 } from "node:fs";
import { mkdir, open as open2, rename, unlink } from "node:fs/promises";
import { basename as basename5, dirname as dirname6, join as join9, relative as relative3, resolve as resolve3, sep as sep2, isAbsolute as isAbsolute2 } from "node:path";
function serializeCassette(cassette) {
  return `${JSON.stringify(cassette, null, 2)}
`;
}
function realish(p) {
  const abs = resolve3(p);
  let head = abs;
  const tail = [];
  while (!existsSync9(head)) {
    const parent = dirname6(head);
    if (parent === head) break;
    tail.unshift(basename5(head));
    head = parent;
  }
  return join9(realpathSync4(head), ...tail);
}
function assertInsideOutDir(target, outDir) {
  const t = realish(target);
  const o = realish(outDir);
  if (t === o) return;
  const rel = relative3(o, t);
  if (rel === "" || rel.startsWith(`..${sep2}`) || rel === ".." || isAbsolute2(rel)) {
    throw new HarnessError(`${target}: refusing to write a cassette outside the output directory ${outDir}`);
  }
}
async function writeCassetteAtomic(path, cassette, opts = {}) {
  if (opts.outDir !== void 0) assertInsideOutDir(path, opts.outDir);
  let text2;
  try {
    text2 = serializeCassette(cassette);
  } catch (e) {
    throw new HarnessError(`${path}: cannot serialize the cassette (${oneLine(e)}) \u2014 nothing was written`);
  }
  const target = resolve3(path);
  const dir = dirname6(target);
  const temp = join9(dir, `.${basename5(target)}.tmp.${process.pid}.${randomBytes2(4).toString("hex")}`);
  try {
    await mkdir(dir, { recursive: true });
    await sweepStaleTemps(dir);
    const fh = await open2(temp, "wx", 420);
    try {
      await fh.writeFile(text2, "utf8");
      await fh.sync();
    } finally {
      await fh.close();
    }
    await opts.beforeRename?.(temp);
    await rename(temp, target);
  } catch (e) {
    await unlink(temp).catch(() => void 0);
    if (e instanceof HarnessError) throw e;
    throw new HarnessError(`${path}: cannot write the cassette (${oneLine(e)}) \u2014 the previous file, if any, is unchanged`);
  }
  try {
    const dh = await open2(dir, "r");
    try {
      await dh.sync();
    } finally {
      await dh.close();
    }
  } catch {
  }
}

// src/record/live-egress.ts
function hostMatches(pattern, host) {
  return hostAllowed(host, parseAllowlist([pattern], "egress assertion"));
}
function evaluate(key, host, attempts) {
  const hits = attempts.filter((a) => hostMatches(host, a.host));
  const wanted = key === "egress_denied" ? "deny" : "allow";
  const pass = hits.some((a) => a.decision === wanted);
  const seen = hits.length === 0 ? "no attempt to reach it was made" : `attempts: ${hits.map((a) => `${a.host}:${a.port} ${a.decision}`).join(", ")}`;
  return pass ? { assertion: { [key]: host }, pass: true, evidence: seen } : { assertion: { [key]: host }, pass: false, message: `${key}: expected an ${wanted === "deny" ? "attempt that was denied" : "attempt that was allowed"} to ${host} \u2014 ${seen}` };
}
function liveEgressAssertions(scenario, attempts) {
  const out = [];
  for (const item of scenario.assert ?? []) {
    for (const key of ["egress_denied", "egress_allowed"]) {
      if (typeof item[key] === "string") out.push(evaluate(key, item[key], attempts));
    }
  }
  for (const host of scenario.expect_denied ?? []) out.push(evaluate("egress_denied", host, attempts));
  return out;
}
function evaluateLiveEgress(result, scenario, attempts) {
  const extra = liveEgressAssertions(scenario, attempts);
  if (extra.length === 0) return result;
  const failing = extra.filter((a) => !a.pass);
  const verdict = {
    ...result.verdict,
    signals: [...result.verdict.signals, ...failing.map((a) => ({ code: "assertion", severity: "fail", message: a.message ?? "" }))],
    failures: [...result.verdict.failures, ...failing.map((a) => ({ assertion: Object.keys(a.assertion)[0], message: a.message ?? "", kind: "assertion" }))]
  };
  verdict.pass = result.verdict.pass && failing.length === 0;
  verdict.exitCode = verdict.pass ? 0 : 1;
  return {
    ...result,
    assertions: [...result.assertions, ...extra],
    egress: attempts.map((a) => ({ host: a.host, port: a.port, decision: a.decision })),
    verdict,
    exitCode: result.exitCode === 2 ? 2 : verdict.exitCode,
    outcome: result.outcome === "delivered_clean" && !verdict.pass ? "delivered_with_verdict_fail" : result.outcome
  };
}

// src/record/record-scenario.ts
var SCRIPTED_MODEL_MAX_RETRIES = "2";
async function cassettePathFor(scenarioPath, name, out) {
  const stem = name || basename6(scenarioPath, extname(scenarioPath));
  const why = unsafeFileNameReason(stem);
  if (why !== void 0 && (out === void 0 || out.endsWith("/") || await stat(out).then((s) => s.isDirectory(), () => false))) {
    throw new UsageError(`scenario name ${JSON.stringify(stem)} cannot name the cassette file: ${why} \u2014 rename the scenario (e.g. "${safeFileStem(stem)}") or pass --out FILE`);
  }
  const file = `${stem}.cassette.json`;
  if (out === void 0) return { path: join10(dirname7(scenarioPath), file), outDir: dirname7(scenarioPath) };
  const isDir = out.endsWith("/") || await stat(out).then((s) => s.isDirectory(), () => false);
  return isDir ? { path: join10(out, file), outDir: out } : { path: out, outDir: dirname7(out) };
}
async function recordScenario(opts) {
  const log = opts.log ?? (() => void 0);
  const scenarioPath = resolve4(opts.scenarioPath);
  const loaded = await loadScenarioFile(scenarioPath);
  const scenario = loaded.scenario;
  const scenarioDir = dirname7(scenarioPath);
  const session = scenario.session === "(inline)" ? void 0 : await loadSessionFile(resolve4(scenarioDir, scenario.session));
  const sessionConfig = session?.resolved ?? SessionSchema.parse({});
  const { path: cassettePath, outDir } = await cassettePathFor(scenarioPath, scenario.name, opts.out);
  const named = loaded.modelScript;
  if (named?.form === "key" && !opts.modelScript) log(`warning: ${opts.scenarioPath}: ${MODEL_SCRIPT_KEY_DEPRECATION}`);
  const scriptPath = opts.modelScript ? resolve4(opts.modelScript) : named ? resolve4(scenarioDir, named.path) : void 0;
  const apiKey = opts.env.ANTHROPIC_API_KEY;
  if (!scriptPath && !apiKey && !opts.modelServer) {
    throw new UsageError(`${opts.scenarioPath}: no model to run against \u2014 name a model script in the scenario ("# cowork-harness model_script: FILE"), pass --model-script FILE, or set ANTHROPIC_API_KEY for the real API`);
  }
  const tier = recordTier(scenario.fidelity);
  const spawnEnv = opts.baselinesDir !== void 0 ? baselineSpawnEnv((await loadBaseline(opts.baselinesDir, typeof scenario.baseline === "string" ? scenario.baseline : "latest")).baseline.spawn?.env) : void 0;
  let server2;
  const layout = stageSessionLayout(sessionConfig, { tier });
  let tierRun;
  try {
    for (const w of layout.warnings) log(`warning: ${w}`);
    tierRun = await prepareTier({ tier, scenarioName: scenario.name, layout, allow: sessionAllowlist(sessionConfig.egress), scriptedModel: scriptPath !== void 0 || opts.modelServer !== void 0, ...opts.agentBinary ? { agentBinary: opts.agentBinary } : {}, env: opts.env, log });
    const preRun = await capturePreRunManifest(layout.workRoot, [...layout.userVisibleRoots, "uploads"], { env: opts.env });
    if (opts.modelServer) server2 = await opts.modelServer(tierRun.modelHost);
    else if (scriptPath) server2 = await startModelServer({ script: await loadModelScript(scriptPath), scriptName: scriptPath, host: tierRun.modelHost });
    const creds = !server2 && apiKey ? { ANTHROPIC_API_KEY: apiKey } : {};
    const retries = opts.env[AGENT_MAX_RETRIES_ENV] ?? (server2 ? SCRIPTED_MODEL_MAX_RETRIES : void 0);
    const modelBaseUrl = server2?.url ?? opts.env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com";
    log(`recording ${scenario.name} at the ${tier} tier (${server2 ? "scripted model" : "real API"}, ${opts.format})`);
    const run = await runAgent({
      ...opts.agentBinary ? { binary: opts.agentBinary } : {},
      cwd: layout.cwd,
      runDir: layout.agentRunDir,
      prompt: scenario.prompt,
      decider: buildDecider({ answers: scenario.answers, parity: sessionConfig.permission_parity, onUnanswered: scenario.on_unanswered ?? "fail", warn: (m) => log(`warning: ${m}`) }),
      modelBaseUrl,
      ...sessionConfig.model ? { model: sessionConfig.model } : {},
      ...opts.timeoutMs ?? scenario.timeout_ms ? { timeoutMs: opts.timeoutMs ?? scenario.timeout_ms } : {},
      ...tierRun.agent,
      ...spawnEnv ? { spawnEnv } : {},
      extraEnv: { ...tierRun.agent.extraEnv, ...creds, ...retries !== void 0 ? { [AGENT_MAX_RETRIES_ENV]: retries } : {} },
      ...server2 ? { modelErrors: () => server2.errors } : {},
      warn: (m) => log(`warning: ${m}`)
    });
    const guestPath = tierRun.guestPath;
    const rec = await finishRecording({
      format: opts.format,
      cassettePath,
      scenarioPath,
      scenario: { ...loaded.authored, prompt: scenario.prompt, session: scenario.session },
      session,
      ...scriptPath ? { modelScript: { path: scriptPath, sha256: sha256OfFile(scriptPath) ?? "" } } : {},
      layout: { ...layout, folderPrefixMap: layout.folderPrefixMap.map((m) => ({ from: guestPath(m.from), mount: m.mount })) },
      preRun,
      run,
      effectiveFidelity: tier,
      environment: { ...tierRun.environment },
      secretValues: secretValuesFromEnv(opts.env, creds),
      ...opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {},
      env: opts.env
    });
    for (const w of rec.warnings) log(`warning: ${w}`);
    const result = evaluateLiveEgress(rec.verdict.result, loaded.authored, tierRun.attempts());
    const privacy = scanCassette(rec.cassette, opts.allow ?? []).filter((f) => f.cls !== "unscanned");
    const written = opts.write && privacy.length === 0 && (result.verdict.pass || opts.allowFailing === true);
    if (written) await writeCassetteAtomic(cassettePath, rec.cassette, { outDir });
    return { cassettePath, written, result, annotations: rec.verdict.annotations, cassette: rec.cassette, privacy };
  } finally {
    await tierRun?.close();
    await server2?.close();
    layout.cleanup();
  }
}
function baselineSpawnEnv(env) {
  if (env === null || typeof env !== "object" || Array.isArray(env)) return void 0;
  const out = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === "string") out[k] = v;
  return Object.keys(out).length > 0 ? out : void 0;
}

export {
  agentVersion,
  AgentRunError,
  AgentTimeoutError,
  ModelScriptMismatchError,
  estimateTokens,
  errorBody,
  recordTier,
  writeCassetteAtomic,
  recordScenario
};
