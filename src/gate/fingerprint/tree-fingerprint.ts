/**
 * The one entry point of skill-tree hashing: walk the skill dirs once, read every file once,
 * and derive skillHash, contentSig and fileSigs under both hash formats (legacy v9–v11, jcs1
 * v12), plus sharedHash's separate raw walk for scoped fingerprints (the reference's src/loop-decision.ts; docs/reference.md#fingerprints-and-staleness).
 * Inside a FingerprintRun (./fingerprint-run.ts) git listings, file digests and whole tree
 * fingerprints are shared with every other fingerprint of the run.
 */
import { resolve } from "node:path";
import { digestFiles, type DigestOutcome } from "./file-digest.js";
import { contentSigAlgo4, contentSigAlgo5, fileSigsOf, foldSkillHash } from "./fold.js";
import { gitAccepts, gitSetEnabled, type TrackedSet } from "./git-file-set.js";
import { GitRepoIndex } from "./git-repo-index.js";
import { currentFingerprintRun, type FingerprintRun } from "./fingerprint-run.js";
import { ignoreRegexesFor, readRootHashIgnore } from "./ignore-globs.js";
import { treeCacheKey } from "./tree-cache-key.js";
import type { GlobMatcher } from "../../core/util/linear-glob.js";
import { planScope, pluginSkillNames, scopedAccept, sharedOnlyAccept, type AcceptFn } from "./scope.js";
import type {
  DigestCache,
  FileDigests,
  FormatDigests,
  HashFormat,
  TreeFingerprint,
  TreeFingerprintOptions,
  WalkEntry,
} from "./types.js";
import { walkRoot, type PendingEntry, type WalkSink } from "./walk.js";

interface DigestContext {
  cache?: DigestCache;
  memo: Map<string, DigestOutcome>;
}

/** AND of the active filters; undefined when none is active. */
function combineAccept(
  scope: AcceptFn | undefined,
  ignores: readonly GlobMatcher[],
  tracked: TrackedSet | null,
): AcceptFn | undefined {
  if (!scope && ignores.length === 0 && !tracked) return undefined;
  return (rel, isDir) =>
    (!scope || scope(rel, isDir)) && !ignores.some((re) => re.test(rel)) && (!tracked || gitAccepts(tracked, rel));
}

type PendingFile = Extract<PendingEntry, { kind: "file" }>;
/** The git blob id of a pending file, when known and its working copy is clean. */
type BlobLookup = (file: PendingFile) => string | undefined;

/** Reads the pending files; unreadable ones become read errors and leave the walk. */
function digestWalk(
  pending: readonly PendingEntry[],
  ctx: DigestContext,
  readErrors: string[],
  blobOf: BlobLookup,
): WalkEntry[] {
  const files = pending.filter((e): e is PendingFile => e.kind === "file");
  const outcomes = digestFiles(
    files.map((f) => ({ abs: f.abs, rel: f.path, blob: blobOf(f) })),
    { cache: ctx.cache, memo: ctx.memo },
  );
  const byEntry = new Map<PendingEntry, DigestOutcome>();
  files.forEach((f, i) => byEntry.set(f, outcomes[i] as DigestOutcome));
  const walk: WalkEntry[] = [];
  for (const e of pending) {
    if (e.kind !== "file") {
      walk.push(e);
      continue;
    }
    const outcome = byEntry.get(e) as DigestOutcome;
    if (!outcome.ok) readErrors.push(outcome.error);
    else
      walk.push({
        kind: "file",
        root: e.root,
        path: e.path,
        legacy: outcome.digests.legacy,
        jcs1: outcome.digests.jcs1,
      });
  }
  return walk;
}

function formatDigests(walk: readonly WalkEntry[], format: HashFormat, complete: boolean): FormatDigests {
  const contentSig = format === "jcs1" ? contentSigAlgo5(walk) : contentSigAlgo4(walk);
  return {
    ...(complete ? { skillHash: foldSkillHash(walk, format) } : {}),
    ...(contentSig !== undefined ? { contentSig } : {}),
    ...fileSigsOf(walk, format),
  };
}

/** The shared-only raw walk over the plugin roots (no git filter — the reference's quirk). */
async function sharedOnlyDigests(
  roots: readonly string[],
  rootSkills: readonly (Set<string> | null)[],
  ignores: readonly GlobMatcher[][],
  agentScoped: boolean,
  ctx: DigestContext,
  tracked: readonly (TrackedSet | null)[] = [],
): Promise<FileDigests | undefined> {
  const sink: WalkSink = { entries: [], readErrors: [], warnings: [] };
  const rootOf: number[] = [];
  for (let i = 0; i < roots.length; i++) {
    const skills = rootSkills[i];
    if (!skills) continue;
    walkRoot(
      roots[i] as string,
      rootOf.length,
      combineAccept(sharedOnlyAccept(skills, agentScoped), ignores[i] ?? [], null),
      sink,
    );
    rootOf.push(i);
  }
  if (rootOf.length === 0) return undefined;
  const walk = digestWalk(sink.entries, ctx, [], (f) => tracked[rootOf[f.root] as number]?.blobs?.get(f.path));
  return { legacy: foldSkillHash(walk, "legacy"), jcs1: foldSkillHash(walk, "jcs1") };
}

function digestContext(opts: { digestCache?: DigestCache }, run: FingerprintRun | undefined): DigestContext {
  return { cache: opts.digestCache ?? run?.digestCache, memo: run?.digests ?? new Map<string, DigestOutcome>() };
}

/** Whether agent scope is requested (option, else COWORK_HARNESS_AGENT_SCOPE=skill). */
export function agentScopeRequested(opt: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  return opt ?? env.COWORK_HARNESS_AGENT_SCOPE === "skill";
}

/**
 * Fingerprint a set of skill dirs: one walk, both hash formats. Throws HarnessError if git
 * ls-files fails. Within a FingerprintRun the same request is answered once; the result is
 * shared, so callers must not modify it.
 */
export function computeTreeFingerprint(opts: TreeFingerprintOptions): Promise<TreeFingerprint> {
  const run = currentFingerprintRun();
  if (!run) return fingerprintTree(opts, undefined);
  const env = opts.env ?? process.env;
  const key = JSON.stringify([
    opts.dirs.map((d) => resolve(d)).sort(),
    opts.scopeSkills ?? [],
    opts.hashIgnore ?? [],
    agentScopeRequested(opts.agentScope, env),
    gitSetEnabled(env),
  ]);
  let tree = run.trees.get(key);
  if (!tree) {
    tree = fingerprintTree(opts, run);
    run.trees.set(key, tree);
  }
  return tree;
}

async function fingerprintTree(
  opts: TreeFingerprintOptions,
  run: FingerprintRun | undefined,
): Promise<TreeFingerprint> {
  const env = opts.env ?? process.env;
  const roots = opts.dirs.map((d) => resolve(d)).sort();
  const hashIgnore = opts.hashIgnore ?? [];
  const scopeSkills = opts.scopeSkills ?? [];
  const gitOn = gitSetEnabled(env);
  const ctx = digestContext(opts, run);
  const gitIndex = run?.gitIndex(env) ?? new GitRepoIndex(env);
  // A whole tree answer from the persistent cache, when the roots are exactly their HEAD trees:
  // git is asked first, while the scope is planned (it never rejects).
  const wholeTree = gitOn && roots.length > 0 && scopeSkills.length === 0 && ctx.cache?.getTree !== undefined;
  const cleanTreeIds = wholeTree ? gitIndex.cleanTreeIds(roots) : undefined;
  const plan = await planScope(roots, scopeSkills);
  const scoped = plan.keep !== null;
  const agentScoped = scoped && agentScopeRequested(opts.agentScope, env);
  let treeKey: string | undefined;
  if (cleanTreeIds && ctx.cache?.getTree) {
    const treeIds = await cleanTreeIds;
    if (treeIds) {
      const ignoreGlobs = await Promise.all(roots.map(async (r) => [...hashIgnore, ...(await readRootHashIgnore(r))]));
      treeKey = treeCacheKey({ treeIds, ignoreGlobs, agentScoped });
      const cached = ctx.cache.getTree(treeKey);
      // keep the cached walk's lazy getter: define, do not spread
      if (cached)
        return Object.defineProperties({ roots }, Object.getOwnPropertyDescriptors(cached)) as TreeFingerprint;
    }
  }
  const tracked = gitOn
    ? await Promise.all(roots.map((r) => gitIndex.trackedSet(r, ctx.cache !== undefined)))
    : roots.map(() => null);
  const mode = gitOn && roots.length > 0 && tracked.every((t) => t !== null) ? "git" : "raw";
  const ignores = await Promise.all(roots.map((r) => ignoreRegexesFor(r, hashIgnore)));

  const sink: WalkSink = { entries: [], readErrors: [], warnings: [] };
  if (scopeSkills.length > 0 && !scoped) {
    sink.warnings.push(
      `scenario.skills [${plan.missed.join(", ")}] not found under any plugin root's skills/ — hashing the whole tree`,
    );
  }
  for (let i = 0; i < roots.length; i++) {
    const skills = plan.rootSkills[i];
    const scope = plan.keep && skills ? scopedAccept(plan.keep, skills, agentScoped) : undefined;
    walkRoot(roots[i] as string, i, combineAccept(scope, ignores[i] ?? [], tracked[i] ?? null), sink);
  }
  const walk = digestWalk(sink.entries, ctx, sink.readErrors, (f) => tracked[f.root]?.blobs?.get(f.path));

  const complete = roots.length > 0 && sink.readErrors.length === 0;
  const jcs1 = roots.length > 0 ? formatDigests(walk, "jcs1", complete) : {};
  const legacy = roots.length > 0 ? formatDigests(walk, "legacy", complete) : {};
  if (scopeSkills.length > 0 && roots.length > 0 && plan.rootSkills.every((s) => s !== null)) {
    const shared = await sharedOnlyDigests(roots, plan.rootSkills, ignores, agentScoped, ctx, tracked);
    if (shared) {
      jcs1.sharedHash = shared.jcs1;
      legacy.sharedHash = shared.legacy;
    }
  }
  const tree: TreeFingerprint = {
    mode,
    ...(mode === "raw" && roots.length > 0
      ? { rawReason: gitOn ? ("not-git" as const) : ("gitset-off" as const) }
      : {}),
    roots,
    jcs1,
    legacy,
    walk,
    readErrors: sink.readErrors,
    warnings: sink.warnings,
    ...(scopeSkills.length > 0 ? { skillScope: [...scopeSkills].sort() } : {}),
    scoped,
    ...(plan.missed.length > 0 && !scoped ? { missedSkills: plan.missed } : {}),
    agentScoped,
  };
  if (treeKey !== undefined && mode === "git" && sink.readErrors.length === 0 && sink.warnings.length === 0) {
    const { roots: _roots, ...cacheable } = tree;
    ctx.cache?.setTree?.(treeKey, cacheable);
  }
  return tree;
}

/**
 * The shared-only digest of `dirs` (the reference's hashSharedOnly) under both formats:
 * everything outside `skills/` of the plugin roots, raw walk, ignore globs applied.
 * Undefined when no dir has a `skills/` directory.
 */
export async function computeSharedHash(opts: {
  dirs: string[];
  hashIgnore?: string[];
  agentScope?: boolean;
  env?: NodeJS.ProcessEnv;
  digestCache?: DigestCache;
}): Promise<FileDigests | undefined> {
  const env = opts.env ?? process.env;
  const roots = opts.dirs.map((d) => resolve(d)).sort();
  const rootSkills = await Promise.all(roots.map(pluginSkillNames));
  const ignores = await Promise.all(roots.map((r) => ignoreRegexesFor(r, opts.hashIgnore ?? [])));
  return sharedOnlyDigests(
    roots,
    rootSkills,
    ignores,
    agentScopeRequested(opts.agentScope, env),
    digestContext(opts, currentFingerprintRun()),
  );
}
