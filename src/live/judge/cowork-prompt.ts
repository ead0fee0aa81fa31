/**
 * Cowork's system-prompt addition, rendered from a Desktop baseline at record time (the reference's
 * live lane; docs/reference.md#the-live-lane): the baseline's prompt template (and, at the container tier, its sub-agent
 * addition), HTML comments stripped, the Cowork tokens filled in for the session. The texts live
 * in the user's baselines directory; nothing of them is kept in this repository.
 */
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { normalizePromptAsset } from "../../core/baselines/prompt-assets.js";
import type { LoadedBaseline } from "../../core/baselines/types.js";
import { escapesRoot } from "../../core/util/repo-root.js";
import { HarnessError } from "../../core/util/errors.js";

export interface PromptContext {
  tier: "container" | "protocol";
  /** `/sessions/<id>`: the session root as Cowork's VM names it (rendered so at protocol too) */
  sessionRoot: string;
  /** the first connected folder's mount, if any */
  firstFolderMount?: string;
  model?: string;
  accountName?: string;
  now?: Date;
  env: NodeJS.ProcessEnv;
}

export interface RenderedPrompts {
  systemPromptAppend?: string;
  subagentAppend?: string;
  /** `[prompt] referenced asset not found: …` when COWORK_HARNESS_ALLOW_MISSING_PROMPT=1 let a run go on without one */
  warnings: string[];
}

const pad = (n: number): string => String(n).padStart(2, "0");

function tokens(c: PromptContext): [string, string][] {
  const now = c.now ?? new Date();
  const mnt = `${c.sessionRoot}/mnt`;
  return [
    ["{{cwd}}", c.sessionRoot],
    ["{{vmCwd}}", c.sessionRoot],
    ["{{skillsDir}}", `${mnt}/.claude`],
    ["{{workspaceFolder}}", c.firstFolderMount ? `${mnt}/${c.firstFolderMount}` : `${mnt}/outputs`],
    ["{{folderSelected}}", c.firstFolderMount ? "true" : "false"],
    ["{{modelName}}", c.model ?? "Claude"],
    [
      "{{currentDateTime}}",
      `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`,
    ],
    ["{{currentTimezone}}", Intl.DateTimeFormat().resolvedOptions().timeZone],
    ["{{accountName}}", c.accountName ?? "User"],
  ];
}

function render(loaded: LoadedBaseline, key: string, c: PromptContext, warnings: string[]): string | undefined {
  const rel = loaded.baseline.spawn?.[key];
  if (typeof rel !== "string") return undefined;
  const path = join(loaded.dir, rel);
  let text: string | undefined;
  if (rel !== "" && !isAbsolute(rel) && !escapesRoot(loaded.dir, path)) {
    try {
      text = readFileSync(path, "utf8");
    } catch {
      text = undefined;
    }
  }
  if (text === undefined) {
    if (c.env.COWORK_HARNESS_ALLOW_MISSING_PROMPT !== "1")
      throw new HarnessError(
        `missing prompt asset: ${path} (baseline ${loaded.file}, spawn.${key}) — restore it, or set COWORK_HARNESS_ALLOW_MISSING_PROMPT=1 to record without it`,
      );
    warnings.push(`[prompt] referenced asset not found: ${path}`);
    return undefined;
  }
  let out = normalizePromptAsset(text);
  for (const [token, value] of tokens(c)) out = out.split(token).join(value);
  return out.trim();
}

export function renderCoworkPrompts(loaded: LoadedBaseline, c: PromptContext): RenderedPrompts {
  const warnings: string[] = [];
  if (!loaded.baseline.spawn) return { warnings };
  const system = render(loaded, "promptTemplate", c, warnings);
  const sub = c.tier === "container" ? render(loaded, "subagentAppend", c, warnings) : undefined;
  return { ...(system ? { systemPromptAppend: system } : {}), ...(sub ? { subagentAppend: sub } : {}), warnings };
}

/** The baseline's egress allowlist (network.allowDomains), string entries only. */
export function baselineAllowDomains(loaded: LoadedBaseline): string[] {
  const network = loaded.baseline.network;
  const domains =
    network !== null && typeof network === "object" ? (network as { allowDomains?: unknown }).allowDomains : undefined;
  return Array.isArray(domains) ? domains.filter((d): d is string => typeof d === "string") : [];
}
