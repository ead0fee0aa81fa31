#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DeciderError,
  UnansweredError
} from "./chunk-BF4ACLAL.js";
import {
  clipLine
} from "./chunk-IAQDAOHD.js";
import {
  RegexTimeoutError,
  compileRegex
} from "./chunk-GEFYSWZR.js";

// src/live/agent/decider/allow-if.ts
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

// src/live/agent/decider/coerce-label.ts
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

// src/live/agent/decider/types.ts
var abstain = (reason) => reason === void 0 ? { kind: "abstain" } : { kind: "abstain", reason };
var decided = (response, by, extra = {}) => ({
  kind: "decided",
  response,
  by,
  ...extra
});

// src/live/agent/decider/scripted.ts
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

// src/live/answerers/flat.ts
function flat(text, max = 200) {
  return clipLine(text, max, "after");
}

// src/live/answerers/external-reply.ts
var isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
var RECOMMENDED = /\s*\(recommended\)\s*$/i;
function strictLabel(pick, labels) {
  const p = pick.trim();
  const lower = p.toLowerCase();
  const exact = labels.find((l) => l.toLowerCase() === lower);
  if (exact !== void 0) return exact;
  if (/^\d+$/.test(p)) {
    const n = Number(p);
    if (n >= 1 && n <= labels.length) return labels[n - 1];
  }
  const bare = (s) => s.replace(RECOMMENDED, "").trim().toLowerCase();
  const unsuffixed = labels.find((l) => bare(l) === bare(p));
  if (unsuffixed !== void 0) return unsuffixed;
  if (lower === "recommended") return labels.find((l) => RECOMMENDED.test(l));
  return void 0;
}
function answerOne(q, raw, who) {
  const text = questionText(q);
  const labels = (q.options ?? []).map((o) => o.label);
  if (labels.length === 0) {
    if (typeof raw === "string" && raw.trim() !== "" || typeof raw === "number") return String(raw);
    throw new UnansweredError(`${who} gave no usable answer for "${flat(text)}" (a non-empty text was expected)`);
  }
  let picks;
  if (Array.isArray(raw)) {
    if (q.multiSelect !== true)
      throw new UnansweredError(`${who} answered the single-select "${flat(text)}" with a list`);
    if (raw.length === 0) throw new UnansweredError(`${who} answered "${flat(text)}" with an empty list`);
    picks = raw.map((r) => String(r));
  } else if (typeof raw === "string" || typeof raw === "number") {
    picks = q.multiSelect === true ? String(raw).split(",").map((s) => s.trim()).filter((s) => s !== "") : [String(raw)];
  } else {
    throw new UnansweredError(`${who} had no answer for "${flat(text)}" (key mismatch)`);
  }
  const chosen = [];
  for (const pick of picks) {
    const label = strictLabel(pick, labels);
    if (label === void 0) {
      throw new UnansweredError(
        `${who} chose "${flat(pick)}" for "${flat(text)}", which is not one of its options: ${labels.map((l) => `"${flat(l)}"`).join(", ")}`
      );
    }
    if (!chosen.includes(label)) chosen.push(label);
  }
  return chosen.join(", ");
}
function externalReply(req, reply, who, shownText = (t) => t) {
  if (!isObj(reply)) throw new UnansweredError(`${who} sent invalid JSON (not an object)`);
  if (reply.id === void 0) throw new UnansweredError(`${who} omitted the request id (expected "${req.id}")`);
  if (reply.id !== req.id)
    throw new UnansweredError(`${who} answered the wrong request (${JSON.stringify(reply.id)}, expected "${req.id}")`);
  switch (req.kind) {
    case "question": {
      const given = isObj(reply.answers) ? reply.answers : {};
      const answers = {};
      for (const q of req.questions) {
        const text = questionText(q);
        const raw = given[text] ?? given[shownText(text)];
        if (raw === void 0) throw new UnansweredError(`${who} had no answer for "${flat(text)}" (key mismatch)`);
        answers[text] = answerOne(q, raw, who);
      }
      return { kind: "question", answers };
    }
    case "permission": {
      const b = reply.behavior;
      if (b === "allow")
        return { kind: "permission", behavior: "allow", updatedInput: reply.updatedInput ?? req.input };
      if (b === void 0 || b === "deny") {
        return {
          kind: "permission",
          behavior: "deny",
          message: typeof reply.message === "string" ? reply.message : "denied (external)"
        };
      }
      throw new UnansweredError(
        `${who} answered the ${flat(req.tool)} permission with behavior ${JSON.stringify(b)} (allow or deny expected)`
      );
    }
    case "dialog":
      return reply.behavior === "ok" ? { kind: "dialog", behavior: "ok", ...reply.choice !== void 0 ? { choice: reply.choice } : {} } : { kind: "dialog", behavior: "cancelled" };
    case "elicit": {
      const action = reply.action === "accept" || reply.action === "cancel" ? reply.action : "decline";
      return { kind: "elicit", action, ...reply.content !== void 0 ? { content: reply.content } : {} };
    }
  }
}

export {
  abstain,
  decided,
  questionText,
  ScriptedDecider,
  flat,
  strictLabel,
  externalReply
};
