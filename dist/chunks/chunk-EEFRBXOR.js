#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parseBoundedJson
} from "./chunk-CMR34UZX.js";

// src/core/protocol/canon.ts
function canonicalJson(x) {
  if (x === null || typeof x !== "object") {
    const leaf = JSON.stringify(x);
    return leaf === void 0 ? "null" : leaf;
  }
  if (Array.isArray(x)) {
    let out2 = "[";
    for (let i = 0; i < x.length; i++) {
      if (i > 0) out2 += ",";
      if (i in x) out2 += canonicalJson(x[i]);
    }
    return out2 + "]";
  }
  const obj = x;
  let out = "{";
  let first = true;
  for (const key of Object.keys(obj).sort()) {
    const v = obj[key];
    if (v === void 0) continue;
    out += (first ? "" : ",") + JSON.stringify(key) + ":" + canonicalJson(v);
    first = false;
  }
  return out + "}";
}
var isEnumerableOwn = (o, k) => Object.prototype.propertyIsEnumerable.call(o, k);
function leafText(x) {
  return JSON.stringify(x) ?? "null";
}
function canonicallyEqual(a, b) {
  const aLeaf = a === null || typeof a !== "object";
  const bLeaf = b === null || typeof b !== "object";
  if (aLeaf || bLeaf) {
    if (!(aLeaf && bLeaf)) return false;
    if (typeof a === "string" && typeof b === "string") return a === b;
    if (typeof a === "boolean" && typeof b === "boolean") return a === b;
    return leafText(a) === leafText(b);
  }
  const aArray = Array.isArray(a);
  if (aArray !== Array.isArray(b)) return false;
  if (aArray) {
    const x2 = a;
    const y2 = b;
    for (let i = 0; i < x2.length; i++) if (!(i in x2)) return canonicalJson(a) === canonicalJson(b);
    for (let i = 0; i < y2.length; i++) if (!(i in y2)) return canonicalJson(a) === canonicalJson(b);
    if (x2.length !== y2.length) return false;
    for (let i = 0; i < x2.length; i++) if (!canonicallyEqual(x2[i], y2[i])) return false;
    return true;
  }
  const x = a;
  const y = b;
  let defined = 0;
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (v === void 0) continue;
    defined++;
    if (!isEnumerableOwn(y, k)) return false;
    const w = y[k];
    if (w === void 0 || !canonicallyEqual(v, w)) return false;
  }
  let others = 0;
  for (const k of Object.keys(y)) if (y[k] !== void 0) others++;
  return others === defined;
}

// src/gate/evidence/gates.ts
function questionLabel(q) {
  return q.question || q.header || "";
}
var GateRecorder = class {
  decisions = [];
  questions = [];
  gateOptions = [];
  gateAnswers = [];
  nonReproducible = [];
  /** Records the sub-questions of a gate at ask time, before it is answered. */
  asked(req) {
    for (const q of req.questions) {
      const label = questionLabel(q);
      this.questions.push(label);
      const options = (q.options ?? []).map(
        (o) => o.description === void 0 ? { label: o.label } : { label: o.label, description: o.description }
      );
      const record = { question: label, options };
      if (q.multiSelect !== void 0) record.multiSelect = q.multiSelect;
      this.gateOptions.push(record);
    }
  }
  answered(req, answers, by, rationale) {
    this.decisions.push({
      kind: "question",
      name: "AskUserQuestion",
      decision: "answered",
      by,
      requestId: req.id,
      detail: answers,
      rationale,
      questions: req.questions
    });
    const answer = {
      question: req.questions.map(questionLabel).filter(Boolean).join(" / "),
      requestId: req.id,
      answers
    };
    if (req.toolUseId !== void 0) answer.toolUseId = req.toolUseId;
    this.gateAnswers.push(answer);
    if (by !== "scripted") {
      for (const [question, chosen] of Object.entries(answers)) {
        this.nonReproducible.push(
          rationale === void 0 ? { question, chosen, by } : { question, chosen, by, rationale }
        );
      }
    }
  }
  permission(req, behavior, by, rationale) {
    const rec = { kind: "tool", name: req.tool, decision: behavior, by, requestId: req.id };
    if (behavior === "deny") rec.detail = { input: req.input };
    if (rationale !== void 0) rec.rationale = rationale;
    this.decisions.push(rec);
  }
  other(req, outcome, by, rationale) {
    const rec = { kind: req.kind, name: req.kind, decision: outcome, by, requestId: req.id };
    if (rationale !== void 0) rec.rationale = rationale;
    this.decisions.push(rec);
  }
  /** No answer was recorded for a non-question decision: the run falls back to a deny-like reply. */
  abstained(req) {
    const name = req.kind === "permission" ? req.tool : req.kind;
    this.decisions.push({
      kind: req.kind === "permission" ? "tool" : req.kind,
      name,
      decision: "abstain\u2192deny",
      by: "none",
      requestId: req.id
    });
  }
  finish(rec) {
    rec.decisions = this.decisions;
    rec.questions = this.questions;
    rec.gateOptions = this.gateOptions;
    rec.gateAnswers = this.gateAnswers;
    rec.gateDeliveries = deliveries(this.gateAnswers, rec.toolResults);
    rec.nonReproducibleAnswers = this.nonReproducible;
  }
};
function deliveries(answers, results) {
  if (answers.length === 0) return [];
  const byId = /* @__PURE__ */ new Map();
  for (const r of results) if (!byId.has(r.toolUseId)) byId.set(r.toolUseId, r);
  return answers.map((g) => {
    const base = { question: g.question, toolUseId: g.toolUseId, requestId: g.requestId };
    if (!g.toolUseId) return { ...base, delivered: null, reason: "no-pairing-metadata" };
    const r = byId.get(g.toolUseId);
    if (!r) return { ...base, delivered: null, reason: "unobserved" };
    if (!r.isError) return { ...base, delivered: true, reason: "ok" };
    return {
      ...base,
      delivered: false,
      reason: "errored",
      error: (r.text.split("\n")[0] ?? "").slice(0, 200)
    };
  });
}

// src/core/protocol/control-out-index.ts
function buildControlOutIndex(lines) {
  const bodies = /* @__PURE__ */ new Map();
  const differing = /* @__PURE__ */ new Set();
  const malformedLines = [];
  const differingDuplicateLines = [];
  lines.forEach((line, i) => {
    if (typeof line !== "string" || line.trim() === "") return;
    let msg;
    try {
      msg = parseBoundedJson(line);
    } catch {
      malformedLines.push(i);
      return;
    }
    if (msg === null || typeof msg !== "object") return;
    const m = msg;
    if (m.type !== "control_response" || m.response?.subtype !== "success") return;
    const rid = m.response.request_id;
    const body = m.response.response;
    if (!rid || body === null || typeof body !== "object" || Array.isArray(body)) return;
    if ("mcp_response" in body) return;
    const id = String(rid);
    const existing = bodies.get(id);
    if (existing === void 0) {
      bodies.set(id, body);
      return;
    }
    if (!canonicallyEqual(body, existing)) {
      differing.add(id);
      differingDuplicateLines.push({ id, line: i });
    }
  });
  return { bodies, differingDuplicates: [...differing], differingDuplicateLines, malformedLines };
}

// src/core/protocol/decision-codec.ts
function successEnvelope(requestId, body) {
  return { type: "control_response", response: { subtype: "success", request_id: requestId, response: body } };
}
function errorEnvelope(requestId, message) {
  return { type: "control_response", response: { subtype: "error", request_id: requestId, error: message } };
}
function serializeDecision(req, r) {
  if (req.kind === "permission" && r.kind === "permission") {
    if (r.grant !== void 0)
      throw new Error("serializeDecision: a web_fetch `grant` permission must not be serialized (it is off-wire)");
    return r.behavior === "allow" ? successEnvelope(req.id, {
      behavior: "allow",
      updatedInput: r.updatedInput ?? req.input
    }) : successEnvelope(req.id, { behavior: "deny", message: r.message ?? "denied" });
  }
  if (req.kind === "question" && r.kind === "question") {
    return successEnvelope(req.id, {
      behavior: "allow",
      updatedInput: { questions: req.questions, answers: r.answers }
    });
  }
  if (req.kind === "dialog" && r.kind === "dialog") {
    return successEnvelope(
      req.id,
      r.behavior === "ok" ? { behavior: "ok", choice: r.choice } : { behavior: "cancelled" }
    );
  }
  if (req.kind === "elicit" && r.kind === "elicit") {
    return successEnvelope(
      req.id,
      r.content !== void 0 ? { action: r.action, content: r.content } : { action: r.action }
    );
  }
  return successEnvelope(req.id, { behavior: "deny", message: "decider returned a mismatched response kind" });
}
var isPlainObject = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
function deserializeDecision(req, body) {
  switch (req.kind) {
    case "permission":
      if (body.behavior === "deny")
        return { kind: "permission", behavior: "deny", message: String(body.message ?? "denied") };
      if (body.behavior === "allow") return { kind: "permission", behavior: "allow", updatedInput: body.updatedInput };
      return { kind: "permission", behavior: "deny", message: "deserializeDecision: invalid permission behavior" };
    case "question": {
      const updated = isPlainObject(body.updatedInput) ? body.updatedInput : {};
      const raw = updated.answers;
      const valid = isPlainObject(raw) && Object.values(raw).every((v) => typeof v === "string");
      return { kind: "question", answers: valid ? raw : {} };
    }
    case "dialog":
      return body.behavior === "ok" ? { kind: "dialog", behavior: "ok", ...body.choice !== void 0 ? { choice: body.choice } : {} } : { kind: "dialog", behavior: "cancelled" };
    case "elicit": {
      const action = body.action === "accept" || body.action === "cancel" ? body.action : "decline";
      return { kind: "elicit", action, ...body.content !== void 0 ? { content: body.content } : {} };
    }
  }
}

export {
  canonicalJson,
  canonicallyEqual,
  questionLabel,
  GateRecorder,
  buildControlOutIndex,
  successEnvelope,
  errorEnvelope,
  serializeDecision,
  deserializeDecision
};
