#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/staleness/session-fingerprint.ts
import { createHash } from "node:crypto";
var folderCollator = new Intl.Collator("en-US");
var sorted = (list) => [...list ?? []].sort();
function agentEnv(env) {
  const out = {};
  if (env?.subagent_model !== void 0) out.CLAUDE_CODE_SUBAGENT_MODEL = env.subagent_model;
  if (env?.tool_search !== void 0) out.ENABLE_TOOL_SEARCH = env.tool_search;
  if (env?.disable_experimental_betas === true) out.CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS = "1";
  return out;
}
function sessionShape(s) {
  const folders = (s.folders ?? []).map((f) => ({ from: f.from, mode: f.mode ?? "rw" })).sort((a, b) => folderCollator.compare(a.from, b.from));
  const env = agentEnv(s.agent_env);
  return {
    folders,
    plugins: {
      config_dir: s.plugins?.config_dir ?? null,
      marketplaces: sorted(s.plugins?.marketplaces),
      local_marketplaces: sorted(s.plugins?.local_marketplaces),
      enabled: sorted(s.plugins?.enabled),
      local_plugins: sorted(s.plugins?.local_plugins),
      remote_plugins: sorted(s.plugins?.remote_plugins)
    },
    skills: { local: sorted(s.skills?.local) },
    mcp: { config: s.mcp?.config ?? null, enabled: sorted(s.mcp?.enabled) },
    egress: { extra_allow: sorted(s.egress?.extra_allow), unrestricted: s.egress?.unrestricted ?? false },
    web_fetch: { approved_domains: sorted(s.web_fetch?.approved_domains) },
    ...Object.keys(env).length > 0 ? { agent_env: env } : {}
  };
}
function sessionFingerprint(authored) {
  if (authored === null || authored === void 0 || typeof authored !== "object" || Array.isArray(authored)) return null;
  return createHash("sha256").update(JSON.stringify(sessionShape(authored)), "utf8").digest("hex");
}

export {
  sessionFingerprint
};
