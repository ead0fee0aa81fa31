/**
 * Shapes of the skill-tree fingerprint (the reference's src/loop-decision.ts; docs/reference.md#fingerprints-and-staleness): one walk over the skill
 * dirs yields the digests of both hash formats — "legacy" (cassettes v9–v11) and "jcs1" (v12).
 */

/** The manifest transform a digest was computed under; "legacy" = v9–v11, "jcs1" = v12. */
export type HashFormat = "legacy" | "jcs1";

/** "git": only git-tracked paths (working-tree bytes); "raw": everything on disk. */
export type FileSetMode = "git" | "raw";

/** sha256 hex of a file's hashed content under each format (equal unless it is a manifest). */
export interface FileDigests {
  legacy: string;
  jcs1: string;
}

/** One entry of the walk, in walk order (root-major; within a root, UTF-16 code-unit order). */
export type WalkEntry =
  | { kind: "dir"; root: number; path: string }
  | { kind: "link"; root: number; path: string; target: string }
  | ({ kind: "file"; root: number; path: string } & FileDigests);

/** A `[path, sha]` pair of fileSigs; a symlink's sha is `lnk:<target>`. */
export type FileSig = [string, string];

/** The digests of one hash format. */
export interface FormatDigests {
  /** Absent when there are no dirs or when any read error occurred (the tree cannot be verified). */
  skillHash?: string;
  /** Absent when the walk produced no entries (contentSig algo 5 for jcs1, algo 4 for legacy). */
  contentSig?: string;
  /** Sorted by path; absent when more than {@link FILE_SIGS_CAP} entries (then `fileSigsOmitted`). */
  fileSigs?: FileSig[];
  fileSigsOmitted?: true;
  /** Only for a scoped fingerprint whose roots all have `skills/` (the reference (docs/reference.md)). */
  sharedHash?: string;
}

/**
 * Optional cache of file digests so unchanged files need not be re-read. Keys are opaque
 * strings built by the walker: `git:<m|f>:<blob id>` for a tracked file whose working copy
 * matches the index, else the absolute path, size, mtime (ns), ctime (ns) and inode of the
 * file; a persistent implementation may store them as they are.
 */
export interface DigestCache {
  get(key: string): FileDigests | undefined;
  set(key: string, value: FileDigests): void;
  /** whole tree fingerprints by tree key (./tree-cache-key.ts), when the cache keeps them */
  getTree?(key: string): CachedTree | undefined;
  setTree?(key: string, tree: CachedTree): void;
}

/** A tree fingerprint as the cache keeps it: everything but the absolute roots. */
export type CachedTree = Omit<TreeFingerprint, "roots">;

export interface TreeFingerprintOptions {
  /** Skill directories (absolute, or relative to the process cwd); they are sorted internally. */
  dirs: string[];
  /** `scenario.skills`: when non-empty, plugin roots hash only these skills plus shared files. */
  scopeSkills?: string[];
  /** Agent scope (COWORK_HARNESS_AGENT_SCOPE=skill); default read from `env`. */
  agentScope?: boolean;
  /** The session's `staleness.hash_ignore` globs (each root's `.cowork-hashignore` is added). */
  hashIgnore?: string[];
  /** Environment for COWORK_HARNESS_GITSET / COWORK_HARNESS_AGENT_SCOPE and for git; default process.env. */
  env?: NodeJS.ProcessEnv;
  digestCache?: DigestCache;
}

export interface TreeFingerprint {
  mode: FileSetMode;
  /** why mode is raw: COWORK_HARNESS_GITSET=0, or a root outside any git repository */
  rawReason?: "gitset-off" | "not-git";
  /** Absolute roots in hashing order; `root` in walk entries indexes this list. */
  roots: string[];
  jcs1: FormatDigests;
  legacy: FormatDigests;
  walk: WalkEntry[];
  /** Unreadable dirs/files and non-canonicalizable manifests; any entry drops skillHash. */
  readErrors: string[];
  /** Non-fatal notes (escaping symlinks, scope fallback); print them on stderr. */
  warnings: string[];
  /** `sorted(scopeSkills)` whenever scopeSkills was non-empty, even if scoping fell back. */
  skillScope?: string[];
  /** true when scoping was applied (every scope name found under a plugin root). */
  scoped: boolean;
  /** Scope names not found, when scoping fell back to the whole tree. */
  missedSkills?: string[];
  /** true when agent scope was on AND scoping applied. */
  agentScoped: boolean;
}

/** More wire entries than this → fileSigsOmitted (reference MANIFEST_MAX_FILES). */
export const FILE_SIGS_CAP = 2000;

/** sha256 of the empty string: the skillHash of a tree with no entries. */
export const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
