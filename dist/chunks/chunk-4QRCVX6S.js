#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LOCKDOWN_FLAGS,
  agentRunArgs,
  applySessionLimits,
  describe,
  detectSibling,
  imageIdentity,
  invokingUser,
  knownCure,
  limitsOfEnv,
  mountableHostPath,
  runtimeChildrenSettled,
  startEgressSidecar,
  stopRuntimeChildren,
  trackRuntimeChild
} from "./chunk-MC6SNHAQ.js";
import {
  agentVersion,
  binaryFormat
} from "./chunk-2YN6NHCG.js";
import {
  resolveAgentBinary
} from "./chunk-W6BAPU3A.js";
import {
  agentImageFor
} from "./chunk-6NVNSL5Q.js";
import {
  OWNER_FILE,
  STAGED_DIR_PREFIX,
  objectToken,
  ownerFileText,
  ownerLabelArgs,
  removeOwnObjects,
  removeStagedDir,
  setSelfContainer,
  sweepBeforeRun
} from "./chunk-M4M45Q44.js";
import {
  detectContainerRuntime,
  engineChoiceText,
  execRuntime,
  otherAnsweringRuntime,
  rmContainerArgs
} from "./chunk-7BOIZFLR.js";
import {
  BodyBudget,
  PLACEHOLDER_CREDENTIAL,
  answerTooLarge,
  hostAllowed,
  parseAllowlist,
  readBoundedBody,
  sessionAllowlist,
  startEgressProxy,
  tooLargeBody
} from "./chunk-237DY7TX.js";
import {
  CmdChannel,
  DEFAULT_DECIDER_MODEL,
  ExternalDecider,
  LlmDecider,
  canPrompt,
  requireDeciderKey
} from "./chunk-UQL5F74J.js";
import {
  createRedactor,
  secretValuesFromEnv
} from "./chunk-CWVNJ7PG.js";
import {
  analyseArtifactText,
  artifactKind
} from "./chunk-J3VIEK5B.js";
import {
  DirChannel
} from "./chunk-BRRGV6H7.js";
import {
  ScriptedDecider,
  abstain,
  decided,
  flat,
  questionText,
  strictLabel
} from "./chunk-JO7JSSWO.js";
import {
  AgentCrashError,
  AgentNoResultError,
  AgentProtocolError,
  AgentRunError,
  AgentTimeoutError,
  ModelApiError,
  ModelScriptMismatchError,
  ResourceLimitError,
  StreamIntegrityError,
  UnansweredError
} from "./chunk-BF4ACLAL.js";
import {
  dispatchesView,
  questionsView,
  traceRows
} from "./chunk-FLDOQDHE.js";
import {
  traceEvents
} from "./chunk-ZTQZXA3R.js";
import {
  onLastResortTeardown
} from "./chunk-7VBCITV6.js";
import {
  protocolTierRefusal,
  runTimeLimit
} from "./chunk-4UATW7ZC.js";
import {
  loadModelScript,
  sessionRootOf
} from "./chunk-I64G2WUU.js";
import {
  scanCassette
} from "./chunk-4AKH4TGB.js";
import {
  envSecretValues
} from "./chunk-BC4CWRGE.js";
import {
  sweepStaleTemps,
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import {
  RUN_FILES,
  TURN_FILES,
  keepRoot,
  newRunId,
  slug
} from "./chunk-ODM7TWBF.js";
import {
  replayLoaded
} from "./chunk-6OGUKABV.js";
import {
  normalizePromptAsset,
  preRunHashCap,
  promptAssetsHash,
  relPosix
} from "./chunk-JUH6HIAL.js";
import {
  AGENT_TOOLS,
  containerBaseline,
  loadBaseline
} from "./chunk-J5CYBANO.js";
import {
  loadScenarioFile
} from "./chunk-2HFCXRSU.js";
import {
  MODEL_SCRIPT_KEY_DEPRECATION
} from "./chunk-BLIPJPYU.js";
import {
  computeTreeFingerprint,
  sessionFingerprint,
  sha256OfFile
} from "./chunk-BVER6YVT.js";
import {
  SessionSchema,
  declaredSkillDirs,
  lineOfPath,
  loadSessionFile,
  parseYamlWithPositions
} from "./chunk-3LL6WAPB.js";
import {
  ContainmentError,
  closeDir,
  createFileAt,
  isPlainName,
  listDir,
  lstatAt,
  openDirAt,
  openDirPath,
  openFileAt,
  openTrustedDir,
  readFdBounded,
  readFileBelow
} from "./chunk-HT3KHDWJ.js";
import {
  errorEnvelope,
  serializeDecision,
  successEnvelope
} from "./chunk-EEFRBXOR.js";
import {
  ProtocolLineError,
  parseLine,
  toDecisionRequest
} from "./chunk-5LE6OEBY.js";
import {
  clipLine
} from "./chunk-IAQDAOHD.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  checkCassette
} from "./chunk-QM645DRD.js";
import {
  escapesRoot,
  isWithin,
  landingPath,
  repositoryRootOf
} from "./chunk-FOXKMYXX.js";
import {
  LIVE_ONLY_KEYS
} from "./chunk-IILW425K.js";
import {
  formatIssuePath
} from "./chunk-S63R6LBV.js";
import {
  GitRepoIndex,
  gitClient
} from "./chunk-2JGKRYKG.js";
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import {
  defuseLegacyCommands,
  noBreaks
} from "./chunk-F7KVOVFU.js";

// src/live/answerers/live-session.ts
import { resolve } from "node:path";

// src/live/agent/decider/terminal.ts
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
      const answers2 = {};
      for (const q of questions) {
        const first = q.options?.[0]?.label;
        if (first === void 0) throw new UnansweredError(`${describeQuestion(q)} offers no options, so on_unanswered: first cannot pick one`);
        answers2[questionText(q)] = first;
      }
      return decided({ kind: "question", answers: answers2 }, "first", { nonDeterministic: true });
    }
    throw new UnansweredError(
      `${questions.map(describeQuestion).join("; ")} \u2014 add an answers rule (when_question + choose/answer), set on_unanswered: first, or answer it live (record --decider-dir DIR with \`cowork-harness gates\`/\`answer\`, --decider-llm, --decider-cmd)`
    );
  }
};

// src/live/answerers/prompt-decider.ts
import { createInterface } from "node:readline/promises";
var PromptDecider = class {
  constructor(opts) {
    this.opts = opts;
  }
  opts;
  async read(question) {
    const rl = createInterface({ input: this.opts.input, output: this.opts.output, terminal: false });
    try {
      return (await rl.question(question)).trim();
    } finally {
      rl.close();
    }
  }
  async decide(req) {
    if (req.kind === "dialog" || req.kind === "elicit") return abstain("not asked at the terminal");
    if (req.kind === "permission") {
      if (req.tool !== "WebFetch") return abstain();
      const a = (await this.read(`
The agent wants to fetch ${flat(String(req.input.url ?? ""))}. Allow? [y/N] `)).toLowerCase();
      return a === "y" || a === "yes" ? decided({ kind: "permission", behavior: "allow", updatedInput: req.input }, "human", {
        nonDeterministic: true
      }) : decided({ kind: "permission", behavior: "deny", message: "denied at the terminal" }, "human", {
        nonDeterministic: true
      });
    }
    const answers2 = {};
    for (const q of req.questions) {
      const text2 = questionText(q);
      const labels = (q.options ?? []).map((o) => o.label);
      const menu = labels.map((l, i) => `  ${i + 1}) ${flat(l)}`).join("\n");
      for (let tries = 0; ; tries++) {
        const a = await this.read(
          `
${flat(text2, 500)}
${menu}${menu ? "\n" : ""}${q.multiSelect ? "your choices (comma-separated): " : "your answer: "}`
        );
        if (labels.length === 0 && a !== "") {
          answers2[text2] = a;
          break;
        }
        const picks = q.multiSelect ? a.split(",").map((s) => s.trim()).filter((s) => s !== "") : [a];
        const bound = picks.map((p) => strictLabel(p, labels));
        if (picks.length > 0 && bound.every((b) => b !== void 0)) {
          answers2[text2] = [...new Set(bound)].join(", ");
          break;
        }
        if (tries >= 2) throw new UnansweredError(`"${flat(text2)}" was not answered at the terminal`);
        this.opts.output.write(`not an option \u2014 type a number from 1 to ${labels.length}, or a label
`);
      }
    }
    return decided({ kind: "question", answers: answers2 }, "human", { nonDeterministic: true });
  }
};

// src/live/agent/assistant-line.ts
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function assistantLine(line, parsed) {
  if (!line.includes('"assistant"')) return void 0;
  let msg = parsed;
  if (msg === void 0)
    try {
      msg = JSON.parse(line);
    } catch {
      return void 0;
    }
  if (!isObj(msg) || msg.type !== "assistant" || !isObj(msg.message)) return void 0;
  const content = Array.isArray(msg.message.content) ? msg.message.content : [];
  return { event: msg, message: msg.message, content };
}

// src/live/answerers/transcript-tail.ts
var CONTEXT_TAIL_CHARS = 1e3;
var TranscriptTail = class {
  constructor(max = CONTEXT_TAIL_CHARS) {
    this.max = max;
  }
  max;
  text = "";
  cut = false;
  /** One stdout line of the agent (anything but a top-level assistant message is ignored). */
  observe(line, parsed) {
    const a = assistantLine(line, parsed);
    if (!a || a.event.parent_tool_use_id) return;
    for (const block of a.content) {
      if (isObj(block) && block.type === "text" && typeof block.text === "string" && block.text.trim() !== "")
        this.add(block.text.trim());
    }
  }
  add(text2) {
    this.text = this.text === "" ? text2 : `${this.text}
${text2}`;
    if (this.text.length > this.max) {
      this.text = this.text.slice(this.text.length - this.max);
      this.cut = true;
    }
  }
  /** The tail so far ("" before any assistant text). */
  value() {
    return this.text === "" ? "" : `${this.cut ? "\u2026" : ""}${this.text}`;
  }
};

// src/live/answerers/live-session.ts
var DIALOG_TIMEOUT_ENV = "COWORK_HARNESS_DIALOG_TIMEOUT_MS";
function dialogTimeoutOverride(env) {
  const raw = env[DIALOG_TIMEOUT_ENV]?.trim();
  if (raw === void 0 || raw === "") return void 0;
  if (/^(?:inf|infinite|-1)$/i.test(raw)) return Infinity;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new UsageError(`${DIALOG_TIMEOUT_ENV} must be a positive number of milliseconds or inf (got "${raw}")`);
  return n;
}
var LiveDeciderSession = class {
  constructor(config, opts) {
    this.config = config;
    this.opts = opts;
  }
  config;
  opts;
  channel;
  runs = 0;
  /** The terminal decider for one scenario whose key says `scenarioPolicy` (undefined: not set). */
  forScenario(scenarioPolicy, scenarioLabel) {
    const tail = new TranscriptTail();
    const secrets = envSecretValues(this.opts.env);
    const runId = `run-${++this.runs}`;
    const ch = this.config.channel;
    const flag = this.config.onUnanswered;
    if (ch !== void 0) {
      if (scenarioPolicy !== void 0 && scenarioPolicy !== "fail") {
        this.opts.log(
          `warning: [input] ${scenarioLabel} sets on_unanswered: ${scenarioPolicy}; the live decider (--decider-${ch.kind}) answers its unscripted gates instead`
        );
      }
      this.opts.log(`[input] unscripted-question policy: live decider channel (decider-${ch.kind})`);
      return this.live(
        ch.kind === "llm" ? this.llm(ch.intent, ch.model, tail, secrets) : new ExternalDecider(this.open(), { runId, context: () => tail.value(), secrets }),
        tail,
        `decider-${ch.kind}`
      );
    }
    const policy = scenarioPolicy ?? flag ?? "fail";
    if (scenarioPolicy !== void 0 && flag !== void 0 && scenarioPolicy !== flag) {
      this.opts.log(
        `warning: [input] ${scenarioLabel} sets on_unanswered: ${scenarioPolicy}, which takes precedence over --on-unanswered ${flag}`
      );
    }
    if (scenarioPolicy !== void 0 || flag !== void 0) {
      this.opts.log(
        `[input] unscripted-question policy: ${policy} (${scenarioPolicy !== void 0 ? "scenario" : "flag"})`
      );
    }
    if (policy === "llm") return this.live(this.llm(void 0, void 0, tail, secrets), tail, "decider-llm");
    if (policy === "prompt") {
      if (this.opts.command !== "run") {
        throw new UsageError(
          `${scenarioLabel}: on_unanswered: prompt needs a person at a terminal, which ${this.opts.command} never asks \u2014 record with --decider-dir <dir> and answer with \`cowork-harness gates\`/\`answer\`, or use on_unanswered: first / llm`
        );
      }
      if (!canPrompt(this.opts.interactive === true, this.opts.env)) {
        throw new UsageError(
          `${scenarioLabel}: on_unanswered: prompt needs an interactive terminal (stdin is not a TTY, or CI is set)`
        );
      }
      return this.live(
        new PromptDecider({ input: this.opts.input ?? process.stdin, output: this.opts.output ?? process.stderr }),
        tail,
        "prompt"
      );
    }
    const override = dialogTimeoutOverride(this.opts.env);
    return {
      terminal: new TerminalDecider(policy),
      dialogTimeoutMs: override ?? 6e3,
      observeLine: () => void 0,
      label: policy
    };
  }
  live(terminal, tail, label) {
    const override = dialogTimeoutOverride(this.opts.env);
    if (override !== void 0 && Number.isFinite(override)) {
      throw new UsageError(
        `${DIALOG_TIMEOUT_ENV}=${override} cannot be combined with a live decider (${label}): it waits for its answer \u2014 unset it, or set it to inf`
      );
    }
    return { terminal, dialogTimeoutMs: Infinity, observeLine: (l, parsed) => tail.observe(l, parsed), label };
  }
  llm(intent, model, tail, secrets) {
    const env = this.opts.env;
    return new LlmDecider({
      apiKey: requireDeciderKey(env),
      baseUrl: env.COWORK_HARNESS_DECIDER_BASE_URL || env.ANTHROPIC_BASE_URL || "https://api.anthropic.com",
      model: model ?? (env.COWORK_HARNESS_DECIDER_MODEL || DEFAULT_DECIDER_MODEL),
      ...intent !== void 0 ? { intent } : {},
      env,
      context: () => tail.value(),
      secrets,
      log: this.opts.log
    });
  }
  open() {
    if (this.channel) return this.channel;
    const ch = this.config.channel;
    if (ch?.kind === "cmd") this.channel = new CmdChannel(ch.command, { cwd: this.opts.cwd, env: this.opts.env });
    else if (ch?.kind === "dir")
      this.channel = new DirChannel(resolve(this.opts.cwd, ch.dir), {
        env: this.opts.env,
        log: this.opts.log,
        display: ch.dir
      });
    else throw new Error("no external channel configured");
    return this.channel;
  }
  async close() {
    await this.channel?.close();
  }
};

// src/live/agent/progress.ts
var HEARTBEAT_MS = 3e4;
var HEARTBEAT_ENV = "COWORK_HARNESS_HEARTBEAT_MS";
var WRITTEN_TEXT = {
  Write: ["content"],
  Edit: ["new_string"],
  NotebookEdit: ["new_source"]
};
var RunProgress = class {
  messages = /* @__PURE__ */ new Set();
  toolCalls = 0;
  bytes = 0;
  /** Counts one stdout line of the agent (anything not a JSON assistant event is ignored). */
  observe(line, parsed) {
    const a = assistantLine(line, parsed);
    if (!a) return;
    const id = a.message.id;
    if (typeof id === "string" && this.messages.size < 1e5) this.messages.add(id);
    for (const block of a.content) {
      if (!isObj(block) || block.type !== "tool_use") continue;
      this.toolCalls++;
      const input = isObj(block.input) ? block.input : {};
      const name = typeof block.name === "string" ? block.name : "";
      for (const key of WRITTEN_TEXT[name] ?? [])
        if (typeof input[key] === "string") this.bytes += Buffer.byteLength(input[key]);
      if (name === "MultiEdit" && Array.isArray(input.edits)) {
        for (const e of input.edits)
          if (isObj(e) && typeof e.new_string === "string") this.bytes += Buffer.byteLength(e.new_string);
      }
    }
  }
  /** "still running: 1m05s, model turn 3, 7 tool call(s), 2,048 byte(s) written by file tools" */
  line(elapsedMs) {
    const s = Math.floor(elapsedMs / 1e3);
    const elapsed = s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
    const turn = this.messages.size === 0 ? "no model turn yet" : `model turn ${this.messages.size}`;
    return `still running: ${elapsed}, ${turn}, ${this.toolCalls} tool call(s), ${this.bytes.toLocaleString("en-US")} byte(s) written by file tools`;
  }
};
function heartbeatMs(env) {
  const v = env[HEARTBEAT_ENV];
  return v !== void 0 && /^\d{1,9}$/.test(v) ? Number(v) : HEARTBEAT_MS;
}
function startHeartbeat(log, describe2, everyMs) {
  if (everyMs <= 0) return { log, stop: () => void 0 };
  const started = Date.now();
  let last = started;
  const say = (line) => {
    last = Date.now();
    log(line);
  };
  const timer = setInterval(
    () => {
      if (Date.now() - last >= everyMs) say(describe2(Date.now() - started));
    },
    Math.max(10, Math.min(1e3, Math.floor(everyMs / 4)))
  );
  timer.unref();
  return { log: say, stop: () => clearInterval(timer) };
}

// src/live/record/record-scenario.ts
import { basename as basename10, dirname as dirname13, extname, join as join17, relative as relative6, resolve as resolve10 } from "node:path";
import { stat } from "node:fs/promises";

// src/live/agent/run-agent.ts
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface as createInterface2 } from "node:readline";

// src/live/agent/argv.ts
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
    args2.push(...opts.extraArgs ?? []);
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
  args.push(...opts.extraArgs ?? []);
  const tools = opts.tools ?? AGENT_TOOLS;
  const allowed = (opts.allowedTools ?? DEFAULT_ALLOWED_TOOLS).filter((t) => tools.includes(t));
  args.push("--tools", ...tools.length > 0 ? tools : [""]);
  if (allowed.length > 0) args.push("--allowedTools", ...allowed);
  return args;
}

// src/live/agent/encode-decision.ts
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

// src/live/agent/initialize.ts
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

// src/live/agent/hooks.ts
var isObj2 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
async function answerHookCallback(callbackId, input, handlers) {
  if (callbackId === TASK_BG_HOOK_ID) {
    const toolInput = isObj2(input) ? input.tool_input : void 0;
    return isObj2(toolInput) && toolInput.run_in_background ? { decision: "block", reason: "Background agents disabled" } : {};
  }
  const handler = handlers.get(callbackId);
  if (!handler) return {};
  try {
    return await handler(input);
  } catch (e) {
    return { decision: "block", reason: `hook ${callbackId} failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

// src/live/agent/mcp.ts
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

// src/live/agent/control-handler.ts
var isObj3 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
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
    const request = isObj3(msg.request) ? msg.request : {};
    const subtype = typeof request.subtype === "string" ? request.subtype : String(request.subtype);
    switch (subtype) {
      case "hook_callback": {
        const body = await answerHookCallback(String(request.callback_id ?? ""), request.input, this.opts.hooks ?? /* @__PURE__ */ new Map());
        return { frame: { ...successEnvelope(id, body) } };
      }
      case "mcp_message": {
        const message = isObj3(request.message) ? request.message : {};
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
  /** The decider's verdict; a dialog waits at most dialogTimeoutMs (Infinity: no limit), then is cancelled. */
  async decide(req) {
    const pending = Promise.resolve(this.opts.decider.decide(req));
    if (req.kind !== "dialog") return pending;
    const ms = this.opts.dialogTimeoutMs ?? DIALOG_AUTOCANCEL_MS;
    if (!Number.isFinite(ms)) return pending;
    let timer;
    const timeout = new Promise((resolve11) => {
      timer = setTimeout(() => resolve11({ kind: "decided", response: { kind: "dialog", behavior: "cancelled" }, by: "timeout" }), ms);
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

// src/live/agent/env.ts
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
var MESSAGING_OFF_RUNTIME_DIR = "/dev/null";
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
  if (mode === "container") env.XDG_RUNTIME_DIR = MESSAGING_OFF_RUNTIME_DIR;
  return env;
}

// src/live/agent/stdin-writer.ts
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
      () => new Promise((resolve11) => {
        if (this.ended || this.stdin.destroyed || !this.stdin.writable) {
          this.onUndelivered(line, "stdin is closed");
          return resolve11(false);
        }
        this.stdin.write(`${line}
`, (err) => {
          if (err) {
            this.onUndelivered(line, err.message);
            resolve11(false);
          } else {
            this.onDelivered(line);
            resolve11(true);
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

// src/live/agent/stdout-bound.ts
var MAX_LINE_BYTES = 32 * 1024 * 1024;
var MAX_EVENT_STREAM_BYTES = 128 * 1024 * 1024;
var StdoutBound = class {
  constructor(maxLine = MAX_LINE_BYTES, maxStream = MAX_EVENT_STREAM_BYTES) {
    this.maxLine = maxLine;
    this.maxStream = maxStream;
  }
  maxLine;
  maxStream;
  total = 0;
  sinceNewline = 0;
  /** Counts `chunk`; says which ceiling it passed, if one. */
  feed(chunk) {
    this.total += chunk.length;
    const nl = chunk.lastIndexOf(10);
    this.sinceNewline = nl === -1 ? this.sinceNewline + chunk.length : chunk.length - nl - 1;
    if (this.total > this.maxStream) return { kind: "stream", limit: this.maxStream };
    if (this.sinceNewline > this.maxLine) return { kind: "line", limit: this.maxLine };
    return void 0;
  }
};

// src/live/agent/timeline.ts
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

// src/live/agent/run-agent.ts
var STDERR_CAP = 1024 * 1024;
var STDERR_TAIL = 2e3;
var DEFAULT_KILL_GRACE_MS = 2e3;
var EXIT_AFTER_RESULT_MS = 1e4;
var isObj4 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
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
function overrunError(o) {
  return o.kind === "line" ? new AgentProtocolError(`the agent printed more than ${o.limit} bytes without a newline \u2014 not a stream-json line; stopped`) : new ResourceLimitError(
    `the agent's stdout passed ${o.limit} bytes, the ceiling on one run's event stream (docs/limits.md) \u2014 the run was stopped and the rest not read; a cassette that large could not be replayed`
  );
}
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
    ...opts.envMode === "protocol" ? { style: "protocol" } : {},
    ...opts.extraArgs ? { extraArgs: opts.extraArgs } : {}
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
  if (opts.launch) trackRuntimeChild(child);
  let fatal;
  let killTimer;
  let lingerTimer;
  const terminate = () => {
    if (killTimer) return;
    killGroup(child, "SIGTERM");
    killTimer = setTimeout(() => killGroup(child, "SIGKILL"), opts.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
  };
  const fail = (e) => {
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
      fail(new AgentProtocolError(`a frame of ${size} bytes exceeds the ${CONTROL_OUT_MIRROR_CAP}-byte control-out cap`));
      return Promise.resolve(false);
    }
    return writer.write(frame);
  };
  const answerControl = async (msg) => {
    const ans = await handler.answer(msg);
    const delivered = ans.frame ? await send(ans.frame) : false;
    if (ans.decision) run.decisions.push({ ...ans.decision, delivered });
    if (ans.fatal) fail(ans.fatal);
  };
  let timeoutTimer;
  if (opts.timeoutMs !== void 0) {
    timeoutTimer = setTimeout(() => fail(new AgentTimeoutError(opts.timeoutMs)), opts.timeoutMs);
  }
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk) => {
    if (run.stderr.length < STDERR_CAP) run.stderr += chunk.slice(0, STDERR_CAP - run.stderr.length);
  });
  const closed = new Promise((resolve11) => {
    child.on("error", (e) => {
      if (e.code === "EPIPE") return;
      fatal ??= new AgentCrashError(`cannot start the agent binary ${binary}: ${e.message}`);
      resolve11();
    });
    child.on("close", (code, signal) => {
      run.exitCode = code;
      run.signal = signal;
      resolve11();
    });
  });
  const bound = new StdoutBound(opts.maxLineBytes, opts.maxStreamBytes);
  let overrun = false;
  child.stdout.on("data", (chunk) => {
    const o = overrun ? void 0 : bound.feed(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    if (!o) return;
    overrun = true;
    fail(overrunError(o));
    child.stdout.destroy();
  });
  const lines = createInterface2({ input: child.stdout, crlfDelay: Infinity });
  const pending = [];
  lines.on("line", (line) => {
    if (overrun || line.trim() === "") return;
    const index = run.events.length;
    run.events.push(line);
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      opts.observeLine?.(line, void 0);
      return;
    }
    opts.observeLine?.(line, msg);
    timeline.add(index, msg, Math.round(performance.now() - started));
    if (!isObj4(msg)) return;
    if (msg.type === "control_request") {
      pending.push(answerControl(msg).catch((e) => fail(new AgentProtocolError(e instanceof Error ? e.message : String(e)))));
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
  const failure = opts.launch?.failure?.(run, fatal !== void 0) ?? fatal ?? outcomeError(run, opts);
  if (failure) {
    failure.run = run;
    throw failure;
  }
  return run;
}
function outcomeError(run, opts) {
  const scriptError = opts.modelErrors?.()[0];
  if (scriptError) return new ModelScriptMismatchError(scriptError.message, scriptError.kind === "expect" ? EXIT.fail : EXIT.usage);
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
    return isObj4(v) ? v : void 0;
  } catch {
    return void 0;
  }
}
function oneLineText(s, max) {
  return clipLine(s, max, "after");
}

// src/live/agent/decider/chain.ts
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

// src/live/agent/decider/permission-default.ts
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

// src/live/agent/decider/build.ts
function buildDecider(opts = {}) {
  const policy = opts.onUnanswered ?? "fail";
  if (opts.terminal === void 0 && (policy === "prompt" || policy === "llm")) {
    throw new UsageError(`on_unanswered: ${policy} is not supported by the scripted driver \u2014 use fail, first or deny`);
  }
  return new ChainDecider([
    new ScriptedDecider(opts.answers ?? [], opts.warn),
    new PermissionDefaultDecider(opts.parity ?? "cowork"),
    opts.terminal ?? new TerminalDecider(policy === "prompt" || policy === "llm" ? "fail" : policy)
  ]);
}

// src/live/model-server/server.ts
import { createServer } from "node:http";

// src/live/model-server/bounded-handler.ts
function boundedRequestHandler(name, requests, route) {
  const budget = new BodyBudget();
  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const log = requests.open(req.method ?? "", url.pathname + url.search);
    void readBoundedBody(req, res, { budget }).then((read2) => {
      if (read2.ok) return route(req, res, url, read2.text, log);
      if ("aborted" in read2) return void req.socket.destroy();
      log.status = 413;
      answerTooLarge(req, res, tooLargeBody(`${name}: ${read2.tooLarge}`));
    });
  };
}

// src/live/model-server/request-text.ts
var isObj5 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
function contentText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((b) => isObj5(b) && typeof b.text === "string" ? b.text : "").filter((t) => t !== "").join("\n");
}
function lastUserBlocks(body) {
  const messages = isObj5(body) && Array.isArray(body.messages) ? body.messages : [];
  let start = messages.length;
  while (start > 0 && !(isObj5(messages[start - 1]) && messages[start - 1].role === "assistant")) start--;
  return messages.slice(start).flatMap((m) => {
    if (!isObj5(m) || m.role !== "user" && m.role !== "system") return [];
    if (typeof m.content === "string") return [{ type: "text", text: m.content }];
    return Array.isArray(m.content) ? m.content.filter(isObj5) : [];
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

// src/live/model-server/match-expect.ts
var clip = (s, n = 160) => s.length > n ? `${s.slice(0, n)}\u2026` : s;
var TOOL_RESULT_UNMET = "expected a tool_result";
function unmetExpectation(expect, body) {
  if (!expect) return null;
  const results = lastToolResults(body);
  const seen = () => results.length === 0 ? "the request carries no tool_result" : `got ${results.map((r) => JSON.stringify(clip(r.text))).join(", ")}`;
  if (expect.tool_result_startswith !== void 0) {
    const want = expect.tool_result_startswith;
    if (!results.some((r) => r.text.startsWith(want)))
      return `${TOOL_RESULT_UNMET} starting with ${JSON.stringify(want)}; ${seen()}`;
  }
  if (expect.tool_result_contains !== void 0) {
    const want = expect.tool_result_contains;
    if (!results.some((r) => r.text.includes(want)))
      return `${TOOL_RESULT_UNMET} containing ${JSON.stringify(want)}; ${seen()}`;
  }
  if (expect.user_contains !== void 0) {
    const want = expect.user_contains;
    const text2 = lastUserText(body);
    if (!text2.includes(want))
      return `expected the user message to contain ${JSON.stringify(want)}; got ${JSON.stringify(clip(text2))}`;
  }
  if (expect.system_contains !== void 0) {
    const want = expect.system_contains;
    const system = typeof body === "object" && body !== null ? contentText(body.system) : "";
    if (!system.includes(want))
      return `expected the system prompt to contain ${JSON.stringify(want)}; it does not (${system.length} chars)`;
  }
  return null;
}

// src/live/model-server/request-log.ts
var MAX_LOGGED_REQUESTS = 1e3;
var MAX_LOGGED_BODY_BYTES = 64 * 1024 * 1024;
var MAX_LOGGED_ERRORS = 100;
function pushBounded(list, item, max = MAX_LOGGED_ERRORS) {
  if (list.length < max) list.push(item);
}
var MAX_LOGGED_PATH = 2048;
var RequestLog = class {
  constructor(maxEntries = MAX_LOGGED_REQUESTS, maxBodyBytes = MAX_LOGGED_BODY_BYTES) {
    this.maxEntries = maxEntries;
    this.maxBodyBytes = maxBodyBytes;
  }
  maxEntries;
  maxBodyBytes;
  /** the entries kept, oldest first */
  entries = [];
  seq = 0;
  bodyBytes = 0;
  /** entries whose body is still held, oldest first */
  withBody = [];
  /** A new entry for a request as it arrives. */
  open(method, path) {
    const entry = {
      seq: ++this.seq,
      method: method.slice(0, 16),
      path: path.slice(0, MAX_LOGGED_PATH),
      status: 0
    };
    this.entries.push(entry);
    if (this.entries.length > this.maxEntries) this.dropBody(this.entries.shift());
    return entry;
  }
  /** Keeps `body` (parsed from `bytes` of text) on `entry`, dropping the oldest bodies to stay within the bound. */
  keepBody(entry, body, bytes) {
    entry.bodyBytes = bytes;
    if (bytes > this.maxBodyBytes) return;
    while (this.bodyBytes + bytes > this.maxBodyBytes && this.withBody.length > 0) this.dropBody(this.withBody[0]);
    entry.body = body;
    this.bodyBytes += bytes;
    this.withBody.push(entry);
  }
  dropBody(entry) {
    const at2 = this.withBody.indexOf(entry);
    if (at2 === -1) return;
    this.withBody.splice(at2, 1);
    this.bodyBytes -= entry.bodyBytes ?? 0;
    delete entry.body;
  }
};

// src/live/model-server/sse.ts
function wireBlocks(blocks, turn) {
  return blocks.map(
    (b, i) => "text" in b ? { type: "text", text: b.text } : {
      type: "tool_use",
      id: b.tool_use.id ?? `toolu_t${turn}_${i + 1}`,
      name: b.tool_use.name,
      input: b.tool_use.input
    }
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
        usage: {
          input_tokens: u.input,
          output_tokens: 1,
          cache_creation_input_tokens: u.cacheCreation,
          cache_read_input_tokens: u.cacheRead
        }
      }
    })
  ];
  wire.forEach((b, index) => {
    if (b.type === "text") {
      parts.push(
        event("content_block_start", { type: "content_block_start", index, content_block: { type: "text", text: "" } })
      );
      parts.push(
        event("content_block_delta", {
          type: "content_block_delta",
          index,
          delta: { type: "text_delta", text: b.text }
        })
      );
    } else {
      parts.push(
        event("content_block_start", {
          type: "content_block_start",
          index,
          content_block: { type: "tool_use", id: b.id, name: b.name, input: {} }
        })
      );
      parts.push(
        event("content_block_delta", {
          type: "content_block_delta",
          index,
          delta: { type: "input_json_delta", partial_json: JSON.stringify(b.input) }
        })
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
    usage: {
      input_tokens: u.input,
      output_tokens: u.output,
      cache_creation_input_tokens: u.cacheCreation,
      cache_read_input_tokens: u.cacheRead
    }
  };
}
function errorBody(type, message) {
  return { type: "error", error: { type, message } };
}

// src/live/model-server/server.ts
function sendJson(res, status, body, headers = {}) {
  const text2 = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text2), ...headers });
  res.end(text2);
}
async function startModelServer(opts) {
  const requests = new RequestLog();
  const errors = [];
  const sockets = /* @__PURE__ */ new Set();
  const scriptName = opts.scriptName ?? "model script";
  let nextTurn = 0;
  let messageSeq = 0;
  let lastFault;
  const scriptError = (res, log, turn, what, kind) => {
    const retry = lastFault?.turn === turn - 1 ? ` (this request is the agent's retry after turn ${lastFault.turn}'s scripted ${lastFault.kind} fault \u2014 script a turn for each retry, or bound retries with CLAUDE_CODE_MAX_RETRIES)` : "";
    const message = `${scriptName}: turn ${turn}: ${what}${retry}`;
    pushBounded(errors, { turn, message, kind });
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
    const render2 = {
      messageId: `msg_scripted_${String(++messageSeq).padStart(4, "0")}`,
      model,
      turn: turnNo,
      inputTokens: estimateTokens(JSON.stringify(body.messages ?? "")),
      ...turn.usage ? { usage: turn.usage } : {}
    };
    const blocks = turn.respond ?? [];
    log.status = 200;
    if (body.stream === true) {
      const text2 = renderSse(blocks, render2);
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        "request-id": render2.messageId
      });
      res.end(text2);
    } else {
      sendJson(res, 200, renderMessage(blocks, render2), { "request-id": render2.messageId });
    }
  };
  const handleMessages = (req, res, raw, log) => {
    let body;
    try {
      const parsed = JSON.parse(raw);
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
      body = parsed;
      requests.keepBody(log, body, Buffer.byteLength(raw));
    } catch {
      log.status = 400;
      sendJson(res, 400, errorBody("invalid_request_error", `${scriptName}: request body is not a JSON object`), {
        "x-should-retry": "false"
      });
      return;
    }
    if (opts.fault) return applyFault(opts.fault, req, res, log);
    const turnNo = nextTurn + 1;
    log.turn = turnNo;
    const turn = opts.script.turns[nextTurn];
    if (!turn) {
      scriptError(
        res,
        log,
        turnNo,
        `unexpected request: the script has only ${opts.script.turns.length} turn(s)`,
        "exhausted"
      );
      return;
    }
    nextTurn++;
    const unmet = unmetExpectation(turn.expect, body);
    if (unmet !== null) return scriptError(res, log, turnNo, unmet, "expect");
    lastFault = turn.fault ? { turn: turnNo, kind: turn.fault } : void 0;
    if (turn.fault) return applyFault(turn.fault, req, res, log);
    serveTurn(turn, turnNo, body, res, log);
  };
  const route = (req, res, url, raw, log) => {
    if (req.method === "POST" && url.pathname === "/v1/messages") return handleMessages(req, res, raw, log);
    if (req.method === "POST" && url.pathname === "/v1/messages/count_tokens") {
      log.status = 200;
      return sendJson(res, 200, { input_tokens: estimateTokens(raw) });
    }
    if ((req.method === "HEAD" || req.method === "GET") && url.pathname === "/") {
      log.status = 200;
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(req.method === "HEAD" ? void 0 : "scripted model server\n");
      return;
    }
    log.status = 404;
    sendJson(
      res,
      404,
      errorBody("not_found_error", `scripted model server: no route for ${req.method} ${url.pathname}`)
    );
  };
  const server2 = createServer(boundedRequestHandler("scripted model server", requests, route));
  server2.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise((resolve11, reject) => {
    server2.once("error", reject);
    server2.listen(0, opts.host ?? "127.0.0.1", () => resolve11());
  });
  const { port } = server2.address();
  return {
    url: `http://${opts.host ?? "127.0.0.1"}:${port}`,
    requests: requests.entries,
    errors,
    turnsServed: () => nextTurn,
    close: () => new Promise((resolve11) => {
      for (const s of sockets) s.destroy();
      server2.close(() => resolve11());
    })
  };
}

// src/core/session/paths.ts
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join as join2, relative, resolve as resolve2, sep } from "node:path";
var URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\/|^git@/i;
function expandHome(p) {
  if (p === "~") return homedir();
  if (p.startsWith("~/")) return join2(homedir(), p.slice(2));
  return p;
}
function sessionNamedPaths(s) {
  const out = [];
  const list = (field, values) => values.forEach((path, i) => out.push({ field: [...field, i], path }));
  s.uploads.forEach((path, i) => out.push({ field: ["uploads", i], path }));
  s.folders.forEach((f, i) => out.push({ field: ["folders", i, "from"], path: f.from }));
  s.projects.forEach((p, i) => out.push({ field: ["projects", i, "from"], path: p.from }));
  list(["plugins", "local_marketplaces"], s.plugins.local_marketplaces);
  list(["plugins", "local_plugins"], s.plugins.local_plugins);
  list(["plugins", "remote_plugins"], s.plugins.remote_plugins);
  s.plugins.marketplaces.forEach((m, i) => {
    if (!URL_LIKE.test(m)) out.push({ field: ["plugins", "marketplaces", i], path: m });
  });
  if (s.plugins.config_dir !== null) out.push({ field: ["plugins", "config_dir"], path: s.plugins.config_dir });
  list(["skills", "local"], s.skills.local);
  if (s.mcp.config !== null) out.push({ field: ["mcp", "config"], path: s.mcp.config });
  return out;
}
function containmentProblem(path, repoRoot) {
  const root = landingPath(repoRoot);
  const lands = landingPath(resolve2(expandHome(path)));
  if (!isWithin(root, lands)) return "resolves outside the repository";
  const rel = relative(root, lands);
  if (rel.split(sep).some((c) => c.toLowerCase() === ".git")) return "resolves inside .git";
  return void 0;
}
function layoutNameProblems(s) {
  const out = [];
  s.projects.forEach((p, i) => {
    if (!isPlainName(p.uuid)) out.push({ field: ["projects", i, "uuid"], value: p.uuid });
  });
  s.plugins.enabled.forEach((e, i) => {
    const at2 = e.lastIndexOf("@");
    if (at2 <= 0) return;
    if (!isPlainName(e.slice(0, at2)) || !isPlainName(e.slice(at2 + 1)))
      out.push({ field: ["plugins", "enabled", i], value: e });
  });
  return out;
}
function lineFinder(file) {
  try {
    const parsed = parseYamlWithPositions(readFileSync(file, "utf8"));
    if (!parsed.ok) return () => void 0;
    return (field) => lineOfPath(parsed.source, field);
  } catch {
    return () => void 0;
  }
}
var HOW = "session paths must stay inside the repository's work tree (pass --allow-outside-paths to run it on your own machine)";
function sessionFieldLocator(file, ctx) {
  const shown2 = (ctx.display ?? ((f) => relativeOrAbsolute(f, ctx.repoRoot)))(file);
  const lineOf2 = lineFinder(file);
  return (field) => {
    const line = lineOf2(field);
    return line !== void 0 ? `${shown2}:${line}` : shown2;
  };
}
function assertSessionContained(file, resolved, ctx) {
  const shown2 = (ctx.display ?? ((f) => relativeOrAbsolute(f, ctx.repoRoot)))(file);
  const fileProblem = containmentProblem(file, ctx.repoRoot);
  if (fileProblem !== void 0) throw new HarnessError(`${shown2}: the session file ${fileProblem} \u2014 ${HOW}`);
  const at2 = sessionFieldLocator(file, ctx);
  for (const n of sessionNamedPaths(resolved)) {
    const why = containmentProblem(n.path, ctx.repoRoot);
    if (why !== void 0)
      throw new HarnessError(`${at2(n.field)}: ${formatIssuePath(n.field)} ${JSON.stringify(n.path)} ${why} \u2014 ${HOW}`);
  }
  for (const n of layoutNameProblems(resolved)) {
    throw new HarnessError(
      `${at2(n.field)}: ${formatIssuePath(n.field)} ${JSON.stringify(n.value)} must be a plain name (no "/", not "." or "..")`
    );
  }
}
function assertScenarioFileContained(scenarioFile, what, path, ctx, line) {
  const why = containmentProblem(path, ctx.repoRoot);
  if (why === void 0) return;
  const shown2 = (ctx.display ?? ((f) => relativeOrAbsolute(f, ctx.repoRoot)))(scenarioFile);
  throw new HarnessError(
    `${shown2}${line !== void 0 ? `:${line}` : ""}: ${what} ${JSON.stringify(path)} ${why} \u2014 scenario paths must stay inside the repository's work tree (pass --allow-outside-paths to run it on your own machine)`
  );
}
function relativeOrAbsolute(file, root) {
  const rel = relative(landingPath(root), landingPath(file));
  return rel !== "" && !rel.startsWith("..") && !rel.startsWith(sep) ? rel.split(sep).join("/") : file;
}

// src/core/session/connected-folders.ts
import { existsSync } from "node:fs";
import { join as join3, resolve as resolve3 } from "node:path";
function connectedTrees(s) {
  return [
    ...s.folders.map((f, i) => ({ field: ["folders", i, "from"], path: f.from })),
    ...s.projects.map((p, i) => ({ field: ["projects", i, "from"], path: p.from }))
  ];
}
function repositoryFolderProblem(path, repoRoot) {
  const lands = landingPath(resolve3(expandHome(path)));
  if (!existsSync(join3(lands, ".git"))) return void 0;
  if (lands === landingPath(repoRoot)) return `"." is the repository root: connect a subfolder`;
  return `${JSON.stringify(relativeOrAbsolute(lands, repoRoot))} holds .git (a repository of its own): connect a subfolder of it`;
}
function assertNoRepositoryFolders(file, resolved, ctx) {
  const trees = connectedTrees(resolved);
  if (trees.length === 0) return;
  const at2 = sessionFieldLocator(file, ctx);
  for (const t of trees) {
    const why = repositoryFolderProblem(t.path, ctx.repoRoot);
    if (why !== void 0)
      throw new HarnessError(
        `${at2(t.field)}: ${formatIssuePath(t.field)} ${why} \u2014 a live run stages only the files git tracks, never a whole repository`
      );
  }
}

// src/live/record/tracked-staging.ts
import { existsSync as existsSync2, lstatSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join as join4, relative as relative2, resolve as resolve4, sep as sep2 } from "node:path";
var SHOWN_NAMES = 5;
var MAX_NAME_CHARS = 120;
function realOf(p) {
  const abs = resolve4(expandHome(p));
  return existsSync2(abs) ? realpathSync(abs) : void 0;
}
function gitHolder(dir) {
  for (let probe2 = dir; ; probe2 = dirname(probe2)) {
    if (existsSync2(join4(probe2, ".git"))) return probe2;
    if (dirname(probe2) === probe2) return void 0;
  }
}
var isDir = (p) => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};
async function planStaging(session, opts) {
  const index = new GitRepoIndex(opts.env);
  const trees = /* @__PURE__ */ new Map();
  const always = [...session.folders.map((f) => f.from), ...session.projects.map((p) => p.from)];
  const code = [
    ...session.skills.local,
    ...session.plugins.local_plugins,
    ...session.plugins.remote_plugins,
    ...session.plugins.local_marketplaces
  ];
  const ask = async (p, onlyRepositoryRoots) => {
    const real = realOf(p);
    if (real === void 0 || !isDir(real) || trees.has(real)) return;
    if (onlyRepositoryRoots && !existsSync2(join4(real, ".git"))) return;
    const set = await index.trackedSet(real, false);
    const holder = set === null ? gitHolder(real) : void 0;
    if (holder !== void 0)
      throw new HarnessError(
        `cannot list what git tracks in ${JSON.stringify(relativeOrAbsolute(real, opts.repoRoot))} (a git work tree): is git installed? \u2014 a live run stages only the files git tracks`
      );
    trees.set(real, set);
  };
  for (const p of always) await ask(p, false);
  for (const p of code) await ask(p, true);
  await refuseUntrackedUploads(session, index, opts);
  return { trees, display: (abs) => relativeOrAbsolute(abs, opts.repoRoot) };
}
async function refuseUntrackedUploads(session, index, opts) {
  for (const [i, u] of session.uploads.entries()) {
    const real = realOf(u);
    if (real === void 0 || isDir(real)) continue;
    const set = await index.trackedSet(dirname(real), false);
    if (set === null || set.files.has(basename(real))) continue;
    const at2 = opts.sessionFile ? `${sessionFieldLocator(opts.sessionFile, { repoRoot: opts.repoRoot })(["uploads", i])}: ` : "";
    throw new HarnessError(
      `${at2}uploads[${i}] ${JSON.stringify(relativeOrAbsolute(real, opts.repoRoot))} is not tracked by git: a live run stages only the files git tracks \u2014 git add it, or leave it out of the session`
    );
  }
}
function stagedByGit(tracked, root, abs) {
  const rel = relative2(root, abs).split(sep2).join("/");
  if (rel === "") return true;
  return lstatSync(abs).isDirectory() ? tracked.dirs.has(rel) : tracked.files.has(rel);
}
function shownName(name) {
  const one = defuseLegacyCommands(noBreaks(name));
  return one.length > MAX_NAME_CHARS ? `${one.slice(0, MAX_NAME_CHARS)}\u2026` : one;
}
function someNames(names) {
  const more = names.length > SHOWN_NAMES ? ` and ${names.length - SHOWN_NAMES} more` : "";
  return `${names.slice(0, SHOWN_NAMES).map(shownName).join(", ")}${more}`;
}
function leftOutLine(leftOut, display) {
  if (leftOut.length === 0) return void 0;
  const all = leftOut.map((e) => `${display(e.path)}${e.dir ? "/" : ""}`).sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  return `${leftOut.length} path(s) git does not track were not staged (a live run stages only the files git tracks): ${someNames(all)} \u2014 git add what the run needs`;
}
function outsideGitLine(roots, display) {
  if (roots.length === 0) return void 0;
  return `${someNames(roots.map(display))}: not in a git work tree, so every file under it was staged`;
}

// src/live/record/container-tier.ts
import { createHash as createHash2 } from "node:crypto";
import { join as join8 } from "node:path";

// src/live/agent/sdk-mcp/present-files.ts
import { closeSync, realpathSync as realpathSync2, statSync as statSync2 } from "node:fs";
import { posix } from "node:path";
var PROMOTE_MAX_BYTES = 64 * 1024 * 1024;
function sessionRootId(hostRoot) {
  const st = statSync2(hostRoot);
  return { dev: st.dev, ino: st.ino };
}
var McpParamsError = class extends Error {
  code = -32602;
};
var MOUNT_ROOTS = ["outputs", "uploads", ".host-home", ".auto-memory"];
var BLOCKED_NAME = /^(?:\.env(?:\..*)?|\.netrc|\.npmrc|\.pypirc|id_(?:rsa|dsa|ecdsa|ed25519)(?:\.pub)?|\.git|\.ssh)$/i;
var BLOCKED_EXT = /\.(?:pem|key|p12|pfx|keystore|jks)$/i;
function isUnder(p, dir) {
  return p === dir || p.startsWith(`${dir}/`);
}
function candidateName(name, n) {
  if (n === 1) return name;
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  return `${stem}-${n}${ext}`;
}
function guestText(ctx, text2) {
  const guest = posix.normalize(ctx.guestRoot).replace(/\/+$/, "");
  let real = ctx.hostRoot;
  try {
    real = realpathSync2(ctx.hostRoot);
  } catch {
  }
  const hosts = [.../* @__PURE__ */ new Set([real, ctx.hostRoot.replace(/\/+$/, "")])].sort((a, b) => b.length - a.length);
  return hosts.reduce((t, h) => h !== "" && t.includes(h) ? t.split(h).join(guest) : t, text2);
}
function promote(ctx, rel, raw) {
  let root;
  let srcDir;
  let outputs;
  let src;
  try {
    root = openTrustedDir(ctx.hostRoot);
    if (ctx.rootId && (root.dev !== ctx.rootId.dev || root.ino !== ctx.rootId.ino)) throw new ContainmentError("the session root was replaced");
    srcDir = openDirPath(root, rel.slice(0, -1));
    const opened = openFileAt(srcDir, rel[rel.length - 1], { singleLink: true, maxBytes: PROMOTE_MAX_BYTES });
    src = opened.fd;
    const bytes = readFdBounded(src, PROMOTE_MAX_BYTES);
    const mnt = openDirAt(root, "mnt");
    try {
      outputs = openDirAt(mnt, "outputs");
    } finally {
      closeDir(mnt);
    }
    const name = rel[rel.length - 1];
    for (let n = 1; n < 1e4; n++) {
      const dest = candidateName(name, n);
      if (createFileAt(outputs, dest, bytes, opened.stat.mode & 73 | 420)) return dest;
    }
    throw new ContainmentError("no free name in outputs");
  } catch (e) {
    if (e instanceof ContainmentError) throw new McpParamsError(`present_files: ${raw} cannot be delivered: ${guestText(ctx, e.message)}`);
    const code = e.code;
    if (code === "ENOENT") throw new McpParamsError(`present_files: ${raw} does not exist`);
    throw new McpParamsError(`present_files: ${raw} cannot be delivered (${code ?? "error"})`);
  } finally {
    if (src !== void 0) closeSync(src);
    for (const d of [outputs, srcDir, root]) if (d) closeDir(d);
  }
}
function presentFiles(ctx, args) {
  try {
    return presentEach(ctx, args);
  } catch (e) {
    if (e instanceof McpParamsError) throw new McpParamsError(guestText(ctx, e.message));
    throw new McpParamsError(`present_files: the files cannot be delivered (${e.code ?? "error"})`);
  }
}
function presentEach(ctx, args) {
  const files = args.files;
  if (!Array.isArray(files) || files.length === 0) throw new McpParamsError("present_files: `files` must be a non-empty array of {file_path}");
  const root = posix.normalize(ctx.guestRoot).replace(/\/+$/, "");
  const mounts = [...MOUNT_ROOTS, ...ctx.folderMounts].map((m) => `${root}/mnt/${m}`);
  const outputsGuest = `${root}/mnt/outputs`;
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
    const rel = guest.slice(root.length + 1).split("/");
    const name = posix.basename(guest);
    if (BLOCKED_NAME.test(name) || BLOCKED_EXT.test(name) || rel.some((c) => BLOCKED_NAME.test(c))) throw new McpParamsError(`present_files: ${name} is not a file that can be delivered`);
    const dest = promote(ctx, rel, raw);
    out.push(`${outputsGuest}/${dest}`);
    promoted.push(`${raw} \u2192 ${outputsGuest}/${dest}`);
  }
  return {
    content: out.map((p) => ({ type: "text", text: p })),
    ...promoted.length > 0 ? { notify: `The following scratchpad files were copied into outputs so the user can open them: ${promoted.join("; ")}. Refer to the outputs copies from now on.` } : {}
  };
}

// src/live/agent/sdk-mcp/servers.ts
var isObj6 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
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
    const params = isObj6(message.params) ? message.params : {};
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
        const out = await tool.call(isObj6(params.arguments) ? params.arguments : {});
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
function rank(items2, query) {
  const q = new Set(words(query));
  return items2.map((it) => ({ it, score: words(`${it.name} ${it.description}`).filter((w) => q.has(w)).length })).filter((x) => x.score > 0).sort((a, b) => b.score - a.score || a.it.name.localeCompare(b.it.name)).map((x) => x.it);
}
var queryOf = (args) => String(args.query ?? args.task ?? args.description ?? "");
var listing = (items2, none) => items2.length === 0 ? none : items2.map((i) => `- ${i.name}: ${i.description}`).join("\n");
function coworkSdkMcpServers(sdk) {
  const ctx = { ...sdk, rootId: sdk.rootId ?? sessionRootId(sdk.hostRoot) };
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

// src/live/container/exec-only-binary.ts
import {
  chmodSync,
  closeSync as closeSync2,
  copyFileSync,
  existsSync as existsSync3,
  lstatSync as lstatSync2,
  mkdirSync as mkdirSync2,
  openSync,
  readSync,
  renameSync,
  statSync as statSync3
} from "node:fs";
import { join as join5 } from "node:path";
function executeOnlyCopy(binary, cacheDir) {
  if (isScript(binary)) return binary;
  mkdirSync2(cacheDir, { recursive: true, mode: 448 });
  const dir = lstatSync2(cacheDir);
  const uid = typeof process.getuid === "function" ? process.getuid() : void 0;
  if (!dir.isDirectory() || uid !== void 0 && dir.uid !== uid)
    throw new HarnessError(
      `${cacheDir}: not a directory of this user \u2014 cannot keep the agent's execute-only binary there`
    );
  chmodSync(cacheDir, 448);
  const st = statSync3(binary);
  const target = join5(cacheDir, `claude-${st.dev}-${st.ino}-${st.size}-${Math.floor(st.mtimeMs)}`);
  if (existsSync3(target)) {
    const t = lstatSync2(target);
    if (t.isFile() && (t.mode & 511) === 73 && t.size === st.size) return target;
  }
  const partial = `${target}.${process.pid}.partial`;
  copyFileSync(binary, partial);
  chmodSync(partial, 73);
  renameSync(partial, target);
  return target;
}
function isScript(path) {
  const fd = openSync(path, "r");
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head.toString("latin1") === "#!";
  } finally {
    closeSync2(fd);
  }
}

// src/live/container/cgroup-events.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join6 } from "node:path";
function cgroupPaths(text2) {
  const out = /* @__PURE__ */ new Map();
  for (const line of text2.split("\n")) {
    const m = /^\d+:([^:]*):(.*)$/.exec(line.trim());
    if (!m) continue;
    if (m[1] === "") out.set("unified", m[2]);
    else for (const c of m[1].split(",")) out.set(c, m[2]);
  }
  return out;
}
function counter(text2, key) {
  const m = new RegExp(`^${key} (\\d+)$`, "m").exec(text2);
  return m ? Number(m[1]) : void 0;
}
var read = (p) => {
  try {
    return readFileSync2(p, "utf8");
  } catch {
    return void 0;
  }
};
function counterFiles(pid, root = "/sys/fs/cgroup") {
  const own = read(`/proc/${pid}/cgroup`);
  if (own === void 0) return void 0;
  const paths = cgroupPaths(own);
  const mem = paths.get("memory");
  const pids = paths.get("pids");
  const unified = paths.get("unified");
  const eventsFile = (controller, v1Path, v1File, v2File) => v1Path !== void 0 ? join6(root, controller, v1Path, v1File) : unified !== void 0 ? join6(root, unified, v2File) : void 0;
  const oom = eventsFile("memory", mem, "memory.oom_control", "memory.events");
  const pe = eventsFile("pids", pids, "pids.events", "pids.events");
  return {
    ...oom !== void 0 && read(oom) !== void 0 ? { oom } : {},
    ...pe !== void 0 && read(pe) !== void 0 ? { pids: pe } : {}
  };
}
function readCounters(files) {
  const oom = files.oom !== void 0 ? read(files.oom) : void 0;
  const pe = files.pids !== void 0 ? read(files.pids) : void 0;
  return {
    ...oom !== void 0 && counter(oom, "oom_kill") !== void 0 ? { oomKills: counter(oom, "oom_kill") } : {},
    ...pe !== void 0 && counter(pe, "max") !== void 0 ? { pidsMax: counter(pe, "max") } : {}
  };
}

// src/live/container/counter-watch.ts
import { Worker } from "node:worker_threads";
var WATCH_MS = 20;
var SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const seen = new Int32Array(workerData.seen);
let files = {};
const count = (path, key) => {
  if (!path) return 0;
  let text;
  try { text = readFileSync(path, "utf8"); } catch { return 0; }
  for (const line of text.split("\\n")) {
    const [k, v] = line.trim().split(" ");
    if (k === key && /^[0-9]+$/.test(v || "")) return Number(v);
  }
  return 0;
};
parentPort.on("message", (m) => { files = m; });
setInterval(() => {
  if (count(files.oom, "oom_kill") > 0) Atomics.store(seen, 0, 1);
  if (count(files.pids, "max") > 0) Atomics.store(seen, 1, 1);
}, workerData.ms);
`;
function startCounterWatch(ms = WATCH_MS) {
  const seen = new Int32Array(new SharedArrayBuffer(8));
  let worker;
  try {
    worker = new Worker(SOURCE, { eval: true, workerData: { seen: seen.buffer, ms } });
    worker.unref();
    worker.on("error", () => void 0);
  } catch {
    worker = void 0;
  }
  return {
    watch: (files) => worker?.postMessage({ ...files }),
    counters: () => ({
      ...Atomics.load(seen, 0) > 0 ? { oomKills: 1 } : {},
      ...Atomics.load(seen, 1) > 0 ? { pidsMax: 1 } : {}
    }),
    stop: () => void worker?.terminate().catch(() => void 0)
  };
}

// src/live/record/stream-attestation.ts
var isObj7 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
function unattestedEvent(events, served) {
  const messages = new Set(served.map((s) => s.messageId).filter((id) => id !== void 0));
  const toolUses = new Set(served.flatMap((s) => s.toolUseIds));
  for (const [i, line] of events.entries()) {
    let ev;
    try {
      ev = JSON.parse(line);
    } catch {
      ev = void 0;
    }
    if (!isObj7(ev))
      return `stdout line ${i + 1} is not a JSON object (${JSON.stringify(line.slice(0, 60))}) \u2014 the agent prints only stream-json lines: something else wrote into its stdout`;
    if (ev._emu !== void 0) continue;
    if (ev.type === "control_request" && isObj7(ev.request) && ev.request.subtype === "can_use_tool") {
      const tid = typeof ev.request.tool_use_id === "string" ? ev.request.tool_use_id : "";
      if (!toolUses.has(tid))
        return `stdout line ${i + 1} is a can_use_tool request for tool_use ${JSON.stringify(tid.slice(0, 60))}, which the model endpoint never served \u2014 a line the agent did not send`;
      continue;
    }
    if (ev.type === "user" && isObj7(ev.message) && Array.isArray(ev.message.content)) {
      for (const b of ev.message.content.filter(isObj7).filter((b2) => b2.type === "tool_result")) {
        const tid = typeof b.tool_use_id === "string" ? b.tool_use_id : "";
        if (!toolUses.has(tid))
          return `stdout line ${i + 1} is a tool_result for tool_use ${JSON.stringify(tid.slice(0, 60))}, which the model endpoint never served \u2014 a line the agent did not send`;
      }
      continue;
    }
    if (ev.type !== "assistant" || !isObj7(ev.message)) continue;
    const msg = ev.message;
    const blocks = Array.isArray(msg.content) ? msg.content.filter(isObj7) : [];
    const uses = blocks.filter((b) => b.type === "tool_use");
    if (msg.model === "<synthetic>" && uses.length === 0) continue;
    const id = typeof msg.id === "string" ? msg.id : "";
    if (!messages.has(id))
      return `stdout line ${i + 1} is an assistant event with message id ${JSON.stringify(id.slice(0, 60))}, which the model endpoint never served \u2014 a line the agent did not send`;
    for (const u of uses) {
      const tid = typeof u.id === "string" ? u.id : "";
      if (!toolUses.has(tid))
        return `stdout line ${i + 1} is a tool_use ${JSON.stringify(tid.slice(0, 60))} the model endpoint never served \u2014 a line the agent did not send`;
    }
  }
  return void 0;
}

// src/live/record/session-disk-watch.ts
import { lstatSync as lstatSync3, readdirSync } from "node:fs";
import { join as join7 } from "node:path";
var MIN_ENTRY_BYTES = 4096;
var SESSION_ENTRY_BUDGET = 2e5;
function entryBytes(st) {
  const blocks = typeof st.blocks === "number" ? st.blocks * 512 : 0;
  return Math.max(blocks, st.size, MIN_ENTRY_BYTES);
}
function diskUsage(dir, stopAt = { bytes: Infinity, entries: Infinity }) {
  const usage = { bytes: 0, entries: 0 };
  const stack = [dir];
  while (stack.length > 0 && !isOver(usage, stopAt)) {
    const d = stack.pop();
    let names;
    try {
      names = readdirSync(d);
    } catch {
      continue;
    }
    for (const n of names) {
      const p = join7(d, n);
      try {
        const st = lstatSync3(p);
        usage.bytes += entryBytes(st);
        usage.entries += 1;
        if (st.isDirectory()) stack.push(p);
      } catch {
      }
    }
  }
  return usage;
}
function isOver(usage, bound) {
  return usage.bytes > bound.bytes || usage.entries > bound.entries;
}
function sessionDiskBound(dir, sessionDisk, entryBudget = SESSION_ENTRY_BUDGET) {
  const start = diskUsage(dir);
  return { start, bound: { bytes: start.bytes + sessionDisk, entries: start.entries + entryBudget } };
}
function overBoundReason(start, bound, usage) {
  if (usage.bytes > bound.bytes)
    return `the session directory grew by ${describe("sessionDisk", usage.bytes - start.bytes)}, over its ${describe("sessionDisk", bound.bytes - start.bytes)} (session_disk), counting every file, directory and link`;
  if (usage.entries > bound.entries)
    return `the session directory gained ${usage.entries - start.entries} entries, over its budget of ${bound.entries - start.entries} (files, directories and links)`;
  return void 0;
}
function watchSessionDisk(dir, bound, onExceeded, intervalMs = 500) {
  let fired = false;
  const timer = setInterval(() => {
    if (fired) return;
    const usage = diskUsage(dir, bound);
    if (isOver(usage, bound)) {
      fired = true;
      onExceeded(usage);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

// src/live/record/container-tier.ts
import { tmpdir as tmpdir2 } from "node:os";

// src/live/container/interrupt.ts
var SETTLE_MS = 15e3;
var state = { runtimes: [], armed: false, signal: void 0 };
function interruptSignal() {
  return state.signal;
}
var runtimes = state.runtimes;
function noteRuntime(rt) {
  if (rt && !runtimes.some((r) => r.command === rt.command)) runtimes.push(rt);
}
function sweepOwn() {
  try {
    return removeOwnObjects(runtimes);
  } catch {
    return 0;
  }
}
async function removeThisProcessObjects(settleMs = SETTLE_MS) {
  let n = sweepOwn();
  stopRuntimeChildren();
  await runtimeChildrenSettled(settleMs);
  n += sweepOwn();
  return n;
}
function armInterruptCleanup(rt, log = (l) => process.stderr.write(`${l}
`)) {
  noteRuntime(rt);
  if (state.armed) return;
  state.armed = true;
  onLastResortTeardown(removeThisProcessObjects);
  if (process.listenerCount("SIGINT") > 0 || process.listenerCount("SIGTERM") > 0) return;
  let running = false;
  const onSignal = (signal) => {
    if (running) return;
    running = true;
    state.signal = signal;
    log(`cowork-harness: ${signal} \u2014 removing this run's containers, networks and staged files`);
    void removeThisProcessObjects().then((n) => {
      log(`cowork-harness: removed ${n} object(s); stopped`);
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

// src/live/record/container-tier.ts
import { readdirSync as readdirSync2, existsSync as existsSync4, lstatSync as lstatSync4 } from "node:fs";

// src/live/container/image-probe.ts
import { createHash } from "node:crypto";
var answers = /* @__PURE__ */ new Map();
function imageProbeArgs(image, script, name, user, labels) {
  return [
    "run",
    "--rm",
    "--name",
    name,
    ...labels,
    "--network",
    "none",
    ...LOCKDOWN_FLAGS,
    ...user ? ["--user", user] : [],
    image,
    "sh",
    "-c",
    script
  ];
}
function runImageProbe(rt, image, imageId, script, timeoutMs = 6e4) {
  const key = `${rt.command}
${imageId ?? image}
${createHash("sha256").update(script).digest("hex")}`;
  const known = answers.get(key);
  if (known) return known;
  const r = execRuntime(
    rt,
    imageProbeArgs(image, script, `cowork-probe-${objectToken()}`, invokingUser(), ownerLabelArgs()),
    { timeoutMs }
  );
  const out = r.code === 0 ? { stdout: r.stdout } : {
    why: `${rt.kind} run of ${image} ended ${r.code === -1 ? "without an exit code (timed out or killed)" : `with exit ${r.code}`}: ${(r.stderr.trim() || r.stdout.trim()).split("\n").pop()?.slice(0, 200) ?? ""}`
  };
  if ("stdout" in out) answers.set(key, out);
  return out;
}

// src/live/judge/capabilities.ts
var CAPABILITY_FAMILIES = ["ocr", "office_convert", "ml_extract", "cv", "pdf_tables", "magick"];
function asCommand(names) {
  return new RegExp(
    String.raw`(?:(?:^|[\n;&|(\x60{]|\$\()\s*(?:(?:sudo|exec|time|nice|nohup|xargs(?:\s+-\S+)*|env(?:\s+\w+=\S*)*|timeout\s+\S+)\s+)*|\s-exec(?:dir)?\s+)(?:[\w.~/-]*/)?(?:${names})(?=$|[\s;&|)\x60}])`
  );
}
function asSpawned(names) {
  return new RegExp(
    String.raw`\[\s*[bfr]?(["'])(?:[\w./-]*/)?(?:${names})\1|\b(?:system|popen|check_output|check_call|call|run|exec|execSync|spawn|spawnSync|execFile|execFileSync|getoutput|getstatusoutput)\s*\(\s*[bfr]?(["'])(?:[\w./-]*/)?(?:${names})(?:\2|\s)`
  );
}
function pyImport(modules) {
  return new RegExp(
    String.raw`(?:\bimport\s+(?:[\w.]+(?:\s+as\s+\w+)?\s*,\s*)*(?:${modules})\b|\bfrom\s+(?:${modules})(?:\.[\w.]+)?\s+import\b|__import__\(\s*["'](?:${modules})["']|import_module\(\s*["'](?:${modules})["'])`
  );
}
function programMissing(names) {
  return [
    new RegExp(String.raw`(?:^|[\s:])(?:[\w./-]*/)?(?:${names}): (?:command )?not found`, "m"),
    new RegExp(String.raw`No such file or directory: ["'](?:[\w./-]*/)?(?:${names})["']`),
    new RegExp(String.raw`\bspawn(?:Sync)? (?:[\w./-]*/)?(?:${names}) ENOENT`),
    new RegExp(String.raw`\bexec: "?(?:${names})"?: executable file not found`),
    new RegExp(String.raw`command not found: (?:${names})\b`)
  ];
}
function moduleMissing(modules) {
  return new RegExp(String.raw`No module named ["'](?:${modules})(?:\.[\w.]*)?["']`);
}
var has = (cmd) => `command -v ${cmd} >/dev/null 2>&1`;
var imports = (mod) => `python3 -c 'import ${mod}' >/dev/null 2>&1`;
var FAMILIES = {
  ocr: {
    label: "tesseract OCR",
    test: has("tesseract"),
    uses: [
      asCommand("tesseract|ocrmypdf"),
      asSpawned("tesseract|ocrmypdf"),
      pyImport("pytesseract|tesserocr|ocrmypdf")
    ],
    failures: [
      ...programMissing("tesseract|ocrmypdf"),
      moduleMissing("pytesseract|tesserocr|ocrmypdf"),
      /TesseractNotFoundError|tesseract is not installed/i
    ]
  },
  office_convert: {
    label: "LibreOffice document conversion",
    test: `{ ${has("soffice")} || ${has("libreoffice")}; }`,
    uses: [
      asCommand("soffice|libreoffice|unoconv|unoconvert|unoserver"),
      asSpawned("soffice|libreoffice|unoconv|unoconvert"),
      pyImport("uno|unoserver")
    ],
    failures: [...programMissing("soffice|libreoffice|unoconv|unoconvert|unoserver"), moduleMissing("uno|unoserver")]
  },
  ml_extract: {
    label: "markitdown/magika ML extraction",
    test: imports("markitdown"),
    uses: [asCommand("markitdown|magika"), asSpawned("markitdown|magika"), pyImport("markitdown|magika|onnxruntime")],
    failures: [...programMissing("markitdown|magika"), moduleMissing("markitdown|magika|onnxruntime")]
  },
  cv: {
    label: "OpenCV computer vision",
    test: imports("cv2"),
    uses: [
      pyImport("cv2"),
      /\brequire\(\s*["'](?:@u4\/)?opencv4nodejs["']\s*\)|from\s+["'](?:@u4\/)?opencv4nodejs["']/
    ],
    failures: [moduleMissing("cv2"), /Cannot find module ["'](?:@u4\/)?opencv4nodejs["']/]
  },
  pdf_tables: {
    label: "camelot/tabula PDF tables",
    test: `{ ${imports("camelot")} || { ${imports("tabula")} && ${has("java")}; }; }`,
    uses: [pyImport("camelot|tabula"), asCommand("camelot"), /\bjava\s+(?:-\S+\s+)*-jar\s+\S*tabula\S*\.jar/],
    failures: [
      ...programMissing("camelot"),
      moduleMissing("camelot|tabula"),
      /JavaNotFoundError|`java` command is not found/
    ]
  },
  magick: {
    label: "ImageMagick",
    test: `{ ${has("magick")} || ${has("convert")}; }`,
    // `convert` and `identify` only as a program (a Python `.convert(` or a word in prose is not a use)
    uses: [
      asCommand("magick|convert|mogrify|montage|identify|compare|composite"),
      asSpawned("magick|convert|mogrify|montage"),
      pyImport("wand")
    ],
    failures: [
      ...programMissing("magick|convert|mogrify|montage|identify"),
      moduleMissing("wand"),
      /MagickWand shared library not found/
    ]
  }
};
function isCapabilityFamily(name) {
  return CAPABILITY_FAMILIES.includes(name);
}
function familyLabel(f) {
  return FAMILIES[f].label;
}
var PROBE_LINE = /^cap (\w+) ([01])$/;
var PROBE_END = "cap-probe-done";
function capabilityProbeScript() {
  return [
    ...CAPABILITY_FAMILIES.map((f) => `if ${FAMILIES[f].test}; then echo "cap ${f} 1"; else echo "cap ${f} 0"; fi`),
    `echo ${PROBE_END}`
  ].join("\n");
}
function parseCapabilityProbe(stdout) {
  const lines = stdout.split("\n").map((l) => l.trim());
  if (!lines.includes(PROBE_END)) return { why: "the probe script did not finish" };
  const seen = /* @__PURE__ */ new Map();
  for (const l of lines) {
    const m = PROBE_LINE.exec(l);
    if (m) seen.set(m[1], m[2] === "1");
  }
  const missing = CAPABILITY_FAMILIES.filter((f) => !seen.has(f));
  if (missing.length > 0) return { why: `the probe printed no answer for ${missing.join(", ")}` };
  return {
    present: Object.fromEntries(CAPABILITY_FAMILIES.map((f) => [f, seen.get(f)]))
  };
}
var NOT_A_USE = [
  /\b(?:command\s+-[vV]|which|hash)[ \t]+[\w.+-]+(?:[ \t]+[\w.+-]+)*/g,
  /\b(?:apt(?:-get)?|dpkg|pip3?|python3?\s+-m\s+pip|uv\s+pip|npm|pnpm|yarn|brew|dnf|yum|apk|conda|mamba)\s+(?:-\S+\s+)*(?:install|add|show|info|list|search)\b[^;&|\n]*/g
];
function familiesUsedIn(text2) {
  let t = text2.length > 1e6 ? text2.slice(0, 1e6) : text2;
  for (const rx of NOT_A_USE) t = t.replace(rx, " ");
  const out = /* @__PURE__ */ new Map();
  for (const f of CAPABILITY_FAMILIES) {
    for (const rx of FAMILIES[f].uses) {
      const m = rx.exec(t);
      if (m) {
        out.set(f, m[0].replace(/^[\s\n;&|(\x60{[,$]+/, "").trim());
        break;
      }
    }
  }
  return out;
}
function familiesFailedIn(text2) {
  const t = text2.length > 1e6 ? text2.slice(0, 1e6) : text2;
  const out = /* @__PURE__ */ new Map();
  for (const f of CAPABILITY_FAMILIES) {
    for (const rx of FAMILIES[f].failures) {
      const m = rx.exec(t);
      if (m) {
        out.set(f, m[0].trim());
        break;
      }
    }
  }
  return out;
}

// src/live/record/container-tier.ts
var CGROUP_POLL_MS = 100;
var CGROUP_FIND_TRIES = 200;
var SECRET_NAMES = ["ANTHROPIC_API_KEY", "CLAUDE_CODE_OAUTH_TOKEN"];
function recordTier(fidelity) {
  if (fidelity === void 0 || fidelity === "container") return "container";
  if (fidelity === "protocol") return "protocol";
  throw new HarnessError(
    `fidelity: ${String(fidelity)} cannot be recorded here: ${fidelity === "cowork" ? "it resolves to hostloop on the current baseline, a " : "a "}macOS-only tier \u2014 record at fidelity: container (or protocol)`
  );
}
var sha = (s) => createHash2("sha256").update(s).digest("hex");
function stableAgentSessionUuid(scenarioName) {
  const h = sha(`agent-session:${scenarioName}`);
  const variant = (parseInt(h[16], 16) & 3 | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
function requireRuntime(env) {
  const d = detectContainerRuntime(env);
  if ("missing" in d)
    throw new HarnessError(
      `fidelity: container needs docker or podman \u2014 ${d.missing} (set COWORK_CONTAINER_RUNTIME, or record at fidelity: protocol)`
    );
  return d.runtime;
}
function probeCapabilities(rt, image, imageId, env) {
  if (env.COWORK_SKIP_CAPABILITY_PROBE === "1")
    return { status: "skipped", why: "COWORK_SKIP_CAPABILITY_PROBE=1 skipped the probe" };
  const out = runImageProbe(rt, image, imageId, capabilityProbeScript());
  if ("why" in out) return { status: "unverified", why: out.why };
  const parsed = parseCapabilityProbe(out.stdout);
  return "why" in parsed ? { status: "unverified", why: parsed.why } : { status: "definitive", present: parsed.present, image };
}
function readSkillDescription(skillDir) {
  try {
    const m = /^---\n([\s\S]*?)\n---/.exec(readFileBelow(skillDir, "SKILL.md", 1024 * 1024).toString("utf8"));
    const d = m ? /^description:\s*(.+)$/m.exec(m[1]) : null;
    return d ? d[1].trim().replace(/^["']|["']$/g, "") : "";
  } catch {
    return "";
  }
}
function stagedCatalog(layout) {
  const skills = [];
  const plugins = [];
  const listDirs = (d) => existsSync4(d) && lstatSync4(d).isDirectory() ? readdirSync2(d).filter((n) => lstatSync4(join8(d, n)).isDirectory()).sort() : [];
  for (const dir of layout.pluginDirs) {
    let name = dir.split("/").pop();
    let description = "";
    try {
      const manifest = JSON.parse(readFileBelow(dir, ".claude-plugin/plugin.json", 1024 * 1024).toString("utf8"));
      if (typeof manifest.name === "string") name = manifest.name;
      if (typeof manifest.description === "string") description = manifest.description;
    } catch {
    }
    plugins.push({ name, description, path: dir.slice(layout.root.length + 1) });
    for (const s of listDirs(join8(dir, "skills")))
      skills.push({ name: `${name}:${s}`, description: readSkillDescription(join8(dir, "skills", s)) });
  }
  for (const s of listDirs(join8(layout.configDir, "skills")))
    skills.push({ name: s, description: readSkillDescription(join8(layout.configDir, "skills", s)) });
  return { skills, plugins };
}
function tierLimits(env, session) {
  return applySessionLimits(limitsOfEnv(env), session ?? {});
}
async function prepareTier(opts) {
  const binary = resolveAgentBinary(opts.agentBinary, opts.env);
  const base = {
    harnessVersion: TOOL_VERSION,
    location: "local",
    agentBinaryFormat: binaryFormat(binary),
    agentVersion: agentVersion(binary)
  };
  const uuid = stableAgentSessionUuid(opts.scenarioName);
  if (opts.tier === "protocol") {
    const proxy = await startEgressProxy({ allow: opts.allow });
    return {
      tier: "protocol",
      guestRoot: opts.layout.root,
      agent: { envMode: "protocol", sessionId: uuid, extraEnv: proxy.proxyEnv() },
      modelHost: "127.0.0.1",
      attempts: () => proxy.attempts,
      environment: {
        ...base,
        tier: "protocol",
        agentHost: "host",
        network: "host network, egress proxy on loopback (HTTP(S)_PROXY)"
      },
      guestPath: (p) => p,
      capabilityProbe: () => ({
        status: "skipped",
        why: "the protocol tier runs the agent on this machine, with no image to probe"
      }),
      close: () => proxy.close()
    };
  }
  const limits = tierLimits(opts.env, opts.sessionLimits);
  const rt = requireRuntime(opts.env);
  const image = await agentImageFor(rt, opts.env, opts.log);
  const other = otherAnsweringRuntime(rt, opts.env);
  if (other) opts.log(`container engine: ${engineChoiceText(rt, other)}`);
  const identity = imageIdentity(rt, image);
  if (!identity) {
    const there = other && imageIdentity(other, image) ? ` \u2014 ${other.kind} has it: COWORK_CONTAINER_RUNTIME=${other.kind} uses it` : "";
    throw new HarnessError(
      `the agent image ${image} is not in ${rt.kind}'s store${there || ` \u2014 run \`cowork-harness setup\` (or set COWORK_AGENT_IMAGE to an image it has)`}`
    );
  }
  const token = objectToken();
  const guestRoot = sessionRootOf(opts.scenarioName);
  const layout = opts.layout;
  const guestPath = (p) => p === layout.root ? guestRoot : p.startsWith(`${layout.root}/`) ? `${guestRoot}/${p.slice(layout.root.length + 1)}` : p;
  const sibling = detectSibling(rt, opts.env);
  const stageDir = join8(layout.base, "sibling-stage");
  const hostSide = (p, label) => sibling ? mountableHostPath(sibling, p, stageDir, label) : p;
  if (sibling) {
    if (!sibling.hostPath(layout.root))
      throw new HarnessError(
        `the session is staged at ${layout.root}, under no bind mount of this container: ${rt.kind} cannot mount it into the agent's container (stage under RUNNER_TEMP or the workspace)`
      );
    if (!sibling.hostPath(binary))
      throw new HarnessError(
        `the agent binary ${binary} is under no bind mount of this container: install it under RUNNER_TEMP (or set COWORK_AGENT_BINARY to a bind-mounted path)`
      );
    opts.log(
      `sibling containers: this process runs in container ${sibling.self.slice(0, 12)}; mounts translated to host paths (${layout.root} \u2192 ${sibling.hostPath(layout.root)})`
    );
  }
  setSelfContainer(sibling?.self);
  if (opts.env.COWORK_SWEEP !== "off") sweepBeforeRun(rt, opts.log);
  armInterruptCleanup(rt);
  const uid = typeof process.getuid === "function" ? process.getuid() : "user";
  const agentBinary = executeOnlyCopy(
    binary,
    opts.env.COWORK_AGENT_CACHE?.trim() || (sibling ? join8(stageDir, "agent-exec-only") : join8(tmpdir2(), `cowork-harness-agent-${uid}`))
  );
  const sidecar = await startEgressSidecar({
    runtime: rt,
    token,
    image,
    allow: opts.allow,
    socketDir: join8(layout.base, "egress"),
    log: opts.log,
    ...sibling ? { sibling: { sibling, stageDir } } : {}
  });
  const container = `cowork-ct-${token}`;
  const mounts = [{ host: hostSide(layout.root, "session"), guest: guestRoot }];
  const ro = (host) => void mounts.push({ host: hostSide(host, "ro"), guest: guestPath(host), readOnly: true });
  ro(layout.uploadsDir);
  for (const f of layout.folders) if (f.mode === "r") ro(f.path);
  for (const d of layout.pluginDirs) ro(d);
  ro(join8(layout.workRoot, ".projects"));
  const catalog = stagedCatalog(layout);
  const secrets = SECRET_NAMES.filter((k) => opts.env[k] !== void 0 && !opts.scriptedModel);
  let limitHit;
  let stopWatch = () => void 0;
  let cgroup;
  let cgroupTries = 0;
  let offThread;
  const checkCgroup = () => {
    if (limitHit) return;
    if (!cgroup && cgroupTries++ < CGROUP_FIND_TRIES) {
      const r = execRuntime(rt, ["inspect", "--format", "{{.State.Pid}}", container], { timeoutMs: 1e4 });
      const pid = Number(r.stdout.trim());
      if (r.code === 0 && pid > 0) cgroup = counterFiles(pid);
      if (cgroup) offThread?.watch(cgroup);
    }
    if (!cgroup) return;
    const now = readCounters(cgroup);
    const seen = offThread?.counters() ?? {};
    const c = {
      oomKills: Math.max(now.oomKills ?? 0, seen.oomKills ?? 0),
      pidsMax: Math.max(now.pidsMax ?? 0, seen.pidsMax ?? 0)
    };
    const hit = (c.oomKills ?? 0) > 0 ? `a process in the agent's container was killed for memory (${describe("memory", limits.memory)}, memory)` : (c.pidsMax ?? 0) > 0 ? `the agent's container hit its process limit (${limits.pids}, pids)` : void 0;
    if (hit) {
      limitHit = new ResourceLimitError(`${hit} \u2014 the agent's container was stopped`);
      execRuntime(rt, rmContainerArgs(rt, container), { timeoutMs: 3e4 });
    }
  };
  const launcher = {
    guest: { configDir: `${guestRoot}/mnt/.claude`, homeDir: "/tmp" },
    command: (argv, env) => {
      const real = (k) => {
        const v = env[k] ?? (secrets.includes(k) ? opts.env[k] : void 0);
        return v === void 0 || v === SCRIPTED_MODEL_API_KEY ? void 0 : v;
      };
      const credentials = {
        ...real("ANTHROPIC_API_KEY") !== void 0 ? { apiKey: real("ANTHROPIC_API_KEY") } : {},
        ...real("CLAUDE_CODE_OAUTH_TOKEN") !== void 0 ? { oauthToken: real("CLAUDE_CODE_OAUTH_TOKEN") } : {}
      };
      const passEnv = { ...env, ANTHROPIC_BASE_URL: sidecar.proxyUrl };
      for (const k of SECRET_NAMES) {
        if (env[k] !== void 0 || secrets.includes(k))
          passEnv[k] = env[k] === SCRIPTED_MODEL_API_KEY ? SCRIPTED_MODEL_API_KEY : PLACEHOLDER_CREDENTIAL;
      }
      sidecar.setUpstream(env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com", credentials);
      const disk = sessionDiskBound(layout.root, limits.sessionDisk);
      const diskLimit = (usage, ending) => {
        const why = overBoundReason(disk.start, disk.bound, usage);
        return why === void 0 ? void 0 : new ResourceLimitError(`${why} \u2014 ${ending}`);
      };
      const stopDisk = watchSessionDisk(layout.root, disk.bound, (usage) => {
        limitHit ??= diskLimit(usage, "the agent's container was stopped");
        execRuntime(rt, rmContainerArgs(rt, container), { timeoutMs: 3e4 });
      });
      offThread?.stop();
      offThread = startCounterWatch();
      const cgroupTimer = setInterval(checkCgroup, CGROUP_POLL_MS);
      cgroupTimer.unref();
      stopWatch = () => {
        stopDisk();
        clearInterval(cgroupTimer);
        limitHit ??= diskLimit(diskUsage(layout.root, disk.bound), "found when the agent ended");
      };
      const args = agentRunArgs({
        name: container,
        network: sidecar.agentNetwork,
        image,
        binary: hostSide(agentBinary, "agent"),
        workdir: guestRoot,
        mounts,
        env: passEnv,
        secretNames: [],
        ...invokingUser() ? { user: invokingUser() } : {},
        lockdown: opts.env.COWORK_LOCKDOWN !== "off",
        limits,
        argv,
        labels: ownerLabelArgs()
      });
      return { command: rt.command, args: [...rt.globalArgs, ...args], env: { ...rt.env }, cwd: layout.root };
    },
    cleanup: () => {
      stopWatch();
      checkCgroup();
      offThread?.stop();
      execRuntime(rt, rmContainerArgs(rt, container), { timeoutMs: 3e4 });
    },
    failure: (run, stoppedByHarness) => {
      if (limitHit) return limitHit;
      const interrupted = interruptSignal();
      if (interrupted !== void 0) return new HarnessError(`interrupted (${interrupted}): the run was stopped`, 130);
      const tail = run.stderr.slice(-4096);
      const cure = run.result === void 0 && /runc|crun|OCI runtime|container init/i.test(tail) ? knownCure(rt, tail) : void 0;
      if (cure !== void 0)
        return new HarnessError(
          `${rt.kind} could not start the agent's container: ${run.stderr.trim().split("\n").slice(-2).join(" | ")} \u2014 ${cure}`
        );
      if (!stoppedByHarness && run.result === void 0 && (run.exitCode === 137 || run.signal === "SIGKILL")) {
        return new ResourceLimitError(
          `the agent was killed (exit 137) with no result \u2014 the container's memory limit is ${describe("memory", limits.memory)} (memory)`
        );
      }
      const forged = unattestedEvent(run.events, sidecar.served);
      return forged ? new StreamIntegrityError(forged) : void 0;
    }
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
      mcpServers: (inject) => coworkSdkMcpServers({
        guestRoot,
        hostRoot: layout.root,
        folderMounts: layout.folders.map((f) => f.mount),
        ...catalog,
        onNotify: inject
      }),
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
      network: `no network of its own (loopback only); the only way out is the egress proxy container, through a forwarder in another container${sibling ? "; sibling containers of this one (the engine's socket)" : ""}`
    },
    guestPath,
    agentContainer: { runtime: rt, name: container },
    capabilityProbe: () => probeCapabilities(rt, image, identity.configId, opts.env),
    close: () => sidecar.close()
  };
}

// src/live/record/safe-name.ts
var FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f]/;
var RESERVED = /^(?:con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(?:\..*)?$/i;
function unsafeFileNameReason(name) {
  if (name === "" || name === "." || name === "..") return "it is empty or a dot name";
  if (name.includes("..")) return "it contains '..'";
  const bad = FORBIDDEN.exec(name);
  if (bad)
    return `it contains ${JSON.stringify(bad[0])}, which ${bad[0] === "/" || bad[0] === "\\" ? "is a path separator" : "Windows does not allow in file names"}`;
  if (/[. ]$/.test(name)) return "it ends with a dot or a space (Windows drops them)";
  if (RESERVED.test(name)) return `${name.split(".")[0]} is a reserved device name on Windows`;
  if (Buffer.byteLength(name) > 200) return "it is longer than 200 bytes";
  return void 0;
}
function safeFileStem(name) {
  let s = name.replace(/[<>:"/\\|?*\u0000-\u001f]+/g, "-").replace(/\.\.+/g, ".").replace(/[. ]+$/, "").replace(/\s+/g, "-");
  s = s.replace(/^[.-]+/, "");
  if (s === "") s = "scenario";
  if (RESERVED.test(s)) s = `${s}_`;
  return s.slice(0, 200);
}

// src/live/record/build-cassette.ts
import { dirname as dirname2, isAbsolute, resolve as resolve5 } from "node:path";

// schema/cassette.v9.schema.json
var cassette_v9_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://cowork-harness.dev/schema/cassette.v9.schema.json",
  title: "Cassette, format v9",
  description: "A recorded agent run that replays without a model: the scenario as it was when recorded, the agent's stream-json lines, the harness's control replies, a manifest of the files the run left behind, and the fingerprints used to tell when the recording has gone stale. Version 9 introduced sessionFingerprint and folderPrefixMap.",
  type: "object",
  required: ["scenario", "events"],
  properties: {
    $schema: { type: "string", format: "uri" },
    generator: { type: "string", const: "cowork-harness" },
    cassetteVersion: { type: "integer", minimum: 0 },
    scenario: {
      type: "object",
      description: "The scenario as frozen at record time."
    },
    events: {
      type: "array",
      items: { type: "string" },
      description: "Agent output, one JSON text line per entry."
    },
    controlOut: {
      type: "array",
      items: { type: "string" },
      description: "What the harness wrote to the agent, one JSON text line per entry."
    },
    effectiveFidelity: {
      type: "string",
      description: "Isolation tier the recording actually ran at."
    },
    artifacts: {
      type: "array",
      description: "Files found under the work root after the run: path, size and digest, with small bodies inlined.",
      items: {
        type: "object",
        required: ["path", "bytes", "sha256"],
        properties: {
          path: { type: "string", description: "Relative to the work root." },
          bytes: { type: "number", description: "Size at record time." },
          sha256: { type: "string", description: "Hex digest of the file bytes; empty when the file could not be read." },
          body: { type: "string", description: "Inlined content, absent when the body was not kept." },
          encoding: { type: "string", enum: ["utf8", "base64"], description: "Encoding of body." },
          truncated: { type: "boolean", description: "True when only the digest was kept." },
          truncationReason: {
            type: "string",
            enum: ["size", "readonly", "unreadable"],
            description: "Why the body was not kept."
          }
        }
      }
    },
    userVisibleRoots: {
      type: "array",
      items: { type: "string" },
      description: "Top-level folders the user can see (outputs and each connected folder's mount name)."
    },
    preRunPaths: {
      type: "array",
      items: { type: "string" },
      description: "Paths under the user-visible roots that existed before the agent started."
    },
    scenarioSource: {
      type: "string",
      description: "Scenario file the recording came from, relative to the cassette's folder."
    },
    fingerprint: {
      type: "object",
      description: "Digests of the inputs that shaped the recording, used for staleness checks.",
      properties: {
        baseline: { type: "string" },
        skillHash: { type: "string", description: "Digest of the declared skill and plugin folders." },
        contentSig: { type: "string", description: "Second digest over the same file set as skillHash." },
        skillSources: { type: "array", items: { type: "string" } },
        skillScope: { type: "array", items: { type: "string" } },
        sharedHash: { type: "string" },
        fileSigs: {
          type: "array",
          description: "Pairs of relative path and content digest, for naming what changed.",
          items: {
            type: "array",
            items: { type: "string" },
            minItems: 2,
            maxItems: 2
          }
        },
        fileSigsOmitted: { type: "boolean", description: "True when fileSigs was left out because the tree was too big." },
        mode: { type: "string", enum: ["git", "raw"], description: "Whether the file set came from git or a plain walk." },
        agentScope: { type: "string", enum: ["skill"], description: "Set when per-skill agent scoping was on." }
      }
    },
    authoring: {
      type: "object",
      description: "Present when some gate answer came from a live decider rather than the script.",
      properties: {
        nonDeterministic: { type: "boolean" },
        channel: { type: "string", enum: ["decider-dir", "decider-llm"] }
      },
      required: ["nonDeterministic"]
    },
    sessionFingerprint: {
      type: "string",
      description: "Digest of the session's shape (folders, plugins, skills, MCP, egress); only verify-cassettes compares it."
    },
    folderPrefixMap: {
      type: "array",
      description: "Connected-folder host paths and the mount names they had at record time.",
      items: {
        type: "object",
        required: ["from", "mount"],
        properties: {
          from: { type: "string", description: "Host path of the folder." },
          mount: { type: "string", description: "Mount name it was given." }
        }
      }
    }
  }
};

// schema/cassette.v12.schema.json
var cassette_v12_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://cowork-harness.dev/schema/cassette.v12.schema.json",
  title: "Cassette, format v12",
  description: "A recorded agent run that replays without a model (formats 9 to 12 share this shape). On top of v9: v10 adds linkKind on manifest entries; v11 makes cassetteVersion the lowest reader version the frozen scenario needs; v12 switches plugin-manifest hashing to a canonical serialization and records it in fingerprint.hashFormat. The pre-run hashes, pre-run origin, timeline, timeline header and environment blocks are optional additions that carry no version bump.",
  type: "object",
  required: [
    "scenario",
    "events"
  ],
  properties: {
    $schema: {
      type: "string",
      format: "uri"
    },
    generator: {
      type: "string",
      const: "cowork-harness"
    },
    cassetteVersion: {
      type: "integer",
      minimum: 0,
      description: "Lowest reader format version needed to interpret this cassette."
    },
    scenario: {
      type: "object",
      description: "The scenario as frozen at record time."
    },
    events: {
      type: "array",
      items: {
        type: "string"
      },
      description: "Agent output, one JSON text line per entry."
    },
    controlOut: {
      type: "array",
      items: {
        type: "string"
      },
      description: "What the harness wrote to the agent, one JSON text line per entry."
    },
    effectiveFidelity: {
      type: "string",
      description: "Isolation tier the recording actually ran at."
    },
    artifacts: {
      type: "array",
      description: "Files found under the work root after the run: path, size and digest, with small bodies inlined.",
      items: {
        type: "object",
        required: [
          "path",
          "bytes",
          "sha256"
        ],
        properties: {
          path: {
            type: "string",
            description: "Relative to the work root."
          },
          bytes: {
            type: "number",
            description: "Size at record time."
          },
          sha256: {
            type: "string",
            description: "Hex digest of the file bytes; empty when the file could not be read."
          },
          body: {
            type: "string",
            description: "Inlined content, absent when the body was not kept."
          },
          encoding: {
            type: "string",
            enum: [
              "utf8",
              "base64"
            ],
            description: "Encoding of body."
          },
          truncated: {
            type: "boolean",
            description: "True when only the digest was kept."
          },
          truncationReason: {
            type: "string",
            enum: [
              "size",
              "readonly",
              "unreadable",
              "input"
            ],
            description: "Why the body was not kept; input marks an uploaded file kept by digest only."
          },
          linkKind: {
            type: "string",
            enum: [
              "symlink",
              "hardlink"
            ],
            description: "Set when the entry is a link rather than a regular file."
          }
        }
      }
    },
    userVisibleRoots: {
      type: "array",
      items: {
        type: "string"
      },
      description: "Top-level folders the user can see (outputs and each connected folder's mount name)."
    },
    preRunOrigin: {
      type: "string",
      enum: [
        "local-walk",
        "remote-unavailable",
        "local-unreadable"
      ],
      description: "How the pre-run listing was obtained; only local-walk is a trustworthy baseline."
    },
    preRunPaths: {
      type: "array",
      items: {
        type: "string"
      },
      description: "Paths under the user-visible roots that existed before the agent started."
    },
    preRunHashes: {
      type: "object",
      additionalProperties: {
        type: [
          "string",
          "null"
        ]
      },
      description: "Digest of each pre-existing user-visible file before the run; null when it cannot be compared."
    },
    scenarioSource: {
      type: "string",
      description: "Scenario file the recording came from, relative to the cassette's folder."
    },
    fingerprint: {
      type: "object",
      description: "Digests of the inputs that shaped the recording, used for staleness checks.",
      properties: {
        baseline: {
          type: "string"
        },
        hashFormat: {
          type: "string",
          enum: [
            "jcs1"
          ],
          description: "Manifest transform behind the digests; absent means the pre-v12 transform."
        },
        skillHash: {
          type: "string",
          description: "Digest of the declared skill and plugin folders."
        },
        contentSig: {
          type: "string",
          description: "Second digest over the same file set as skillHash."
        },
        skillSources: {
          type: "array",
          items: {
            type: "string"
          }
        },
        skillScope: {
          type: "array",
          items: {
            type: "string"
          }
        },
        sharedHash: {
          type: "string"
        },
        fileSigs: {
          type: "array",
          description: "Pairs of relative path and content digest, for naming what changed.",
          items: {
            type: "array",
            items: {
              type: "string"
            },
            minItems: 2,
            maxItems: 2
          }
        },
        fileSigsOmitted: {
          type: "boolean",
          description: "True when fileSigs was left out because the tree was too big."
        },
        mode: {
          type: "string",
          enum: [
            "git",
            "raw"
          ],
          description: "Whether the file set came from git or a plain walk."
        },
        agentScope: {
          type: "string",
          enum: [
            "skill"
          ],
          description: "Set when per-skill agent scoping was on."
        },
        promptAssetsHash: {
          type: "string",
          description: "Short digest of the baseline's prompt asset files."
        }
      }
    },
    authoring: {
      type: "object",
      description: "Present when some gate answer came from a live decider rather than the script: channel names it (decider-llm, decider-dir, decider-cmd); absent channel means an on_unanswered: first auto-pick.",
      properties: {
        nonDeterministic: {
          type: "boolean"
        },
        channel: {
          type: "string",
          enum: [
            "decider-dir",
            "decider-llm",
            "decider-cmd"
          ]
        }
      },
      required: [
        "nonDeterministic"
      ]
    },
    timeline: {
      type: "array",
      description: "Ordered observations made during the run, with times relative to timelineHeader.startedAtMono.",
      items: {
        type: "object",
        required: [
          "seq",
          "ts",
          "line",
          "type"
        ],
        properties: {
          seq: {
            type: "integer",
            description: "Position in the timeline."
          },
          ts: {
            type: "number",
            description: "Milliseconds since the monotonic start."
          },
          line: {
            type: "integer",
            description: "Ordinal of the translated agent message."
          },
          type: {
            type: "string",
            enum: [
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
            ]
          }
        }
      }
    },
    timelineHeader: {
      type: "object",
      description: "Start anchors of the timeline.",
      required: [
        "v",
        "startedAtWall",
        "startedAtMono"
      ],
      properties: {
        v: {
          type: "integer",
          const: 1
        },
        startedAtWall: {
          type: "string",
          description: "Wall-clock start as an ISO string."
        },
        startedAtMono: {
          type: "string",
          description: "Monotonic start counter, as a decimal string."
        }
      }
    },
    sessionFingerprint: {
      type: "string",
      description: "Digest of the session's shape (folders, plugins, skills, MCP, egress); only verify-cassettes compares it."
    },
    folderPrefixMap: {
      type: "array",
      description: "Connected-folder host paths and the mount names they had at record time.",
      items: {
        type: "object",
        required: [
          "from",
          "mount"
        ],
        properties: {
          from: {
            type: "string",
            description: "Host path of the folder."
          },
          mount: {
            type: "string",
            description: "Mount name it was given."
          }
        }
      }
    },
    environment: {
      type: "object",
      description: "Where and how the recording was made.",
      required: [
        "location"
      ],
      properties: {
        location: {
          type: "string",
          enum: [
            "local",
            "cloud"
          ]
        },
        tier: {
          type: "string"
        },
        agentBinaryFormat: {
          type: "string"
        },
        harnessVersion: {
          type: "string",
          description: "Version of the harness that recorded."
        },
        agentImage: {
          type: "object",
          description: "Agent container image seen when the cassette was written.",
          required: [
            "ref"
          ],
          properties: {
            ref: {
              type: "string"
            },
            configId: {
              type: "string",
              pattern: "^sha256:[0-9a-f]{64}$"
            },
            registryDigest: {
              type: "string",
              pattern: "^sha256:[0-9a-f]{64}$"
            }
          }
        }
      }
    }
  }
};

// src/live/record/build-cassette.ts
function hostBinaryFormat(platform = process.platform, arch = process.arch) {
  const cpu = arch === "x64" ? "x86_64" : arch === "arm64" ? platform === "linux" ? "aarch64" : "arm64" : arch;
  if (platform === "linux") return `elf-${cpu}`;
  if (platform === "darwin") return `macho-${cpu}`;
  return `${platform}-${cpu}`;
}
function freezeScenario(scenario, scenarioPath, cassettePath) {
  const frozen = JSON.parse(JSON.stringify(scenario));
  const scenarioDir = dirname2(resolve5(scenarioPath));
  const cassetteDir = dirname2(resolve5(cassettePath));
  const rebase = (p) => relPosix(cassetteDir, isAbsolute(p) ? p : resolve5(scenarioDir, p));
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
    throw new HarnessError(
      `${parts.scenarioPath}: lane: remote needs cassette format v11 or later \u2014 record it without --format v9`
    );
  }
  const fp = { ...parts.fingerprint };
  if (v9) {
    const bad = V10_FINGERPRINT_KEYS.filter((k) => fp[k] !== void 0);
    if (bad.length > 0)
      throw new HarnessError(
        `internal: a v9 cassette was given a v12 fingerprint (${bad.join(", ")}) \u2014 build it with format "v9"`
      );
  } else if (fp.hashFormat !== "jcs1") {
    throw new HarnessError(
      `internal: a v12 cassette needs a jcs1 fingerprint (hashFormat "jcs1") \u2014 build it with format "v12"`
    );
  }
  const cassetteDir = dirname2(resolve5(parts.cassettePath));
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
  c.scenarioSource = relPosix(cassetteDir, resolve5(parts.scenarioPath));
  c.fingerprint = fp;
  if (!v9 && parts.timeline) {
    c.timeline = parts.timeline.timeline;
    c.timelineHeader = { ...parts.timeline.timelineHeader };
  }
  if (parts.sessionFingerprint !== void 0) c.sessionFingerprint = parts.sessionFingerprint;
  if (parts.folderPrefixMap !== void 0)
    c.folderPrefixMap = parts.folderPrefixMap.map((m) => ({ from: m.from, mount: m.mount }));
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

// src/live/record/fingerprint.ts
import { existsSync as existsSync5 } from "node:fs";

// src/gate/fingerprint/fingerprint-fields.ts
import { relative as relative3 } from "node:path";
function skillSourcesFor(roots, sessionDir) {
  return [...roots].sort().map((r) => relative3(sessionDir, r));
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

// src/live/record/fingerprint.ts
async function recordFingerprint(input) {
  const dirs = input.session ? declaredSkillDirs(input.session.resolved).filter((d) => existsSync5(d)) : [];
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

// src/live/record/live-verdict.ts
function liveVerdict(cassette, cassettePath, opts = {}) {
  const loaded = checkCassette(JSON.parse(JSON.stringify(cassette)), cassettePath);
  const annotations = loaded.warnings.map((message) => ({ level: "warning", message }));
  const result = replayLoaded(loaded.cassette, cassettePath, { findings: [], notes: [] }, opts, annotations);
  return { result, annotations };
}

// src/live/record/manifest.ts
import { createHash as createHash3 } from "node:crypto";
import { closeSync as closeSync4 } from "node:fs";

// src/live/workspace/walk-roots.ts
import { closeSync as closeSync3, readSync as readSync2, realpathSync as realpathSync3 } from "node:fs";
import { basename as basename2, dirname as dirname3, join as join9 } from "node:path";
function openWorkRoot(workRoot) {
  const parent = openTrustedDir(dirname3(workRoot));
  try {
    return openDirAt(parent, basename2(workRoot));
  } finally {
    closeDir(parent);
  }
}
var WalkedFileReader = class {
  constructor(workRoot) {
    this.workRoot = workRoot;
  }
  workRoot;
  dirs = /* @__PURE__ */ new Map();
  root;
  dir(rel) {
    const hit = this.dirs.get(rel);
    if (hit) return hit;
    this.root ??= openWorkRoot(this.workRoot);
    const cut = rel.lastIndexOf("/");
    const parent = rel === "" ? void 0 : this.dir(cut === -1 ? "" : rel.slice(0, cut));
    const h = parent === void 0 ? openDirPath(this.root, []) : openDirAt(parent, cut === -1 ? rel : rel.slice(cut + 1));
    this.dirs.set(rel, h);
    return h;
  }
  open(rel, checks = {}) {
    const cut = rel.lastIndexOf("/");
    return openFileAt(this.dir(cut === -1 ? "" : rel.slice(0, cut)), rel.slice(cut + 1), {
      singleLink: true,
      ...checks
    });
  }
  close() {
    for (const h of this.dirs.values()) closeDir(h);
    this.dirs.clear();
    if (this.root) closeDir(this.root);
    this.root = void 0;
  }
};
function forEachChunk(fd, onChunk) {
  const buf = Buffer.allocUnsafe(256 * 1024);
  try {
    for (; ; ) {
      const n = readSync2(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      onChunk(buf.subarray(0, n));
    }
  } finally {
    closeSync3(fd);
  }
}
function walkReason(workRoot, e) {
  let text2 = oneLine(e);
  for (const [host, shown2] of hostSpellings(workRoot)) if (text2.includes(host)) text2 = text2.split(host).join(shown2);
  return text2;
}
function hostSpellings(workRoot) {
  const root = workRoot.replace(/\/+$/, "");
  let realParent = dirname3(root);
  try {
    realParent = realpathSync3(dirname3(root));
  } catch {
  }
  const pairs = [
    [root, "."],
    [join9(realParent, basename2(root)), "."],
    [dirname3(root), ".."],
    [realParent, ".."]
  ];
  return pairs.filter(([h]) => h !== "/").sort((a, b) => b[0].length - a[0].length);
}
async function walkRoots(workRoot, roots) {
  const out = { entries: [], unreadable: {}, containmentSkips: [] };
  let top;
  try {
    top = openWorkRoot(workRoot);
  } catch (e) {
    for (const r of roots) out.unreadable[r] = walkReason(workRoot, e);
    return out;
  }
  const seen = /* @__PURE__ */ new Set();
  const walkDir = (dir, rel) => {
    let names;
    try {
      names = listDir(dir);
    } catch (e) {
      out.unreadable[rel] = walkReason(workRoot, e);
      return;
    }
    for (const name of names) {
      const childRel = `${rel}/${name}`;
      let st;
      try {
        st = lstatAt(dir, name);
      } catch (e) {
        out.unreadable[childRel] = walkReason(workRoot, e);
        continue;
      }
      if (st.isDirectory()) walkChild(dir, name, childRel);
      else if (st.isSymbolicLink())
        out.entries.push({
          path: childRel,
          abs: join9(workRoot, childRel),
          kind: "symlink",
          size: 0,
          mtimeMs: st.mtimeMs
        });
      else if (st.isFile()) {
        out.entries.push({
          path: childRel,
          abs: join9(workRoot, childRel),
          kind: st.nlink > 1 ? "hardlink" : "file",
          size: st.size,
          mtimeMs: st.mtimeMs
        });
      }
    }
  };
  const walkChild = (parent, name, rel) => {
    let sub;
    try {
      sub = openDirAt(parent, name);
    } catch (e) {
      if (e instanceof ContainmentError) out.containmentSkips.push(rel);
      else out.unreadable[rel] = walkReason(workRoot, e);
      return;
    }
    try {
      walkDir(sub, rel);
    } finally {
      closeDir(sub);
    }
  };
  try {
    for (const root of roots) {
      if (seen.has(root)) continue;
      seen.add(root);
      let st;
      try {
        st = lstatAt(top, root);
      } catch (e) {
        if (e.code !== "ENOENT") out.unreadable[root] = walkReason(workRoot, e);
        continue;
      }
      if (st.isSymbolicLink()) {
        out.entries.push({ path: root, abs: join9(workRoot, root), kind: "symlink", size: 0, mtimeMs: st.mtimeMs });
        continue;
      }
      if (st.isDirectory()) walkChild(top, root, root);
    }
  } finally {
    closeDir(top);
  }
  out.entries.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return out;
}

// src/live/record/manifest.ts
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
function sha256Contained(reader, rel) {
  const h = createHash3("sha256");
  let bytes = 0;
  forEachChunk(reader.open(rel).fd, (b) => {
    bytes += b.length;
    h.update(b);
  });
  return { sha: h.digest("hex"), bytes };
}
function readContained(reader, rel, cap2) {
  const { fd, stat: stat2 } = reader.open(rel);
  try {
    return stat2.size > cap2 ? void 0 : readFdBounded(fd, cap2);
  } finally {
    closeSync4(fd);
  }
}
var topOf = (path) => path.split("/")[0] ?? path;
async function manifestEntryFor(reader, e, cap2, readonlyRoots) {
  if (e.kind !== "file") return { path: e.path, bytes: 0, sha256: "", linkKind: e.kind };
  const top = topOf(e.path);
  const digestOnly = top === INPUT_ROOT ? "input" : readonlyRoots.has(top) ? "readonly" : e.size > cap2 ? "size" : void 0;
  try {
    if (digestOnly !== void 0) {
      const { sha: sha2, bytes } = sha256Contained(reader, e.path);
      return { path: e.path, bytes, sha256: sha2, truncated: true, truncationReason: digestOnly };
    }
    const raw = readContained(reader, e.path, cap2);
    if (raw === void 0) {
      const { sha: sha2, bytes } = sha256Contained(reader, e.path);
      return { path: e.path, bytes, sha256: sha2, truncated: true, truncationReason: "size" };
    }
    const sha2562 = createHash3("sha256").update(raw).digest("hex");
    return isLosslessUtf8(raw) ? { path: e.path, bytes: raw.length, sha256: sha2562, body: raw.toString("utf8") } : { path: e.path, bytes: raw.length, sha256: sha2562, body: raw.toString("base64"), encoding: "base64" };
  } catch {
    return { path: e.path, bytes: 0, sha256: "", truncated: true, truncationReason: "unreadable" };
  }
}
async function manifestFromWalk(workRoot, walk, opts = {}) {
  const cap2 = maxArtifactBytes(opts);
  const readonly = new Set(opts.readonlyRoots ?? []);
  const out = [];
  const reader = new WalkedFileReader(workRoot);
  try {
    for (const e of walk.entries) out.push(await manifestEntryFor(reader, e, cap2, readonly));
  } finally {
    reader.close();
  }
  return out;
}
async function buildManifest(workRoot, userVisibleRoots, opts = {}) {
  const walk = await walkRoots(workRoot, [...userVisibleRoots, INPUT_ROOT]);
  return manifestFromWalk(workRoot, walk, opts);
}

// src/live/record/redact-cassette.ts
import { createHash as createHash4 } from "node:crypto";
var DIGEST_KEYS = /* @__PURE__ */ new Set([
  "skillHash",
  "contentSig",
  "sharedHash",
  "promptAssetsHash",
  "sessionFingerprint",
  "sha256",
  "hashFormat",
  "cassetteVersion",
  "$schema",
  "generator"
]);
var sha256 = (b) => createHash4("sha256").update(b).digest("hex");
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
    else if ((key === "events" || key === "controlOut") && Array.isArray(value))
      out[key] = value.map((l) => r.jsonLine(l));
    else if (key === "artifacts" && Array.isArray(value)) {
      out[key] = value.map((a) => {
        const { entry, scrubbed } = redactArtifact(a, r);
        if (scrubbed) scrubbedArtifacts.push(entry.path);
        return entry;
      });
    } else if (key === "fingerprint" && value !== null && typeof value === "object") {
      const fp = {};
      for (const [k, v] of Object.entries(value))
        fp[k] = DIGEST_KEYS.has(k) ? v : r.value(v);
      out[key] = fp;
    } else out[key] = r.value(value);
  }
  const result = out;
  if (result.preRunHashes && scrubbedArtifacts.length > 0) {
    for (const p of scrubbedArtifacts) if (p in result.preRunHashes) result.preRunHashes[p] = null;
  }
  return { cassette: result, scrubbedArtifacts };
}

// src/live/record/staged-path-scrub.ts
import { realpathSync as realpathSync4 } from "node:fs";
import { tmpdir as tmpdir3 } from "node:os";
import { basename as basename3 } from "node:path";
var STAGING_PLACEHOLDER = "[STAGING]";
function projectDirName(path) {
  return path.replace(/[^A-Za-z0-9]/g, "-");
}
function spellings(path) {
  const given = path.replace(/\/+$/, "");
  try {
    return [.../* @__PURE__ */ new Set([given, realpathSync4(given)])];
  } catch {
    return [given];
  }
}
var escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
function otherStagingDirs() {
  const temps = spellings(tmpdir3()).filter((t) => t !== "" && t !== "/");
  const plain = temps.map((t) => `${escapeRe(t)}/${escapeRe(STAGED_DIR_PREFIX)}[A-Za-z0-9]+`);
  const encoded = temps.map((t) => `${escapeRe(projectDirName(`${t}/${STAGED_DIR_PREFIX}`))}[A-Za-z0-9]+`);
  const plainRe = new RegExp(plain.join("|"), "g");
  const encodedRe = new RegExp(encoded.join("|"), "g");
  return (s) => s.replace(plainRe, STAGING_PLACEHOLDER).replace(encodedRe, projectDirName(STAGING_PLACEHOLDER));
}
function stagedPathRewriter(p) {
  const pairs = [];
  const add = (hosts, to) => hosts.forEach((h) => pairs.push([h, to]));
  const roots = spellings(p.root);
  const bases = spellings(p.base);
  add(roots, p.guestRoot);
  add(bases, STAGING_PLACEHOLDER);
  add(roots.map(projectDirName), projectDirName(p.guestRoot));
  add(bases.map(projectDirName), projectDirName(STAGING_PLACEHOLDER));
  pairs.sort((a, b) => b[0].length - a[0].length);
  const marks = [...new Set(bases.map((b) => basename3(b)))];
  const others = p.hostTemp ? otherStagingDirs() : void 0;
  return {
    touches: (s) => marks.some((m) => s.includes(m)) || others !== void 0 && s.includes(STAGED_DIR_PREFIX),
    rewrite(s) {
      let out = s;
      for (const [from, to] of pairs) if (out.includes(from)) out = out.split(from).join(to);
      return others !== void 0 && out.includes(STAGED_DIR_PREFIX) ? others(out) : out;
    }
  };
}
function rewriteDeep(v, rw, seen = { hit: false }) {
  const one = (s) => {
    const out = rw.touches(s) ? rw.rewrite(s) : s;
    if (out !== s) seen.hit = true;
    return out;
  };
  if (typeof v === "string") return one(v);
  if (Array.isArray(v)) return v.map((x) => rewriteDeep(x, rw, seen));
  if (v !== null && typeof v === "object") {
    const out = {};
    for (const [k, x] of Object.entries(v)) out[one(k)] = rewriteDeep(x, rw, seen);
    return out;
  }
  return v;
}
function withStagedPaths(r, paths) {
  if (paths === void 0) return r;
  const rw = stagedPathRewriter(paths);
  return {
    text: (s) => r.text(rw.touches(s) ? rw.rewrite(s) : s),
    value: (v) => r.value(rewriteDeep(v, rw)),
    jsonLine(line) {
      if (!rw.touches(line)) return r.jsonLine(line);
      let parsed;
      try {
        parsed = JSON.parse(line);
      } catch {
        return r.jsonLine(rw.rewrite(line));
      }
      const seen = { hit: false };
      const out = rewriteDeep(parsed, rw, seen);
      return r.jsonLine(seen.hit ? JSON.stringify(out) : line);
    },
    bytesHaveSecret: (bytes) => r.bytesHaveSecret(bytes)
  };
}

// src/live/record/timeline.ts
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
  return {
    timeline,
    timelineHeader: { v: 1, startedAtWall: header.startedAtWall, startedAtMono: monoAnchor(header.startedAtMono) }
  };
}

// src/live/record/recording-inputs.ts
import { dirname as dirname4, join as join10, resolve as resolve6 } from "node:path";
var MAX_INPUT_FILES = 2e3;
function recordingInputs(src) {
  const dir = dirname4(resolve6(src.cassettePath));
  const rel = (p) => relPosix(dir, p);
  const out = {};
  if (src.session)
    out.session = {
      path: rel(resolve6(src.session.path)),
      config: JSON.parse(JSON.stringify(src.session.authored))
    };
  if (src.modelScript) out.modelScript = { path: rel(src.modelScript.path), sha256: src.modelScript.sha256 };
  const files = [];
  const hashes = src.preRun.hashes;
  for (const u of src.layout.uploads) {
    if (u.staged in hashes) files.push({ staged: u.staged, source: rel(u.from), sha256: hashes[u.staged] ?? null });
  }
  for (const f of src.layout.folders) {
    const prefix = `${f.mount}/`;
    for (const [staged, sha2562] of Object.entries(hashes)) {
      if (staged.startsWith(prefix))
        files.push({ staged, source: rel(join10(f.from, staged.slice(prefix.length))), sha256: sha2562 });
    }
  }
  if (files.length > 0) {
    out.files = files.slice(0, MAX_INPUT_FILES);
    if (files.length > MAX_INPUT_FILES) out.filesOmitted = true;
  }
  return out;
}

// src/live/record/normalize-recording.ts
var UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
var ID_KEYS = ["request_id", "requestId", "uuid", "parent_uuid", "parentUuid"];
var ID_RE = new RegExp(`"(?:${ID_KEYS.join("|")})":"(${UUID})"`, "g");
var DURATION_KEYS = [
  "duration_ms",
  "durationms",
  "durationMs",
  "elapsed_ms",
  "duration_api_ms",
  "ttft_ms",
  "ttft_stream_ms",
  "time_to_request_ms",
  "first_content_frame_ms"
];
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
    if (o.type !== "control_request" || o.request?.subtype !== "mcp_message" || typeof o.request_id !== "string")
      return void 0;
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
function sortRuns(items2, key, frozen = () => false) {
  const out = [...items2];
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
  const timelineLines = new Set(
    (run.timeline ?? []).map((e) => e.line).filter((l) => typeof l === "number")
  );
  const mcp = run.events.map(mcpRequest);
  const events = sortRuns(
    run.events,
    (_l, i) => mcp[i]?.server,
    (i) => timelineLines.has(i)
  );
  const position = /* @__PURE__ */ new Map();
  events.forEach((l, i) => {
    const m = mcpRequest(l);
    if (m) position.set(m.requestId, i);
  });
  const controlOut = sortRuns(run.controlOut, (l) => {
    const id = responseRequestId(l);
    const at2 = id === void 0 ? void 0 : position.get(id);
    return at2 === void 0 ? void 0 : String(at2).padStart(10, "0");
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
  return {
    ...run,
    events: events.map(rewrite),
    controlOut: controlOut.map(rewrite),
    ...timeline ? { timeline } : {}
  };
}

// src/live/answerers/authoring.ts
var CHANNELS = ["decider-dir", "decider-llm", "decider-cmd"];
function authoringStamp(decisions, format) {
  const live = decisions.filter((d) => d.nonDeterministic === true);
  if (live.length === 0) return void 0;
  const channel = live.map((d) => d.by).find((b) => b !== void 0 && CHANNELS.includes(b));
  if (channel === void 0 || channel === "decider-cmd" && format === "v9") return { nonDeterministic: true };
  return { nonDeterministic: true, channel };
}
var liveGateCount = (decisions) => decisions.filter((d) => d.nonDeterministic === true).length;
function authoringWarning(stamp, gates, label) {
  const via = stamp.channel ?? label;
  return `record: cassette authored via ${via} (${gates} gate${gates === 1 ? "" : "s"} answered live) \u2014 re-recording may drift. The cassette itself replays deterministically (answers are frozen).`;
}

// src/live/record/finish-recording.ts
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
  const authoring = authoringStamp(input.run.decisions ?? [], input.format);
  const run = normalizeRecording({
    events: input.run.events,
    controlOut: input.run.controlOut,
    ...input.run.timeline ? { timeline: input.run.timeline } : {}
  });
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
    ...authoring ? { authoring } : {},
    inputs: recordingInputs({
      cassettePath: input.cassettePath,
      session: input.session,
      ...input.modelScript ? { modelScript: input.modelScript } : {},
      layout: { uploads: input.layout.uploads ?? [], folders: input.layout.folders ?? [] },
      preRun: input.preRun
    })
  });
  const redactor = createRedactor({ secretValues: input.secretValues, localPaths: input.redactLocalPaths ?? true });
  const { cassette, scrubbedArtifacts } = redactCassette(built, withStagedPaths(redactor, input.stagedPaths));
  const verdict = liveVerdict(cassette, input.cassettePath, input.replayOptions);
  return {
    cassette,
    verdict,
    scrubbedArtifacts,
    warnings: [...fp.warnings, ...fp.readErrors.map((e) => `fingerprint: unreadable ${e} \u2014 skillHash omitted`)]
  };
}

// src/live/record/layout.ts
import {
  chmodSync as chmodSync2,
  cpSync,
  writeFileSync,
  existsSync as existsSync6,
  lstatSync as lstatSync5,
  mkdirSync as mkdirSync3,
  mkdtempSync as mkdtempSync2,
  readdirSync as readdirSync3,
  realpathSync as realpathSync5,
  statSync as statSync4
} from "node:fs";
import { tmpdir as tmpdir4 } from "node:os";
import { basename as basename5, dirname as dirname6, join as join11, resolve as resolve7 } from "node:path";

// src/live/record/mount-names.ts
import { basename as basename4, dirname as dirname5 } from "node:path";
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
  const base = folders.map((f) => basename4(f));
  const counts = /* @__PURE__ */ new Map();
  for (const b of base) counts.set(b, (counts.get(b) ?? 0) + 1);
  const taken = /* @__PURE__ */ new Set();
  return folders.map((f, i) => {
    const own = base[i];
    if (own === "" || own === "." || own === "..") {
      throw new HarnessError(`session folder ${f}: has no usable basename to mount it by`);
    }
    if (RESERVED_MOUNT_NAMES.includes(own)) {
      throw new HarnessError(
        `session folder ${f}: its name "${own}" is reserved by the Cowork layout (reserved: ${RESERVED_MOUNT_NAMES.join(", ")}) \u2014 rename or move the folder`
      );
    }
    let name = (counts.get(own) ?? 0) > 1 ? `${basename4(dirname5(f)) || "root"}--${own}` : own;
    if (taken.has(name)) {
      let n = 2;
      while (taken.has(`${name}-${n}`)) n++;
      name = `${name}-${n}`;
    }
    taken.add(name);
    return name;
  });
}

// src/live/record/layout.ts
var SKIP_NAMES = /* @__PURE__ */ new Set([".git", ".hg", ".svn"]);
function requireSource(p, what) {
  const abs = resolve7(expandHome(p));
  if (!existsSync6(abs))
    throw new HarnessError(`session ${what} ${p}: does not exist \u2014 fix the session file (paths are relative to it)`);
  return realpathSync5(abs);
}
function admits(tally, src, s) {
  if (SKIP_NAMES.has(basename5(s))) return false;
  const tracked = tally?.plan?.trees.get(src);
  if (!tracked || stagedByGit(tracked, src, s)) return true;
  tally.leftOut.push({ path: s, dir: lstatSync5(s).isDirectory() });
  return false;
}
function copyTree(src, dest, tally) {
  mkdirSync3(dirname6(dest), { recursive: true });
  if (tally?.plan?.trees.get(src) === null) tally.outsideGit.push(src);
  try {
    cpSync(src, dest, {
      recursive: true,
      dereference: false,
      verbatimSymlinks: true,
      errorOnExist: true,
      force: false,
      filter: (s) => admits(tally, src, s)
    });
  } catch (e) {
    throw new HarnessError(`cannot stage ${src} into the session layout: ${oneLine(e)}`);
  }
}
function makeReadOnly(p) {
  const st = lstatSync5(p);
  if (st.isSymbolicLink()) return;
  if (st.isDirectory()) for (const name of readdirSync3(p)) makeReadOnly(join11(p, name));
  chmodSync2(p, st.mode & 3949);
}
function uniqueName(name, taken) {
  let out = name;
  for (let n = 2; taken.has(out); n++) out = `${name}-${n}`;
  taken.add(out);
  return out;
}
function localMarketplacePlugins(session, warnings, containRoot) {
  const out = [];
  const markets = session.plugins.local_marketplaces.map((m) => {
    const dir = requireSource(m, "plugins.local_marketplaces entry");
    let manifest = {};
    const file = join11(dir, ".claude-plugin", "marketplace.json");
    try {
      manifest = JSON.parse(
        readFileBelow(dir, ".claude-plugin/marketplace.json", 1024 * 1024).toString("utf8")
      );
    } catch (e) {
      warnings.push(`local marketplace ${m}: cannot read ${file} (${oneLine(e)}) \u2014 its plugins are not staged`);
    }
    const name = typeof manifest.name === "string" ? manifest.name : basename5(dir);
    return { dir, name, manifest };
  });
  for (const entry of session.plugins.enabled) {
    const at2 = entry.lastIndexOf("@");
    if (at2 <= 0) continue;
    const plugin = entry.slice(0, at2);
    const mktName = entry.slice(at2 + 1);
    const market = markets.find((m) => m.name === mktName || basename5(m.dir) === mktName);
    if (!market) continue;
    const item = (market.manifest.plugins ?? []).find((p) => p?.name === plugin);
    const source = typeof item?.source === "string" ? resolve7(market.dir, item.source) : void 0;
    const outside = source !== void 0 && containRoot !== void 0 ? containmentProblem(source, containRoot) : void 0;
    if (outside !== void 0 || !isPlainName(plugin) || !isPlainName(mktName)) {
      throw new HarnessError(
        `enabled plugin ${entry}: ${outside !== void 0 ? `its source in ${join11(market.dir, ".claude-plugin", "marketplace.json")} ${outside}` : "its plugin and marketplace names must be plain names"} \u2014 plugins must come from the repository`
      );
    }
    if (source === void 0 || !existsSync6(source) || !statSync4(source).isDirectory()) {
      warnings.push(
        `enabled plugin ${entry}: not found as a directory in local marketplace ${market.dir} \u2014 not staged`
      );
      continue;
    }
    out.push({ mkt: mktName, plugin, dir: source });
  }
  return out;
}
function stageSessionLayout(session, opts = {}) {
  const base = mkdtempSync2(join11(opts.parentDir ?? tmpdir4(), STAGED_DIR_PREFIX));
  writeFileSync(join11(base, OWNER_FILE), ownerFileText());
  const protocol = opts.tier === "protocol";
  const root = join11(base, protocol ? "work" : "session");
  const workRoot = protocol ? root : join11(root, "mnt");
  const agentRunDir = join11(base, "agent");
  const cleanup = () => void removeStagedDir(base);
  try {
    for (const d of [
      "outputs",
      "uploads",
      ".projects",
      ".local-plugins",
      ".remote-plugins",
      ...protocol ? [] : [".claude"]
    ])
      mkdirSync3(join11(workRoot, d), { recursive: true });
    const configDir = protocol ? join11(agentRunDir, "claude-config") : join11(workRoot, ".claude");
    mkdirSync3(agentRunDir, { recursive: true });
    const warnings = [];
    const tally = { plan: opts.staging, leftOut: [], outsideGit: [] };
    const uploadNames = /* @__PURE__ */ new Set();
    const uploads = [];
    for (const u of session.uploads) {
      const src = requireSource(u, "upload");
      if (!statSync4(src).isFile())
        throw new HarnessError(`session upload ${u}: is not a file \u2014 uploads are files only`);
      const name = uniqueName(basename5(src), uploadNames);
      uploads.push({ from: src, staged: `uploads/${name}` });
      const dest = join11(workRoot, "uploads", name);
      copyTree(src, dest);
      makeReadOnly(dest);
    }
    const froms = session.folders.map((f) => requireSource(f.from, "folder"));
    const mounts = resolveMountNames(froms);
    const folders = session.folders.map((f, i) => {
      const path = join11(workRoot, mounts[i]);
      copyTree(froms[i], path, tally);
      if (f.mode === "r") {
        makeReadOnly(path);
      }
      return { from: froms[i], mount: mounts[i], mode: f.mode, path };
    });
    for (const p of session.projects) {
      if (!isPlainName(p.uuid))
        throw new HarnessError(`session project uuid ${JSON.stringify(p.uuid)}: must be a plain name`);
      const dest = join11(workRoot, ".projects", p.uuid);
      copyTree(requireSource(p.from, "project"), dest, tally);
      makeReadOnly(dest);
    }
    const pluginDirs = [];
    const stagePlugin = (src, dest) => {
      copyTree(src, dest, tally);
      makeReadOnly(dest);
      pluginDirs.push(dest);
    };
    const uploadsLeaves = /* @__PURE__ */ new Set();
    for (const p of session.plugins.local_plugins) {
      const src = requireSource(p, "plugins.local_plugins entry");
      stagePlugin(
        src,
        join11(
          workRoot,
          ".local-plugins",
          "marketplaces",
          "local-desktop-app-uploads",
          uniqueName(basename5(src), uploadsLeaves)
        )
      );
    }
    for (const m of localMarketplacePlugins(session, warnings, opts.containRoot)) {
      stagePlugin(m.dir, join11(workRoot, ".local-plugins", "marketplaces", m.mkt, m.plugin));
    }
    const remoteNames = /* @__PURE__ */ new Set();
    for (const p of session.plugins.remote_plugins) {
      const src = requireSource(p, "plugins.remote_plugins entry");
      stagePlugin(src, join11(workRoot, ".remote-plugins", uniqueName(basename5(src), remoteNames)));
    }
    const skillNames = /* @__PURE__ */ new Set();
    for (const s of session.skills.local) {
      const src = requireSource(s, "skills.local entry");
      copyTree(src, join11(configDir, "skills", uniqueName(basename5(src), skillNames)), tally);
    }
    if (!protocol) {
      const settings = `${JSON.stringify({ enabledPlugins: Object.fromEntries(session.plugins.enabled.map((p) => [p, true])), extraKnownMarketplaces: knownMarketplaces(session.plugins.marketplaces), enabledMcpjsonServers: session.mcp.enabled, localAgentModeTrustedFolders: session.trusted_folders, autoMountFolders: session.auto_mount_folders }, null, 2)}
`;
      for (const f of ["settings.json", "cowork_settings.json"]) writeFileSync(join11(configDir, f), settings);
    }
    const readonlyRoots = folders.filter((f) => f.mode === "r").map((f) => f.mount);
    const display = opts.staging?.display ?? ((p) => p);
    const leftOut = leftOutLine(tally.leftOut, display);
    if (leftOut !== void 0) warnings.push(leftOut);
    const outside = outsideGitLine([...new Set(tally.outsideGit)], display);
    return {
      base,
      root,
      workRoot,
      cwd: root,
      outputsDir: join11(workRoot, "outputs"),
      uploadsDir: join11(workRoot, "uploads"),
      agentRunDir,
      configDir,
      folders,
      uploads,
      pluginDirs,
      userVisibleRoots: ["outputs", ...folders.map((f) => f.mount)],
      readonlyRoots,
      folderPrefixMap: folders.map((f) => ({ from: f.path, mount: f.mount })),
      warnings,
      notices: outside !== void 0 ? [outside] : [],
      cleanup
    };
  } catch (e) {
    cleanup();
    throw e;
  }
}
function knownMarketplaces(urls) {
  const out = {};
  for (const url of urls)
    out[basename5(url.replace(/\/+$/, "")).replace(/\.git$/, "")] = { source: { source: "git", url } };
  return out;
}

// src/live/workspace/pre-run.ts
import { createHash as createHash5 } from "node:crypto";
import { closeSync as closeSync5 } from "node:fs";
function hashFileCapped(reader, rel, cap2) {
  let fd;
  try {
    fd = reader.open(rel, { singleLink: false }).fd;
  } catch (e) {
    return { reason: `unreadable: ${walkReason(reader.workRoot, e)}` };
  }
  try {
    const bytes = readFdBounded(fd, cap2);
    return { sha: createHash5("sha256").update(bytes).digest("hex") };
  } catch (e) {
    return {
      reason: /larger than|grew past/.test(oneLine(e)) ? `over the ${cap2}-byte pre-run hash cap` : `unreadable: ${walkReason(reader.workRoot, e)}`
    };
  } finally {
    closeSync5(fd);
  }
}
async function capturePreRunManifest(workRoot, roots, opts = {}) {
  const cap2 = preRunHashCap(opts);
  const walk = await walkRoots(workRoot, roots);
  const manifest = {
    version: 2,
    origin: Object.keys(walk.unreadable).length > 0 ? "local-unreadable" : "local-walk",
    paths: walk.entries.map((e) => e.path),
    hashes: {},
    stats: {},
    unavailableReasons: { ...walk.unreadable }
  };
  const reader = new WalkedFileReader(workRoot);
  try {
    hashAll(walk.entries, reader, cap2, manifest);
  } finally {
    reader.close();
  }
  return manifest;
}
function hashAll(entries, reader, cap2, manifest) {
  for (const e of entries) {
    manifest.stats[e.path] = { mtimeMs: e.mtimeMs, size: e.size };
    if (e.kind === "symlink") continue;
    if (e.size > cap2) {
      manifest.hashes[e.path] = null;
      manifest.unavailableReasons[e.path] = `over the ${cap2}-byte pre-run hash cap (${e.size} bytes)`;
      continue;
    }
    const h = hashFileCapped(reader, e.path, cap2);
    if ("sha" in h) manifest.hashes[e.path] = h.sha;
    else {
      manifest.hashes[e.path] = null;
      manifest.unavailableReasons[e.path] = h.reason;
    }
  }
}

// src/live/record/write-cassette.ts
import { randomBytes } from "node:crypto";
import { existsSync as existsSync7, realpathSync as realpathSync6 } from "node:fs";
import { mkdir, open, rename, unlink } from "node:fs/promises";
import { basename as basename6, dirname as dirname7, join as join12, relative as relative4, resolve as resolve8, sep as sep3, isAbsolute as isAbsolute2 } from "node:path";
function serializeCassette(cassette) {
  return `${JSON.stringify(cassette, null, 2)}
`;
}
function realish(p) {
  const abs = resolve8(p);
  let head = abs;
  const tail = [];
  while (!existsSync7(head)) {
    const parent = dirname7(head);
    if (parent === head) break;
    tail.unshift(basename6(head));
    head = parent;
  }
  return join12(realpathSync6(head), ...tail);
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
  let text2;
  try {
    text2 = serializeCassette(cassette);
  } catch (e) {
    throw new HarnessError(`${path}: cannot serialize the cassette (${oneLine(e)}) \u2014 nothing was written`);
  }
  const target = resolve8(path);
  const dir = dirname7(target);
  const temp = join12(dir, `.${basename6(target)}.tmp.${process.pid}.${randomBytes(4).toString("hex")}`);
  try {
    await mkdir(dir, { recursive: true });
    await sweepStaleTemps(dir);
    const fh = await open(temp, "wx", 420);
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
    throw new HarnessError(
      `${path}: cannot write the cassette (${oneLine(e)}) \u2014 the previous file, if any, is unchanged`
    );
  }
  try {
    const dh = await open(dir, "r");
    try {
      await dh.sync();
    } finally {
      await dh.close();
    }
  } catch {
  }
}

// src/live/record/untracked-skill-files.ts
import { existsSync as existsSync8 } from "node:fs";
import { relative as relative5, resolve as resolve9 } from "node:path";
async function untrackedFilesUnder(dirs, env = process.env) {
  const out = /* @__PURE__ */ new Set();
  for (const dir of dirs) {
    if (!existsSync8(dir)) continue;
    let listing2;
    try {
      listing2 = await gitClient(dir, env).raw(["ls-files", "--others", "--exclude-standard", "-z", "--", "."]);
    } catch {
      continue;
    }
    for (const p of listing2.split("\0")) if (p !== "") out.add(resolve9(dir, p));
  }
  return [...out].sort();
}
function untrackedWarning(files, cwd) {
  if (files.length === 0) return void 0;
  const shown2 = files.map((f) => shownName(relative5(cwd, f) || f));
  const list = shown2.length > 5 ? `${shown2.slice(0, 5).join(", ")} and ${shown2.length - 5} more` : shown2.join(", ");
  return `${files.length} skill file(s) are not tracked by git, so the fingerprint leaves them out and the cassette will be stale once they are committed: ${list} \u2014 run \`git add ${shown2.length > 5 ? "<those files>" : shown2.join(" ")}\`, then record again`;
}

// src/live/record/live-egress.ts
function hostMatches(pattern, host) {
  return hostAllowed(host, parseAllowlist([pattern], "egress assertion"));
}
function evaluate(key, host, attempts) {
  const hits = attempts.filter((a) => hostMatches(host, a.host));
  const wanted = key === "egress_denied" ? "deny" : "allow";
  const pass = hits.some((a) => a.decision === wanted);
  const seen = hits.length === 0 ? "no attempt to reach it was made" : `attempts: ${hits.map((a) => `${a.host}:${a.port} ${a.decision}`).join(", ")}`;
  return pass ? { assertion: { [key]: host }, pass: true, evidence: seen } : {
    assertion: { [key]: host },
    pass: false,
    message: `${key}: expected an ${wanted === "deny" ? "attempt that was denied" : "attempt that was allowed"} to ${host} \u2014 ${seen}`
  };
}
function liveEgressAssertions(scenario, attempts) {
  const out = [];
  for (const item of scenario.assert ?? []) {
    for (const key of ["egress_denied", "egress_allowed"]) {
      if (typeof item[key] === "string") out.push(evaluate(key, item[key], attempts));
    }
  }
  for (const host of scenario.expect_denied ?? [])
    out.push(evaluate("egress_denied", host, attempts));
  return out;
}
function evaluateLiveEgress(result, scenario, attempts) {
  const extra = liveEgressAssertions(scenario, attempts);
  if (extra.length === 0) return result;
  const failing = extra.filter((a) => !a.pass);
  const verdict = {
    ...result.verdict,
    signals: [
      ...result.verdict.signals,
      ...failing.map((a) => ({ code: "assertion", severity: "fail", message: a.message ?? "" }))
    ],
    failures: [
      ...result.verdict.failures,
      ...failing.map((a) => ({ assertion: Object.keys(a.assertion)[0], message: a.message ?? "", kind: "assertion" }))
    ]
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

// src/live/judge/authored-files.ts
import { closeSync as closeSync6, readSync as readSync3 } from "node:fs";

// src/live/judge/scratchpad-files.ts
import { basename as basename7, dirname as dirname8 } from "node:path";
var DEPENDENCY_DIRS = /* @__PURE__ */ new Set(["node_modules", "site-packages", "__pycache__"]);
function sessionRootOf2(workRoot) {
  return basename7(workRoot) === "mnt" ? dirname8(workRoot) : void 0;
}
async function walkScratchpad(sessionRoot) {
  const out = { entries: [], unreadable: {}, containmentSkips: [] };
  const dirs = [];
  let top;
  try {
    top = openWorkRoot(sessionRoot);
  } catch (e) {
    out.openError = e instanceof ContainmentError ? e.message : oneLine(e);
    return out;
  }
  try {
    for (const name of listDir(top)) {
      if (name === "mnt" || name.startsWith(".")) continue;
      const st = lstatAt(top, name);
      if (st.isDirectory()) dirs.push(name);
      else if (st.isSymbolicLink())
        out.entries.push({ path: name, abs: `${sessionRoot}/${name}`, kind: "symlink", size: 0, mtimeMs: st.mtimeMs });
      else if (st.isFile())
        out.entries.push({
          path: name,
          abs: `${sessionRoot}/${name}`,
          kind: st.nlink > 1 ? "hardlink" : "file",
          size: st.size,
          mtimeMs: st.mtimeMs
        });
    }
  } catch (e) {
    out.openError = oneLine(e);
  } finally {
    closeDir(top);
  }
  const walk = await walkRoots(sessionRoot, dirs);
  out.entries.push(...walk.entries);
  Object.assign(out.unreadable, walk.unreadable);
  out.containmentSkips.push(...walk.containmentSkips);
  out.entries.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return out;
}
async function listScratchpad(sessionRoot) {
  const walk = await walkScratchpad(sessionRoot);
  const artifact = (rel) => !rel.split("/").some((c) => DEPENDENCY_DIRS.has(c));
  return {
    root: sessionRoot,
    entries: walk.entries.filter((e) => artifact(e.path)),
    walkErrors: [
      ...walk.openError !== void 0 ? [`scratchpad: ${walk.openError}`] : [],
      ...Object.entries(walk.unreadable).filter(([p]) => artifact(p)).map(([p, why]) => `scratchpad/${p}: ${why}`)
    ]
  };
}

// src/live/judge/authored-files.ts
var SCRATCHPAD_PREFIX = "scratchpad/";
var AUTHORED_FILE_CAP = 16 * 1024;
var AUTHORED_TOTAL_CAP = 64 * 1024;
async function captureAuthoredFiles(workRoot, roots, readonlyRoots, preRun, env = process.env) {
  const writable = roots.filter((r) => !readonlyRoots.includes(r));
  const walk = await walkRoots(workRoot, writable);
  const out = {
    files: [],
    omittedPaths: [],
    readErrors: [],
    walkErrors: Object.entries(walk.unreadable).map(([p, why]) => `${p}: ${why}`),
    scratchpadWalkErrors: [],
    scratchpadLinks: []
  };
  const cap2 = preRunHashCap({ env });
  let budget = AUTHORED_TOTAL_CAP;
  const reader = new WalkedFileReader(workRoot);
  try {
    for (const e of walk.entries) {
      if (e.kind === "symlink") continue;
      const had = Object.prototype.hasOwnProperty.call(preRun.hashes, e.path);
      if (had) {
        const now = hashFileCapped(reader, e.path, cap2);
        const before = preRun.hashes[e.path];
        if ("sha" in now && before === now.sha) continue;
        const stat2 = preRun.stats[e.path];
        if (before === null && stat2 && stat2.size === e.size && stat2.mtimeMs === e.mtimeMs) continue;
      }
      budget = capture(reader, e.path, e.path, budget, out);
    }
  } finally {
    reader.close();
  }
  const sessionRoot = sessionRootOf2(workRoot);
  if (sessionRoot === void 0) return out;
  const pad2 = await listScratchpad(sessionRoot);
  out.scratchpadWalkErrors.push(...pad2.walkErrors);
  const padReader = new WalkedFileReader(sessionRoot);
  try {
    for (const e of pad2.entries) {
      if (e.kind === "symlink") out.scratchpadLinks.push(`${SCRATCHPAD_PREFIX}${e.path}`);
      else budget = capture(padReader, e.path, `${SCRATCHPAD_PREFIX}${e.path}`, budget, out);
    }
  } finally {
    padReader.close();
  }
  return out;
}
function capture(reader, rel, path, budget, out) {
  if (budget <= 0) {
    out.omittedPaths.push(path);
    return budget;
  }
  try {
    const take = Math.min(AUTHORED_FILE_CAP, budget);
    const fd = reader.open(rel, { singleLink: false }).fd;
    let bytes;
    try {
      bytes = readPrefix(fd, take + 1);
    } finally {
      closeSync6(fd);
    }
    const kept = Math.min(bytes.length, take);
    out.files.push({ path, content: bytes.subarray(0, kept).toString("utf8"), truncated: bytes.length > kept });
    return budget - kept;
  } catch (err) {
    out.readErrors.push({ path, reason: oneLine(err) });
    return budget;
  }
}
function readPrefix(fd, max) {
  const buf = Buffer.alloc(max);
  let got = 0;
  while (got < max) {
    const n = readSync3(fd, buf, got, max - got, null);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}

// src/live/judge/delete-scan.ts
var DELETE_TOKEN = /\b(?:rm|unlink|rmdir)\b|\bshred\b[^\n;&|]*(?:\s-[a-zA-Z]*u[a-zA-Z]*\b|--remove)|\bfind\b[^\n;&|]*\s-delete\b|\bos\.(?:remove|unlink|rmdir)\b|\bshutil\.rmtree\b|\.unlink\(/;
var MKTEMP_PLACEHOLDER = "/tmp/cowork-mktemp";
var FINDING_MAX = 160;
var escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function mentionsMount(text2, mount) {
  return new RegExp(`(?:^|[\\s"'\`(/])(?:mnt/)?${escape(mount)}(?![\\w.])`).test(text2);
}
function preprocessLines(command) {
  const kept = [];
  for (const line of command.split("\n")) {
    const prev = kept[kept.length - 1];
    if (/^\s*#/.test(line) && !(prev !== void 0 && prev.endsWith("\\"))) continue;
    kept.push(line);
  }
  return kept.join("\n").replace(/\\\n/g, " ");
}
function splitStatements(text2) {
  return text2.split(/\n|;|&&|\|\|/).map((s) => s.trim()).filter((s) => s.length > 0);
}
function mktempIntoDir(args) {
  if (/(?:^|\s)(?:-p\S*|--tmpdir\S*)/.test(args)) return true;
  return args.split(/\s+/).some((a) => a.length > 0 && !a.startsWith("-") && a.includes("/"));
}
function expandVariables(statements) {
  const vars = /* @__PURE__ */ new Map();
  const out = [];
  for (const raw of statements) {
    let s = raw;
    for (const [name, value] of vars) s = s.replace(new RegExp(`\\$\\{${name}\\}|\\$${name}(?!\\w)`, "g"), value);
    out.push(s);
    const mk = /^(?:export\s+)?([A-Za-z_]\w*)=["']?\$\(\s*mktemp\b([^)]*)\)["']?$/.exec(s);
    if (mk) {
      if (!mktempIntoDir(mk[2])) vars.set(mk[1], MKTEMP_PLACEHOLDER);
      continue;
    }
    const m = /^(?:export\s+)?([A-Za-z_]\w*)=(?:"([^"]*)"|'([^']*)'|(\S*))$/.exec(s);
    if (m) {
      const value = m[2] ?? m[3] ?? m[4] ?? "";
      if (!value.includes("$(") && !value.includes("`")) vars.set(m[1], value);
    }
  }
  return out;
}
function words2(statement) {
  const out = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let m = re.exec(statement); m; m = re.exec(statement)) out.push(m[1] ?? m[2] ?? m[3] ?? "");
  return out;
}
function isSafeTarget(target, safePrefixes) {
  const t = target.replace(/^\(+|[),]+$/g, "").replace(/^["']|["']$/g, "");
  for (const prefix of ["/tmp/", "$TMPDIR/", "${TMPDIR}/", ...safePrefixes]) {
    if (!t.startsWith(prefix)) continue;
    const rest = t.slice(prefix.length);
    return !rest.split("/").includes("..") && !rest.includes("$");
  }
  return false;
}
function deleteTargets(statement) {
  const m = DELETE_TOKEN.exec(statement);
  if (!m) return [];
  const after = statement.slice(m.index + m[0].length);
  const quoted = [...after.matchAll(/["']([^"']+)["']/g)].map((q) => q[1]);
  if (/^\s*\(/.test(after) || m[0].endsWith("(")) return quoted;
  return words2(after).filter((w) => !w.startsWith("-") && !["-delete", "-exec", "{}", "+", "\\;"].includes(w));
}
function mvDeletes(statement, mount) {
  const w = words2(statement);
  const at2 = w.indexOf("mv");
  if (at2 < 0) return false;
  const rest = w.slice(at2 + 1);
  const operands = rest.filter((x) => !x.startsWith("-"));
  if (rest.some((x) => x === "-t" || x.startsWith("--target-directory")) || operands.length < 2)
    return mentionsMount(statement, mount);
  const dest = operands[operands.length - 1];
  const under = (p) => mentionsMount(` ${p}`, mount);
  return operands.slice(0, -1).some(under) && !under(dest);
}
function detectMountDelete(command, mount, safePrefixes = []) {
  const joined = preprocessLines(command);
  const statements = expandVariables(splitStatements(joined));
  const hits = [];
  for (const s of statements) if (/\bmv\b/.test(s) && mvDeletes(s, mount)) hits.push(s);
  if (DELETE_TOKEN.test(command) && mentionsMount(command, mount)) {
    const cdInto = statements.some((s) => /^(?:cd|pushd)\s/.test(s) && mentionsMount(s, mount));
    for (const s of statements) {
      if (!DELETE_TOKEN.test(s)) continue;
      if (cdInto || mentionsMount(s, mount)) hits.push(s);
      else if (!deleteTargets(s).every((t) => isSafeTarget(t, safePrefixes))) hits.push(s);
    }
  }
  if (hits.length === 0) return void 0;
  const text2 = [...new Set(hits)].join("; ").trim();
  return { mount, command: text2.length > FINDING_MAX ? text2.slice(0, FINDING_MAX) : text2 };
}
function safeStagingPrefixes(env) {
  return (env.COWORK_HARNESS_SAFE_STAGING_PREFIX ?? "").split(",").map((p) => p.trim()).filter((p) => p.length > 0).map((p) => p.endsWith("/") ? p : `${p}/`);
}

// src/live/judge/fs-diff.ts
async function outputsRemovedByFsDiff(workRoot, preRun, env = process.env) {
  const inOutputs = (p) => p === "outputs" || p.startsWith("outputs/");
  const post = await walkRoots(workRoot, ["outputs"]);
  const postPaths = new Set(post.entries.map((e) => e.path));
  const vanished = preRun.paths.filter((p) => inOutputs(p) && !postPaths.has(p));
  if (vanished.length === 0) return [];
  const before = new Set(preRun.paths);
  const cap2 = preRunHashCap({ env });
  let fresh;
  const freshHashes = async () => {
    if (fresh) return fresh;
    fresh = /* @__PURE__ */ new Set();
    const reader = new WalkedFileReader(workRoot);
    try {
      for (const e of post.entries) {
        if (before.has(e.path) || e.kind === "symlink") continue;
        const h = hashFileCapped(reader, e.path, cap2);
        if ("sha" in h) fresh.add(h.sha);
      }
    } finally {
      reader.close();
    }
    return fresh;
  };
  const out = [];
  for (const p of vanished) {
    const sha2 = preRun.hashes[p];
    if (typeof sha2 === "string" && (await freshHashes()).has(sha2)) continue;
    out.push(`[fs-diff] output file removed post-run: ${p}`);
  }
  return out;
}

// src/live/judge/judged-document.ts
var FINAL_CAP = 32 * 1024;
var TRANSCRIPT_CAP = 128 * 1024;
var DOCUMENT_CAP = 256 * 1024;
var isObj8 = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
function cap(text2, max) {
  if (text2.length <= max) return text2;
  return `${text2.slice(0, max)}
\u2026[${text2.length - max} chars truncated for the judge input budget \u2014 evidence beyond this point was NOT shown; do not infer absence from this cut]`;
}
function scrub(text2, secrets) {
  let out = text2;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join("[REDACTED]");
  return out;
}
function buildJudgedDocument(input) {
  let final = "";
  const transcript = [];
  for (const line of input.events) {
    let obj;
    try {
      obj = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isObj8(obj)) continue;
    if (obj.type === "result" && typeof obj.result === "string") final = obj.result;
    if (obj.type !== "assistant" || obj.parent_tool_use_id !== void 0 && obj.parent_tool_use_id !== null) continue;
    const content = isObj8(obj.message) ? obj.message.content : void 0;
    if (Array.isArray(content)) {
      for (const b of content) if (isObj8(b) && b.type === "text" && typeof b.text === "string") transcript.push(b.text);
    }
  }
  const sections = [];
  if (final.trim() !== "") sections.push(cap(`## Final answer
${scrub(final, input.secrets)}`, FINAL_CAP));
  sections.push(cap(`## Transcript
${scrub(transcript.join("\n"), input.secrets)}`, TRANSCRIPT_CAP));
  for (const f of input.authored?.files ?? [])
    sections.push(
      `## Authored file: ${f.path}${f.truncated ? " (truncated)" : ""}
${scrub(f.content, input.secrets)}`
    );
  const a = input.authored;
  if (a && (a.omittedPaths.length > 0 || a.readErrors.length > 0)) {
    sections.push(
      [
        "## Evidence health (INCOMPLETE)",
        ...a.omittedPaths.map((p) => `- not shown (capture cap): ${p}`),
        ...a.readErrors.map((e) => `- unreadable: ${e.path} (${e.reason})`),
        "Files listed here exist but were not shown: do not infer that their content is absent."
      ].join("\n")
    );
  }
  return cap(sections.join("\n\n"), DOCUMENT_CAP);
}

// src/live/judge/live-keys.ts
import { existsSync as existsSync9, realpathSync as realpathSync7 } from "node:fs";
import { isAbsolute as isAbsolute3, join as join13, sep as sep4 } from "node:path";
var SCAN_EU = (key) => ({
  pass: false,
  message: `evidence unavailable: post-run scan absent \u2014 cannot evaluate ${key}`
});
function fileAbsent(p, ev) {
  if (isAbsolute3(p) || p.split(/[\\/]/).includes(".."))
    return {
      pass: false,
      message: `unsafe file_absent path "${p}" \u2014 must stay under the work root (relative, no "..")`
    };
  const abs = join13(ev.workRoot, p);
  let rootReal;
  try {
    rootReal = realpathSync7(ev.workRoot);
  } catch {
    return {
      pass: false,
      message: `evidence unavailable: the post-run work root is gone \u2014 cannot evaluate file_absent "${p}"`
    };
  }
  let real;
  try {
    real = realpathSync7(abs);
  } catch {
    real = void 0;
  }
  if (real !== void 0 && real !== rootReal && !real.startsWith(rootReal + sep4))
    return { pass: false, message: `unsafe file_absent path "${p}" \u2014 symlink target escapes the work root` };
  if (real !== void 0 || existsSync9(abs))
    return { pass: false, message: `file exists but was asserted absent: ${p} (under the work root)` };
  return { pass: true, evidence: `file_absent: "${p}" is not present under the work root` };
}
function noDeleteInMounts(ev) {
  if (!ev.scan) return SCAN_EU("no_delete_in_mounts");
  const hits = ev.scan.mountDeletes.filter((d) => !ev.deleteWaivers.has(d.mount));
  if (hits.length === 0)
    return {
      pass: true,
      evidence: `no delete detected in a delete-denied mount (${ev.scan.mountDeletes.length} waived)`
    };
  return {
    pass: false,
    message: `delete op(s) touched delete-denied mount(s) (production denies unlink/rmdir there until approved): ${hits.slice(0, 3).map((d) => `${d.mount}: ${d.command}`).join("; ")}`
  };
}
function maxPeakRss(limit, ev) {
  const r = ev.resources;
  if (!r)
    return {
      pass: false,
      message: "max_peak_rss_bytes: live-only \u2014 no resource sampling on this lane (replay/protocol) \u2014 cannot verify"
    };
  if (r.malformedLines > 0)
    return {
      pass: false,
      message: `max_peak_rss_bytes: ${r.malformedLines} malformed resource sample line(s) \u2014 telemetry is corrupt, cannot verify (malformed)`
    };
  if (r.peakRssBytes === void 0)
    return {
      pass: false,
      message: `max_peak_rss_bytes: sampling captured no RSS value (${r.probeFailures} probe failure(s)) \u2014 cannot verify`
    };
  return r.peakRssBytes <= limit ? { pass: true, evidence: `peak RSS ${r.peakRssBytes} \u2264 ${limit} (${r.sampleCount} sample(s))` } : { pass: false, message: `max_peak_rss_bytes: peak RSS ${r.peakRssBytes} > ${limit}` };
}
function semanticMatches(arg, grade, ev) {
  if (!grade)
    return {
      pass: false,
      message: "evidence unavailable: semantic judge not run (semantic_matches is live-only; skipped on replay)"
    };
  if ("noJudge" in grade) return { pass: false, message: grade.noJudge };
  if ("invalid" in grade)
    return {
      pass: false,
      message: `judge grade INVALID (malformed/ambiguous after retry) \u2014 rep counts as invalid, not a pass: ${grade.invalid}`
    };
  const a = ev.authored;
  if (a && (a.omittedPaths.length > 0 || a.readErrors.length > 0)) {
    return {
      pass: false,
      message: `evidence unavailable: authored-file evidence was incomplete (${a.omittedPaths.length} omitted at the capture cap, ${a.readErrors.length} unreadable) \u2014 the judge graded a partial document`
    };
  }
  const n = arg.rubric.length;
  const need = arg.min_pass === void 0 || arg.min_pass === "all" ? n : arg.min_pass;
  const passed = grade.grades.filter((g) => g.pass).length;
  const head = `semantic: ${passed}/${n} rubric claims passed (need ${need})`;
  return passed >= need ? { pass: true, evidence: `${head} \u2014 judge ${grade.model}` } : {
    pass: false,
    message: `${head}; failed claim indices: ${grade.grades.filter((g) => !g.pass).map((g) => g.index).join(",")}`
  };
}
var WRITE_BACK_EXT = /\.(?:html?|m?js|tsx?|jsx|py)$/i;
function writeBackCandidates(a) {
  return [.../* @__PURE__ */ new Set([...a.files.map((f) => f.path), ...a.omittedPaths, ...a.readErrors.map((e) => e.path)])].filter(
    (p) => WRITE_BACK_EXT.test(p)
  );
}
var at = (f) => `"${f.path}":${f.line}`;
function noLostWriteBack(ev) {
  if (!ev.preRunCaptured)
    return {
      pass: false,
      message: "evidence unavailable: no pre-run manifest for this run \u2014 cannot rule out a lost write-back"
    };
  if (!ev.authored || !ev.artifacts)
    return {
      pass: false,
      message: "evidence unavailable: authored-file capture was not wired for this lane \u2014 cannot rule out a lost write-back"
    };
  const { findings, failures, analysed, unresolved } = ev.artifacts;
  const hard = [];
  const advisories = [];
  for (const f of findings) {
    if (f.rule === "artifact-write-back-suspect") {
      advisories.push(`suspect: ${at(f)} \u2014 ${f.message}`);
      continue;
    }
    const reserved = f.path.startsWith("scratchpad/") || f.path.startsWith("outputs/");
    const preExisting = Object.prototype.hasOwnProperty.call(ev.preRunHashes, f.path);
    if (!reserved && preExisting)
      advisories.push(
        `suspect: ${at(f)} has a lost write-back but was a PRE-EXISTING file (the run changed it) \u2014 ${f.message}`
      );
    else hard.push(f);
  }
  const first = hard[0];
  if (first) {
    const more = hard.length > 1 ? ` (+${hard.length - 1} more)` : "";
    return { pass: false, message: `lost interactive-artifact write-back in ${at(first)}: ${first.message}${more}` };
  }
  const causes = [];
  if (failures.length > 0)
    causes.push(
      `analysis failed for ${failures.slice(0, 3).map((f) => `${f.path} (${f.stage}: ${f.reason})`).join(", ")}${failures.length > 3 ? ` (+${failures.length - 3} more)` : ""}`
    );
  if (ev.authored.walkErrors.length > 0)
    causes.push(`user-visible walk errors (${ev.authored.walkErrors.slice(0, 3).join("; ")})`);
  if (ev.authored.scratchpadWalkErrors.length > 0)
    causes.push(`scratchpad walk errors (${ev.authored.scratchpadWalkErrors.slice(0, 3).join("; ")})`);
  const links = ev.authored.scratchpadLinks.filter((p) => WRITE_BACK_EXT.test(p));
  if (links.length > 0) causes.push(`scratchpad source(s) skipped as links (${links.slice(0, 3).join(", ")})`);
  if (unresolved.length > 0)
    causes.push(`scratchpad path(s) outside a session layout (${unresolved.slice(0, 3).join(", ")})`);
  if (causes.length > 0)
    return { pass: false, message: `evidence unavailable: ${causes.join("; ")} \u2014 cannot rule out a lost write-back` };
  if (advisories.length > 0)
    return {
      pass: true,
      evidence: `no_lost_write_back: no lost write-back; ${advisories.length} advisory \u2014 ${advisories[0]}`
    };
  return {
    pass: true,
    evidence: `no_lost_write_back: ${analysed.length} authored source(s) scanned, no lost interactive-artifact write-back`
  };
}
function evaluateLiveKey(key, arg, itemIndex, ev) {
  switch (key) {
    case "file_absent":
      return fileAbsent(String(arg), ev);
    case "no_delete_in_outputs":
      if (!ev.scan) return SCAN_EU(key);
      return ev.scan.outputsDeletes.length === 0 ? { pass: true, evidence: "no delete detected under outputs (command scan and file-system diff)" } : {
        pass: false,
        message: `delete op(s) touched outputs (forbidden in Cowork): ${ev.scan.outputsDeletes.slice(0, 3).join("; ")}`
      };
    case "no_delete_in_mounts":
      return noDeleteInMounts(ev);
    case "self_heal_ran":
      if (!ev.scan) return SCAN_EU(key);
      return ev.scan.selfHealRan === arg ? { pass: true, evidence: `self_heal_ran was ${String(arg)}` } : { pass: false, message: `self_heal_ran was ${String(ev.scan.selfHealRan)}, expected ${String(arg)}` };
    case "transcript_no_host_path":
      if (!ev.scan) return SCAN_EU(key);
      return ev.scan.hostPathLeaked ? { pass: false, message: "host path leaked into model-visible text: true" } : { pass: true, evidence: "no host path in model-visible text" };
    case "no_mcp_error": {
      const first = ev.mcpErrors[0];
      return first ? { pass: false, message: `no_mcp_error: server "${first.server}" failed: ${first.message}` } : { pass: true, evidence: "no MCP request failed" };
    }
    case "max_peak_rss_bytes":
      return maxPeakRss(Number(arg), ev);
    case "semantic_matches":
      return semanticMatches(arg, ev.semantic.get(itemIndex), ev);
    case "no_lost_write_back":
      return noLostWriteBack(ev);
    default:
      return void 0;
  }
}

// src/live/judge/read-artifacts.ts
import { closeSync as closeSync7, readSync as readSync4 } from "node:fs";
import { basename as basename8, dirname as dirname9 } from "node:path";
var ARTIFACT_MAX_BYTES = 1024 * 1024;
var ARTIFACT_TOTAL_BYTES = 16 * 1024 * 1024;
var SCRATCHPAD = "scratchpad/";
function readCapped(reader, rel, max) {
  const { fd } = reader.open(rel, { singleLink: false });
  try {
    const buf = Buffer.alloc(max + 1);
    let got = 0;
    while (got < buf.length) {
      const n = readSync4(fd, buf, got, buf.length - got, null);
      if (n === 0) break;
      got += n;
    }
    return buf.subarray(0, got);
  } finally {
    closeSync7(fd);
  }
}
function analyseArtifacts(workRoot, paths, maxBytes = ARTIFACT_MAX_BYTES, totalBytes = ARTIFACT_TOTAL_BYTES) {
  const out = { findings: [], failures: [], analysed: [], unresolved: [] };
  let budget = totalBytes;
  const sessionRoot = basename8(workRoot) === "mnt" ? dirname9(workRoot) : void 0;
  const readers = /* @__PURE__ */ new Map();
  const readerFor = (root) => {
    let r = readers.get(root);
    if (!r) readers.set(root, r = new WalkedFileReader(root));
    return r;
  };
  try {
    for (const path of [...new Set(paths)]) {
      const kind = artifactKind(path);
      if (!kind) continue;
      const inScratchpad = path.startsWith(SCRATCHPAD);
      if (inScratchpad && !sessionRoot) {
        out.unresolved.push(path);
        continue;
      }
      if (budget <= 0) {
        out.failures.push({
          path,
          stage: "size",
          reason: `past the ${totalBytes}-byte total the analyser reads in one run`
        });
        continue;
      }
      let bytes;
      try {
        bytes = inScratchpad ? readCapped(readerFor(sessionRoot), path.slice(SCRATCHPAD.length), maxBytes) : readCapped(readerFor(workRoot), path, maxBytes);
      } catch (e) {
        out.failures.push({ path, stage: "read", reason: e instanceof ContainmentError ? e.message : oneLine(e) });
        continue;
      }
      if (bytes.length > maxBytes) {
        out.failures.push({ path, stage: "size", reason: `larger than ${maxBytes} bytes` });
        continue;
      }
      budget -= bytes.length;
      let text2;
      try {
        text2 = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      } catch {
        out.failures.push({ path, stage: "parse", reason: "not UTF-8 text" });
        continue;
      }
      const r = analyseArtifactText(kind, text2, /\.mjs$/i.test(path));
      if ("parseError" in r) {
        out.failures.push({ path, stage: "parse", reason: `${r.parseError} at line ${r.line}` });
        continue;
      }
      out.analysed.push(path);
      out.findings.push(...r.findings.map((f) => ({ ...f, path })));
    }
  } finally {
    for (const r of readers.values()) r.close();
  }
  return out;
}

// src/live/judge/mcp-errors.ts
var isObj9 = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var parse = (l) => {
  try {
    const v = JSON.parse(l);
    return isObj9(v) ? v : void 0;
  } catch {
    return void 0;
  }
};
function mcpErrorsOf(events, controlOut, hasInProcessServers) {
  const servers = /* @__PURE__ */ new Map();
  for (const l of events) {
    if (!l.includes("mcp_message")) continue;
    const o = parse(l);
    if (o?.type === "control_request" && isObj9(o.request) && o.request.subtype === "mcp_message")
      servers.set(String(o.request_id), String(o.request.server_name ?? ""));
  }
  const out = [];
  for (const l of controlOut) {
    if (!l.includes("mcp_response")) continue;
    const o = parse(l);
    const resp = isObj9(o?.response) ? o.response : void 0;
    const body = isObj9(resp?.response) ? resp.response : void 0;
    const mcp = isObj9(body?.mcp_response) ? body.mcp_response : void 0;
    const err = isObj9(mcp?.error) ? mcp.error : void 0;
    if (!err) continue;
    const code = typeof err.code === "number" ? err.code : void 0;
    const server2 = servers.get(String(resp?.request_id)) ?? "";
    if (code === -32603) out.push({ server: server2, code, message: String(err.message ?? "") });
    else if (code === -32601 && !hasInProcessServers)
      out.push({ server: server2, code, message: "no sdkMcp handler configured" });
  }
  return out;
}

// src/live/judge/host-path.ts
var ROOTS = ["/Users/", "/opt/cowork/", "/home/", "/root/", "/private/var/", "/var/folders/", "/Volumes/"];
var ROOT_ALT = ROOTS.map((r) => r.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|");
var HOST_PATH = new RegExp(`(?:^|[\\s"'(=:]|file://[^/\\s]*)(?:${ROOT_ALT})`);
function decoded(text2) {
  const unescaped = text2.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  return unescaped.replace(/\\/g, "/");
}
function hostPathLeaked(text2) {
  if (HOST_PATH.test(text2)) return true;
  const copy = decoded(text2);
  return copy !== text2 && HOST_PATH.test(copy);
}

// src/live/judge/scan.ts
var SHELL_TOOLS = /* @__PURE__ */ new Set(["Bash", "mcp__workspace__bash"]);
var SELF_HEAL = /\/sessions\/[^\s"']+\/mnt\/\.local-plugins/;
var isObj10 = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
function currentTurn(lines) {
  let start = 0;
  lines.forEach((l, i) => {
    if (l.includes('"_emu"') && l.includes('"turn_start"')) start = i + 1;
  });
  return lines.slice(start);
}
function visibleTexts(obj) {
  const out = [];
  if (obj.type === "system" && typeof obj.content === "string") out.push(obj.content);
  const content = isObj10(obj.message) ? obj.message.content : void 0;
  if (!Array.isArray(content)) return out;
  for (const block of content) {
    if (!isObj10(block)) continue;
    if (block.type === "thinking") out.push(String(block.thinking ?? block.text ?? ""));
    else if (block.type === "text" && typeof block.text === "string") out.push(block.text);
    else if (block.type === "tool_result") {
      if (typeof block.content === "string") out.push(block.content);
      else if (Array.isArray(block.content)) {
        for (const c of block.content) if (isObj10(c) && typeof c.text === "string") out.push(c.text);
      }
    }
  }
  return out;
}
function shellCommands(obj) {
  if (obj.type !== "assistant" || !isObj10(obj.message) || !Array.isArray(obj.message.content)) return [];
  const out = [];
  for (const block of obj.message.content) {
    if (isObj10(block) && block.type === "tool_use" && SHELL_TOOLS.has(String(block.name)) && isObj10(block.input) && typeof block.input.command === "string")
      out.push(block.input.command);
  }
  return out;
}
function scanEvents(lines, mounts, safePrefixes = []) {
  const turn = currentTurn(lines).filter((l) => !(l.includes('"_emu"') && /"_emu"\s*:/.test(l)));
  if (turn.length === 0) return { unavailable: "[scan] events.jsonl missing or empty \u2014 post-run scan unavailable" };
  const scan = { outputsDeletes: [], mountDeletes: [], selfHealRan: false, hostPathLeaked: false };
  let malformed = 0;
  for (const line of turn) {
    let obj;
    try {
      obj = JSON.parse(line);
    } catch {
      malformed++;
      continue;
    }
    if (!isObj10(obj)) continue;
    if (["assistant", "user", "system"].includes(String(obj.type)) && !scan.hostPathLeaked)
      scan.hostPathLeaked = visibleTexts(obj).some(hostPathLeaked);
    for (const cmd of shellCommands(obj)) {
      if (SELF_HEAL.test(cmd)) scan.selfHealRan = true;
      for (const mount of mounts) {
        const hit = detectMountDelete(cmd, mount, safePrefixes);
        if (!hit) continue;
        scan.mountDeletes.push(hit);
        if (mount === "outputs") scan.outputsDeletes.push(hit.command);
      }
    }
  }
  if (malformed > 0)
    return { unavailable: `[scan] events.jsonl has ${malformed} malformed line(s) \u2014 post-run scan unavailable` };
  return { scan };
}

// src/live/judge/semantic-judge.ts
var DEFAULT_JUDGE_MODEL = "claude-opus-4-8";
var JUDGE_TIMEOUT_MS = 6e5;
function judgeEndpoint(scriptedUrl, env) {
  if (scriptedUrl) return { baseUrl: scriptedUrl, apiKey: "scripted-judge" };
  const key = env.ANTHROPIC_API_KEY;
  if (!key) return void 0;
  return { baseUrl: env.ANTHROPIC_BASE_URL || "https://api.anthropic.com", apiKey: key };
}
function judgeModel(perAssert, env) {
  return perAssert ?? (env.COWORK_HARNESS_JUDGE_MODEL || DEFAULT_JUDGE_MODEL);
}
function buildJudgePrompt(rubric, document) {
  return [
    "You are a strict, literal grading judge. For each numbered claim below, decide whether the candidate answer satisfies it: pass (true) or fail (false). Grade every claim by its index; do not add, drop, merge or reorder claims.",
    "",
    "## Rubric",
    ...rubric.map((c, i) => `${i}. ${c}`),
    "",
    "## Candidate answer",
    document,
    "",
    "## Output",
    'Reply with strict JSON only, no code fences: one object per claim index 0..n-1, shaped {"results":[{"index":<n>,"pass":<bool>}, ...]}.'
  ].join("\n");
}
function objectGroups(text2) {
  const out = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text2.length; i++) {
    const c = text2[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"' && depth > 0) inString = true;
    else if (c === "{") {
      if (depth === 0) start = i;
      depth++;
    } else if (c === "}" && depth > 0) {
      depth--;
      if (depth === 0) out.push(text2.slice(start, i + 1));
    }
  }
  return out;
}
function parseJudgeResults(reply, rubric) {
  const n = rubric.length;
  const grades = /* @__PURE__ */ new Map();
  for (const group of objectGroups(reply)) {
    let v;
    try {
      v = JSON.parse(group);
    } catch {
      continue;
    }
    const results = v?.results;
    if (!Array.isArray(results) || results.length !== n) continue;
    const passes2 = new Array(n);
    let ok = true;
    for (const r of results) {
      const idx = r.index;
      const pass = r.pass;
      if (typeof idx !== "number" || typeof pass !== "boolean" || !Number.isInteger(idx) || idx < 0 || idx >= n || passes2[idx] !== void 0 || Object.keys(r).length !== 2) {
        ok = false;
        break;
      }
      passes2[idx] = pass;
    }
    if (ok) grades.set(JSON.stringify(passes2), passes2);
  }
  if (grades.size !== 1) {
    throw new Error(
      `judge reply has ${grades.size === 0 ? "no" : "more than one"} valid grade for ${n} claim(s): ${reply.replace(/\s+/g, " ").slice(0, 300)}`
    );
  }
  const passes = [...grades.values()][0];
  return rubric.map((claim, index) => ({ index, claim, pass: passes[index] }));
}
async function judgeOnce(req) {
  const url = `${req.endpoint.baseUrl.replace(/\/+$/, "")}/v1/messages`;
  const res = await (req.fetchImpl ?? fetch)(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": req.endpoint.apiKey,
      "anthropic-version": "2023-06-01"
    },
    body: JSON.stringify({
      model: req.model,
      max_tokens: 2048,
      messages: [{ role: "user", content: buildJudgePrompt(req.rubric, req.document) }]
    }),
    signal: AbortSignal.timeout(req.timeoutMs ?? JUDGE_TIMEOUT_MS)
  });
  const text2 = await res.text();
  if (!res.ok) throw new Error(`judge model answered HTTP ${res.status}: ${text2.replace(/\s+/g, " ").slice(0, 200)}`);
  const body = JSON.parse(text2);
  const reply = Array.isArray(body.content) ? body.content.map(
    (b) => b && typeof b === "object" && b.type === "text" ? String(b.text ?? "") : ""
  ).join("") : "";
  return {
    grades: parseJudgeResults(reply, req.rubric),
    model: typeof body.model === "string" ? body.model : req.model
  };
}
async function judgeWithRetry(req) {
  try {
    return await judgeOnce(req);
  } catch {
    try {
      return await judgeOnce(req);
    } catch (e) {
      return { invalid: (e instanceof Error ? e.message : String(e)).split("\n")[0] };
    }
  }
}

// src/live/judge/delivery.ts
var SHOWN = 5;
var DELIVERY_WAIVER = "allow_undelivered_deliverables";
function deliveryTail(path) {
  return path.startsWith("scratchpad/") ? path.slice("scratchpad/".length) : path;
}
function isDelivered(path, presented) {
  const tail = deliveryTail(path);
  return presented.some((p) => !p.leaked && (p.from === path || p.from === tail || p.from.endsWith(`/${tail}`)));
}
function shown(path) {
  return /[\u0000-\u001f\u007f]/.test(path) ? JSON.stringify(path) : path;
}
function listed(paths) {
  const head = paths.slice(0, SHOWN).map(shown).join(", ");
  return paths.length > SHOWN ? `${head}, +${paths.length - SHOWN} more` : head;
}
function undeliveredFiles(ev) {
  if (ev.lane === "remote" || ev.workspaceFiles === void 0 || !ev.scratchpadComplete || ev.presentedFiles === void 0 || ev.turn > 1)
    return void 0;
  const presented = ev.presentedFiles;
  return ev.workspaceFiles.filter((f) => f.class === "scratchpad" && !isDelivered(f.path, presented)).map((f) => f.path);
}
function deliverySignals(ev, waived) {
  if (waived) return [];
  if (ev.lane === "remote") {
    const made = (ev.workspaceFiles ?? []).map((f) => f.path);
    if (made.length === 0) return [];
    return [
      {
        code: "delivery_unobservable",
        severity: "warn",
        message: `${made.length} file(s) the skill produced cannot be checked for delivery on lane: remote (${listed(made)}): the remote session does not use present_files, so this run cannot see whether the user got them \u2014 check delivery another way, then assert ${DELIVERY_WAIVER}: true`
      }
    ];
  }
  const missing = undeliveredFiles(ev);
  if (!missing || missing.length === 0) return [];
  return [
    {
      code: "undelivered_deliverables",
      severity: "warn",
      message: `${missing.length} file(s) the skill produced never reached the user: ${listed(missing)}. They stayed in the scratchpad, which the user never sees \u2014 deliver each with present_files (or write it under outputs/), or, if they are only working files, assert ${DELIVERY_WAIVER}: true`
    }
  ];
}

// src/live/judge/signals.ts
var MODIFIERS = /* @__PURE__ */ new Set([
  "allow_permissive_auto_allow",
  "allow_missing_capability",
  "allow_l0_plugin_divergence",
  "allow_stall",
  "allow_undelivered_deliverables",
  "allow_outputs_delete",
  "allow_delete_in"
]);
var SKILL_KEYS = ["skill_triggered", "skill_available", "skill_tool_used"];
function authoredKeys(items2) {
  const keys = /* @__PURE__ */ new Set();
  for (const item of items2) for (const [k, v] of Object.entries(item)) if (v !== void 0) keys.add(k);
  return keys;
}
function deleteWaivers(items2) {
  const out = /* @__PURE__ */ new Set();
  for (const item of items2)
    if (Array.isArray(item.allow_delete_in)) for (const m of item.allow_delete_in) out.add(String(m));
  return out;
}
function liveSignals(g) {
  const keys = authoredKeys(g.items);
  const signals = [];
  const warnings = [];
  if (g.scanUnavailable) signals.push({ code: "scan_unavailable", severity: "warn", message: g.scanUnavailable });
  const s = g.scan;
  if (s && s.outputsDeletes.length > 0 && !keys.has("no_delete_in_outputs") && !keys.has("allow_outputs_delete")) {
    signals.push({
      code: "outputs_delete",
      severity: "fail",
      message: `unauthorized delete touched mnt/outputs: ${s.outputsDeletes.join("; ")} (Cowork denies deletes in outputs; assert allow_outputs_delete: true if the skill means to)`
    });
  }
  if (s) {
    const waived = deleteWaivers(g.items);
    for (const d of s.mountDeletes) {
      if (d.mount === "outputs") continue;
      warnings.push(`[scan] delete detected in mount "${d.mount}": ${d.command}`);
      if (!waived.has(d.mount) && !keys.has("no_delete_in_mounts")) {
        signals.push({
          code: "mount_delete",
          severity: "warn",
          message: `delete detected in mount "${d.mount}" (production denies it until approved): ${d.command} \u2014 waive with allow_delete_in: [${d.mount}]`
        });
      }
    }
  }
  const hostPathCounts = g.tier !== "protocol" && g.tier !== "hostloop";
  if (s?.hostPathLeaked && !hostPathCounts)
    warnings.push(
      `[verdict] host_path_leak signal skipped at ${g.tier} \u2014 the agent runs on this machine there, so host paths are expected`
    );
  if (s?.hostPathLeaked && hostPathCounts && !keys.has("transcript_no_host_path")) {
    signals.push({
      code: "host_path_leak",
      severity: "fail",
      message: "a host path leaked into model-visible text (assert transcript_no_host_path: true to make it an assertion)"
    });
  }
  for (const tool of g.permissiveAutoAllow)
    warnings.push(`[permission] "${tool}" auto-allowed by cowork parity \u2014 a real user would have been asked`);
  if (g.permissiveAutoAllow.length > 0 && !keys.has("allow_permissive_auto_allow")) {
    signals.push({
      code: "permissive_auto_allow",
      severity: "fail",
      message: `tool(s) auto-allowed by cowork parity without an answers: rule: ${[...new Set(g.permissiveAutoAllow)].join(", ")} \u2014 add an answers: rule, or assert allow_permissive_auto_allow: true`
    });
  }
  if ((g.l0PluginDirs ?? 0) > 0) {
    warnings.push(
      `${g.scenario ?? "scenario"}: L0 (protocol) does not apply the Cowork auth-env drop or --plugin-dir; ${g.l0PluginDirs} plugin dir(s) were staged but their skills do not reach the agent \u2014 skill assertions (${SKILL_KEYS.join(", ")}) cannot hold at this tier; record at fidelity: container${g.l0PluginPaths?.length ? ` (a Skill call for them answers "Unknown skill"; their files are at ${g.l0PluginPaths.join(", ")}, relative to the agent's cwd)` : ""}`
    );
    if (!keys.has("allow_l0_plugin_divergence")) {
      signals.push({
        code: "l0_plugin_divergence",
        severity: "fail",
        message: `the session's ${g.l0PluginDirs} plugin(s) do not load at the protocol tier (no --plugin-dir), so this run is not the one Cowork makes \u2014 record at fidelity: container, or assert allow_l0_plugin_divergence: true`
      });
    }
  }
  if (g.capability) {
    signals.push(...g.capability.signals);
    warnings.push(...g.capability.warnings);
  }
  if (g.nonDeterministic)
    signals.push({
      code: "non_deterministic",
      severity: "warn",
      message: "a gate was answered by a live decider, so another run may answer it differently"
    });
  const missing = (g.promptWarnings ?? []).filter((w) => w.includes("referenced asset not found"));
  if (missing.length > 0)
    signals.push({
      code: "prompt_asset_missing",
      severity: "warn",
      message: `the run went without a baseline prompt asset: ${missing.join("; ")}`
    });
  const openEnded = [...keys].every((k) => k === "result" || MODIFIERS.has(k));
  if (g.result === "success" && !g.stalled && !keys.has("allow_stall") && openEnded && !g.deliveredOutput && /\?(?![\w=&/#])/.test(g.finalText)) {
    signals.push({
      code: "ended_with_question",
      severity: "warn",
      message: "the run ended with a question to the user and delivered no output file"
    });
  }
  const delivery = g.delivery ? deliverySignals(g.delivery, keys.has(DELIVERY_WAIVER)) : [];
  signals.push(...delivery);
  for (const d of delivery) warnings.push(`[delivery] ${d.message}`);
  const guards = [
    { name: "capability-use", status: g.capability?.guard ?? "na" },
    { name: "permissive-auto-allow", status: g.permissiveAutoAllow.length > 0 ? "fail" : "pass" },
    { name: "host-path", status: !s ? "na" : signals.some((x) => x.code === "host_path_leak") ? "fail" : "pass" },
    { name: "outputs-delete", status: !s ? "na" : s.outputsDeletes.length > 0 ? "fail" : "pass" },
    { name: "delivery", status: deliveryStatus(g.delivery) }
  ];
  return { signals, guards, warnings };
}
function deliveryStatus(ev) {
  if (!ev) return "na";
  if (ev.lane === "remote")
    return ev.workspaceFiles === void 0 ? "na" : deliverySignals(ev, false).length > 0 ? "fail" : "pass";
  const missing = undeliveredFiles(ev);
  return missing === void 0 ? "na" : missing.length > 0 ? "fail" : "pass";
}

// src/live/judge/workspace-files.ts
var hasDotPart = (rel) => rel.split("/").some((c) => c.startsWith("."));
async function producedInRoots(workRoot, roots, preRun, env) {
  const walk = await walkRoots(workRoot, roots);
  const cap2 = preRunHashCap({ env });
  const before = new Set(preRun.paths);
  const out = [];
  const reader = new WalkedFileReader(workRoot);
  try {
    for (const e of walk.entries) {
      if (e.kind === "symlink") continue;
      if (before.has(e.path)) {
        const stat2 = preRun.stats[e.path];
        if (stat2 && stat2.size === e.size && stat2.mtimeMs === e.mtimeMs) continue;
        const now = hashFileCapped(reader, e.path, cap2);
        if ("sha" in now && preRun.hashes[e.path] === now.sha) continue;
      }
      out.push({ path: e.path, class: e.path === "outputs" || e.path.startsWith("outputs/") ? "output" : "folder" });
    }
  } finally {
    reader.close();
  }
  return out;
}
async function scratchpadFiles(sessionRoot) {
  const walk = await walkScratchpad(sessionRoot);
  if (walk.openError !== void 0) return { files: [], complete: false };
  const complete = Object.keys(walk.unreadable).length === 0 && walk.containmentSkips.length === 0;
  const files = walk.entries.filter((e) => e.kind !== "symlink" && !hasDotPart(e.path)).map((e) => ({ path: `scratchpad/${e.path}`, class: "scratchpad" }));
  return { files, complete };
}
async function producedFiles(workRoot, writableRoots, preRun, env = process.env) {
  const visible = await producedInRoots(workRoot, writableRoots, preRun, env);
  const sessionRoot = sessionRootOf2(workRoot);
  if (sessionRoot === void 0) return { files: visible, scratchpadComplete: false };
  const pad2 = await scratchpadFiles(sessionRoot);
  return { files: [...visible, ...pad2.files], scratchpadComplete: pad2.complete };
}

// src/live/judge/capability-use.ts
import { posix as posix2 } from "node:path";
var MAX_SCRIPTS = 64;
var MAX_SCRIPT_BYTES = 1024 * 1024;
var isObj11 = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var INTERPRETED = /(?:^|[\s;&|(\x60]|\$\()(?:[\w./-]*\/)?(?:python(?:3(?:\.\d+)?)?|node|bash|sh|dash|zsh)\s+(?:--?[\w-]+(?:=\S*)?\s+)*(["']?)([^\s"';&|<>()\x60]+\.(?:py|js|mjs|cjs|sh|bash))\1(?=$|[\s;&|)\x60])/g;
var CD = /(?:^|[;&|(]\s*)cd\s+(["']?)([^\s"';&|()]+)\1/g;
function scriptsRunBy(command, cwd) {
  const out = [];
  for (const m of command.matchAll(INTERPRETED)) {
    let base = cwd;
    for (const c of command.slice(0, m.index).matchAll(CD)) base = posix2.resolve(base, c[2]);
    out.push(posix2.resolve(base, m[2]));
  }
  return out;
}
function toolResultText(block) {
  if (typeof block.content === "string") return block.content;
  if (Array.isArray(block.content))
    return block.content.map((c) => isObj11(c) && typeof c.text === "string" ? c.text : "").join("\n");
  return "";
}
var clip2 = (s) => {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > 120 ? `${one.slice(0, 119)}\u2026` : one;
};
function detectCapabilityUse(lines, opts) {
  const found = /* @__PURE__ */ new Map();
  const note = (hits, shown2) => {
    for (const [f, matched] of hits) if (!found.has(f)) found.set(f, clip2(shown2(matched)));
  };
  const written = /* @__PURE__ */ new Map();
  const scripts = [];
  for (const line of currentTurn(lines)) {
    let obj;
    try {
      obj = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isObj11(obj) || !isObj11(obj.message) || !Array.isArray(obj.message.content)) continue;
    for (const block of obj.message.content) {
      if (!isObj11(block)) continue;
      if (obj.type === "assistant" && block.type === "tool_use" && isObj11(block.input)) {
        const input = block.input;
        for (const k of ["command", "code"]) {
          const text2 = input[k];
          if (typeof text2 !== "string") continue;
          note(familiesUsedIn(text2), (m) => k === "command" ? text2 : m);
          if (k === "command") {
            for (const s of scriptsRunBy(text2, opts.cwd)) if (!scripts.includes(s)) scripts.push(s);
          }
        }
        if (block.name === "Write" && typeof input.file_path === "string" && typeof input.content === "string")
          written.set(posix2.resolve(opts.cwd, input.file_path), input.content);
      } else if (obj.type === "user" && block.type === "tool_result" && block.is_error === true) {
        note(familiesFailedIn(toolResultText(block)), (m) => `error: ${m}`);
      }
    }
  }
  for (const path of scripts.slice(0, MAX_SCRIPTS)) {
    const text2 = written.get(path) ?? opts.readScript(path);
    if (text2 !== void 0 && text2.length <= MAX_SCRIPT_BYTES)
      note(familiesUsedIn(text2), (m) => `${posix2.basename(path)}: ${m}`);
  }
  return [...found].map(([family, evidence]) => ({ family, evidence }));
}
function sessionScriptReader(hostRoot, guestRoot) {
  return (agentPath) => {
    const norm = posix2.normalize(agentPath);
    if (!norm.startsWith(`${guestRoot}/`)) return void 0;
    try {
      return readFileBelow(hostRoot, norm.slice(guestRoot.length + 1), MAX_SCRIPT_BYTES).toString("utf8");
    } catch {
      return void 0;
    }
  };
}

// src/live/judge/capability-guard.ts
var KNOWN = CAPABILITY_FAMILIES.join(", ");
var WAIVE = "or assert allow_missing_capability: true if the skill copes without it";
function declaredCapabilities(raw) {
  return Array.isArray(raw) ? [...new Set(raw.filter((x) => typeof x === "string"))] : [];
}
function capabilityPreflight(declared, probe2, waived) {
  if (probe2.status !== "definitive") return {};
  const omitted = declared.filter((n) => isCapabilityFamily(n) && !probe2.present[n]);
  if (omitted.length === 0) return {};
  const what = omitted.map((f) => `${f} (${familyLabel(f)})`).join(", ");
  if (waived)
    return {
      notice: `[capability] requires_capabilities lists ${what}, which the agent image ${probe2.image} lacks \u2014 running anyway (allow_missing_capability)`
    };
  return {
    refuse: `[capability] requires_capabilities lists ${what}, which the agent image ${probe2.image} lacks, so the skill cannot run as in Cowork \u2014 use an agent image that has it (COWORK_AGENT_IMAGE), ${WAIVE}`
  };
}
function unmetMessage(caps, probe2) {
  const of = (r) => caps.filter((c) => c.reason === r).map((c) => c.name);
  const parts = [];
  if (of("unknown").length > 0)
    parts.push(
      `${of("unknown").map((n) => JSON.stringify(n)).join(", ")} is not a capability family (known: ${KNOWN}) \u2014 fix the name`
    );
  if (of("omitted").length > 0 && probe2?.status === "definitive")
    parts.push(`the agent image ${probe2.image} lacks ${of("omitted").join(", ")} \u2014 use an image that has it, ${WAIVE}`);
  if (of("unverifiable").length > 0)
    parts.push(
      `${of("unverifiable").join(", ")} could not be checked (${probe2 && probe2.status !== "definitive" ? probe2.why : "no probe"}) \u2014 record at fidelity: container with the probe on, ${WAIVE}`
    );
  return `requires_capabilities: ${parts.join("; ")}`;
}
function judgeCapabilities(opts) {
  const { declared, used, waived } = opts;
  const warnings = [];
  const signals = [];
  const probe2 = opts.probe;
  if (!probe2) return { capabilityProbe: "not-needed", missingCapabilityUse: [], signals, guard: "pass", warnings };
  const lacks = probe2.status === "definitive" ? CAPABILITY_FAMILIES.filter((f) => !probe2.present[f]) : [];
  const blind = opts.scanUnavailable !== void 0 && lacks.length > 0;
  if (blind)
    warnings.push(
      `[capability] the run's events could not all be read, so a use of ${lacks.join(", ")} (which the image lacks) may have gone unseen`
    );
  const caps = [];
  for (const name of declared) {
    if (!isCapabilityFamily(name)) caps.push({ name, reason: "unknown" });
    else if (probe2.status !== "definitive") caps.push({ name, reason: "unverifiable" });
    else if (!probe2.present[name]) caps.push({ name, reason: "omitted" });
  }
  const missingUse = probe2.status === "definitive" ? used.filter((u) => !probe2.present[u.family]) : [];
  if (probe2.status === "unverified")
    warnings.push(`[capability] the agent image could not be probed (${probe2.why}) \u2014 capability use is not verified`);
  const unverifiable = caps.filter((c) => c.reason === "unverifiable").map((c) => c.name);
  if (unverifiable.length > 0 && probe2.status !== "definitive") {
    warnings.push(
      waived ? `[capability] requires_capabilities ${unverifiable.join(", ")} not checked at the ${opts.tier} tier (${probe2.why}) \u2014 waived by allow_missing_capability` : `[capability] (FAILED THIS RUN) requires_capabilities ${unverifiable.join(", ")} cannot be checked at the ${opts.tier} tier (${probe2.why}) \u2014 record at fidelity: container with the probe on, ${WAIVE}`
    );
  }
  if (caps.length > 0) {
    const message = unmetMessage(caps, probe2);
    if (waived) warnings.push(`[capability] waived by allow_missing_capability: ${message}`);
    else signals.push({ code: "missing_capability", severity: "fail", message });
  }
  if (missingUse.length > 0 && probe2.status === "definitive") {
    const list = missingUse.map((u) => `${u.family} (${familyLabel(u.family)}) in ${JSON.stringify(u.evidence)}`).join("; ");
    const message = `the run used ${list}, which the agent image ${probe2.image} lacks: Cowork's VM has it, so this run is not the one Cowork makes \u2014 use an agent image that has it, ${WAIVE}`;
    if (waived) warnings.push(`[capability] waived by allow_missing_capability: ${message}`);
    else signals.push({ code: "missing_capability", severity: "fail", message });
  }
  const guard = probe2.status === "skipped" ? "na" : probe2.status === "unverified" ? "unverified" : signals.length > 0 ? "fail" : blind ? "unverified" : "pass";
  return {
    capabilityProbe: probe2.status,
    ...caps.length > 0 ? { requiresCapabilityUnmet: { caps } } : {},
    missingCapabilityUse: missingUse,
    signals,
    guard,
    warnings
  };
}

// src/live/judge/judge-live.ts
var JUDGED_HERE = new Set(LIVE_ONLY_KEYS.filter((k) => k !== "egress_denied" && k !== "egress_allowed"));
function items(authored) {
  const a = authored.assert;
  return Array.isArray(a) ? a.filter((x) => x !== null && typeof x === "object" && !Array.isArray(x)) : [];
}
function finalText(events) {
  let result = "";
  let lastAssistant = "";
  for (const l of events) {
    if (!l.includes('"type":"result"') && !l.includes('"type":"assistant"')) continue;
    try {
      const o = JSON.parse(l);
      if (o.type === "result" && typeof o.result === "string") result = o.result;
      if (o.type === "assistant" && !o.parent_tool_use_id && Array.isArray(o.message?.content)) {
        const t = o.message.content.filter((b) => b.type === "text").map((b) => String(b.text ?? "")).join("\n");
        if (t.trim()) lastAssistant = t;
      }
    } catch {
    }
  }
  return { result, lastAssistant };
}
function presentedOf(v) {
  if (!Array.isArray(v)) return void 0;
  const out = [];
  for (const p of v) {
    if (p === null || typeof p !== "object") return void 0;
    const { from, leaked } = p;
    if (typeof from !== "string") return void 0;
    out.push({ from, leaked: leaked === true });
  }
  return out;
}
function lineOf(a, list, lines) {
  const want = JSON.stringify(Object.entries(a.assertion).filter(([, v]) => v !== void 0));
  const i = list.findIndex(
    (item) => JSON.stringify(Object.entries(item).filter(([k, v]) => v !== void 0 && k in a.assertion)) === want
  );
  return i >= 0 ? lines[i] : void 0;
}
async function judgeLive(input) {
  const list = items(input.authored);
  const warnings = [];
  const used = new Set(list.flatMap((item) => Object.keys(item)));
  const mounts = ["outputs", ...input.rwMounts.filter((m) => m !== "outputs")];
  const scanned = scanEvents(input.run.events, mounts, safeStagingPrefixes(input.env));
  const scan = "scan" in scanned ? scanned.scan : void 0;
  if (scan) scan.outputsDeletes.push(...await outputsRemovedByFsDiff(input.workRoot, input.preRun, input.env));
  if ("unavailable" in scanned) warnings.push(scanned.unavailable);
  let authored;
  if (used.has("semantic_matches") || used.has("no_lost_write_back")) {
    authored = await captureAuthoredFiles(
      input.workRoot,
      input.userVisibleRoots,
      input.readonlyRoots,
      input.preRun,
      input.env
    );
  }
  const artifacts = authored && used.has("no_lost_write_back") ? analyseArtifacts(input.workRoot, writeBackCandidates(authored)) : void 0;
  const semantic = /* @__PURE__ */ new Map();
  const endpoint = judgeEndpoint(input.scriptedModelUrl, input.env);
  for (const [i, item] of list.entries()) {
    const sm = item.semantic_matches;
    if (!sm) continue;
    if (!endpoint) {
      semantic.set(i, {
        noJudge: "semantic_matches: needs a judge model \u2014 set ANTHROPIC_API_KEY (and ANTHROPIC_BASE_URL if not the public API) so the rubric can be graded; it is never passed ungraded"
      });
      continue;
    }
    const document = buildJudgedDocument({
      events: input.run.events,
      ...authored ? { authored } : {},
      secrets: input.secrets
    });
    const graded = await judgeWithRetry({
      endpoint,
      model: judgeModel(sm.judge_model, input.env),
      rubric: sm.rubric,
      document
    });
    if ("invalid" in graded)
      warnings.push(`semantic judge grade invalid after retry (rep counts as invalid, not passed): ${graded.invalid}`);
    semantic.set(i, graded);
  }
  const ev = {
    workRoot: input.workRoot,
    ...scan ? { scan } : {},
    mcpErrors: mcpErrorsOf(input.run.events, input.run.controlOut, input.inProcessMcp),
    ...input.resources ? { resources: input.resources } : {},
    ...authored ? { authored } : {},
    ...artifacts ? { artifacts } : {},
    preRunCaptured: true,
    preRunHashes: input.preRun.hashes,
    semantic,
    deleteWaivers: deleteWaivers(list)
  };
  const live = [];
  list.forEach((item, i) => {
    for (const [key, arg] of Object.entries(item)) {
      if (arg === void 0 || !JUDGED_HERE.has(key)) continue;
      const r = evaluateLiveKey(key, arg, i, ev);
      if (!r) continue;
      const grade = semantic.get(i);
      const extra = key === "semantic_matches" && grade && "grades" in grade ? { semanticClaims: grade.grades, judgeModel: grade.model } : key === "semantic_matches" && grade && "invalid" in grade ? { judgeInvalid: true } : {};
      live.push({ assertion: { [key]: arg }, ...r, line: input.assertLines[i], ...extra });
    }
  });
  const base = input.result;
  const stalled = base.verdict.signals.some((s) => s.code === "stalled");
  const texts = finalText(input.run.events);
  const produced = await producedFiles(
    input.workRoot,
    input.userVisibleRoots.filter((r) => !input.readonlyRoots.includes(r)),
    input.preRun,
    input.env
  ).catch(() => void 0);
  const presented = presentedOf(base.presentedFiles);
  let capability;
  if (input.capability) {
    const c = input.capability;
    const used2 = detectCapabilityUse(input.run.events, {
      cwd: c.guestRoot,
      readScript: sessionScriptReader(c.hostRoot, c.guestRoot)
    });
    const needed = c.declared.length > 0 || used2.length > 0 || "unavailable" in scanned;
    capability = judgeCapabilities({
      declared: c.declared,
      used: used2,
      ...needed ? { probe: c.probe() } : {},
      waived: list.some((item) => item.allow_missing_capability === true),
      tier: input.tier,
      ..."unavailable" in scanned ? { scanUnavailable: scanned.unavailable } : {}
    });
  }
  const guards = liveSignals({
    items: list,
    tier: input.tier,
    ...scan ? { scan } : {},
    ..."unavailable" in scanned ? { scanUnavailable: scanned.unavailable } : {},
    permissiveAutoAllow: input.run.decisions.filter((d) => d.permissiveAutoAllow === true).map((d) => d.name),
    result: base.result,
    finalText: texts.result || texts.lastAssistant,
    deliveredOutput: produced?.files.some((f) => f.class === "output") ?? false,
    stalled,
    ...input.tier === "protocol" ? { l0PluginDirs: input.pluginDirs, l0PluginPaths: input.pluginPaths, scenario: base.scenario } : {},
    nonDeterministic: input.run.decisions.some((d) => d.nonDeterministic === true),
    ...input.promptWarnings ? { promptWarnings: input.promptWarnings } : {},
    delivery: {
      lane: input.authored.lane === "remote" ? "remote" : "local",
      ...produced ? { workspaceFiles: produced.files } : {},
      scratchpadComplete: produced?.scratchpadComplete ?? false,
      ...presented ? { presentedFiles: presented } : {},
      turn: 1
    },
    ...capability ? { capability } : {}
  });
  warnings.push(...guards.warnings);
  const guardLine = (s) => s.code === "missing_capability" && input.capability?.line !== void 0 ? { line: input.capability.line } : {};
  const assertions = [...base.assertions, ...live].map(
    (a) => a.line !== void 0 ? a : {
      ...a,
      ...lineOf(a, list, input.assertLines) !== void 0 ? { line: lineOf(a, list, input.assertLines) } : {}
    }
  );
  const failing = live.filter((a) => !a.pass);
  const signals = [
    ...base.verdict.signals,
    ...failing.map((a) => ({ code: "assertion", severity: "fail", message: a.message ?? "" })),
    ...guards.signals
  ];
  const failureOf = (a) => ({
    assertion: Object.keys(a.assertion)[0],
    message: a.message ?? "",
    kind: "assertion",
    ...a.line !== void 0 ? { line: a.line } : {}
  });
  const failures = [
    ...base.verdict.failures.map((f) => {
      if (f.kind !== "assertion") return f;
      const a = assertions.find((x) => !x.pass && x.message === f.message && x.line !== void 0);
      return a ? { ...f, line: a.line } : f;
    }),
    ...failing.map(failureOf),
    ...guards.signals.filter((s) => s.severity === "fail").map((s) => ({ message: s.message, kind: "guard", ...guardLine(s) }))
  ];
  const pass = !signals.some((s) => s.severity === "fail");
  const verdict = {
    ...base.verdict,
    pass,
    exitCode: pass ? 0 : 1,
    signals,
    failures,
    guards: guards.guards
  };
  const outcome = base.result === "error" ? "errored" : signals.some((s) => s.code === "stalled" || s.code === "ended_with_question") ? "no_deliverable" : pass ? "delivered_clean" : "delivered_with_verdict_fail";
  return {
    result: {
      ...base,
      assertions,
      verdict,
      exitCode: base.exitCode === 2 ? 2 : verdict.exitCode,
      outcome,
      ...scan ? { scan } : {},
      mcpErrors: ev.mcpErrors,
      ...input.resources ? { resources: input.resources } : {},
      ...produced ? { workspaceFiles: produced.files } : {},
      ...capability ? {
        capabilityProbe: capability.capabilityProbe,
        missingCapabilityUse: capability.missingCapabilityUse,
        ...capability.requiresCapabilityUnmet ? { requiresCapabilityUnmet: capability.requiresCapabilityUnmet } : {}
      } : {}
    },
    warnings
  };
}

// src/live/judge/resource-sampler.ts
import { execFile } from "node:child_process";
var PROBE_TIMEOUT_MS = 5e3;
var FIRST_SAMPLE_RETRY_MS = 200;
var UNITS = {
  b: 1,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12
};
function parseMemUsage(text2) {
  const m = /^\s*([\d.]+)\s*([a-zA-Z]+)/.exec(text2.split("/")[0] ?? "");
  if (!m) return void 0;
  const unit = UNITS[m[2].toLowerCase()];
  const n = Number(m[1]);
  return unit === void 0 || !Number.isFinite(n) ? void 0 : Math.round(n * unit);
}
function samplingInterval(env, warn) {
  const raw = env.COWORK_HARNESS_RESOURCE_INTERVAL_MS;
  if (raw === void 0) return 1e3;
  const n = Number(raw);
  if (Number.isInteger(n) && n > 0) return n;
  warn(`COWORK_HARNESS_RESOURCE_INTERVAL_MS=${JSON.stringify(raw)} is not a positive integer \u2014 sampling every 1000 ms`);
  return 1e3;
}
function probe(rt, container) {
  return new Promise((resolveProbe) => {
    execFile(
      rt.command,
      [...rt.globalArgs, "stats", container, "--no-stream", "--format", "{{json .}}"],
      { env: rt.env, timeout: PROBE_TIMEOUT_MS, encoding: "utf8" },
      (err, stdout) => {
        if (err) return resolveProbe("failed");
        let obj;
        try {
          obj = JSON.parse(stdout.trim());
        } catch {
          try {
            obj = JSON.parse(stdout.trim().split("\n")[0] ?? "");
          } catch {
            return resolveProbe("malformed");
          }
        }
        if (Array.isArray(obj)) obj = obj[0];
        if (obj === null || typeof obj !== "object" || Array.isArray(obj)) return resolveProbe("malformed");
        const o = obj;
        const mem = o.MemUsage ?? o.mem_usage;
        const cpu = o.CPUPerc ?? o.cpu_percent;
        const rss = typeof mem === "string" ? parseMemUsage(mem) : void 0;
        const cpuPct = typeof cpu === "string" ? Number(cpu.replace("%", "")) : void 0;
        resolveProbe({
          ...rss !== void 0 ? { rss } : {},
          ...cpuPct !== void 0 && Number.isFinite(cpuPct) ? { cpu: cpuPct } : {}
        });
      }
    );
  });
}
function startContainerSampler(rt, container, intervalMs) {
  const fold = { tier: "container", sampleCount: 0, intervalMs, malformedLines: 0, probeFailures: 0 };
  let inFlight;
  let stopped = false;
  let timer;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, fold.sampleCount === 0 ? Math.min(FIRST_SAMPLE_RETRY_MS, intervalMs) : intervalMs);
    timer.unref();
  };
  const tick = () => {
    if (inFlight || stopped) return;
    inFlight = probe(rt, container).then((r) => {
      inFlight = void 0;
      if (r === "failed") fold.probeFailures++;
      else if (r === "malformed") fold.malformedLines++;
      else {
        fold.sampleCount++;
        if (r.rss !== void 0) fold.peakRssBytes = Math.max(fold.peakRssBytes ?? 0, r.rss);
        if (r.cpu !== void 0) fold.peakCpuPct = Math.max(fold.peakCpuPct ?? 0, r.cpu);
      }
      schedule();
    });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.race([inFlight ?? Promise.resolve(), new Promise((r) => setTimeout(r, PROBE_TIMEOUT_MS + 500))]);
      return fold;
    }
  };
}

// src/live/judge/live-sampler.ts
function startLiveSampler(authored, container, env, warn) {
  const list = Array.isArray(authored.assert) ? authored.assert : [];
  const wanted = list.some(
    (i) => i !== null && typeof i === "object" && i.max_peak_rss_bytes !== void 0
  );
  if (!wanted || !container) return void 0;
  const sampler = startContainerSampler(container.runtime, container.name, samplingInterval(env, warn));
  let done;
  const stop = () => done ??= sampler.stop();
  return { pause: () => void stop(), stop };
}

// src/live/judge/session-args.ts
import { copyFileSync as copyFileSync2, mkdirSync as mkdirSync4, statSync as statSync5 } from "node:fs";
import { dirname as dirname10, join as join14 } from "node:path";
var EXTENDED_THINKING_TOKENS = 31999;
function agentEnvOverlay(agentEnv) {
  const env = {};
  if (agentEnv.subagent_model !== void 0) env.CLAUDE_CODE_SUBAGENT_MODEL = agentEnv.subagent_model;
  if (agentEnv.tool_search !== void 0) env.ENABLE_TOOL_SEARCH = agentEnv.tool_search === "off" ? "false" : "auto";
  if (agentEnv.disable_experimental_betas === true) env.CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS = "1";
  return env;
}
function stageMcpConfig(config, o) {
  let isDir2;
  try {
    isDir2 = statSync5(config).isDirectory();
  } catch {
    throw new HarnessError(
      `${o.sessionWhere}: mcp.config ${config} does not exist \u2014 fix the path (it is relative to the session file)`
    );
  }
  if (isDir2)
    throw new HarnessError(`${o.sessionWhere}: mcp.config ${config} is a directory \u2014 name the MCP config JSON file`);
  if (o.tier === "protocol") return config;
  const staged = join14(o.configDir, "mcp.json");
  mkdirSync4(dirname10(staged), { recursive: true });
  copyFileSync2(config, staged);
  return o.guestPath(staged);
}
function sessionAgentSettings(session, o) {
  const args = [];
  if (session.mcp.config !== null) args.push("--mcp-config", stageMcpConfig(session.mcp.config, o));
  if (o.tier === "container") {
    if (session.agent_max_turns !== void 0) args.push("--max-turns", String(session.agent_max_turns));
    if (session.debug.max_thinking_tokens !== void 0)
      args.push("--max-thinking-tokens", String(session.debug.max_thinking_tokens));
    else if (session.extended_thinking) args.push("--max-thinking-tokens", String(EXTENDED_THINKING_TOKENS));
    else args.push("--thinking", "disabled");
    if (session.debug.thinking_display !== void 0) args.push("--thinking-display", session.debug.thinking_display);
  }
  return {
    permissionMode: session.permission_mode,
    ...session.effort !== void 0 ? { effort: session.effort } : {},
    ...session.model !== void 0 ? { model: session.model } : {},
    args,
    env: agentEnvOverlay(session.agent_env)
  };
}

// src/live/judge/cowork-prompt.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { isAbsolute as isAbsolute4, join as join15 } from "node:path";
var pad = (n) => String(n).padStart(2, "0");
function tokens(c) {
  const now = c.now ?? /* @__PURE__ */ new Date();
  const mnt = `${c.sessionRoot}/mnt`;
  return [
    ["{{cwd}}", c.sessionRoot],
    ["{{vmCwd}}", c.sessionRoot],
    ["{{skillsDir}}", `${mnt}/.claude`],
    ["{{workspaceFolder}}", c.firstFolderMount ? `${mnt}/${c.firstFolderMount}` : `${mnt}/outputs`],
    ["{{folderSelected}}", c.firstFolderMount ? "true" : "false"],
    ["{{modelName}}", c.model ?? "Claude"],
    [
      "{{currentDateTime}}",
      `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`
    ],
    ["{{currentTimezone}}", Intl.DateTimeFormat().resolvedOptions().timeZone],
    ["{{accountName}}", c.accountName ?? "User"]
  ];
}
function render(loaded, key, c, warnings) {
  const rel = loaded.baseline.spawn?.[key];
  if (typeof rel !== "string") return void 0;
  const path = join15(loaded.dir, rel);
  let text2;
  if (rel !== "" && !isAbsolute4(rel) && !escapesRoot(loaded.dir, path)) {
    try {
      text2 = readFileSync3(path, "utf8");
    } catch {
      text2 = void 0;
    }
  }
  if (text2 === void 0) {
    if (c.env.COWORK_HARNESS_ALLOW_MISSING_PROMPT !== "1")
      throw new HarnessError(
        `missing prompt asset: ${path} (baseline ${loaded.file}, spawn.${key}) \u2014 restore it, or set COWORK_HARNESS_ALLOW_MISSING_PROMPT=1 to record without it`
      );
    warnings.push(`[prompt] referenced asset not found: ${path}`);
    return void 0;
  }
  let out = normalizePromptAsset(text2);
  for (const [token, value] of tokens(c)) out = out.split(token).join(value);
  return out.trim();
}
function renderCoworkPrompts(loaded, c) {
  const warnings = [];
  if (!loaded.baseline.spawn) return { warnings };
  const system = render(loaded, "promptTemplate", c, warnings);
  const sub = c.tier === "container" ? render(loaded, "subagentAppend", c, warnings) : void 0;
  return { ...system ? { systemPromptAppend: system } : {}, ...sub ? { subagentAppend: sub } : {}, warnings };
}
function baselineAllowDomains(loaded) {
  const network = loaded.baseline.network;
  const domains = network !== null && typeof network === "object" ? network.allowDomains : void 0;
  return Array.isArray(domains) ? domains.filter((d) => typeof d === "string") : [];
}

// src/live/judge/effort.ts
function levelsOf(entry) {
  return Array.isArray(entry?.effortLevels) ? entry.effortLevels.filter((l) => typeof l === "string") : void 0;
}
function validateEffort(baseline, model, effort, where) {
  if (model === void 0 || effort === void 0) return;
  const byModel = baseline.spawn?.effortByModel;
  const entry = byModel !== null && typeof byModel === "object" ? byModel[model] : void 0;
  if (entry !== void 0) {
    const levels2 = levelsOf(entry);
    if (levels2 === void 0)
      throw new HarnessError(
        `${where}: model "${model}" has no effort selector (baseline ${baseline.appVersion}) \u2014 remove effort`
      );
    if (!levels2.includes(effort))
      throw new HarnessError(
        `${where}: effort "${effort}" is not offered by model ${model} (baseline ${baseline.appVersion} offers ${levels2.join(", ")})`
      );
    return;
  }
  const fallback = baseline.spawn?.effortRegexDefault;
  if (typeof fallback?.pattern !== "string") return;
  let re;
  try {
    re = new RegExp(fallback.pattern);
  } catch {
    return;
  }
  const levels = levelsOf(fallback);
  if (re.test(model) && levels !== void 0 && !levels.includes(effort)) {
    throw new HarnessError(
      `${where}: effort "${effort}" is not offered by model ${model} (baseline ${baseline.appVersion} offers ${levels.join(", ")})`
    );
  }
}
function baselineEffortDefault(baseline) {
  const d = baseline.spawn?.effortDefault;
  return d === "low" || d === "medium" || d === "high" || d === "xhigh" || d === "max" ? d : void 0;
}

// src/live/run-dir/keep.ts
import { appendFile, mkdir as mkdir2, rm, writeFile } from "node:fs/promises";
import { dirname as dirname12, join as join16 } from "node:path";

// src/live/run-dir/index-row.ts
import { basename as basename9, dirname as dirname11 } from "node:path";
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
var rec = (v) => typeof v === "object" && v !== null && !Array.isArray(v) ? v : {};
function modelSum(modelUsage, key) {
  const values = Object.values(rec(modelUsage)).map((m) => num(rec(m)[key])).filter((n) => n !== void 0);
  return values.length ? values.reduce((a, b) => a + b, 0) : void 0;
}
function rowHead(input) {
  return {
    v: 1,
    ts: (input.now ?? /* @__PURE__ */ new Date()).toISOString(),
    command: input.command
  };
}
function rowPlace(outDir) {
  return { slug: basename9(dirname11(outDir)), runId: basename9(outDir) };
}
function indexRow(input) {
  const r = input.result;
  const usage = rec(r.usage);
  const inTok = num(usage.input_tokens);
  const outTok = num(usage.output_tokens);
  const fingerprint = rec(r.fingerprint);
  const verdict = rec(r.verdict);
  const signals = Array.isArray(verdict.signals) ? verdict.signals.map((s) => rec(s).code).filter((c) => typeof c === "string") : [];
  const row = {
    ...rowHead(input),
    scenario: r.scenario,
    ...rowPlace(input.outDir),
    fidelity: r.fidelity,
    effectiveFidelity: r.effectiveFidelity,
    baseline: r.baseline,
    result: r.result === "success" ? "success" : "error",
    pass: verdict.pass === true,
    skillHash: typeof fingerprint.skillHash === "string" ? fingerprint.skillHash.slice(0, 12) : void 0,
    signals,
    costUsd: num(rec(r.cost).usd),
    tokens: inTok !== void 0 && outTok !== void 0 ? inTok + outTok : void 0,
    turns: num(usage.turns),
    cacheReadTokens: modelSum(r.modelUsage, "cacheReadInputTokens"),
    modelCostUsd: modelSum(r.modelUsage, "costUSD"),
    durationMs: input.durationMs,
    partial: input.partial,
    nonDeterministic: r.nonDeterministic === true,
    outDir: input.outDir,
    // which checkout ran it is not the keeper's to guess: the reference writes null when unknown
    git: { branch: null, sha: null },
    // ours: the verdict word `status` and the report print
    verdict: verdict.pass === true ? "pass" : "fail"
  };
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== void 0));
}
function failedIndexRow(input) {
  return {
    ...rowHead(input),
    scenario: input.scenario,
    ...rowPlace(input.outDir),
    fidelity: input.fidelity,
    baseline: "",
    result: "error",
    pass: false,
    signals: [],
    partial: true,
    nonDeterministic: false,
    outDir: input.outDir,
    git: { branch: null, sha: null }
  };
}

// src/live/run-dir/keep.ts
var STATUS_INTERVAL_ENV = "COWORK_HARNESS_STATUS_INTERVAL_MS";
var jsonl = (rows) => rows.map((r) => typeof r === "string" ? r : JSON.stringify(r)).join("\n") + (rows.length ? "\n" : "");
function roundedCost(cost) {
  if (typeof cost !== "object" || cost === null || Array.isArray(cost)) return cost;
  const c = cost;
  return typeof c.usd === "number" ? { ...c, usd: Math.round(c.usd * 1e6) / 1e6 } : cost;
}
function nonReproducible(decisions) {
  return decisions.flatMap((d) => {
    const x = d;
    if (x.kind !== "question" || x.by === "scripted" || x.decision !== "answered") return [];
    return [{ question: x.name, chosen: Object.values(x.answers ?? {}).join(", "), by: x.by }];
  });
}
var RunKeeper = class _RunKeeper {
  constructor(root, dir, status, redact, log, command) {
    this.root = root;
    this.dir = dir;
    this.status = status;
    this.redact = redact;
    this.log = log;
    this.command = command;
  }
  root;
  dir;
  status;
  redact;
  log;
  command;
  timer;
  static async open(opts) {
    const id = newRunId();
    const dir = join16(opts.root, slug(opts.scenario), id);
    const now = (/* @__PURE__ */ new Date()).toISOString();
    const status = {
      schemaVersion: 1,
      state: "running",
      pid: process.pid,
      scenario: opts.scenario,
      fidelity: opts.fidelity,
      sessionId: id,
      startedAt: now,
      updatedAt: now,
      elapsedMs: 0,
      toolCounts: {},
      subagentCount: 0
    };
    const keeper = new _RunKeeper(opts.root, dir, status, opts.redact, opts.log, opts.command);
    await rm(dir, { recursive: true, force: true });
    await mkdir2(join16(dir, "turns", "1"), { recursive: true });
    await keeper.writeStatus();
    opts.log(`[status] ${dir}`);
    const interval = Number(opts.env[STATUS_INTERVAL_ENV]) > 0 ? Number(opts.env[STATUS_INTERVAL_ENV]) : 5e3;
    keeper.timer = setInterval(() => void keeper.writeStatus().catch(() => void 0), interval);
    keeper.timer.unref();
    return keeper;
  }
  async writeStatus() {
    const now = Date.now();
    this.status.updatedAt = new Date(now).toISOString();
    this.status.elapsedMs = now - Date.parse(this.status.startedAt);
    await writeFileAtomic(join16(this.dir, RUN_FILES.status), JSON.stringify(this.status, null, 2) + "\n");
  }
  async write(rel, text2) {
    const path = join16(this.dir, rel);
    await mkdir2(dirname12(path), { recursive: true });
    await writeFile(path, text2);
  }
  async guarded(what, work) {
    if (this.timer) clearInterval(this.timer);
    try {
      await work();
    } catch (e) {
      this.log(`warning: could not keep the run's evidence in ${this.dir} (${what}): ${oneLine(e)}`);
    }
  }
  async writeStream(events, controlOut, stderr, egress) {
    await this.write(RUN_FILES.events, jsonl(events));
    await this.write(RUN_FILES.controlOut, jsonl(controlOut));
    await this.write(RUN_FILES.stderr, this.redact.text(stderr));
    await this.write(RUN_FILES.egress, jsonl(egress.map((e) => this.redact.value(e))));
    const { events: parsed } = traceEvents(events);
    const toolCounts = {};
    for (const ev of parsed)
      if (ev.type === "tool_use" && ev.parentToolUseId === void 0)
        toolCounts[ev.name] = (toolCounts[ev.name] ?? 0) + 1;
    return { toolCounts, subagents: parsed.filter((e) => e.type === "subagent_dispatch").length };
  }
  async finish(ev) {
    await this.guarded("finish", async () => {
      const c = ev.cassette;
      const { toolCounts, subagents } = await this.writeStream(c.events, c.controlOut ?? [], ev.stderr, ev.egress);
      await this.write(RUN_FILES.timeline, jsonl(c.timeline ?? []));
      await this.write(
        RUN_FILES.preRun,
        JSON.stringify(
          { paths: c.preRunPaths ?? [], hashes: c.preRunHashes ?? {}, origin: c.preRunOrigin ?? "local" },
          null,
          2
        ) + "\n"
      );
      const r = ev.result;
      const decisions = ev.decisions ? this.redact.value([...ev.decisions]) : void 0;
      const resultJson = {
        ...r,
        // a kept run is the live command's evidence, not a re-check: the reference's verify-run,
        // scaffold and stats refuse a `replay` result
        command: this.command,
        mode: "run",
        outDir: this.dir,
        // a live run ran at its tier: the `replay:` prefix is the judging's, not the run's
        ...typeof r.fidelity === "string" ? { fidelity: r.fidelity.replace(/^replay:/, "") } : {},
        ...typeof r.effectiveFidelity === "string" ? { effectiveFidelity: r.effectiveFidelity.replace(/^replay:/, "") } : {},
        durationMs: ev.durationMs,
        ...r["cost"] !== void 0 ? { cost: roundedCost(r["cost"]) } : {},
        ...decisions ? { decisions, nonReproducibleAnswers: nonReproducible(decisions) } : {},
        artifacts: c.artifacts ?? [],
        egress: ev.egress.map((e) => this.redact.value(e))
      };
      const turn = join16("turns", "1");
      await this.write(join16(turn, TURN_FILES.result), JSON.stringify(resultJson, null, 2) + "\n");
      await writeFileAtomic(join16(this.dir, turn, TURN_FILES.cassette), JSON.stringify(c, null, 2) + "\n");
      const { events: parsed } = traceEvents(c.events);
      const rows = traceRows(parsed);
      const init = parsed.find((e) => e.type === "init");
      const source = {
        kind: "run-dir",
        file: this.dir,
        lines: [...c.events],
        turns: 1,
        ...c.controlOut ? { controlOut: c.controlOut } : {}
      };
      const gates = questionsView(parsed, { ...source, result: { decisions: resultJson.decisions } }).gates;
      await this.write(
        join16(turn, TURN_FILES.trace),
        JSON.stringify(
          {
            steps: rows,
            toolCounts,
            // the question texts, as the reference's trace.json has them; the gates in full under `gates`
            questions: gates.map((g) => g.question),
            gates,
            subagents: dispatchesView(parsed).dispatches,
            decisions: resultJson.decisions,
            egress: resultJson.egress,
            durationMs: ev.durationMs,
            cost: r["cost"] !== void 0 ? roundedCost(r["cost"]) : null
          },
          null,
          2
        ) + "\n"
      );
      const transcript = rows.filter((x) => x.kind === "text").map((x) => x.detail).join("\n");
      await this.write(
        join16(turn, TURN_FILES.run),
        jsonl([
          {
            t: "run",
            scenario: r.scenario,
            fidelity: resultJson.fidelity,
            runId: this.status.sessionId,
            result: r.result,
            ...init?.type === "init" && init.cwd !== void 0 ? { cwd: this.redact.text(init.cwd) } : {},
            turn: 1
          },
          { t: "init", tools: init?.type === "init" ? init.tools.length : 0 },
          ...(resultJson.decisions ?? []).map((d) => ({ t: "decision", ...d })),
          ...resultJson.egress.map((e) => ({ t: "egress", ...e })),
          { t: "transcript", text: transcript },
          { t: "tool_counts", counts: toolCounts },
          { t: "cost", usage: r["usage"] ?? null, metrics: r["modelUsage"] ?? null }
        ])
      );
      Object.assign(this.status, {
        state: "done",
        toolCounts,
        subagentCount: subagents,
        result: r.result,
        durationMs: ev.durationMs,
        verdict: r.verdict.pass ? "pass" : "fail"
      });
      if (!r.verdict.pass)
        this.status.error = this.redact.text(
          r.verdict.failures.map((f) => f.message).slice(0, 1).join("") || r.error || "the verdict failed"
        );
      await this.writeStatus();
      const row = indexRow({
        command: this.command,
        outDir: this.dir,
        result: resultJson,
        durationMs: ev.durationMs,
        partial: false
      });
      await appendFile(join16(this.root, RUN_FILES.index), JSON.stringify(row) + "\n");
    });
  }
  async fail(ev) {
    await this.guarded("fail", async () => {
      const events = (ev.events ?? []).map((l) => this.redact.jsonLine(l));
      const controlOut = (ev.controlOut ?? []).map((l) => this.redact.jsonLine(l));
      const { toolCounts, subagents } = await this.writeStream(events, controlOut, ev.stderr ?? "", ev.egress ?? []);
      Object.assign(this.status, {
        state: "error",
        toolCounts,
        subagentCount: subagents,
        result: "error",
        errorSource: "harness",
        stderrLogPath: join16(this.dir, RUN_FILES.stderr),
        error: this.redact.text(ev.error)
      });
      await this.writeStatus();
      const row = failedIndexRow({
        command: this.command,
        outDir: this.dir,
        scenario: this.status.scenario,
        fidelity: this.status.fidelity
      });
      await appendFile(join16(this.root, RUN_FILES.index), JSON.stringify(row) + "\n");
    });
  }
};

// src/live/record/record-scenario.ts
var SCRIPTED_MODEL_MAX_RETRIES = "2";
var BASELINE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
async function cassettePathFor(scenarioPath, name, out) {
  const stem = name || basename10(scenarioPath, extname(scenarioPath));
  const why = unsafeFileNameReason(stem);
  if (why !== void 0 && (out === void 0 || out.endsWith("/") || await stat(out).then(
    (s) => s.isDirectory(),
    () => false
  ))) {
    throw new UsageError(
      `scenario name ${JSON.stringify(stem)} cannot name the cassette file: ${why} \u2014 rename the scenario (e.g. "${safeFileStem(stem)}") or pass --out FILE`
    );
  }
  const file = `${stem}.cassette.json`;
  if (out === void 0) return { path: join17(dirname13(scenarioPath), file), outDir: dirname13(scenarioPath) };
  const isDir2 = out.endsWith("/") || await stat(out).then(
    (s) => s.isDirectory(),
    () => false
  );
  return isDir2 ? { path: join17(out, file), outDir: out } : { path: out, outDir: dirname13(out) };
}
async function recordScenario(opts) {
  const log = opts.log ?? (() => void 0);
  const scenarioPath = resolve10(opts.scenarioPath);
  const loaded = await loadScenarioFile(scenarioPath);
  const scenario = loaded.scenario;
  const lineOf2 = (key) => `${relative6(process.cwd(), scenarioPath) || scenarioPath}${loaded.keyLines[key] !== void 0 ? `:${loaded.keyLines[key]}` : ""}`;
  if (opts.bounds?.containerTierOnly === true && recordTier(scenario.fidelity) !== "container")
    throw new HarnessError(protocolTierRefusal(lineOf2("fidelity"), scenario.fidelity));
  const limit = runTimeLimit({
    explicitMs: opts.timeoutMs,
    scenarioMs: scenario.timeout_ms,
    maxTimeoutMs: opts.bounds?.maxTimeoutMs,
    where: lineOf2("timeout_ms")
  });
  if (limit.cut !== void 0) log(limit.cut);
  const scenarioDir = dirname13(scenarioPath);
  const sessionPath = scenario.session === "(inline)" ? void 0 : resolve10(scenarioDir, scenario.session);
  if (sessionPath !== void 0 && opts.allowOutsidePaths !== true)
    assertScenarioFileContained(scenarioPath, "session", sessionPath, {
      repoRoot: opts.repoRoot ?? repositoryRootOf(scenarioPath)
    });
  const session = sessionPath === void 0 ? void 0 : await loadSessionFile(sessionPath);
  const sessionConfig = session?.resolved ?? SessionSchema.parse({});
  const { path: cassettePath, outDir } = await cassettePathFor(scenarioPath, scenario.name, opts.out);
  const named = loaded.modelScript;
  if (named?.form === "key" && !opts.modelScript) log(`warning: ${opts.scenarioPath}: ${MODEL_SCRIPT_KEY_DEPRECATION}`);
  const scriptPath = opts.modelScript ? resolve10(opts.modelScript) : named ? resolve10(scenarioDir, named.path) : void 0;
  const apiKey = opts.env.ANTHROPIC_API_KEY;
  if (!scriptPath && !apiKey && !opts.modelServer) {
    throw new UsageError(
      `${opts.scenarioPath}: no model to run against \u2014 name a model script in the scenario ("# cowork-harness model_script: FILE"), pass --model-script FILE, or set ANTHROPIC_API_KEY for the real API`
    );
  }
  if (typeof scenario.baseline === "string" && !BASELINE_NAME.test(scenario.baseline)) {
    throw new UsageError(
      `${opts.scenarioPath}: baseline ${JSON.stringify(scenario.baseline)} is not a baseline name (letters, digits, ".", "_", "-"; no path)`
    );
  }
  if (opts.allowOutsidePaths !== true) {
    const ctx = { repoRoot: opts.repoRoot ?? repositoryRootOf(scenarioPath) };
    if (session) assertSessionContained(session.path, session.resolved, ctx);
    if (named && !opts.modelScript && scriptPath)
      assertScenarioFileContained(scenarioPath, "model script", scriptPath, ctx, named.line);
  }
  const repoRoot = opts.repoRoot ?? repositoryRootOf(scenarioPath);
  if (session) assertNoRepositoryFolders(session.path, session.resolved, { repoRoot });
  const staging = await planStaging(sessionConfig, {
    env: opts.env,
    repoRoot,
    ...session ? { sessionFile: session.path } : {}
  });
  if (opts.write && session) {
    const untracked = untrackedWarning(
      await untrackedFilesUnder(declaredSkillDirs(session.resolved), opts.env),
      process.cwd()
    );
    if (untracked !== void 0) log(`warning: ${untracked}`);
  }
  const ownLive = opts.live === void 0 ? new LiveDeciderSession({}, { command: opts.write ? "record" : "run", cwd: scenarioDir, env: opts.env, log }) : void 0;
  const deciding = (opts.live ?? ownLive).forScenario(scenario.on_unanswered, opts.scenarioPath);
  const tier = recordTier(scenario.fidelity);
  const desktop = opts.baselinesDir !== void 0 ? await loadBaseline(opts.baselinesDir, typeof scenario.baseline === "string" ? scenario.baseline : "latest") : void 0;
  const spawnEnv = desktop ? baselineSpawnEnv(desktop.baseline.spawn?.env) : void 0;
  if (desktop)
    validateEffort(
      desktop.baseline,
      sessionConfig.model,
      sessionConfig.effort,
      session ? `${relative6(process.cwd(), session.path) || session.path}${session.keyLines.effort ? ` (line ${session.keyLines.effort})` : ""}` : opts.scenarioPath
    );
  let server2;
  if (opts.env.COWORK_SWEEP !== "off") sweepBeforeRun(void 0, log);
  armInterruptCleanup(void 0);
  const layout = stageSessionLayout(sessionConfig, {
    tier,
    staging,
    ...opts.allowOutsidePaths !== true ? { containRoot: opts.repoRoot ?? repositoryRootOf(scenarioPath) } : {}
  });
  let tierRun;
  const keepRunRoot = keepRoot(opts.keepRunRoot, opts.env, process.cwd());
  const keeper = keepRunRoot ? await RunKeeper.open({
    root: keepRunRoot,
    scenario: scenario.name,
    fidelity: tier,
    command: opts.write ? "record" : "run",
    redact: createRedactor({ secretValues: secretValuesFromEnv(opts.env, {}) }),
    env: opts.env,
    log
  }) : void 0;
  const started = Date.now();
  try {
    for (const w of layout.warnings) log(`warning: ${w}`);
    for (const n of layout.notices) log(`notice: ${n}`);
    tierRun = await prepareTier({
      tier,
      scenarioName: scenario.name,
      layout,
      allow: sessionAllowlist(sessionConfig.egress, desktop ? baselineAllowDomains(desktop) : []),
      scriptedModel: scriptPath !== void 0 || opts.modelServer !== void 0,
      sessionLimits: sessionConfig.limits,
      ...opts.agentBinary ? { agentBinary: opts.agentBinary } : {},
      env: opts.env,
      log
    });
    const declaredCaps = declaredCapabilities(scenario.requires_capabilities);
    const waivesCaps = scenario.assert.some((a) => a.allow_missing_capability === true);
    if (declaredCaps.length > 0) {
      const pre = capabilityPreflight(declaredCaps, tierRun.capabilityProbe(), waivesCaps);
      const at2 = loaded.keyLines.requires_capabilities;
      if (pre.refuse)
        throw new HarnessError(`${opts.scenarioPath}${at2 !== void 0 ? `:${at2}` : ""}: ${pre.refuse}`, EXIT.boundary);
      if (pre.notice) log(`notice: ${pre.notice}`);
    }
    const settings = sessionAgentSettings(sessionConfig, {
      tier,
      configDir: layout.configDir,
      guestPath: tierRun.guestPath,
      sessionWhere: session ? `${relative6(process.cwd(), session.path) || session.path}${session.keyLines.mcp ? ` (line ${session.keyLines.mcp})` : ""}` : opts.scenarioPath
    });
    const effort = settings.effort ?? (desktop ? baselineEffortDefault(desktop.baseline) : void 0);
    const sessionRoot = tier === "container" ? tierRun.guestRoot : sessionRootOf(scenario.name);
    const prompts = desktop ? renderCoworkPrompts(desktop, {
      tier,
      sessionRoot,
      ...layout.folders[0] ? { firstFolderMount: layout.folders[0].mount } : {},
      ...sessionConfig.model ? { model: sessionConfig.model } : {},
      ...sessionConfig.account_name ? { accountName: sessionConfig.account_name } : {},
      env: opts.env
    }) : void 0;
    for (const w of prompts?.warnings ?? []) log(`warning: ${w}`);
    const preRun = await capturePreRunManifest(layout.workRoot, [...layout.userVisibleRoots, "uploads"], {
      env: opts.env
    });
    if (opts.modelServer) server2 = await opts.modelServer(tierRun.modelHost);
    else if (scriptPath)
      server2 = await startModelServer({
        script: await loadModelScript(scriptPath),
        // messages name the model script as the author knows it: relative to where the command ran
        scriptName: relative6(process.cwd(), scriptPath) || scriptPath,
        host: tierRun.modelHost
      });
    const creds = !server2 && apiKey ? { ANTHROPIC_API_KEY: apiKey } : {};
    const retries = opts.env[AGENT_MAX_RETRIES_ENV] ?? (server2 ? SCRIPTED_MODEL_MAX_RETRIES : void 0);
    const modelBaseUrl = server2?.url ?? opts.env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com";
    const model = opts.modelServer ? "recorded model turns" : server2 ? "scripted model" : "real API";
    const where = tier === "container" ? `, in ${tierRun.guestRoot}` : "";
    log(
      opts.write ? `recording ${scenario.name} at the ${tier} tier (${model}, ${opts.format})${where}` : `running ${scenario.name} at the ${tier} tier (${model}; judged, nothing written)${where}`
    );
    const tierAgent = tierRun.agent;
    const progress = new RunProgress();
    const beat = startHeartbeat(log, (ms) => `${scenario.name}: ${progress.line(ms)}`, heartbeatMs(opts.env));
    const sampler = startLiveSampler(
      loaded.authored,
      tierRun.agentContainer,
      opts.env,
      (m) => beat.log(`warning: ${m}`)
    );
    const run = await withStagedPathsNamed(
      layout,
      () => runAgent({
        ...opts.agentBinary ? { binary: opts.agentBinary } : {},
        cwd: layout.cwd,
        runDir: layout.agentRunDir,
        prompt: scenario.prompt,
        decider: buildDecider({
          answers: scenario.answers,
          parity: sessionConfig.permission_parity,
          terminal: deciding.terminal,
          warn: (m) => beat.log(`warning: ${m}`)
        }),
        dialogTimeoutMs: deciding.dialogTimeoutMs,
        observeLine: (line, parsed) => {
          progress.observe(line, parsed);
          deciding.observeLine(line, parsed);
        },
        modelBaseUrl,
        ...settings.model ? { model: settings.model } : {},
        permissionMode: settings.permissionMode,
        ...effort ? { effort } : {},
        ...settings.args.length > 0 ? { extraArgs: settings.args } : {},
        ...prompts?.systemPromptAppend ? { appendSystemPrompt: prompts.systemPromptAppend } : {},
        ...prompts?.subagentAppend ? { appendSubagentSystemPrompt: prompts.subagentAppend } : {},
        timeoutMs: limit.ms,
        ...tierAgent,
        ...spawnEnv ? { spawnEnv } : {},
        extraEnv: {
          ...tierAgent.extraEnv,
          ...settings.env,
          ...creds,
          ...retries !== void 0 ? { [AGENT_MAX_RETRIES_ENV]: retries } : {}
        },
        ...server2 ? { modelErrors: () => server2.errors } : {},
        warn: (m) => beat.log(`warning: ${m}`)
      })
    ).finally(() => {
      beat.stop();
      sampler?.pause();
    });
    const guestPath = tierRun.guestPath;
    const rec2 = await finishRecording({
      format: opts.format,
      cassettePath,
      scenarioPath,
      scenario: { ...loaded.authored, prompt: scenario.prompt, session: scenario.session },
      session,
      ...scriptPath ? { modelScript: { path: scriptPath, sha256: sha256OfFile(scriptPath) ?? "" } } : {},
      layout: {
        ...layout,
        folderPrefixMap: layout.folderPrefixMap.map((m) => ({ from: guestPath(m.from), mount: m.mount }))
      },
      preRun,
      run,
      effectiveFidelity: tier,
      environment: {
        ...tierRun.environment,
        ...tier === "container" ? { containerBaseline: containerBaseline() } : {}
      },
      secretValues: secretValuesFromEnv(opts.env, creds),
      stagedPaths: {
        base: layout.base,
        root: layout.root,
        guestRoot: sessionRoot,
        hostTemp: tier === "protocol"
      },
      ...opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {},
      env: opts.env
    });
    for (const w of rec2.warnings) log(`warning: ${w}`);
    const resources = await sampler?.stop();
    const liveJudged = await judgeLive({
      result: evaluateLiveEgress(rec2.verdict.result, loaded.authored, tierRun.attempts()),
      authored: loaded.authored,
      assertLines: loaded.assertLines,
      run,
      tier,
      workRoot: layout.workRoot,
      userVisibleRoots: layout.userVisibleRoots,
      readonlyRoots: layout.readonlyRoots,
      rwMounts: layout.folders.filter((f) => f.mode === "rw").map((f) => f.mount),
      preRun,
      inProcessMcp: tier === "container",
      pluginDirs: layout.pluginDirs.length,
      pluginPaths: stagedPluginPaths(layout),
      ...prompts ? { promptWarnings: prompts.warnings } : {},
      ...resources ? { resources } : {},
      // a model script answers the judge too; a re-run's recorded turns cannot, so there the judge is the real API (or none)
      ...server2 && !opts.modelServer ? { scriptedModelUrl: server2.url } : {},
      secrets: secretValuesFromEnv(opts.env, creds),
      env: opts.env,
      capability: {
        declared: declaredCaps,
        ...loaded.keyLines.requires_capabilities !== void 0 ? { line: loaded.keyLines.requires_capabilities } : {},
        probe: () => tierRun.capabilityProbe(),
        hostRoot: layout.root,
        guestRoot: tierRun.guestRoot
      }
    });
    for (const w of liveJudged.warnings) log(`warning: ${w}`);
    const judged = liveJudged.result;
    const stamp = rec2.cassette.authoring;
    const gates = liveGateCount(run.decisions);
    const result = stamp?.nonDeterministic === true ? {
      ...judged,
      verdict: {
        ...judged.verdict,
        signals: [
          ...judged.verdict.signals.filter((s) => s.code !== "non_deterministic"),
          {
            code: "non_deterministic",
            severity: "warn",
            message: `${gates} gate(s) answered live (${stamp.channel ?? deciding.label}); a re-record may answer differently`
          }
        ]
      }
    } : judged;
    const privacy = scanCassette(rec2.cassette, opts.allow ?? []).filter((f) => f.cls !== "unscanned");
    const written = opts.write && privacy.length === 0 && (result.verdict.pass || opts.allowFailing === true);
    if (written) await writeCassetteAtomic(cassettePath, rec2.cassette, { outDir });
    await keeper?.finish({
      cassette: rec2.cassette,
      result,
      stderr: run.stderr,
      egress: tierRun.attempts(),
      durationMs: Date.now() - started,
      decisions: run.decisions
    });
    if (stamp?.nonDeterministic === true && written) log(`warning: ${authoringWarning(stamp, gates, deciding.label)}`);
    const authoredLive = stamp?.nonDeterministic === true ? { ...stamp.channel ? { channel: stamp.channel } : { channel: deciding.label }, gates } : void 0;
    const annotations = rec2.verdict.annotations.filter(
      (a) => !/^\[replay\] (?:skipped \d+ filesystem\/egress|\d+ mixed assertion)/.test(a.message)
    );
    return {
      cassettePath,
      written,
      result,
      annotations,
      cassette: rec2.cassette,
      privacy,
      ...authoredLive ? { authoredLive } : {}
    };
  } catch (e) {
    const partial = e instanceof AgentRunError ? e.run : void 0;
    await keeper?.fail({
      error: oneLine(e),
      ...partial ? { events: partial.events, controlOut: partial.controlOut, stderr: partial.stderr } : {},
      ...tierRun ? { egress: tierRun.attempts() } : {}
    });
    throw e;
  } finally {
    await ownLive?.close();
    await tierRun?.close();
    await server2?.close();
    layout.cleanup();
  }
}
function stagedPluginPaths(layout) {
  return layout.pluginDirs.map((d) => `${relative6(layout.cwd, d)}/`);
}
async function withStagedPathsNamed(layout, run) {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ModelScriptMismatchError && e.message.includes(`: ${TOOL_RESULT_UNMET} `)) {
      const plugins = stagedPluginPaths(layout);
      const uploads = layout.uploads.map((u) => relative6(layout.cwd, join17(layout.workRoot, u.staged)));
      const where = [
        ...plugins.length > 0 ? [`plugins at ${plugins.join(", ")}`] : [],
        ...uploads.length > 0 ? [`uploads at ${uploads.join(", ")}`] : []
      ];
      if (where.length > 0)
        e.message = `${e.message} \u2014 the session was staged relative to the agent's cwd: ${where.join("; ")}`;
    }
    throw e;
  }
}
function baselineSpawnEnv(env) {
  if (env === null || typeof env !== "object" || Array.isArray(env)) return void 0;
  const out = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === "string") out[k] = v;
  return Object.keys(out).length > 0 ? out : void 0;
}

export {
  boundedRequestHandler,
  RequestLog,
  estimateTokens,
  errorBody,
  recordTier,
  assertSessionContained,
  assertScenarioFileContained,
  writeCassetteAtomic,
  LiveDeciderSession,
  cassettePathFor,
  recordScenario
};
