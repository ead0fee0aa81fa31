#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  formatOfVersion
} from "./chunk-OJI2JBUT.js";
import {
  RequestLog,
  boundedRequestHandler,
  errorBody,
  estimateTokens,
  recordScenario,
  recordTier,
  writeCassetteAtomic
} from "./chunk-4QRCVX6S.js";
import {
  agentVersion
} from "./chunk-2YN6NHCG.js";
import {
  resolveAgentBinary
} from "./chunk-W6BAPU3A.js";
import {
  AgentRunError,
  AgentTimeoutError,
  ModelScriptMismatchError
} from "./chunk-BF4ACLAL.js";
import {
  DEFAULT_MAX_TIMEOUT_MS,
  runTimeLimit
} from "./chunk-4UATW7ZC.js";
import {
  maskText
} from "./chunk-YHSH5RBA.js";
import {
  planReassert
} from "./chunk-SLATU2ZP.js";
import {
  mapLimit
} from "./chunk-KSUA6UZS.js";
import {
  findOnDiskScenario
} from "./chunk-JUH6HIAL.js";
import {
  sha256Hex,
  sha256OfFile
} from "./chunk-BVER6YVT.js";
import {
  loadSessionFile
} from "./chunk-3LL6WAPB.js";
import {
  flattenToolResult
} from "./chunk-5LE6OEBY.js";
import {
  checkCassette,
  loadCassetteFile
} from "./chunk-QM645DRD.js";
import {
  repositoryRootOf
} from "./chunk-FOXKMYXX.js";
import {
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/live/rerun/budget.ts
import { performance } from "node:perf_hooks";
function startBudget(ms, now = performance.now()) {
  return { ms, deadline: now + ms };
}
function budgetLeft(b, now = performance.now()) {
  return Math.max(0, Math.floor(b.deadline - now));
}
function budgetRanOut(b, during = false) {
  return `not re-run: the re-run step's time budget (${Math.round(b.ms / 1e3)} s) ran out${during ? " while it ran" : ""} \u2014 it stays stale and unverified; raise the budget (--rerun-budget-ms, or the Action's rerun-budget-ms input) or re-run fewer cassettes`;
}

// src/live/rerun/rerun-cassette.ts
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative as relative2, resolve } from "node:path";
import { performance as performance2 } from "node:perf_hooks";

// src/live/model-server/recorded-server.ts
import { createServer } from "node:http";
function sse(name, data) {
  return `event: ${name}
data: ${JSON.stringify(data)}

`;
}
var stopReason = (blocks) => blocks.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn";
function outputTokens(blocks) {
  return estimateTokens(
    blocks.map(
      (b) => b.type === "text" ? b.text : b.type === "thinking" ? b.thinking : b.type === "tool_use" ? JSON.stringify(b.input) : b.data
    ).join("")
  );
}
function blockEvents(b, index) {
  const delta = (d) => sse("content_block_delta", { type: "content_block_delta", index, delta: d });
  const start = (content_block) => sse("content_block_start", { type: "content_block_start", index, content_block });
  switch (b.type) {
    case "text":
      return [start({ type: "text", text: "" }), delta({ type: "text_delta", text: b.text })];
    case "tool_use":
      return [
        start({ type: "tool_use", id: b.id, name: b.name, input: {} }),
        delta({ type: "input_json_delta", partial_json: JSON.stringify(b.input ?? {}) })
      ];
    case "thinking":
      return [
        start({ type: "thinking", thinking: "", signature: "" }),
        delta({ type: "thinking_delta", thinking: b.thinking }),
        delta({ type: "signature_delta", signature: b.signature })
      ];
    case "redacted_thinking":
      return [start({ type: "redacted_thinking", data: b.data })];
  }
}
function renderReplaySse(blocks, r) {
  const out = [
    sse("message_start", {
      type: "message_start",
      message: {
        id: r.id,
        type: "message",
        role: "assistant",
        model: r.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: {
          input_tokens: r.input,
          output_tokens: 1,
          cache_creation_input_tokens: r.cacheCreation,
          cache_read_input_tokens: r.cacheRead
        }
      }
    })
  ];
  blocks.forEach((b, index) => {
    out.push(...blockEvents(b, index), sse("content_block_stop", { type: "content_block_stop", index }));
  });
  out.push(
    sse("message_delta", {
      type: "message_delta",
      delta: { stop_reason: stopReason(blocks), stop_sequence: null },
      usage: { output_tokens: outputTokens(blocks) }
    })
  );
  out.push(sse("message_stop", { type: "message_stop" }));
  return out.join("");
}
function reply(res, status, body, type, extra = {}) {
  res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body), ...extra });
  res.end(body);
}
async function startRecordedTurnsServer(opts) {
  const requests = new RequestLog();
  const errors = [];
  const sockets = /* @__PURE__ */ new Set();
  let served = 0;
  let seq = 0;
  const messages = (raw, log, res) => {
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      body = void 0;
    }
    requests.keepBody(log, body, Buffer.byteLength(raw));
    const first = errors[0];
    const answer = first ? { diverged: first.message, turn: first.turn } : opts.respond(body);
    if ("diverged" in answer) {
      if (!first) errors.push({ turn: answer.turn, message: answer.diverged });
      log.turn = answer.turn;
      log.status = 400;
      reply(res, 400, JSON.stringify(errorBody("invalid_request_error", answer.diverged)), "application/json", {
        "x-should-retry": "false"
      });
      return;
    }
    const { turn } = answer;
    served++;
    log.turn = turn.turn;
    log.status = 200;
    const req = body ?? {};
    const r = {
      id: `msg_rerun_${String(++seq).padStart(4, "0")}`,
      model: turn.model ?? (typeof req.model === "string" ? req.model : "recorded-model"),
      input: turn.usage?.input_tokens ?? estimateTokens(JSON.stringify(req.messages ?? "")),
      cacheCreation: turn.usage?.cache_creation_input_tokens ?? 0,
      cacheRead: turn.usage?.cache_read_input_tokens ?? 0
    };
    if (req.stream === true)
      return reply(res, 200, renderReplaySse(turn.blocks, r), "text/event-stream", {
        "cache-control": "no-cache",
        "request-id": r.id
      });
    const message = {
      id: r.id,
      type: "message",
      role: "assistant",
      model: r.model,
      content: turn.blocks,
      stop_reason: stopReason(turn.blocks),
      stop_sequence: null,
      usage: {
        input_tokens: r.input,
        output_tokens: outputTokens(turn.blocks),
        cache_creation_input_tokens: r.cacheCreation,
        cache_read_input_tokens: r.cacheRead
      }
    };
    reply(res, 200, JSON.stringify(message), "application/json", { "request-id": r.id });
  };
  const route = (req, res, url, raw, log) => {
    if (req.method === "POST" && url.pathname === "/v1/messages") return messages(raw, log, res);
    if (req.method === "POST" && url.pathname === "/v1/messages/count_tokens") {
      log.status = 200;
      return reply(res, 200, JSON.stringify({ input_tokens: estimateTokens(raw) }), "application/json");
    }
    log.status = url.pathname === "/" ? 200 : 404;
    if (url.pathname === "/") return reply(res, 200, "recorded-turns model server\n", "text/plain");
    reply(
      res,
      404,
      JSON.stringify(
        errorBody("not_found_error", `recorded-turns model server: no route for ${req.method} ${url.pathname}`)
      ),
      "application/json"
    );
  };
  const server = createServer(boundedRequestHandler("recorded-turns model server", requests, route));
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  const host = opts.host ?? "127.0.0.1";
  await new Promise((resolve2, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve2());
  });
  const { port } = server.address();
  return {
    url: `http://${host}:${port}`,
    requests: requests.entries,
    errors,
    turnsServed: () => served,
    close: () => new Promise((resolve2) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve2());
    })
  };
}

// src/live/rerun/compare.ts
import { createHash } from "node:crypto";
var isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
var ID_MAX = 64;
var PLAIN_ID = /^[A-Za-z0-9_.:-]+$/;
var VOLATILE_TEXT = [
  [/\bagentId: [A-Za-z0-9]+/g, "agentId: <ID>"],
  [/\b(duration_ms|subagent_tokens|total_tokens|tool_uses|totalDurationMs|totalTokens): ?\d+/g, "$1: <N>"]
];
function normalizeResult(text) {
  let out = maskText(text);
  for (const [re, r] of VOLATILE_TEXT) out = out.replace(re, r);
  return out;
}
function toolCalls(events) {
  const calls2 = [];
  const byId = /* @__PURE__ */ new Map();
  for (const line of events) {
    let ev;
    try {
      ev = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isObj(ev) || !isObj(ev.message) || !Array.isArray(ev.message.content)) continue;
    for (const b of ev.message.content) {
      if (!isObj(b)) continue;
      if (ev.type === "assistant" && b.type === "tool_use") {
        const c = { id: String(b.id ?? ""), tool: String(b.name ?? "") };
        if (!byId.has(c.id)) {
          byId.set(c.id, c);
          calls2.push(c);
        }
      } else if (ev.type === "user" && b.type === "tool_result") {
        const c = byId.get(String(b.tool_use_id ?? ""));
        if (c && c.text === void 0) c.text = flattenToolResult(b.content).assertText;
      }
    }
  }
  return calls2;
}
function resultPrint(text) {
  return { bytes: Buffer.byteLength(text, "utf8"), sha256: createHash("sha256").update(text, "utf8").digest("hex") };
}
function plainId(s) {
  return s.length <= ID_MAX && PLAIN_ID.test(s) ? s : `sha256:${createHash("sha256").update(s, "utf8").digest("hex").slice(0, 16)}`;
}
function diffToolResults(oldEvents, newEvents) {
  const fresh = new Map(toolCalls(newEvents).map((c) => [c.id, c]));
  const out = [];
  toolCalls(oldEvents).forEach((o, i) => {
    const n = fresh.get(o.id);
    const a = o.text === void 0 ? void 0 : normalizeResult(o.text);
    const b = n?.text === void 0 ? void 0 : normalizeResult(n.text);
    if (a === b) return;
    out.push({
      index: i + 1,
      toolUseId: plainId(o.id),
      tool: plainId(o.tool),
      ...o.text !== void 0 ? { old: resultPrint(o.text) } : {},
      ...n?.text !== void 0 ? { new: resultPrint(n.text) } : {}
    });
  });
  return out;
}
function diffArtifacts(oldArtifacts, newArtifacts) {
  const before = new Map((oldArtifacts ?? []).map((a) => [a.path, a.sha256]));
  const after = new Map((newArtifacts ?? []).map((a) => [a.path, a.sha256]));
  return {
    added: [...after.keys()].filter((p) => !before.has(p)).sort(),
    removed: [...before.keys()].filter((p) => !after.has(p)).sort(),
    changed: [...after.keys()].filter((p) => before.has(p) && before.get(p) !== after.get(p)).sort()
  };
}
function compareRuns(old, fresh) {
  return {
    toolResults: diffToolResults(old.events, fresh.events),
    artifacts: diffArtifacts(old.artifacts, fresh.artifacts)
  };
}

// src/live/rerun/recorded-turns.ts
var isObj2 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
function parse(line) {
  try {
    const v = JSON.parse(line);
    return isObj2(v) ? v : void 0;
  } catch {
    return void 0;
  }
}
function toBlock(b) {
  if (!isObj2(b)) return void 0;
  switch (b.type) {
    case "text":
      return { type: "text", text: String(b.text ?? "") };
    case "tool_use":
      return { type: "tool_use", id: String(b.id ?? ""), name: String(b.name ?? ""), input: b.input ?? {} };
    case "thinking":
      return { type: "thinking", thinking: String(b.thinking ?? ""), signature: String(b.signature ?? "") };
    case "redacted_thinking":
      return { type: "redacted_thinking", data: String(b.data ?? "") };
    default:
      return void 0;
  }
}
function subagentReport(toolUseResult) {
  if (!isObj2(toolUseResult) || !Array.isArray(toolUseResult.content)) return void 0;
  const notes = typeof toolUseResult.harnessNoteCount === "number" ? toolUseResult.harnessNoteCount : 0;
  const texts = toolUseResult.content.slice(notes).filter((b) => isObj2(b) && b.type === "text" && typeof b.text === "string").map((b) => b.text);
  return texts.length > 0 ? texts.join("\n") : void 0;
}
var toolUses = (t) => t.blocks.filter((b) => b.type === "tool_use");
function toolUsesOf(t) {
  return toolUses(t).map((b) => ({ id: b.id, name: b.name }));
}
function extractRecordedTurns(events, prompt) {
  const conversations = /* @__PURE__ */ new Map([
    ["main", { key: "main", opener: prompt, label: "the main thread", turns: [] }]
  ]);
  const turns = [];
  const byToolUseId = /* @__PURE__ */ new Map();
  const byMessage = /* @__PURE__ */ new Map();
  const taskResults = /* @__PURE__ */ new Map();
  let sawResult = false;
  for (const line of events) {
    const ev = parse(line);
    if (!ev) continue;
    if (ev.type === "result") sawResult = true;
    if (ev.type === "user" && isObj2(ev.message) && Array.isArray(ev.message.content) && ev.tool_use_result !== void 0) {
      for (const b of ev.message.content)
        if (isObj2(b) && b.type === "tool_result") taskResults.set(String(b.tool_use_id ?? ""), ev.tool_use_result);
    }
    if (ev.type !== "assistant" || !isObj2(ev.message)) continue;
    const conversation = typeof ev.parent_tool_use_id === "string" && ev.parent_tool_use_id !== "" ? ev.parent_tool_use_id : "main";
    const msg = ev.message;
    const messageId = String(msg.id ?? `event-${turns.length + 1}`);
    const key = `${conversation}\0${messageId}`;
    let turn = byMessage.get(key);
    if (!turn) {
      let conv = conversations.get(conversation);
      if (!conv) {
        const task = byToolUseId.get(conversation);
        const call = task ? toolUses(task).find((b) => b.id === conversation) : void 0;
        const input = isObj2(call?.input) ? call.input : {};
        conv = {
          key: conversation,
          opener: typeof input.prompt === "string" ? input.prompt : "",
          label: `sub-agent ${typeof input.description === "string" ? JSON.stringify(input.description) : ""} (${conversation})`.replace(
            "  ",
            " "
          ),
          turns: []
        };
        conversations.set(conversation, conv);
      }
      const usage = isObj2(msg.usage) ? msg.usage : void 0;
      turn = {
        seq: turns.length + 1,
        conversation,
        position: conv.turns.length + 1,
        messageId,
        ...typeof msg.model === "string" ? { model: msg.model } : {},
        blocks: [],
        ...usage ? {
          usage: {
            ...typeof usage.input_tokens === "number" ? { input_tokens: usage.input_tokens } : {},
            ...typeof usage.cache_creation_input_tokens === "number" ? { cache_creation_input_tokens: usage.cache_creation_input_tokens } : {},
            ...typeof usage.cache_read_input_tokens === "number" ? { cache_read_input_tokens: usage.cache_read_input_tokens } : {}
          }
        } : {}
      };
      byMessage.set(key, turn);
      turns.push(turn);
      conv.turns.push(turn);
    }
    for (const raw of Array.isArray(msg.content) ? msg.content : []) {
      const block = toBlock(raw);
      if (!block) continue;
      turn.blocks.push(block);
      if (block.type === "tool_use") byToolUseId.set(block.id, turn);
    }
  }
  const out = { conversations, turns, byToolUseId };
  if (turns.length === 0)
    return { ...out, problem: "the events hold no model turns (no assistant message was recorded)" };
  if (!sawResult)
    return { ...out, problem: "the events end without the agent's result line (a truncated or killed recording)" };
  for (const conv of conversations.values()) {
    if (conv.key === "main") continue;
    const last = conv.turns[conv.turns.length - 1];
    if (!last || toolUses(last).length === 0) continue;
    const report = subagentReport(taskResults.get(conv.key));
    if (report === void 0)
      return {
        ...out,
        problem: `the events lack the final report of ${conv.label} (its Task result is missing or has no text)`
      };
    const turn = {
      seq: 0,
      conversation: conv.key,
      position: conv.turns.length + 1,
      messageId: `${last.messageId}-report`,
      blocks: [{ type: "text", text: report }],
      rebuilt: true
    };
    conv.turns.push(turn);
    const taskTurn = byToolUseId.get(conv.key);
    const after = taskTurn ? turns.findIndex((t, i) => i > turns.indexOf(last) && t.conversation === taskTurn.conversation) : -1;
    turns.splice(after === -1 ? turns.length : after, 0, turn);
  }
  turns.forEach((t, i) => t.seq = i + 1);
  return out;
}

// src/live/rerun/tier-guard.ts
import { relative } from "node:path";
var NOT_A_SANDBOX = "the protocol tier is not a sandbox";
function tierName(v) {
  const s = String(v);
  return /^[a-z-]{1,20}$/.test(s) ? s : `unknown ("${s.slice(0, 20).replace(/[^A-Za-z0-9-]/g, "?")}")`;
}
function scenarioTier(v) {
  return v === void 0 ? "container" : tierName(v);
}
function offender(c, onDisk) {
  const recorded = [c.effectiveFidelity, c.environment?.tier].filter((t) => t !== void 0);
  if (recorded.length === 0)
    return "the recording does not say which tier made it (no effectiveFidelity, no environment.tier)";
  const other = recorded.find((t) => t !== "container");
  if (other !== void 0) return `it was recorded at the ${tierName(other)} tier`;
  const frozen = scenarioTier(c.scenario?.fidelity);
  if (frozen !== "container") return `its frozen scenario says fidelity: ${frozen}`;
  if (onDisk.status === "invalid")
    return `its scenario file ${shown(onDisk.path)} does not load, so the tier it asks for is unknown`;
  if (onDisk.status === "loaded") {
    const tier = scenarioTier(onDisk.loaded.scenario.fidelity);
    const line = onDisk.loaded.keyLines["fidelity"];
    if (tier !== "container")
      return `its scenario file ${shown(onDisk.path)}${line !== void 0 ? `:${line}` : ""} says fidelity: ${tier}`;
  }
  return void 0;
}
function shown(path) {
  return relative(process.cwd(), path) || path;
}
function nonContainerTier(c, onDisk) {
  const why = offender(c, onDisk);
  if (why === void 0) return void 0;
  return `${NOT_A_SANDBOX} \u2014 ${why}; the gate runs a pull request's code only at fidelity: container: re-record it at fidelity: container (or, on your own machine, rerun --allow-protocol-tier)`;
}

// src/live/rerun/route-request.ts
var isObj3 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
function blocksOf(m) {
  if (typeof m.content === "string") return [{ type: "text", text: m.content }];
  return Array.isArray(m.content) ? m.content.filter(isObj3) : [];
}
function textOf(m) {
  return blocksOf(m).map((b) => b.type === "text" && typeof b.text === "string" ? b.text : "").join("\n");
}
var calls = (blocks) => blocks.filter((b) => b.type === "tool_use").map((b) => ({ id: String(b.id ?? ""), name: String(b.name ?? "") }));
var CALLS_SHOWN = 5;
var callList = (c) => {
  if (c.length === 0) return "no tool call";
  const shown3 = c.slice(0, CALLS_SHOWN).map((x) => `${plainId(x.name)} ${plainId(x.id)}`);
  return c.length > CALLS_SHOWN ? `${shown3.join(", ")}, +${c.length - CALLS_SHOWN} more` : shown3.join(", ");
};
var TOOL_ALIASES = { Agent: "Task" };
var sameCalls = (a, b) => a.length === b.length && a.every((x, i) => x.id === b[i].id && (TOOL_ALIASES[x.name] ?? x.name) === (TOOL_ALIASES[b[i].name] ?? b[i].name));
function groups(body) {
  const messages = isObj3(body) && Array.isArray(body.messages) ? body.messages.filter(isObj3) : [];
  const out = [];
  for (const m of messages) {
    const role = String(m.role ?? "");
    const last = out[out.length - 1];
    if (last && last.role === role) last.blocks.push(...blocksOf(m));
    else out.push({ role, blocks: blocksOf(m) });
  }
  return out;
}
var TurnRouter = class {
  constructor(recorded) {
    this.recorded = recorded;
  }
  recorded;
  started = /* @__PURE__ */ new Set();
  conversationOf(body, assistants) {
    for (const blocks of assistants) {
      for (const c of calls(blocks)) {
        const turn = this.recorded.byToolUseId.get(c.id);
        if (turn) return this.recorded.conversations.get(turn.conversation);
      }
    }
    const messages = isObj3(body) && Array.isArray(body.messages) ? body.messages.filter(isObj3) : [];
    const first = messages.find((m) => m.role === "user");
    const text = first ? textOf(first) : "";
    const subs = [...this.recorded.conversations.values()].filter(
      (c) => c.key !== "main" && c.opener.trim() !== "" && text.includes(c.opener.trim())
    );
    const sub = subs.find((c) => !this.started.has(c.key)) ?? subs[0];
    if (sub) return sub;
    const main = this.recorded.conversations.get("main");
    if (main.opener.trim() !== "" && text.includes(main.opener.trim())) return main;
    const p = resultPrint(text);
    return `a request that opens no recorded conversation (its first user message: ${p.bytes} bytes, sha256 ${p.sha256.slice(0, 16)})`;
  }
  route(body) {
    const g = groups(body);
    const assistants = g.filter((x) => x.role === "assistant").map((x) => x.blocks);
    const conv = this.conversationOf(body, assistants);
    const nextSeq = (this.recorded.turns[this.recorded.turns.length - 1]?.seq ?? 0) + 1;
    if (typeof conv === "string")
      return {
        kind: "diverged",
        turn: nextSeq,
        message: `diverged at turn ${nextSeq}: expected a request of a recorded conversation, got ${conv}`
      };
    const k = assistants.length;
    const prev = k > 0 ? conv.turns[k - 1] : void 0;
    const want = conv.turns[k];
    const at = want?.seq ?? (prev ? prev.seq + 1 : nextSeq);
    const where = `${conv.label}, its turn ${k + 1}`;
    if (k > 0) {
      const got = calls(assistants[k - 1]);
      if (!prev)
        return {
          kind: "diverged",
          turn: at,
          message: `diverged at turn ${at}: expected at most ${conv.turns.length} model turn(s) in ${conv.label}, got a request carrying ${k}`
        };
      const expected = toolUsesOf(prev);
      if (!sameCalls(expected, got)) {
        return {
          kind: "diverged",
          turn: at,
          message: `diverged at turn ${at} (${where}): expected a request answering turn ${prev.seq}'s ${callList(expected)}, got one whose last model turn made ${callList(got)}`
        };
      }
      const lastAssistant = g.map((x) => x.role).lastIndexOf("assistant");
      const results = new Set(
        g.slice(lastAssistant + 1).flatMap((x) => x.blocks.filter((b) => b.type === "tool_result").map((b) => String(b.tool_use_id ?? "")))
      );
      const missing = expected.filter((c) => !results.has(c.id));
      if (missing.length > 0) {
        return {
          kind: "diverged",
          turn: at,
          message: `diverged at turn ${at} (${where}): expected tool results for ${callList(expected)}, got none for ${callList(missing)}`
        };
      }
    }
    if (!want) {
      return {
        kind: "diverged",
        turn: at,
        message: `diverged at turn ${at} (${where}): expected no further request \u2014 the recording ended ${conv.label} after its turn ${k}${prev ? ` (turn ${prev.seq})` : ""} \u2014 got a request answering ${prev ? callList(toolUsesOf(prev)) : "nothing"}`
      };
    }
    this.started.add(conv.key);
    return { kind: "serve", turn: want, conversation: conv };
  }
};

// src/live/rerun/rerun-cassette.ts
var DEFAULT_RERUN_TIMEOUT_MS = DEFAULT_MAX_TIMEOUT_MS;
var MODEL_TURNS_STAMP = "replayed-from:";
var empty = { added: [], removed: [], changed: [] };
function cannot(cassette, why, assertionsFrom = "frozen") {
  return notRerun(cassette, `cannot re-run: ${why}`, assertionsFrom);
}
function notRerun(cassette, message, assertionsFrom = "frozen") {
  return {
    cassette,
    summary: {
      status: "cannot",
      message,
      passed: 0,
      total: 0,
      failing: [],
      toolResults: [],
      artifacts: empty,
      assertionsFrom,
      written: false,
      durationMs: 0
    }
  };
}
function recordedAgentVersion(c) {
  if (typeof c.environment?.agentVersion === "string") return c.environment.agentVersion;
  for (const line of c.events.slice(0, 50)) {
    if (!line.includes('"init"')) continue;
    try {
      const ev = JSON.parse(line);
      if (ev.type === "system" && ev.subtype === "init" && typeof ev.claude_code_version === "string")
        return ev.claude_code_version;
    } catch {
    }
  }
  return void 0;
}
var RERUNNABLE_TIERS = /* @__PURE__ */ new Set(["container", "protocol"]);
function refusal(c, binary) {
  const tier = c.effectiveFidelity ?? c.environment?.tier;
  if (tier !== void 0 && !RERUNNABLE_TIERS.has(tier))
    return `it was recorded at the ${tierName(tier)} tier, which cannot run here (re-run needs the container tier)`;
  try {
    recordTier(c.scenario.fidelity);
  } catch (e) {
    return oneLine(e);
  }
  const recorded = recordedAgentVersion(c);
  const here = binary ? agentVersion(binary) : void 0;
  if (recorded === void 0)
    return "the recording does not say which agent version made it (no environment.agentVersion, no init event)";
  if (here === void 0) return `the agent here does not report its version (the recording's is ${recorded})`;
  if (recorded !== here)
    return `it was recorded with agent ${recorded} and this machine runs ${here} (the wire shapes move between releases) \u2014 re-record it`;
  return void 0;
}
async function scenarioToRun(c, path, reassert, onDisk) {
  let scenario = { ...c.scenario };
  let from = "frozen";
  if (reassert) {
    if (onDisk.status === "invalid") return { cannot: `the scenario file does not load: ${onDisk.message}` };
    if (onDisk.status === "loaded") {
      const plan = planReassert(c, onDisk.loaded);
      if (plan.kind === "drift")
        return {
          cannot: `the scenario's recording-shaping field(s) ${plan.fields.join(", ")} changed since the recording, so its model turns answer another scenario \u2014 re-record it`
        };
      scenario = { ...plan.cassette.scenario };
      from = "scenario file";
    }
  }
  const dir = dirname(resolve(path));
  const abs = (p) => typeof p === "string" && p !== "(inline)" && !isAbsolute(p) ? resolve(dir, p) : p;
  scenario.session = abs(scenario.session);
  if (scenario.model_script !== void 0) scenario.model_script = abs(scenario.model_script);
  return { scenario, from };
}
function stampRerun(fresh, old, oldSha256) {
  const out = { ...fresh };
  if (old.scenarioSource !== void 0) out.scenarioSource = old.scenarioSource;
  else delete out.scenarioSource;
  if (out.cassetteVersion !== 9) {
    const inputs = { ...out.inputs ?? {} };
    if (old.inputs?.modelScript) inputs.modelScript = old.inputs.modelScript;
    else delete inputs.modelScript;
    if (Object.keys(inputs).length > 0) out.inputs = inputs;
    else delete out.inputs;
  }
  out.authoring = {
    nonDeterministic: false,
    ...fresh.authoring ?? {},
    modelTurns: `${MODEL_TURNS_STAMP}${oldSha256}`
  };
  return out;
}
async function egressWidening(session) {
  if (typeof session !== "string" || session === "(inline)") return void 0;
  let egress;
  try {
    egress = (await loadSessionFile(session)).resolved.egress;
  } catch {
    return void 0;
  }
  const what = [
    ...egress.unrestricted ? ["egress.unrestricted: true"] : [],
    ...egress.extra_allow.length > 0 ? [`egress.extra_allow: ${egress.extra_allow.join(", ")}`] : []
  ];
  if (what.length === 0) return void 0;
  return `the session widens the sandbox's network access (${what.join("; ")}) \u2014 the gate never re-runs a pull request's network access; review the change and re-record it locally`;
}
function timeLimitOf(scenario, path, onDisk, opts) {
  const asked = scenario.timeout_ms;
  const line = onDisk.status === "loaded" && onDisk.loaded.scenario.timeout_ms === asked ? onDisk.loaded.keyLines["timeout_ms"] : void 0;
  const where = onDisk.status === "loaded" && line !== void 0 ? `${shown2(onDisk.path)}:${line}` : `${shown2(path)} (its frozen scenario's timeout_ms)`;
  return runTimeLimit({
    explicitMs: opts.timeoutMs,
    scenarioMs: asked,
    ...opts.maxTimeoutMs !== void 0 ? { maxTimeoutMs: opts.maxTimeoutMs } : {},
    where
  });
}
function shown2(path) {
  return relative2(process.cwd(), path) || path;
}
async function rerunCassette(path, opts) {
  const log = opts.log ?? (() => void 0);
  if (opts.budget !== void 0 && budgetLeft(opts.budget) === 0) return notRerun(path, budgetRanOut(opts.budget));
  let old;
  let oldSha256;
  try {
    old = (await loadCassetteFile(path)).cassette;
    oldSha256 = sha256OfFile(path) ?? sha256Hex(await readFile(path));
  } catch (e) {
    return cannot(path, oneLine(e));
  }
  if (opts.refuseEgressWidening === true) {
    const session = old.scenario.session;
    const widening = await egressWidening(
      typeof session === "string" && session !== "(inline)" && !isAbsolute(session) ? resolve(dirname(resolve(path)), session) : session
    );
    if (widening !== void 0) return cannot(path, widening);
  }
  const onDisk = await findOnDiskScenario(old, path);
  if (opts.allowProtocolTier !== true) {
    const tier = nonContainerTier(old, onDisk);
    if (tier !== void 0) return cannot(path, tier);
  }
  const recorded = extractRecordedTurns(old.events, old.scenario.prompt ?? "");
  if (recorded.problem) return cannot(path, recorded.problem);
  let binary;
  try {
    binary = resolveAgentBinary(opts.agentBinary, opts.env);
  } catch (e) {
    return cannot(path, oneLine(e));
  }
  const refused = refusal(old, binary);
  if (refused) return cannot(path, refused);
  const chosen = await scenarioToRun(old, path, opts.reassert !== false, onDisk);
  if ("cannot" in chosen) return cannot(path, chosen.cannot);
  if (opts.refuseEgressWidening === true) {
    const widening = await egressWidening(chosen.scenario.session);
    if (widening !== void 0) return cannot(path, widening, chosen.from);
  }
  const router = new TurnRouter(recorded);
  const held = {};
  const tmp = await mkdtemp(join(tmpdir(), "cowork-rerun-"));
  const started = performance2.now();
  const base = { failing: [], assertionsFrom: chosen.from, written: false };
  let cutByBudget = false;
  try {
    const scenarioPath = join(tmp, "scenario.yaml");
    await writeFile(scenarioPath, JSON.stringify(chosen.scenario, null, 2));
    const limit = timeLimitOf(chosen.scenario, path, onDisk, opts);
    if (limit.cut !== void 0) log(limit.cut);
    const left = opts.budget !== void 0 ? budgetLeft(opts.budget) : Number.POSITIVE_INFINITY;
    if (left === 0) return notRerun(path, budgetRanOut(opts.budget), chosen.from);
    const timeoutMs = Math.min(limit.ms, left);
    cutByBudget = timeoutMs < limit.ms;
    log(
      `re-running ${relative2(process.cwd(), path) || path} with ${recorded.turns.length} recorded model turn(s) in ${recorded.conversations.size} conversation(s)`
    );
    const outcome = await recordScenario({
      scenarioPath,
      out: path,
      format: formatOfVersion(old.cassetteVersion),
      write: false,
      allowFailing: true,
      timeoutMs,
      ...binary ? { agentBinary: binary } : {},
      env: opts.env,
      log,
      repoRoot: repositoryRootOf(path),
      ...opts.allowOutsidePaths === true ? { allowOutsidePaths: true } : {},
      // the run itself refuses any other tier too, whatever the scenario written above says
      ...opts.allowProtocolTier !== true ? { bounds: { containerTierOnly: true } } : {},
      modelServer: async (host) => {
        held.server = await startRecordedTurnsServer({
          host,
          respond: (body) => {
            const routed = router.route(body);
            if (routed.kind === "diverged") return { diverged: routed.message, turn: routed.turn };
            const t = routed.turn;
            return {
              turn: {
                turn: t.seq,
                blocks: t.blocks,
                ...t.model ? { model: t.model } : {},
                ...t.usage ? { usage: t.usage } : {}
              }
            };
          }
        });
        return held.server;
      }
    });
    const durationMs = Math.round(performance2.now() - started);
    const fresh = stampRerun(outcome.cassette, old, oldSha256);
    checkCassette(JSON.parse(JSON.stringify(fresh)), path);
    const result = outcome.result;
    const judged = result.assertions.filter((a) => a.source !== "staleness");
    const diff = compareRuns(old, fresh);
    const pass = result.verdict.pass;
    const failures = result.verdict.failures.filter((f) => f.kind !== "assertion").map((f) => f.message);
    const summary = {
      ...base,
      status: pass ? "passed" : "failed",
      ...!pass && failures.length > 0 ? { message: failures.join("; ") } : {},
      passed: judged.filter((a) => a.pass).length,
      total: judged.length,
      failing: judged.filter((a) => !a.pass),
      toolResults: diff.toolResults,
      artifacts: diff.artifacts,
      durationMs
    };
    if (opts.write && pass) {
      await writeCassetteAtomic(path, fresh);
      summary.written = true;
    }
    return { cassette: path, summary, result };
  } catch (e) {
    if (cutByBudget && e instanceof AgentTimeoutError)
      return notRerun(path, budgetRanOut(opts.budget, true), chosen.from);
    const durationMs = Math.round(performance2.now() - started);
    const partial = e instanceof AgentRunError ? e.run : void 0;
    const toolResults = partial ? diffToolResults(old.events, partial.events) : [];
    const diverged = held.server?.errors[0];
    const status = diverged && e instanceof ModelScriptMismatchError ? "diverged" : "failed";
    const message = status === "diverged" ? diverged.message : e instanceof AgentTimeoutError ? `the re-run did not finish: ${oneLine(e)}` : `the re-run failed: ${oneLine(e)}`;
    const total = Array.isArray(chosen.scenario.assert) ? chosen.scenario.assert.length : 0;
    return {
      cassette: path,
      summary: { ...base, status, message, passed: 0, total, toolResults, artifacts: empty, durationMs }
    };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

// src/live/rerun/run-many.ts
var DEFAULT_RERUN_CONCURRENCY = 2;
async function rerunMany(files, opts, onDone) {
  return mapLimit(files, Math.max(1, opts.concurrency ?? DEFAULT_RERUN_CONCURRENCY), async (file, i) => {
    const o = await rerunCassette(file, opts);
    onDone?.(o, i);
    return o;
  });
}

export {
  startBudget,
  DEFAULT_RERUN_TIMEOUT_MS,
  DEFAULT_RERUN_CONCURRENCY,
  rerunMany
};
