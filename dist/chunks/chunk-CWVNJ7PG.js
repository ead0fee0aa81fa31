#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SECRET_SHAPES,
  encodedSecretForms,
  envSecretValues
} from "./chunk-BC4CWRGE.js";
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/core/util/secret-patterns.ts
var SECRET_PATTERNS = SECRET_SHAPES.map((s) => ({ label: s.kind, re: s.re }));
var LOCAL_PATH_RE = /(?<![A-Za-z0-9_.~-])(?:\/Users\/|\/home\/|\/root\/|\/private\/var\/|\/var\/folders\/|\/Volumes\/)[^\s"'`)\]]+/g;
function secretValuesFromEnv(...envs) {
  const out = /* @__PURE__ */ new Set();
  for (const env of envs) if (env) for (const v of envSecretValues(env)) out.add(v);
  return [...out];
}
function secretForms(values) {
  return encodedSecretForms(values);
}

// src/core/util/redact.ts
import { createHash } from "node:crypto";
var WHOLE_BASE64 = /^[A-Za-z0-9+/_-]{20,}={0,2}$/;
var MNT = "/mnt/";
function localPathToken(text) {
  return `[REDACTED:local-path:${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 12)}]`;
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
          throw new HarnessError(
            `redaction would merge two keys into "${key}" \u2014 refusing to write a cassette that loses data`
          );
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

export {
  secretValuesFromEnv,
  createRedactor
};
