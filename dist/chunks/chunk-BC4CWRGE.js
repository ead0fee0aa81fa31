#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/core/util/secret-scan.ts
var SECRET_MASK = "***";
var MIN_ENV_SECRET_LENGTH = 8;
var SECRET_SHAPES = [
  {
    kind: "private-key",
    mark: "-----BEGIN ",
    re: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----(?:[A-Za-z0-9+/=\s]|\\[nr]|%0[AD]){0,20000}(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----)?/g
  },
  { kind: "anthropic-key", mark: "sk-ant-", re: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  // project, service-account and admin keys; a legacy key carries "T3BlbkFJ" (base64 of "OpenAI") in its middle
  {
    kind: "openai-key",
    mark: "sk-proj-|sk-svcacct-|sk-admin-|T3BlbkFJ",
    re: /\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}|\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}\b/g
  },
  {
    kind: "github-token",
    mark: "gh[pousr]_|github_pat_",
    re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g
  },
  {
    kind: "gitlab-token",
    mark: "gl(?:pat|dt|rt|ptt|ft|cbt|soat)-",
    re: /\bgl(?:pat|dt|rt|ptt|ft|cbt|soat)-[A-Za-z0-9_-]{20,}/g
  },
  {
    kind: "stripe-key",
    mark: "_live_|_test_|whsec_",
    re: /\b(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9]{24,})/g
  },
  { kind: "huggingface-token", mark: "hf_", re: /\bhf_[A-Za-z0-9]{34,}/g },
  { kind: "aws-access-key", mark: "AKIA|ASIA", re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  // 40 base64 characters are a secret access key only by the name given to them: the value alone is masked
  {
    kind: "aws-secret-key",
    mark: "[Ss]ecret_?[Aa]ccess_?[Kk]ey|SECRET_ACCESS_KEY",
    re: /(?<=(?:[Ss]ecret_?[Aa]ccess_?[Kk]ey|SECRET_ACCESS_KEY)["']?\s{0,5}[:=]\s{0,5}["']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g
  },
  {
    kind: "slack-token",
    mark: "xox[abposr]-|xapp-|hooks\\.slack\\.com",
    re: /\b(?:xox[abposr]-[A-Za-z0-9-]{10,}|xapp-[0-9]-[A-Za-z0-9-]{10,})|https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{6,12}\/B[A-Z0-9]{6,12}\/[A-Za-z0-9]{20,}/g
  },
  { kind: "npm-token", mark: "npm_", re: /\bnpm_[A-Za-z0-9]{36,}/g },
  { kind: "google-api-key", mark: "AIza", re: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: "bearer", mark: "Bearer", re: /\bBearer\s{1,10}[A-Za-z0-9._~+/-]{16,}=*/g }
];
var SECRET_ENV_NAME = /(?:TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|APIKEY|PRIVATE_KEY|CREDENTIALS?|AUTH_HEADER|CUSTOM_HEADERS)$/i;
function csv(value) {
  return (value ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
}
function envSecretValues(env = process.env) {
  const out = /* @__PURE__ */ new Set();
  const named = new Set(csv(env["COWORK_HARNESS_SCRUB_KEYS"]));
  for (const [k, v] of Object.entries(env)) {
    if (v === void 0 || v.length < MIN_ENV_SECRET_LENGTH) continue;
    if (SECRET_ENV_NAME.test(k) || named.has(k) || k === "INPUT_GITHUB-TOKEN") out.add(v);
  }
  for (const v of csv(env["COWORK_HARNESS_SCRUB_VALUES"])) if (v.length >= MIN_ENV_SECRET_LENGTH) out.add(v);
  return [...out].sort((a, b) => b.length - a.length);
}
var MIN_FORM_LENGTH = 12;
function base64Middle(v, offset) {
  const enc = Buffer.concat([Buffer.alloc(offset), v]).toString("base64");
  const head = offset === 0 ? 0 : 4;
  const total = offset + v.length;
  const tail = total % 3 === 0 ? 0 : 4;
  return enc.slice(head, enc.length - tail);
}
var percentAll = (b, upper) => {
  const lower = [...b].map((x) => `%${x.toString(16).padStart(2, "0")}`).join("");
  return upper ? lower.toUpperCase() : lower;
};
function encodedSecretForms(values) {
  const forms = /* @__PURE__ */ new Set();
  for (const v of values) {
    if (v.length < MIN_ENV_SECRET_LENGTH) continue;
    const b = Buffer.from(v, "utf8");
    forms.add(v);
    forms.add([...v].reverse().join(""));
    forms.add(JSON.stringify(v).slice(1, -1));
    forms.add(encodeURIComponent(v));
    forms.add(percentAll(b, false));
    forms.add(percentAll(b, true));
    forms.add(b.toString("hex"));
    forms.add(b.toString("hex").toUpperCase());
    const b64 = b.toString("base64");
    forms.add(b64);
    forms.add(b64.replace(/=+$/, ""));
    forms.add(b.toString("base64url"));
    for (const offset of [0, 1, 2]) {
      const mid = base64Middle(b, offset);
      if (mid.length < MIN_FORM_LENGTH) continue;
      forms.add(mid);
      forms.add(mid.replace(/\+/g, "-").replace(/\//g, "_"));
    }
  }
  return [...forms].filter((f) => f.length >= MIN_ENV_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}
var formsCache = /* @__PURE__ */ new WeakMap();
function formsOf(values) {
  let f = formsCache.get(values);
  if (f === void 0) {
    f = encodedSecretForms(values);
    formsCache.set(values, f);
  }
  return f;
}
function findSecrets(text, values = envSecretValues()) {
  const hits = [];
  for (const { kind, re } of SECRET_SHAPES) {
    for (const m of text.matchAll(re)) hits.push({ kind, index: m.index ?? 0, length: m[0].length });
  }
  for (const v of formsOf(values)) {
    for (let at = text.indexOf(v); at !== -1; at = text.indexOf(v, at + v.length))
      hits.push({ kind: "env", index: at, length: v.length });
  }
  return hits.sort((a, b) => a.index - b.index);
}
var SHAPE_MARK = new RegExp(SECRET_SHAPES.map((s) => s.mark).join("|"));
function maskSecrets(text, values = envSecretValues()) {
  if (text.length < MIN_ENV_SECRET_LENGTH) return text;
  let out = text;
  for (const v of formsOf(values)) if (out.includes(v)) out = out.split(v).join(SECRET_MASK);
  if (SHAPE_MARK.test(out)) for (const { re } of SECRET_SHAPES) out = out.replace(re, SECRET_MASK);
  return out;
}
function maskSecretsDeep(value, values = envSecretValues()) {
  const seen = /* @__PURE__ */ new WeakMap();
  const walk = (v) => {
    if (typeof v === "string") return maskSecrets(v, values);
    if (v === null || typeof v !== "object") return v;
    const hit = seen.get(v);
    if (hit !== void 0) return hit;
    if (Array.isArray(v)) {
      const out2 = [];
      seen.set(v, out2);
      for (const item of v) out2.push(walk(item));
      return out2;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return v;
    const out = {};
    seen.set(v, out);
    for (const [k, item] of Object.entries(v)) out[maskSecrets(k, values)] = walk(item);
    return out;
  };
  return walk(value);
}

export {
  SECRET_MASK,
  MIN_ENV_SECRET_LENGTH,
  SECRET_SHAPES,
  envSecretValues,
  encodedSecretForms,
  findSecrets,
  maskSecrets,
  maskSecretsDeep
};
