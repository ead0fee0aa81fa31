#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/util/secret-scan.ts
var SECRET_MASK = "***";
var MIN_ENV_SECRET_LENGTH = 8;
var SECRET_SHAPES = [
  {
    kind: "private-key",
    re: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----(?:[A-Za-z0-9+/=\s]|\\[nr]|%0[AD]){0,20000}(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----)?/g
  },
  { kind: "anthropic-key", re: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { kind: "github-token", re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
  { kind: "aws-access-key", re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: "slack-token", re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: "npm-token", re: /\bnpm_[A-Za-z0-9]{36,}/g },
  { kind: "google-api-key", re: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: "bearer", re: /\bBearer\s{1,10}[A-Za-z0-9._~+/-]{16,}=*/g }
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
function maskSecrets(text, values = envSecretValues()) {
  let out = text;
  for (const v of values) if (v.length >= MIN_ENV_SECRET_LENGTH && out.includes(v)) out = out.split(v).join(SECRET_MASK);
  for (const { re } of SECRET_SHAPES) out = out.replace(re, SECRET_MASK);
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
  MIN_ENV_SECRET_LENGTH,
  SECRET_SHAPES,
  envSecretValues,
  maskSecrets,
  maskSecretsDeep
};
