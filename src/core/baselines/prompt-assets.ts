/**
 * promptAssetsHash (the reference's src/baseline.ts; docs/reference.md#fingerprints-and-staleness): a 16-hex digest over the baseline's prompt
 * assets, so an edit to a committed prompt under the same app version is visible.
 */
import { createHash } from "node:crypto";
import { readRegularText } from "../util/regular-file.js";
import { isAbsolute, join } from "node:path";
import { escapesRoot } from "../util/repo-root.js";
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

/**
 * The digest, or undefined when a referenced asset file cannot be read — or lies outside the
 * baselines directory (an absolute path, `..`, or a symlink out of it): a baseline file is data,
 * and its pointers are never followed out of its own directory. Undefined makes verify report
 * `unverifiable-prompt-assets` and record omit `promptAssetsHash`.
 */
export async function promptAssetsHash(loaded: LoadedBaseline): Promise<string | undefined> {
  const h = createHash("sha256");
  const spawn = loaded.baseline.spawn ?? {};
  for (const key of PROMPT_ASSET_KEYS) {
    const rel = spawn[key];
    if (typeof rel !== "string") continue;
    if (rel === "" || isAbsolute(rel) || escapesRoot(loaded.dir, join(loaded.dir, rel))) return undefined;
    let text: string;
    try {
      text = readRegularText(join(loaded.dir, rel));
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
