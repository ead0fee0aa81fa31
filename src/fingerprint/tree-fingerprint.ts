/**
 * The one entry point of skill-tree hashing: walk the skill dirs once, read every file once,
 * and derive skillHash, contentSig and fileSigs under both hash formats (legacy v9–v11, jcs1
 * v12), plus sharedHash's separate raw walk for scoped fingerprints (spec/staleness.md §1–§2).
 */
import { resolve } from "node:path";
import { digestFiles, type DigestOutcome } from "./file-digest.js";
import { contentSigAlgo4, contentSigAlgo5, fileSigsOf, foldSkillHash } from "./fold.js";
import { gitAccepts, gitSetEnabled, gitTrackedSet, type TrackedSet } from "./git-file-set.js";
import { ignoreRegexesFor } from "./ignore-globs.js";
import { planScope, scopedAccept, sharedOnlyAccept, type AcceptFn } from "./scope.js";
import type { DigestCache, FileDigests, FormatDigests, HashFormat, TreeFingerprint, TreeFingerprintOptions, WalkEntry } from "./types.js";
import { walkRoot, type PendingEntry, type WalkSink } from "./walk.js";

const DEFAULT_CONCURRENCY = 16;

interface DigestContext {
  concurrency: number;
  cache?: DigestCache;
  memo: Map<string, Promise<DigestOutcome>>;
}

/** AND of the active filters; undefined when none is active. */
function combineAccept(scope: AcceptFn | undefined, ignores: readonly RegExp[], tracked: TrackedSet | null): AcceptFn | undefined {
  if (!scope && ignores.length === 0 && !tracked) return undefined;
  return (rel, isDir) =>
    (!scope || scope(rel, isDir)) && !ignores.some((re) => re.test(rel)) && (!tracked || gitAccepts(tracked, rel));
}

/** Reads the pending files; unreadable ones become read errors and leave the walk. */
async function digestWalk(pending: readonly PendingEntry[], ctx: DigestContext, readErrors: string[]): Promise<WalkEntry[]> {
  const files = pending.filter((e): e is Extract<PendingEntry, { kind: "file" }> => e.kind === "file");
  const outcomes = await digestFiles(
    files.map((f) => ({ abs: f.abs, rel: f.path })),
    { concurrency: ctx.concurrency, cache: ctx.cache, memo: ctx.memo },
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
    else walk.push({ kind: "file", root: e.root, path: e.path, legacy: outcome.digests.legacy, jcs1: outcome.digests.jcs1 });
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
  ignores: readonly RegExp[][],
  agentScoped: boolean,
  ctx: DigestContext,
): Promise<FileDigests | undefined> {
  const sink: WalkSink = { entries: [], readErrors: [], warnings: [] };
  let ordinal = 0;
  for (let i = 0; i < roots.length; i++) {
    const skills = rootSkills[i];
    if (!skills) continue;
    await walkRoot(roots[i] as string, ordinal++, combineAccept(sharedOnlyAccept(skills, agentScoped), ignores[i] ?? [], null), sink);
  }
  if (ordinal === 0) return undefined;
  const walk = await digestWalk(sink.entries, ctx, []);
  return { legacy: foldSkillHash(walk, "legacy"), jcs1: foldSkillHash(walk, "jcs1") };
}

function digestContext(opts: { concurrency?: number; digestCache?: DigestCache }): DigestContext {
  return { concurrency: opts.concurrency ?? DEFAULT_CONCURRENCY, cache: opts.digestCache, memo: new Map() };
}

/** Whether agent scope is requested (option, else COWORK_HARNESS_AGENT_SCOPE=skill). */
export function agentScopeRequested(opt: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  return opt ?? env.COWORK_HARNESS_AGENT_SCOPE === "skill";
}

/** Fingerprint a set of skill dirs: one walk, both hash formats. Throws HarnessError if git ls-files fails. */
export async function computeTreeFingerprint(opts: TreeFingerprintOptions): Promise<TreeFingerprint> {
  const env = opts.env ?? process.env;
  const roots = opts.dirs.map((d) => resolve(d)).sort();
  const hashIgnore = opts.hashIgnore ?? [];
  const scopeSkills = opts.scopeSkills ?? [];
  const plan = await planScope(roots, scopeSkills);
  const scoped = plan.keep !== null;
  const agentScoped = scoped && agentScopeRequested(opts.agentScope, env);
  const gitOn = gitSetEnabled(env);
  const tracked = gitOn ? await Promise.all(roots.map((r) => gitTrackedSet(r, env))) : roots.map(() => null);
  const mode = gitOn && roots.length > 0 && tracked.every((t) => t !== null) ? "git" : "raw";
  const ignores = await Promise.all(roots.map((r) => ignoreRegexesFor(r, hashIgnore)));
  const ctx = digestContext(opts);

  const sink: WalkSink = { entries: [], readErrors: [], warnings: [] };
  if (scopeSkills.length > 0 && !scoped) {
    sink.warnings.push(
      `scenario.skills [${plan.missed.join(", ")}] not found under any plugin root's skills/ — hashing the whole tree`,
    );
  }
  for (let i = 0; i < roots.length; i++) {
    const skills = plan.rootSkills[i];
    const scope = plan.keep && skills ? scopedAccept(plan.keep, skills, agentScoped) : undefined;
    await walkRoot(roots[i] as string, i, combineAccept(scope, ignores[i] ?? [], tracked[i] ?? null), sink);
  }
  const walk = await digestWalk(sink.entries, ctx, sink.readErrors);

  const complete = roots.length > 0 && sink.readErrors.length === 0;
  const jcs1 = roots.length > 0 ? formatDigests(walk, "jcs1", complete) : {};
  const legacy = roots.length > 0 ? formatDigests(walk, "legacy", complete) : {};
  if (scopeSkills.length > 0 && roots.length > 0 && plan.rootSkills.every((s) => s !== null)) {
    const shared = await sharedOnlyDigests(roots, plan.rootSkills, ignores, agentScoped, ctx);
    if (shared) {
      jcs1.sharedHash = shared.jcs1;
      legacy.sharedHash = shared.legacy;
    }
  }
  return {
    mode,
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
  concurrency?: number;
  digestCache?: DigestCache;
}): Promise<FileDigests | undefined> {
  const env = opts.env ?? process.env;
  const roots = opts.dirs.map((d) => resolve(d)).sort();
  const plan = await planScope(roots, []);
  const ignores = await Promise.all(roots.map((r) => ignoreRegexesFor(r, opts.hashIgnore ?? [])));
  return sharedOnlyDigests(roots, plan.rootSkills, ignores, agentScopeRequested(opts.agentScope, env), digestContext(opts));
}
