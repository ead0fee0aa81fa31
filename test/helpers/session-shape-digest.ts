/** The session-shape digest of the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness, written out again here to prove `authored` is the right input. */
import { createHash } from "node:crypto";
import type { SessionConfig } from "../../src/core/session/model.js";

export function shapeDigest(cfg: SessionConfig): string {
  const sorted = (xs: string[]): string[] => [...xs].sort();
  const env: Record<string, string> = {};
  if (cfg.agent_env.subagent_model !== undefined) env["CLAUDE_CODE_SUBAGENT_MODEL"] = cfg.agent_env.subagent_model;
  if (cfg.agent_env.tool_search !== undefined) env["ENABLE_TOOL_SEARCH"] = cfg.agent_env.tool_search;
  if (cfg.agent_env.disable_experimental_betas === true) env["CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS"] = "1";
  const shape = {
    folders: cfg.folders
      .map((f) => ({ from: f.from, mode: f.mode }))
      .sort((a, b) => a.from.localeCompare(b.from, "en-US")),
    plugins: {
      config_dir: cfg.plugins.config_dir,
      marketplaces: sorted(cfg.plugins.marketplaces),
      local_marketplaces: sorted(cfg.plugins.local_marketplaces),
      enabled: sorted(cfg.plugins.enabled),
      local_plugins: sorted(cfg.plugins.local_plugins),
      remote_plugins: sorted(cfg.plugins.remote_plugins),
    },
    skills: { local: sorted(cfg.skills.local) },
    mcp: { config: cfg.mcp.config, enabled: sorted(cfg.mcp.enabled) },
    egress: { extra_allow: sorted(cfg.egress.extra_allow), unrestricted: cfg.egress.unrestricted },
    web_fetch: { approved_domains: sorted(cfg.web_fetch.approved_domains) },
    ...(Object.keys(env).length > 0 ? { agent_env: env } : {}),
  };
  return createHash("sha256").update(JSON.stringify(shape), "utf8").digest("hex");
}
