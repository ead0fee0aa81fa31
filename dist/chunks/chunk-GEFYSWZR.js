#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  toolGlobMatcher
} from "./chunk-7XRS4REJ.js";
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/core/util/safe-regex.ts
import { Script, createContext } from "node:vm";
var REGEX_TIMEOUT_ENV = "COWORK_HARNESS_REGEX_TIMEOUT_MS";
var DEFAULT_REGEX_TIMEOUT_MS = 500;
function regexTimeoutMs(env = process.env) {
  const raw = env[REGEX_TIMEOUT_ENV];
  const n = raw === void 0 ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_REGEX_TIMEOUT_MS;
}
var RegexTimeoutError = class extends HarnessError {
  constructor(pattern, inputLength, budgetMs) {
    super(
      `regex /${pattern}/ did not finish within ${budgetMs} ms on a ${inputLength}-character input (catastrophic backtracking?) \u2014 simplify the pattern (e.g. no nested quantifiers like (a+)+); the budget is ${REGEX_TIMEOUT_ENV}`
    );
    this.pattern = pattern;
    this.inputLength = inputLength;
    this.budgetMs = budgetMs;
    this.name = "RegexTimeoutError";
  }
  pattern;
  inputLength;
  budgetMs;
};
var FAST_PATH_MAX_INPUT = 1e3;
function hasAtMostOneQuantifier(source) {
  let quantifiers = 0;
  let prevWasQuantifier = false;
  const open = [0];
  let groups = 0;
  const alternating = /* @__PURE__ */ new Set();
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      const next = source[i + 1] ?? "";
      if (/[1-9k]/.test(next)) return false;
      i++;
      prevWasQuantifier = false;
      continue;
    }
    if (c === "[") {
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
      prevWasQuantifier = false;
      continue;
    }
    if (c === "(") {
      if (source[i + 1] === "?") {
        const kind = source[i + 2] ?? "";
        if (kind === "=" || kind === "!" || kind === "<" && (source[i + 3] === "=" || source[i + 3] === "!"))
          return false;
        i = kind === "<" ? Math.max(i + 2, source.indexOf(">", i)) : i + 2;
      }
      open.push(++groups);
      prevWasQuantifier = false;
      continue;
    }
    if (c === "|") {
      alternating.add(open[open.length - 1] ?? 0);
      if (alternating.size > 1) return false;
      prevWasQuantifier = false;
      continue;
    }
    if (c === ")") {
      if (open.length > 1) open.pop();
      if (/[*+?{]/.test(source[i + 1] ?? "")) return false;
      prevWasQuantifier = false;
      continue;
    }
    if (c === "*" || c === "+" || c === "{" || c === "?" && !prevWasQuantifier) {
      if (c === "{" && !/^\{\d+(?:,\d*)?\}/.test(source.slice(i))) {
        prevWasQuantifier = false;
        continue;
      }
      if (++quantifiers > 1) return false;
      if (c === "{") i = source.indexOf("}", i);
      prevWasQuantifier = true;
      continue;
    }
    prevWasQuantifier = false;
  }
  return true;
}
var builtinExec = RegExp.prototype.exec;
var sandbox;
var runner;
var timedOut = /* @__PURE__ */ new Set();
function isTimeout(e) {
  return typeof e === "object" && e !== null && e.code === "ERR_SCRIPT_EXECUTION_TIMEOUT";
}
var BoundedRegExp = class _BoundedRegExp extends RegExp {
  #fast;
  exec(input) {
    const text = String(input);
    this.#fast ??= hasAtMostOneQuantifier(this.source);
    if (this.#fast && text.length <= FAST_PATH_MAX_INPUT) return builtinExec.call(this, text);
    const key = `/${this.source}/${this.flags}`;
    const budget = regexTimeoutMs();
    if (timedOut.has(key)) throw new RegexTimeoutError(this.source, text.length, budget);
    sandbox ??= createContext(/* @__PURE__ */ Object.create(null));
    runner ??= new Script("__run()", { filename: "cowork-harness-bounded-regex" });
    sandbox.__run = () => builtinExec.call(this, text);
    try {
      return runner.runInContext(sandbox, { timeout: budget });
    } catch (e) {
      if (!isTimeout(e)) throw e;
      timedOut.add(key);
      throw new RegexTimeoutError(this.source, text.length, budget);
    } finally {
      sandbox.__run = void 0;
    }
  }
  /** Derived regexes (e.g. from `matchAll`, `split`) stay bounded. */
  static get [Symbol.species]() {
    return _BoundedRegExp;
  }
};
function boundedRegExp(source, flags = "") {
  return new BoundedRegExp(source, flags);
}

// src/core/scenario/match.ts
var regexCache = /* @__PURE__ */ new Map();
function compileRegex(pattern) {
  let hit = regexCache.get(pattern);
  if (!hit) {
    try {
      hit = { ok: true, re: boundedRegExp(pattern, "i") };
    } catch (e) {
      hit = { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
    regexCache.set(pattern, hit);
  }
  return hit;
}
function badRegexMessage(key, pattern, error) {
  return `${key}: bad regex "${pattern}": ${error}`;
}
var globCache = /* @__PURE__ */ new Map();
function toolGlobMatches(glob, name) {
  let m = globCache.get(glob);
  if (!m) {
    m = toolGlobMatcher(glob);
    globCache.set(glob, m);
  }
  return m.test(name);
}
var REGEXISH_GLOB = /\.\*|\.\+|[|()[\]+^${}]|\\[dwsb]/;

export {
  RegexTimeoutError,
  boundedRegExp,
  compileRegex,
  badRegexMessage,
  toolGlobMatches,
  REGEXISH_GLOB
};
