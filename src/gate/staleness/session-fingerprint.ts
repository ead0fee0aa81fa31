/**
 * sessionFingerprint (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness): a sha256 over the SHAPE of the authored
 * session (connected folders, plugins, skills, MCP, egress, web_fetch, agent env), so a
 * session edited after record is noticed even when no skill file changed.
 *
 * It is plain compact JSON.stringify of an object built in a fixed key order — not JCS —
 * with lists pre-sorted. Paths stay as authored (relative), so the value is relocatable.
 * Folders sort with locale collation pinned to en-US (the reference's localeCompare under
 * an en-US-like locale); every other list sorts by UTF-16 code units.
 */
import { createHash } from "node:crypto";

/** The authored session fields the fingerprint reads (defaults are applied here too). */
export interface AuthoredSessionShape {
  folders?: { from: string; mode?: string }[];
  plugins?: {
    config_dir?: string | null;
    marketplaces?: string[];
    local_marketplaces?: string[];
    enabled?: string[];
    local_plugins?: string[];
    remote_plugins?: string[];
  };
  skills?: { local?: string[] };
  mcp?: { config?: string | null; enabled?: string[] };
  egress?: { extra_allow?: string[]; unrestricted?: boolean };
  web_fetch?: { approved_domains?: string[] };
  agent_env?: { subagent_model?: string; tool_search?: string; disable_experimental_betas?: boolean };
  [k: string]: unknown;
}

/** Made on first use: building an ICU collator costs several milliseconds, and most sessions connect one folder or none. */
let folderCollator: Intl.Collator | undefined;
const byFolderLocale = (a: string, b: string): number => (folderCollator ??= new Intl.Collator("en-US")).compare(a, b);

const sorted = (list: string[] | undefined): string[] => [...(list ?? [])].sort();

/** The agent env vars a session's agent_env turns into, in the reference's order. */
function agentEnv(env: AuthoredSessionShape["agent_env"]): Record<string, string> {
  const out: Record<string, string> = {};
  if (env?.subagent_model !== undefined) out.CLAUDE_CODE_SUBAGENT_MODEL = env.subagent_model;
  if (env?.tool_search !== undefined) out.ENABLE_TOOL_SEARCH = env.tool_search;
  if (env?.disable_experimental_betas === true) out.CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS = "1";
  return out;
}

/** The ordered shape that is hashed (exported for diagnostics and tests). */
export function sessionShape(s: AuthoredSessionShape): Record<string, unknown> {
  const folders = (s.folders ?? [])
    .map((f) => ({ from: f.from, mode: f.mode ?? "rw" }))
    .sort((a, b) => byFolderLocale(a.from, b.from));
  const env = agentEnv(s.agent_env);
  return {
    folders,
    plugins: {
      config_dir: s.plugins?.config_dir ?? null,
      marketplaces: sorted(s.plugins?.marketplaces),
      local_marketplaces: sorted(s.plugins?.local_marketplaces),
      enabled: sorted(s.plugins?.enabled),
      local_plugins: sorted(s.plugins?.local_plugins),
      remote_plugins: sorted(s.plugins?.remote_plugins),
    },
    skills: { local: sorted(s.skills?.local) },
    mcp: { config: s.mcp?.config ?? null, enabled: sorted(s.mcp?.enabled) },
    egress: { extra_allow: sorted(s.egress?.extra_allow), unrestricted: s.egress?.unrestricted ?? false },
    web_fetch: { approved_domains: sorted(s.web_fetch?.approved_domains) },
    ...(Object.keys(env).length > 0 ? { agent_env: env } : {}),
  };
}

/** The fingerprint of an authored session; null when there is no session object to hash. */
export function sessionFingerprint(authored: AuthoredSessionShape | null | undefined): string | null {
  if (authored === null || authored === undefined || typeof authored !== "object" || Array.isArray(authored))
    return null;
  return createHash("sha256")
    .update(JSON.stringify(sessionShape(authored)), "utf8")
    .digest("hex");
}
