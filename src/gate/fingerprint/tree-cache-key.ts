/**
 * The cache key of a whole tree fingerprint. In git mode, when every root's work tree is
 * exactly its tree at HEAD (GitRepoIndex.cleanTreeIds), the walk admits only tracked paths
 * and their ancestor dirs, each file's digests are a function of its bytes, and symlinks are
 * hashed by their target string: the fingerprint is a function of those tree ids, the ignore
 * globs in force and the options — and the key says exactly that.
 */
import { createHash } from "node:crypto";
import { TOOL_VERSION } from "../../core/version.js";

export interface TreeKeyInput {
  /** per root, in hashing order: its tree id at HEAD */
  treeIds: readonly string[];
  /** per root: the hash-ignore globs in force (session globs plus the root's .cowork-hashignore) */
  ignoreGlobs: readonly (readonly string[])[];
  agentScoped: boolean;
}

export function treeCacheKey(input: TreeKeyInput): string {
  return createHash("sha256")
    .update(JSON.stringify(["tree", 2, TOOL_VERSION, input.agentScoped, input.treeIds, input.ignoreGlobs]))
    .digest("hex");
}
