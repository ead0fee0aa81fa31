#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadScenarioFile
} from "./chunk-QXX2K6ZS.js";
import {
  sessionFingerprint
} from "./chunk-SOYCI7NG.js";
import {
  MIN_ENV_SECRET_LENGTH,
  SECRET_SHAPES,
  envSecretValues
} from "./chunk-MZJLSIZC.js";
import {
  ProtocolLineError,
  errorEnvelope,
  parseLine,
  replayLoaded,
  serializeDecision,
  successEnvelope,
  toDecisionRequest
} from "./chunk-Z45J6GXM.js";
import {
  loadBaseline,
  promptAssetsHash
} from "./chunk-4GG2ZP26.js";
import {
  RegexTimeoutError,
  cassette_v12_schema_default,
  cassette_v9_schema_default,
  checkCassette,
  compileRegex
} from "./chunk-RJEQB3M3.js";
import {
  SessionSchema,
  computeTreeFingerprint,
  declaredSkillDirs,
  loadSessionFile
} from "./chunk-76F7RFJK.js";
import {
  external_exports,
  formatIssue,
  lineOfPath,
  parseYamlWithPositions
} from "./chunk-3UGCV2R3.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-AZI7HGCA.js";
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-5C2HTD6I.js";

// src/record/record-scenario.ts
import { basename as basename4, dirname as dirname6, extname, join as join6, resolve as resolve5 } from "node:path";
import { stat } from "node:fs/promises";

// src/agent/run-agent.ts
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as join2 } from "node:path";
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
  for (const dir of opts.pluginDirs ?? []) args.push("--plugin-dir", dir);
  const tools = opts.tools ?? AGENT_TOOLS;
  const allowed = (opts.allowedTools ?? DEFAULT_ALLOWED_TOOLS).filter((t) => tools.includes(t));
  args.push("--tools", ...tools.length > 0 ? tools : [""]);
  if (allowed.length > 0) args.push("--allowedTools", ...allowed);
  return args;
}

// src/agent/binary.ts
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
var AGENT_PACKAGE = "@anthropic-ai/claude-code";
function pinnedPackageBinary() {
  try {
    const require2 = createRequire(import.meta.url);
    const pkgJson = require2.resolve(`${AGENT_PACKAGE}/package.json`);
    const pkg = require2(pkgJson);
    const rel = typeof pkg.bin === "string" ? pkg.bin : pkg.bin?.claude;
    return rel ? join(dirname(pkgJson), rel) : void 0;
  } catch {
    return void 0;
  }
}
function resolveAgentBinary(explicit, env = process.env) {
  const chosen = explicit ?? env.COWORK_AGENT_BINARY ?? pinnedPackageBinary();
  const source = explicit ? "agent binary" : env.COWORK_AGENT_BINARY ? "COWORK_AGENT_BINARY" : AGENT_PACKAGE;
  if (!chosen) throw new HarnessError(`cannot find the agent binary: ${AGENT_PACKAGE} is not installed and COWORK_AGENT_BINARY is not set`);
  const path = resolve(chosen);
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new HarnessError(`${path}: ${source} is not an executable file`);
  }
  return path;
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
  const text = questionText(q);
  if (picks.length > 1 && q.multiSelect !== true) {
    throw new UnansweredError(`"${text}" is single-select but the scenario chooses ${picks.length} options (${picks.join(", ")})`);
  }
  const labels = labelsOf(q);
  if (labels.length === 0) return picks.join(", ");
  const resolved = [];
  for (const pick of picks) {
    const r = coerceLabel(pick, labels);
    if (!r.ok) {
      const near = r.nearest !== void 0 ? `; nearest: "${r.nearest}"` : "";
      throw new UnansweredError(`"${text}": choose "${pick}" matches no option \u2014 valid labels: ${labels.map((l) => `"${l}"`).join(", ")}${near}`);
    }
    if (!resolved.includes(r.label)) resolved.push(r.label);
  }
  return resolved.join(", ");
}
function questionMatches(pattern, text) {
  const c = compileRegex(pattern);
  if (!c.ok) return false;
  try {
    return c.re.test(text);
  } catch (e) {
    if (!(e instanceof RegexTimeoutError)) throw e;
    throw new DeciderError(
      `answers: when_question /${pattern}/ did not finish within ${e.budgetMs} ms on the question ${JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}\u2026` : text)} \u2014 simplify the pattern (no nested quantifiers like (a+)+)`
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
      const text = questionText(q);
      const rule = this.rules.find((r) => r.when_question !== void 0 && questionMatches(r.when_question, text));
      if (!rule || rule.answer === void 0 && rule.choose === void 0) {
        unmatched.push(text);
        continue;
      }
      if (rule.answer !== void 0) {
        answers[text] = rule.answer;
        continue;
      }
      const picks = typeof rule.choose === "string" ? [rule.choose] : [...rule.choose ?? []];
      const value = resolvePicks(q, picks);
      if (labelsOf(q).some((l) => l.includes(",") && value.includes(l))) {
        this.warn(`answer to "${text}" contains a label with a comma; the comma-joined answer may be ambiguous`);
      }
      answers[text] = value;
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
function userTurnFrame(text) {
  return { type: "user", message: { role: "user", content: [{ type: "text", text }] } };
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
      reply = { error: { code: -32603, message: `handler error: ${e instanceof Error ? e.message : String(e)}` } };
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
    const timeout = new Promise((resolve6) => {
      timer = setTimeout(() => resolve6({ kind: "decided", response: { kind: "dialog", behavior: "cancelled" }, by: "timeout" }), ms);
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
  MCP_TOOL_TIMEOUT: "180000"
};
var SCRIPTED_MODEL_API_KEY = "scripted-model-no-key";
function buildAgentEnv(opts) {
  const parent = opts.parentEnv ?? process.env;
  const env = {};
  for (const key of PARENT_ENV_ALLOWLIST) {
    const v = parent[key];
    if (v !== void 0) env[key] = v;
  }
  Object.assign(env, COWORK_SPAWN_ENV, {
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
      () => new Promise((resolve6) => {
        if (this.ended || this.stdin.destroyed || !this.stdin.writable) {
          this.onUndelivered(line, "stdin is closed");
          return resolve6(false);
        }
        this.stdin.write(`${line}
`, (err) => {
          if (err) {
            this.onUndelivered(line, err.message);
            resolve6(false);
          } else {
            this.onDelivered(line);
            resolve6(true);
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
  const runDir = opts.runDir ?? mkdtempSync(join2(tmpdir(), "cowork-agent-run-"));
  const configDir = join2(runDir, "claude-config");
  const homeDir = join2(runDir, "home");
  const tmpDir = join2(runDir, "tmp");
  for (const dir of [configDir, homeDir, tmpDir]) mkdirSync(dir, { recursive: true });
  const argv = buildAgentArgs({
    permissionMode: opts.permissionMode,
    effort: opts.effort,
    model: opts.model,
    appendSystemPrompt: opts.appendSystemPrompt,
    pluginDirs: opts.pluginDirs,
    tools: opts.tools,
    allowedTools: opts.allowedTools
  });
  const env = buildAgentEnv({ modelBaseUrl: opts.modelBaseUrl, configDir, homeDir, tmpDir, extraEnv: opts.extraEnv });
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
  const mcpServers = new Map(Object.entries(opts.mcpServers ?? {}));
  const handler = new ControlHandler({ decider: opts.decider, hooks: hookHandlers, mcpServers, dialogTimeoutMs: opts.dialogTimeoutMs, warn });
  const child = spawn(binary, argv, { cwd: opts.cwd, env, stdio: ["pipe", "pipe", "pipe"], detached: true });
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
  const closed = new Promise((resolve6) => {
    child.on("error", (e) => {
      if (e.code === "EPIPE") return;
      fatal ??= new AgentCrashError(`cannot start the agent binary ${binary}: ${e.message}`);
      resolve6();
    });
    child.on("close", (code, signal) => {
      run.exitCode = code;
      run.signal = signal;
      resolve6();
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
    } else if (msg.type === "result" && run.result === void 0) {
      run.result = msg;
      void Promise.allSettled(pending).then(() => writer.end());
      lingerTimer = setTimeout(terminate, EXIT_AFTER_RESULT_MS);
    }
  });
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
  const text = typeof result.result === "string" ? oneLineText(result.result, 300) : "";
  return new ModelApiError(`${status}${type}, the agent gave up after ${retries} ${retries === 1 ? "retry" : "retries"}${text ? ` \u2014 ${text}` : ""}`);
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
var FAULT_KINDS = ["hang", "429", "500", "drop"];
var TurnSchema = external_exports.strictObject({
  expect: ExpectSchema.optional(),
  respond: external_exports.array(ResponseBlockSchema).min(1).optional(),
  fault: external_exports.enum(FAULT_KINDS).optional()
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
function parseModelScript(text, path) {
  const parsed = parseYamlWithPositions(text);
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
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    const code = e.code;
    throw new HarnessError(`${path}: cannot read model script${code ? ` (${code})` : ""}`);
  }
  return parseModelScript(text, path);
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
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (!isObj4(m) || m.role !== "user") continue;
    if (typeof m.content === "string") return [{ type: "text", text: m.content }];
    return Array.isArray(m.content) ? m.content.filter(isObj4) : [];
  }
  return [];
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
    const text = lastUserText(body);
    if (!text.includes(want)) return `expected the user message to contain ${JSON.stringify(want)}; got ${JSON.stringify(clip(text))}`;
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
function estimateTokens(text) {
  return Math.max(1, Math.ceil(text.length / 4));
}
function outputTokens(blocks) {
  return estimateTokens(blocks.map((b) => b.type === "text" ? b.text : JSON.stringify(b.input)).join(""));
}
function event(name, data) {
  return `event: ${name}
data: ${JSON.stringify(data)}

`;
}
function renderSse(blocks, opts) {
  const wire = wireBlocks(blocks, opts.turn);
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
        usage: { input_tokens: opts.inputTokens, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 }
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
      usage: { output_tokens: outputTokens(wire) }
    })
  );
  parts.push(event("message_stop", { type: "message_stop" }));
  return parts.join("");
}
function renderMessage(blocks, opts) {
  const wire = wireBlocks(blocks, opts.turn);
  return {
    id: opts.messageId,
    type: "message",
    role: "assistant",
    model: opts.model,
    content: wire,
    stop_reason: stopReason(wire),
    stop_sequence: null,
    usage: { input_tokens: opts.inputTokens, output_tokens: outputTokens(wire) }
  };
}
function errorBody(type, message) {
  return { type: "error", error: { type, message } };
}

// src/model-server/server.ts
function readBody(req) {
  return new Promise((resolve6, reject) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve6(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
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
      inputTokens: estimateTokens(JSON.stringify(body.messages ?? ""))
    };
    const blocks = turn.respond ?? [];
    log.status = 200;
    if (body.stream === true) {
      const text = renderSse(blocks, render);
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", "request-id": render.messageId });
      res.end(text);
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
  const server = createServer((req, res) => {
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
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise((resolve6, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve6());
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    errors,
    turnsServed: () => nextTurn,
    close: () => new Promise((resolve6) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve6());
    })
  };
}

// src/record/egress-proxy.ts
import { request as httpRequest, createServer as createServer2 } from "node:http";
import { connect } from "node:net";

// src/record/egress-allowlist.ts
function normalizeHost(h) {
  return h.trim().toLowerCase().replace(/\.$/, "").replace(/^\[(.*)\]$/, "$1");
}
function parseAllowlist(entries, source = "egress allowlist") {
  return entries.map((raw) => {
    if (raw === "*") return { kind: "any" };
    if (raw.length === 0 || /\s/.test(raw) || raw.includes("://") || raw.includes("/") || /:\d+$/.test(raw) || raw.includes("@")) {
      throw new HarnessError(`${source}: "${raw}" is not a host \u2014 use a bare host like example.com or *.example.com (no scheme, path, port or spaces)`);
    }
    if (raw.startsWith("*.")) {
      const suffix = normalizeHost(raw.slice(2));
      if (suffix === "" || suffix.includes("*")) throw new HarnessError(`${source}: "${raw}" is not a valid wildcard \u2014 use *.example.com`);
      return { kind: "subdomains", suffix };
    }
    if (raw.includes("*")) throw new HarnessError(`${source}: "${raw}" \u2014 a wildcard is only allowed as a leading "*."`);
    return { kind: "host", host: normalizeHost(raw) };
  });
}
function hostAllowed(host, rules) {
  const h = normalizeHost(host);
  return rules.some((r) => {
    if (r.kind === "any") return true;
    if (r.kind === "host") return h === r.host || h.endsWith(`.${r.host}`);
    return h.endsWith(`.${r.suffix}`);
  });
}
function sessionAllowlist(egress, baselineDomains = []) {
  return egress.unrestricted ? ["*"] : [...baselineDomains, ...egress.extra_allow];
}

// src/record/egress-proxy.ts
var NO_PROXY_HOSTS = "localhost,127.0.0.1,::1";
function splitAuthority(authority, defaultPort) {
  const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(authority) ?? /^([^:]+)(?::(\d+))?$/.exec(authority);
  if (!m) return { host: authority, port: defaultPort };
  return { host: m[1], port: m[2] ? Number(m[2]) : defaultPort };
}
async function startEgressProxy(opts) {
  const rules = parseAllowlist(opts.allow);
  const attempts = [];
  const sockets = /* @__PURE__ */ new Set();
  const log = (a) => {
    const entry = { ts: (/* @__PURE__ */ new Date()).toISOString(), ...a, decision: a.allowed ? "allow" : "deny" };
    attempts.push(entry);
    opts.onAttempt?.(entry);
    return entry;
  };
  const server = createServer2((req, res) => {
    let url2;
    try {
      url2 = new URL(req.url ?? "");
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("proxy requests need an absolute URL\n");
      return;
    }
    const host = url2.hostname.replace(/^\[(.*)\]$/, "$1");
    const port2 = url2.port ? Number(url2.port) : 80;
    const allowed = url2.protocol === "http:" && hostAllowed(host, rules);
    const entry = log({ host, port: port2, allowed, method: req.method ?? "GET", path: url2.pathname });
    if (!allowed) {
      res.writeHead(403, { "content-type": "text/plain" }).end(`egress denied: ${host}
`);
      return;
    }
    const upstream = httpRequest(
      { host, port: port2, method: req.method, path: `${url2.pathname}${url2.search}`, headers: { ...req.headers, host: url2.host } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      }
    );
    upstream.on("error", (e) => {
      entry.reason = `upstream_error: ${e.message}`;
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`upstream error: ${e.message}
`);
    });
    req.pipe(upstream);
  });
  server.on("connect", (req, client, head) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    const { host, port: port2 } = splitAuthority(req.url ?? "", 443);
    const allowed = hostAllowed(host, rules);
    const entry = log({ host, port: port2, allowed, method: "CONNECT" });
    if (!allowed) {
      client.end("HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\negress denied\n");
      return;
    }
    const upstream = connect({ host, port: port2 });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    let connected = false;
    upstream.once("connect", () => {
      connected = true;
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", (e) => {
      if (!connected) {
        entry.reason = `upstream_error: ${e.message}`;
        client.end("HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n");
      } else client.destroy();
    });
  });
  await new Promise((resolve6, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve6());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    attempts,
    proxyEnv: () => ({
      HTTP_PROXY: url,
      HTTPS_PROXY: url,
      http_proxy: url,
      https_proxy: url,
      NO_PROXY: NO_PROXY_HOSTS,
      no_proxy: NO_PROXY_HOSTS
    }),
    close: () => new Promise((resolve6) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve6());
      server.closeAllConnections();
    })
  };
}

// src/record/build-cassette.ts
import { dirname as dirname2, isAbsolute, relative, resolve as resolve2, sep } from "node:path";
function hostBinaryFormat(platform = process.platform, arch = process.arch) {
  const cpu = arch === "x64" ? "x86_64" : arch === "arm64" ? platform === "linux" ? "aarch64" : "arm64" : arch;
  if (platform === "linux") return `elf-${cpu}`;
  if (platform === "darwin") return `macho-${cpu}`;
  return `${platform}-${cpu}`;
}
function relPosix(fromDir, target) {
  return relative(fromDir, target).split(sep).join("/");
}
function freezeScenario(scenario, scenarioPath, cassettePath) {
  const frozen = JSON.parse(JSON.stringify(scenario));
  const scenarioDir = dirname2(resolve2(scenarioPath));
  const cassetteDir = dirname2(resolve2(cassettePath));
  const rebase = (p) => relPosix(cassetteDir, isAbsolute(p) ? p : resolve2(scenarioDir, p));
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
  const cassetteDir = dirname2(resolve2(parts.cassettePath));
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
  c.scenarioSource = relPosix(cassetteDir, resolve2(parts.scenarioPath));
  c.fingerprint = fp;
  if (!v9 && parts.timeline) {
    c.timeline = parts.timeline.timeline;
    c.timelineHeader = { ...parts.timeline.timelineHeader };
  }
  if (parts.sessionFingerprint !== void 0) c.sessionFingerprint = parts.sessionFingerprint;
  if (parts.folderPrefixMap !== void 0) c.folderPrefixMap = parts.folderPrefixMap.map((m) => ({ from: m.from, mount: m.mount }));
  if (!v9) {
    c.environment = {
      location: "local",
      tier: parts.environment.tier,
      agentBinaryFormat: parts.environment.agentBinaryFormat ?? hostBinaryFormat(),
      harnessVersion: TOOL_VERSION
    };
  }
  if (parts.authoring) c.authoring = { ...parts.authoring };
  return c;
}

// src/record/fingerprint.ts
import { existsSync } from "node:fs";

// src/fingerprint/fingerprint-fields.ts
import { relative as relative2 } from "node:path";
function skillSourcesFor(roots, sessionDir) {
  return [...roots].sort().map((r) => relative2(sessionDir, r));
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
  const dirs = input.session ? declaredSkillDirs(input.session.resolved).filter((d) => existsSync(d)) : [];
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
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";

// src/record/walk-roots.ts
import { lstat, readdir, realpath } from "node:fs/promises";
import { join as join3, relative as relative3, sep as sep2 } from "node:path";
var toRel = (workRoot, abs) => relative3(workRoot, abs).split(sep2).join("/");
function inside(real, rootReal) {
  return real === rootReal || real.startsWith(rootReal + sep2);
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
      const child = join3(abs, name);
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
    const abs = join3(workRoot, root);
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
  return new Promise((resolve6, reject) => {
    const h = createHash("sha256");
    let bytes = 0;
    createReadStream(abs).on("data", (chunk) => {
      const b = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      bytes += b.length;
      h.update(b);
    }).on("error", reject).on("end", () => resolve6({ sha: h.digest("hex"), bytes }));
  });
}
var topOf = (path) => path.split("/")[0] ?? path;
async function manifestEntryFor(e, cap, readonlyRoots) {
  if (e.kind !== "file") return { path: e.path, bytes: 0, sha256: "", linkKind: e.kind };
  const top = topOf(e.path);
  const digestOnly = top === INPUT_ROOT ? "input" : readonlyRoots.has(top) ? "readonly" : e.size > cap ? "size" : void 0;
  try {
    if (digestOnly !== void 0) {
      const { sha, bytes } = await sha256Stream(e.abs);
      return { path: e.path, bytes, sha256: sha, truncated: true, truncationReason: digestOnly };
    }
    const raw = await readFile2(e.abs);
    const sha2562 = createHash("sha256").update(raw).digest("hex");
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
import { createHash as createHash2 } from "node:crypto";
var DIGEST_KEYS = /* @__PURE__ */ new Set(["skillHash", "contentSig", "sharedHash", "promptAssetsHash", "sessionFingerprint", "sha256", "hashFormat", "cassetteVersion", "$schema", "generator"]);
var sha256 = (b) => createHash2("sha256").update(b).digest("hex");
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
import { createHash as createHash3 } from "node:crypto";

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
function localPathToken(text) {
  return `[REDACTED:local-path:${createHash3("sha256").update(text, "utf8").digest("hex").slice(0, 12)}]`;
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
  const text = (s) => {
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
      const r = text(v);
      if (r !== v) changed.hit = true;
      return r;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, changed));
    if (v !== null && typeof v === "object") {
      const out = {};
      for (const [k, x] of Object.entries(v)) {
        const key = text(k);
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
    text,
    value(v) {
      return walk(v, { hit: false });
    },
    jsonLine(line) {
      let parsed;
      try {
        parsed = JSON.parse(line);
      } catch {
        return text(line);
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
  const built = buildCassette({
    format: input.format,
    cassettePath: input.cassettePath,
    scenarioPath: input.scenarioPath,
    scenario: input.scenario,
    events: input.run.events,
    controlOut: input.run.controlOut,
    effectiveFidelity: input.effectiveFidelity,
    artifacts,
    userVisibleRoots: input.layout.userVisibleRoots,
    preRun: input.preRun,
    fingerprint: fp.fingerprint,
    ...fp.sessionFingerprint !== void 0 ? { sessionFingerprint: fp.sessionFingerprint } : {},
    folderPrefixMap: input.layout.folderPrefixMap,
    ...input.run.timeline && input.run.timelineHeader ? { timeline: cassetteTimeline(input.run.timeline, input.run.timelineHeader) } : {},
    environment: { tier: input.effectiveFidelity },
    ...live ? { authoring: { nonDeterministic: true } } : {}
  });
  const redactor = createRedactor({ secretValues: input.secretValues, localPaths: input.redactLocalPaths ?? true });
  const { cassette, scrubbedArtifacts } = redactCassette(built, redactor);
  const verdict = liveVerdict(cassette, input.cassettePath, input.replayOptions);
  return { cassette, verdict, scrubbedArtifacts, warnings: [...fp.warnings, ...fp.readErrors.map((e) => `fingerprint: unreadable ${e} \u2014 skillHash omitted`)] };
}

// src/record/layout.ts
import { chmodSync, cpSync, existsSync as existsSync2, lstatSync, mkdirSync as mkdirSync2, mkdtempSync as mkdtempSync2, readFileSync, readdirSync, realpathSync, rmSync as rmSync2, statSync } from "node:fs";
import { homedir, tmpdir as tmpdir2 } from "node:os";
import { basename as basename2, dirname as dirname4, join as join4, resolve as resolve3 } from "node:path";

// src/record/mount-names.ts
import { basename, dirname as dirname3 } from "node:path";
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
  const base = folders.map((f) => basename(f));
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
    let name = (counts.get(own) ?? 0) > 1 ? `${basename(dirname3(f)) || "root"}--${own}` : own;
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
  if (p.startsWith("~/")) return join4(homedir(), p.slice(2));
  return p;
}
function requireSource(p, what) {
  const abs = resolve3(expandHome(p));
  if (!existsSync2(abs)) throw new HarnessError(`session ${what} ${p}: does not exist \u2014 fix the session file (paths are relative to it)`);
  return realpathSync(abs);
}
function copyTree(src, dest) {
  mkdirSync2(dirname4(dest), { recursive: true });
  try {
    cpSync(src, dest, {
      recursive: true,
      dereference: false,
      verbatimSymlinks: true,
      errorOnExist: true,
      force: false,
      filter: (s) => !SKIP_NAMES.has(basename2(s))
    });
  } catch (e) {
    throw new HarnessError(`cannot stage ${src} into the session layout: ${oneLine(e)}`);
  }
}
function makeReadOnly(p) {
  const st = lstatSync(p);
  if (st.isSymbolicLink()) return;
  if (st.isDirectory()) for (const name of readdirSync(p)) makeReadOnly(join4(p, name));
  chmodSync(p, st.mode & 3949);
}
function makeWritable(p) {
  let st;
  try {
    st = lstatSync(p);
  } catch {
    return;
  }
  if (st.isSymbolicLink()) return;
  chmodSync(p, st.mode & 4095 | 128);
  if (st.isDirectory()) for (const name of readdirSync(p)) makeWritable(join4(p, name));
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
    const file = join4(dir, ".claude-plugin", "marketplace.json");
    try {
      manifest = JSON.parse(readFileSync(file, "utf8"));
    } catch (e) {
      warnings.push(`local marketplace ${m}: cannot read ${file} (${oneLine(e)}) \u2014 its plugins are not staged`);
    }
    const name = typeof manifest.name === "string" ? manifest.name : basename2(dir);
    return { dir, name, manifest };
  });
  for (const entry of session.plugins.enabled) {
    const at = entry.lastIndexOf("@");
    if (at <= 0) continue;
    const plugin = entry.slice(0, at);
    const mktName = entry.slice(at + 1);
    const market = markets.find((m) => m.name === mktName || basename2(m.dir) === mktName);
    if (!market) continue;
    const item = (market.manifest.plugins ?? []).find((p) => p?.name === plugin);
    const source = typeof item?.source === "string" ? resolve3(market.dir, item.source) : void 0;
    if (source === void 0 || !existsSync2(source) || !statSync(source).isDirectory()) {
      warnings.push(`enabled plugin ${entry}: not found as a directory in local marketplace ${market.dir} \u2014 not staged`);
      continue;
    }
    out.push({ mkt: mktName, plugin, dir: source });
  }
  return out;
}
function stageSessionLayout(session, opts = {}) {
  const base = mkdtempSync2(join4(opts.parentDir ?? tmpdir2(), "cowork-session-"));
  const root = join4(base, "session");
  const workRoot = join4(root, "mnt");
  const agentRunDir = join4(base, "agent");
  const readOnlyPaths = [];
  const cleanup = () => {
    for (const p of readOnlyPaths) makeWritable(p);
    rmSync2(base, { recursive: true, force: true });
  };
  try {
    for (const d of ["outputs", "uploads", ".projects", ".local-plugins", ".remote-plugins"]) mkdirSync2(join4(workRoot, d), { recursive: true });
    mkdirSync2(agentRunDir, { recursive: true });
    const warnings = [];
    const uploadNames = /* @__PURE__ */ new Set();
    for (const u of session.uploads) {
      const src = requireSource(u, "upload");
      if (!statSync(src).isFile()) throw new HarnessError(`session upload ${u}: is not a file \u2014 uploads are files only`);
      const dest = join4(workRoot, "uploads", uniqueName(basename2(src), uploadNames));
      copyTree(src, dest);
      makeReadOnly(dest);
      readOnlyPaths.push(dest);
    }
    const froms = session.folders.map((f) => requireSource(f.from, "folder"));
    const mounts = resolveMountNames(froms);
    const folders = session.folders.map((f, i) => {
      const path = join4(workRoot, mounts[i]);
      copyTree(froms[i], path);
      if (f.mode === "r") {
        makeReadOnly(path);
        readOnlyPaths.push(path);
      }
      return { from: froms[i], mount: mounts[i], mode: f.mode, path };
    });
    for (const p of session.projects) {
      const dest = join4(workRoot, ".projects", p.uuid);
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
      stagePlugin(src, join4(workRoot, ".local-plugins", "marketplaces", "local-desktop-app-uploads", uniqueName(basename2(src), uploadsLeaves)));
    }
    for (const m of localMarketplacePlugins(session, warnings)) {
      stagePlugin(m.dir, join4(workRoot, ".local-plugins", "marketplaces", m.mkt, m.plugin));
    }
    const remoteNames = /* @__PURE__ */ new Set();
    for (const p of session.plugins.remote_plugins) {
      const src = requireSource(p, "plugins.remote_plugins entry");
      stagePlugin(src, join4(workRoot, ".remote-plugins", uniqueName(basename2(src), remoteNames)));
    }
    const skillNames = /* @__PURE__ */ new Set();
    for (const s of session.skills.local) {
      const src = requireSource(s, "skills.local entry");
      copyTree(src, join4(agentRunDir, "claude-config", "skills", uniqueName(basename2(src), skillNames)));
    }
    const readonlyRoots = folders.filter((f) => f.mode === "r").map((f) => f.mount);
    return {
      base,
      root,
      workRoot,
      cwd: root,
      outputsDir: join4(workRoot, "outputs"),
      uploadsDir: join4(workRoot, "uploads"),
      agentRunDir,
      folders,
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
import { createHash as createHash4 } from "node:crypto";
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
    return { sha: createHash4("sha256").update(bytes).digest("hex") };
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
import { randomBytes } from "node:crypto";
import { existsSync as existsSync3, realpathSync as realpathSync2 } from "node:fs";
import { mkdir, open as open2, rename, unlink } from "node:fs/promises";
import { basename as basename3, dirname as dirname5, join as join5, relative as relative4, resolve as resolve4, sep as sep3, isAbsolute as isAbsolute2 } from "node:path";
function serializeCassette(cassette) {
  return `${JSON.stringify(cassette, null, 2)}
`;
}
function realish(p) {
  const abs = resolve4(p);
  let head = abs;
  const tail = [];
  while (!existsSync3(head)) {
    const parent = dirname5(head);
    if (parent === head) break;
    tail.unshift(basename3(head));
    head = parent;
  }
  return join5(realpathSync2(head), ...tail);
}
function assertInsideOutDir(target, outDir) {
  const t = realish(target);
  const o = realish(outDir);
  if (t === o) return;
  const rel = relative4(o, t);
  if (rel === "" || rel.startsWith(`..${sep3}`) || rel === ".." || isAbsolute2(rel)) {
    throw new HarnessError(`${target}: refusing to write a cassette outside the output directory ${outDir}`);
  }
}
async function writeCassetteAtomic(path, cassette, opts = {}) {
  if (opts.outDir !== void 0) assertInsideOutDir(path, opts.outDir);
  let text;
  try {
    text = serializeCassette(cassette);
  } catch (e) {
    throw new HarnessError(`${path}: cannot serialize the cassette (${oneLine(e)}) \u2014 nothing was written`);
  }
  const target = resolve4(path);
  const dir = dirname5(target);
  const temp = join5(dir, `.${basename3(target)}.tmp.${process.pid}.${randomBytes(4).toString("hex")}`);
  try {
    await mkdir(dir, { recursive: true });
    const fh = await open2(temp, "wx", 420);
    try {
      await fh.writeFile(text, "utf8");
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
  const file = `${name || basename4(scenarioPath, extname(scenarioPath))}.cassette.json`;
  if (out === void 0) return { path: join6(dirname6(scenarioPath), file), outDir: dirname6(scenarioPath) };
  const isDir = out.endsWith("/") || await stat(out).then((s) => s.isDirectory(), () => false);
  return isDir ? { path: join6(out, file), outDir: out } : { path: out, outDir: dirname6(out) };
}
async function recordScenario(opts) {
  const log = opts.log ?? (() => void 0);
  const scenarioPath = resolve5(opts.scenarioPath);
  const loaded = await loadScenarioFile(scenarioPath);
  const scenario = loaded.scenario;
  const scenarioDir = dirname6(scenarioPath);
  const session = scenario.session === "(inline)" ? void 0 : await loadSessionFile(resolve5(scenarioDir, scenario.session));
  const sessionConfig = session?.resolved ?? SessionSchema.parse({});
  const { path: cassettePath, outDir } = await cassettePathFor(scenarioPath, scenario.name, opts.out);
  const scriptPath = opts.modelScript ? resolve5(opts.modelScript) : scenario.model_script ? resolve5(scenarioDir, scenario.model_script) : void 0;
  const apiKey = opts.env.ANTHROPIC_API_KEY;
  if (!scriptPath && !apiKey) {
    throw new UsageError(`${opts.scenarioPath}: no model to run against \u2014 give the scenario a model_script, pass --model-script FILE, or set ANTHROPIC_API_KEY for the real API`);
  }
  let server;
  const layout = stageSessionLayout(sessionConfig);
  const proxy = await startEgressProxy({ allow: sessionAllowlist(sessionConfig.egress) });
  try {
    for (const w of layout.warnings) log(`warning: ${w}`);
    const preRun = await capturePreRunManifest(layout.workRoot, [...layout.userVisibleRoots, "uploads"], { env: opts.env });
    if (scriptPath) server = await startModelServer({ script: await loadModelScript(scriptPath), scriptName: scriptPath });
    const creds = !server && apiKey ? { ANTHROPIC_API_KEY: apiKey } : {};
    const retries = opts.env[AGENT_MAX_RETRIES_ENV] ?? (server ? SCRIPTED_MODEL_MAX_RETRIES : void 0);
    const modelBaseUrl = server?.url ?? opts.env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com";
    log(`recording ${scenario.name} (${server ? "scripted model" : "real API"}, ${opts.format})`);
    const run = await runAgent({
      ...opts.agentBinary ? { binary: opts.agentBinary } : {},
      cwd: layout.cwd,
      runDir: layout.agentRunDir,
      prompt: scenario.prompt,
      decider: buildDecider({ answers: scenario.answers, parity: sessionConfig.permission_parity, onUnanswered: scenario.on_unanswered ?? "fail", warn: (m) => log(`warning: ${m}`) }),
      modelBaseUrl,
      ...sessionConfig.model ? { model: sessionConfig.model } : {},
      ...opts.timeoutMs ?? scenario.timeout_ms ? { timeoutMs: opts.timeoutMs ?? scenario.timeout_ms } : {},
      pluginDirs: layout.pluginDirs,
      extraEnv: { ...proxy.proxyEnv(), ...creds, ...retries !== void 0 ? { [AGENT_MAX_RETRIES_ENV]: retries } : {} },
      ...server ? { modelErrors: () => server.errors } : {},
      warn: (m) => log(`warning: ${m}`)
    });
    const rec = await finishRecording({
      format: opts.format,
      cassettePath,
      scenarioPath,
      scenario: { ...loaded.authored, prompt: scenario.prompt, session: scenario.session },
      session,
      layout,
      preRun,
      run,
      effectiveFidelity: "container",
      secretValues: secretValuesFromEnv(opts.env, creds),
      ...opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {},
      env: opts.env
    });
    for (const w of rec.warnings) log(`warning: ${w}`);
    const result = evaluateLiveEgress(rec.verdict.result, loaded.authored, proxy.attempts);
    const written = opts.write && (result.verdict.pass || opts.allowFailing === true);
    if (written) await writeCassetteAtomic(cassettePath, rec.cassette, { outDir });
    return { cassettePath, written, result, annotations: rec.verdict.annotations };
  } finally {
    await proxy.close();
    await server?.close();
    layout.cleanup();
  }
}

export {
  resolveAgentBinary,
  recordScenario
};
