/**
 * When a whole tree fingerprint may be reused from the persistent cache, and under which key.
 * In git mode a tree whose every tracked path is a regular file that git sees as unchanged is
 * fully described by its listing — each path and blob id — plus the ignore globs and options:
 * the walk admits only tracked paths and their ancestor dirs, and each file's digests are a
 * function of its bytes. So that listing, hashed, keys the finished fingerprint; anything else
 * (raw mode, a dirty or untracked-only change, a symlink, a scoped request with its raw
 * shared walk) is computed afresh.
 */
import { createHash } from "node:crypto";
import type { TrackedSet } from "./git-file-set.js";
import { TOOL_VERSION } from "../version.js";

export interface TreeKeyInput {
  tracked: readonly (TrackedSet | null)[];
  /** per root: the hash-ignore globs in force (session globs plus the root's .cowork-hashignore) */
  ignoreGlobs: readonly (readonly string[])[];
  agentScoped: boolean;
}

/** The cache key of a tree, or undefined when the tree cannot be described by its listing. */
export function treeCacheKey(input: TreeKeyInput): string | undefined {
  const h = createHash("sha256");
  h.update(JSON.stringify(["tree", 1, TOOL_VERSION, input.agentScoped, input.tracked.length]));
  for (let i = 0; i < input.tracked.length; i++) {
    const t = input.tracked[i];
    if (!t?.blobs || t.blobs.size !== t.files.size) return undefined;
    h.update(JSON.stringify(input.ignoreGlobs[i] ?? []));
    h.update("\0");
    for (const path of [...t.files].sort()) h.update(`${path}\0${t.blobs.get(path)}\0`);
    h.update("\x01");
  }
  return h.digest("hex");
}
