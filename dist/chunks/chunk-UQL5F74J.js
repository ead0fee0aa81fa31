#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  envMs
} from "./chunk-BRRGV6H7.js";
import {
  abstain,
  decided,
  externalReply,
  flat,
  questionText
} from "./chunk-JO7JSSWO.js";
import {
  AgentRunError,
  UnansweredError
} from "./chunk-BF4ACLAL.js";
import {
  maskSecrets,
  maskSecretsDeep
} from "./chunk-BC4CWRGE.js";
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/live/answerers/cmd-channel.ts
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
var DECIDER_CMD_TIMEOUT_ENV = "COWORK_HARNESS_DECIDER_CMD_TIMEOUT_MS";
var CmdChannel = class {
  constructor(command, opts) {
    this.command = command;
    this.opts = opts;
    this.timeoutMs = envMs(opts.env, DECIDER_CMD_TIMEOUT_ENV, 6e5);
  }
  command;
  opts;
  name = "decider-cmd";
  who = "the helper";
  child;
  lines = [];
  waiting;
  ended = false;
  exitNote = "";
  timeoutMs;
  start() {
    if (this.child) return this.child;
    const child = spawn(this.command, {
      shell: true,
      cwd: this.opts.cwd,
      env: this.opts.env,
      stdio: ["pipe", "pipe", "inherit"]
    });
    this.child = child;
    child.unref();
    child.stdin.on("error", () => void 0);
    child.on("error", (e) => {
      this.exitNote = `could not start: ${e.message}`;
      this.finish();
    });
    child.on("exit", (code, signal) => {
      this.exitNote ||= signal ? `was killed by ${signal}` : `exited with code ${code}`;
    });
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on("line", (line) => {
      if (line.trim() === "") return;
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = void 0;
        w(line);
      } else this.lines.push(line);
    }).on("close", () => this.finish());
    return child;
  }
  finish() {
    this.ended = true;
    const w = this.waiting;
    this.waiting = void 0;
    w?.(null);
  }
  nextLine() {
    const queued = this.lines.shift();
    if (queued !== void 0) return Promise.resolve(queued);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }
  async ask(request) {
    const child = this.start();
    const line = JSON.stringify(request);
    if (this.ended)
      throw new UnansweredError(
        `the decider helper is gone (${this.exitNote || "its output closed"}) \u2014 gate ${request.id} was not answered`
      );
    child.stdin.write(`${line}
`);
    this.opts.onSent?.(line);
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve("timeout"), this.timeoutMs);
    });
    const got = await Promise.race([this.nextLine(), timeout]).finally(() => clearTimeout(timer));
    if (got === "timeout") {
      this.waiting = void 0;
      child.kill("SIGKILL");
      throw new UnansweredError(
        `the decider helper did not answer gate ${request.id} within ${this.timeoutMs} ms (${DECIDER_CMD_TIMEOUT_ENV}) \u2014 it was stopped`
      );
    }
    if (got === null)
      throw new UnansweredError(
        `the decider helper's channel closed without a response to gate ${request.id}${this.exitNote ? ` (it ${this.exitNote})` : ""}`
      );
    try {
      return JSON.parse(got);
    } catch {
      throw new UnansweredError(
        `the decider helper sent invalid JSON for gate ${request.id}: ${JSON.stringify(flat(got, 120))}`
      );
    }
  }
  async close() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", () => resolve()));
    child.stdin.end();
    const timer = setTimeout(() => child.kill("SIGKILL"), 2e3);
    await exited;
    clearTimeout(timer);
  }
};

// src/live/answerers/external-request.ts
function questionReplyShape(req) {
  const answers = req.questions.map(
    (q) => `${JSON.stringify(questionText(q))}:${q.multiSelect === true ? '["<label or 1-based index>", "\u2026"]' : '"<label or 1-based index>"'}`
  );
  return `{"id":${JSON.stringify(req.id)},"answers":{${answers.join(",")}}}`;
}
function externalRequest(req, ctx) {
  const common = {
    type: "decision_request",
    id: req.id,
    runId: ctx.runId,
    kind: req.kind,
    context: ctx.context
  };
  const id = JSON.stringify(req.id);
  let body;
  switch (req.kind) {
    case "question":
      body = { questions: req.questions, reply_with: questionReplyShape(req) };
      break;
    case "permission":
      body = { tool: req.tool, input: req.input, reply_with: `{"id":${id},"behavior":"allow|deny"}` };
      break;
    case "dialog":
      body = { dialogKind: req.dialogKind, payload: req.payload, reply_with: `{"id":${id},"behavior":"ok|cancelled"}` };
      break;
    case "elicit":
      body = {
        server: req.server,
        prompt: req.prompt,
        schema: req.schema,
        reply_with: `{"id":${id},"action":"accept|cancel|decline"}`
      };
      break;
  }
  return maskSecretsDeep({ ...common, ...body }, ctx.secrets);
}

// src/live/answerers/external-decider.ts
var ExternalDecider = class {
  constructor(channel, opts) {
    this.channel = channel;
    this.opts = opts;
  }
  channel;
  opts;
  async decide(req) {
    const request = externalRequest(req, {
      runId: this.opts.runId,
      context: this.opts.context(),
      secrets: this.opts.secrets
    });
    const reply = await this.channel.ask(request);
    const response = externalReply(req, reply, this.channel.who, (t) => maskSecrets(t, this.opts.secrets));
    return decided(response, this.channel.name, { nonDeterministic: true });
  }
};

// src/live/answerers/live-flags.ts
var LIVE_DECIDER_OPTIONS = {
  "on-unanswered": { type: "string" },
  "decider-llm": { type: "boolean" },
  intent: { type: "string" },
  "decider-model": { type: "string" },
  "decider-cmd": { type: "string" },
  "decider-dir": { type: "string" }
};
var LIVE_DECIDER_HELP = `Unscripted gates (a question no answers: rule matches, a web fetch, a dialog):
  --on-unanswered fail|first
                            fail (default): the run stops, naming the question; first: option 1
                            (the cassette is stamped authoring.nonDeterministic). The scenario's
                            on_unanswered key wins over this flag. run also takes prompt (a person
                            at an interactive terminal answers)
  --decider-llm             a model answers each one (Messages API; needs ANTHROPIC_API_KEY;
                            ANTHROPIC_BASE_URL / COWORK_HARNESS_DECIDER_BASE_URL point it elsewhere)
  --intent "<line>"         what the tester wants from this run, for the model
  --decider-model ID        the model (default COWORK_HARNESS_DECIDER_MODEL, else claude-sonnet-4-5)
  --decider-cmd '<helper>'  a helper process answers: one JSON request per line on its stdin, one
                            JSON reply per line on its stdout
  --decider-dir DIR         you (or a driving agent) answer through files in DIR: watch with
                            \`cowork-harness gates DIR --follow\`, reply with
                            \`cowork-harness answer DIR --gate N --choose <label>\` (one scenario only)
`;
function parseUnansweredFlag(value, command) {
  if (value === "external")
    throw new UsageError(
      `--on-unanswered external was removed \u2014 use --decider-dir <dir> (answer with \`gates\`/\`answer\`) or --decider-cmd '<helper>'`
    );
  if (value === "llm")
    throw new UsageError(
      `--on-unanswered llm is not a flag value \u2014 pass --decider-llm, or set on_unanswered: llm in the scenario`
    );
  if (value !== "fail" && value !== "first" && value !== "prompt")
    throw new UsageError(`--on-unanswered must be fail|prompt|first (got "${value}")`);
  if (value === "prompt" && command !== "run") {
    throw new UsageError(
      `--on-unanswered prompt needs a person at a terminal and is for \`run\` only \u2014 to answer while recording, use --decider-dir <dir> with \`cowork-harness gates\`/\`answer\``
    );
  }
  return value;
}
function canPrompt(interactive, env) {
  return interactive && !env.CI;
}
function parseLiveFlags(values, ctx) {
  const llm = values["decider-llm"] === true;
  const cmd = values["decider-cmd"];
  const dir = values["decider-dir"];
  if (!llm && values.intent !== void 0)
    throw new UsageError("--intent is for --decider-llm (what the model should aim for); add --decider-llm");
  if (!llm && values["decider-model"] !== void 0)
    throw new UsageError("--decider-model is for --decider-llm; add --decider-llm");
  const channels = [
    llm ? "--decider-llm" : void 0,
    cmd !== void 0 ? "--decider-cmd" : void 0,
    dir !== void 0 ? "--decider-dir" : void 0
  ].filter((c) => c !== void 0);
  if (channels.length > 1) throw new UsageError(`${channels.join(" and ")} conflict \u2014 give one live decider`);
  if (channels.length === 1 && values["on-unanswered"] !== void 0) {
    throw new UsageError(
      `--on-unanswered and ${channels[0]} conflict \u2014 the live decider answers what the scenario does not`
    );
  }
  if (cmd !== void 0 && cmd.trim() === "") throw new UsageError("--decider-cmd needs a command line");
  if (dir !== void 0 && dir.trim() === "") throw new UsageError("--decider-dir needs a directory");
  if (dir !== void 0 && ctx.command === "rerecord")
    throw new UsageError(
      "--decider-dir answers one run at a time: record that scenario with `record --decider-dir`, not `rerecord`"
    );
  if (dir !== void 0 && ctx.scenarios > 1)
    throw new UsageError("--decider-dir takes a single scenario \u2014 record the others separately");
  if (llm && values.intent !== void 0 && values.intent.trim() === "")
    throw new UsageError("--intent needs a line of text");
  if (llm) requireDeciderKey(ctx.env);
  const out = {};
  if (values["on-unanswered"] !== void 0) {
    out.onUnanswered = parseUnansweredFlag(values["on-unanswered"], ctx.command);
    if (out.onUnanswered === "prompt" && !canPrompt(ctx.interactive, ctx.env)) {
      throw new UsageError(
        "--on-unanswered prompt needs an interactive terminal (stdin is not a TTY, or CI is set) \u2014 use --decider-dir <dir> or --decider-cmd"
      );
    }
  }
  if (llm)
    out.channel = {
      kind: "llm",
      ...values.intent !== void 0 ? { intent: values.intent } : {},
      ...values["decider-model"] !== void 0 ? { model: values["decider-model"] } : {}
    };
  if (cmd !== void 0) out.channel = { kind: "cmd", command: cmd };
  if (dir !== void 0) out.channel = { kind: "dir", dir };
  return out;
}
function requireDeciderKey(env) {
  const key = env.COWORK_HARNESS_DECIDER_API_KEY || env.ANTHROPIC_API_KEY;
  if (!key) {
    throw new UsageError(
      "--decider-llm needs an Anthropic API key: set ANTHROPIC_API_KEY (or COWORK_HARNESS_DECIDER_API_KEY) \u2014 the model decider calls the Messages API itself"
    );
  }
  return key;
}

// src/live/answerers/llm-prompt.ts
function who(intent) {
  if (intent !== void 0 && intent.trim() !== "") {
    return `You are answering a question for a tester who is driving an automated test of an AI agent. What the tester wants from THIS run: ${intent.trim()}
Choose the answer that serves that aim best.`;
  }
  return "You are answering a question an AI agent asked its user during an automated test. Answer with the realistic, sensible choice a typical user would make.";
}
function replyRule(input) {
  if (input.options.length === 0)
    return "Reply with ONLY the answer text, on one line, with nothing before or after it.";
  if (input.multiSelect) {
    return "Several options may be chosen. Reply with ONLY the numbers of the options you choose, separated by commas (for example `1, 3`), and nothing else.";
  }
  return "Reply with ONLY the number of the option you choose, and nothing else. If no option fits at all, reply with exactly `OTHER: <your answer>` instead.";
}
function llmPrompt(input) {
  const parts = [who(input.intent)];
  if (input.context.trim() !== "") parts.push(`Recent context (the end of the transcript):
${input.context}`);
  parts.push(`Question: ${input.question}`);
  if (input.options.length > 0) {
    const lines = input.options.map(
      (o, i) => `${i + 1}) ${o.label}${o.description ? `
   ${o.description.replace(/\s+/g, " ").trim()}` : ""}`
    );
    parts.push(`Options:
${lines.join("\n")}`);
  }
  parts.push(replyRule(input));
  return parts.join("\n\n");
}
function questionPrompt(q, text, context, intent) {
  return {
    ...intent !== void 0 ? { intent } : {},
    context,
    question: text,
    options: (q.options ?? []).map((o) => ({
      label: o.label,
      ...typeof o.description === "string" ? { description: o.description } : {}
    })),
    multiSelect: q.multiSelect === true
  };
}

// src/live/answerers/llm-reply.ts
var RECOMMENDED = /\s*\(recommended\)\s*$/i;
function trimReply(s) {
  let t = s.trim().replace(/[.!;,]+$/, "").trim();
  const pair = /^(["'`])([\s\S]*)\1$/.exec(t);
  if (pair) t = pair[2].trim();
  return t.replace(/[.!;,]+$/, "").trim();
}
function bindLlmReply(reply, labels, multiSelect) {
  const raw = reply.trim();
  if (labels.length === 0) return raw === "" ? void 0 : { answer: trimReply(raw) || raw };
  if (multiSelect) {
    const parts = raw.split(",").map((p) => p.trim());
    if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) return void 0;
    const picked = [];
    for (const p of parts) {
      const n = Number(p);
      if (n < 1 || n > labels.length) return void 0;
      if (!picked.includes(labels[n - 1])) picked.push(labels[n - 1]);
    }
    return { answer: picked.join(", ") };
  }
  if (/^\d+$/.test(raw)) {
    const n = Number(raw);
    return n >= 1 && n <= labels.length ? { answer: labels[n - 1] } : void 0;
  }
  const t = trimReply(raw);
  const exact = labels.find((l) => l.toLowerCase() === t.toLowerCase());
  if (exact !== void 0) return { answer: exact };
  const other = /^OTHER:\s*([\s\S]+)$/i.exec(t);
  if (other) {
    const value = trimReply(other[1]);
    if (value !== "") return { answer: value, freeText: true };
  }
  const bare = (s) => s.replace(RECOMMENDED, "").trim().toLowerCase();
  const unsuffixed = labels.filter((l) => bare(l) === bare(t));
  if (unsuffixed.length === 1) return { answer: unsuffixed[0] };
  const colon = raw.indexOf(":");
  if (colon > 0) {
    const head = raw.slice(0, colon).trim().toLowerCase();
    const prefixed = labels.filter((l) => head.startsWith(l.toLowerCase())).sort((a, b) => b.length - a.length);
    if (prefixed.length > 0) return { answer: prefixed[0] };
  }
  return void 0;
}

// src/live/answerers/messages-client.ts
var LlmCallError = class extends AgentRunError {
  constructor(message) {
    super(`decider-llm: ${message}`);
    this.name = "LlmCallError";
  }
};
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function retries(env) {
  const n = Number(env.COWORK_HARNESS_LLM_RETRIES ?? "2");
  return Number.isFinite(n) ? Math.min(10, Math.max(0, Math.floor(n))) : 2;
}
var isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
async function attempt(call) {
  const timeoutMs = envMs(call.env, "COWORK_HARNESS_LLM_TIMEOUT_MS", 6e5);
  const maxBytes = envMs(call.env, "COWORK_HARNESS_LLM_MAX_BYTES", 8 * 1024 * 1024);
  const url = `${call.baseUrl.replace(/\/+$/, "")}/v1/messages`;
  let res;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": call.apiKey, "anthropic-version": "2023-06-01" },
      body: JSON.stringify({
        model: call.model,
        max_tokens: call.maxTokens ?? 512,
        messages: [{ role: "user", content: call.prompt }]
      }),
      signal: AbortSignal.timeout(timeoutMs)
    });
  } catch (e) {
    const why = e instanceof Error && e.name === "TimeoutError" ? `no reply within ${timeoutMs} ms` : `cannot reach ${new URL(url).origin} (${e instanceof Error ? e.cause instanceof Error ? e.cause.message : e.message : String(e)})`;
    return { retry: true, error: why };
  }
  const text = await res.text();
  if (Buffer.byteLength(text) > maxBytes) return { retry: false, error: `the reply is larger than ${maxBytes} bytes` };
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = void 0;
  }
  if (!res.ok) {
    const msg = isObj(body) && isObj(body.error) && typeof body.error.message === "string" ? body.error.message.replace(/\s+/g, " ").slice(0, 200) : `HTTP ${res.status}`;
    const usageLimit = res.status === 429 && /usage|credit|limit reached/i.test(msg) && !/rate limit|overloaded|try again/i.test(msg);
    return {
      retry: !usageLimit && (res.status === 429 || res.status >= 500),
      error: `HTTP ${res.status} from the Messages API: ${msg}`
    };
  }
  if (!isObj(body) || !Array.isArray(body.content))
    return { retry: false, error: "the Messages API reply has no content" };
  const out = body.content.filter((b) => isObj(b) && b.type === "text" && typeof b.text === "string").map((b) => b.text).join("");
  return { reply: { text: out, model: typeof body.model === "string" ? body.model : call.model }, retry: false };
}
async function callMessages(call) {
  const max = retries(call.env);
  let last = "";
  let tries = 0;
  for (let i = 0; i <= max; i++) {
    if (i > 0) await sleep(250 * i);
    tries++;
    const r = await attempt(call);
    if (r.reply) return r.reply;
    last = r.error ?? "failed";
    if (!r.retry) break;
  }
  throw new LlmCallError(`${last}${tries > 1 ? ` (${tries} attempts)` : ""}`);
}

// src/live/answerers/llm-decider.ts
var DEFAULT_DECIDER_MODEL = "claude-sonnet-4-5";
var LlmDecider = class {
  constructor(opts) {
    this.opts = opts;
  }
  opts;
  /** the concrete model ids that answered */
  models = /* @__PURE__ */ new Set();
  async ask(prompt) {
    const reply = await callMessages({
      baseUrl: this.opts.baseUrl,
      apiKey: this.opts.apiKey,
      model: this.opts.model,
      prompt: maskSecrets(prompt, this.opts.secrets),
      env: this.opts.env
    });
    this.models.add(reply.model);
    return reply;
  }
  async decide(req) {
    if (req.kind === "dialog" || req.kind === "elicit")
      return abstain("the model decider does not answer dialogs or elicitations");
    const context = this.opts.context();
    if (req.kind === "permission") {
      if (req.tool !== "WebFetch") return abstain(`the model decider does not answer ${req.tool} permissions`);
      const url = typeof req.input.url === "string" ? req.input.url : "(no url)";
      const prompt = llmPrompt({
        ...this.opts.intent !== void 0 ? { intent: this.opts.intent } : {},
        context,
        question: `The agent wants to fetch ${url}. Allow it?`,
        options: [{ label: "Allow" }, { label: "Deny" }],
        multiSelect: false
      });
      const reply = await this.ask(prompt);
      const bound = bindLlmReply(reply.text, ["Allow", "Deny"], false);
      if (!bound || bound.freeText)
        throw new UnansweredError(
          `decider-llm: the model's reply ${JSON.stringify(flat(reply.text, 80))} to the fetch of ${flat(url)} is neither Allow nor Deny`
        );
      this.opts.log?.(`[decider-llm] ${bound.answer} the fetch of ${flat(url)} (${reply.model})`);
      return bound.answer === "Allow" ? decided({ kind: "permission", behavior: "allow", updatedInput: req.input }, "decider-llm", {
        nonDeterministic: true
      }) : decided({ kind: "permission", behavior: "deny", message: "denied by the model decider" }, "decider-llm", {
        nonDeterministic: true
      });
    }
    const answers = {};
    for (const q of req.questions) {
      const text = questionText(q);
      const labels = (q.options ?? []).map((o) => o.label);
      const reply = await this.ask(llmPrompt(questionPrompt(q, text, context, this.opts.intent)));
      const bound = bindLlmReply(reply.text, labels, q.multiSelect === true);
      if (!bound) {
        throw new UnansweredError(
          `decider-llm: the model's reply ${JSON.stringify(flat(reply.text, 80))} to "${flat(text)}" names none of its options (${labels.map((l) => `"${flat(l)}"`).join(", ")})`
        );
      }
      answers[text] = bound.answer;
      this.opts.log?.(
        `[decider-llm] "${flat(text, 80)}" \u2192 "${flat(bound.answer, 80)}"${bound.freeText ? " (free text)" : ""} (${flat(reply.model, 60)})`
      );
    }
    return decided({ kind: "question", answers }, "decider-llm", { nonDeterministic: true });
  }
};

export {
  CmdChannel,
  ExternalDecider,
  LIVE_DECIDER_OPTIONS,
  LIVE_DECIDER_HELP,
  canPrompt,
  parseLiveFlags,
  requireDeciderKey,
  DEFAULT_DECIDER_MODEL,
  LlmDecider
};
