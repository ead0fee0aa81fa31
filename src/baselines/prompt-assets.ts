/**
 * promptAssetsHash (spec/staleness.md §2.5): a 16-hex digest over the baseline's prompt
 * assets, so an edit to a committed prompt under the same app version is visible.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { LoadedBaseline } from "./types.js";

const PROMPT_ASSET_KEYS = ["promptTemplate", "subagentAppend", "subagentAppendHostLoop"] as const;

/** Removes HTML comments until none are left (a removal can join the halves of a new one), then trims. */
export function normalizePromptAsset(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(/<!--[\s\S]*?-->/g, "");
    if (next === current) break;
    current = next;
  }
  return current.trim();
}

/** The digest, or undefined when a referenced asset file cannot be read. */
export async function promptAssetsHash(loaded: LoadedBaseline): Promise<string | undefined> {
  const h = createHash("sha256");
  const spawn = loaded.baseline.spawn ?? {};
  for (const key of PROMPT_ASSET_KEYS) {
    const rel = spawn[key];
    if (typeof rel !== "string") continue;
    let text: string;
    try {
      text = await readFile(join(loaded.dir, rel), "utf8");
    } catch {
      return undefined;
    }
    h.update(key);
    h.update("\0");
    h.update(normalizePromptAsset(text));
    h.update("\0");
  }
  return h.digest("hex").slice(0, 16);
}
