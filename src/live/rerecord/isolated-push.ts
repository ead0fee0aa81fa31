/**
 * Push mode's commit and push, done so that a kill at any instant leaves the user's repository
 * consistent (issue 18): the commit is built in a linked work tree of our own (a detached HEAD in
 * a temp directory), never on the user's branch or in the user's index; it is pushed from there
 * (no force); only once the remote has it does the user's branch fast-forward to it (the journal
 * records that move first, so a kill half-way is completed by the next run). So the user's branch
 * never holds a bot commit the remote lacks, and the user's repository is never mid-rebase.
 *
 * With `api` (commit-signing: api, api-commit.ts) the commit is not made by git but through the
 * GitHub API, on the same parent with the same tree (the one git builds in the linked work tree),
 * and the branch ref is moved by the API, never forced; once it has moved the branch is fetched and
 * the user's branch fast-forwards to the API's commit exactly as to a pushed one.
 *
 * A non-fast-forward rejection (git's, or the API's 422 "not a fast forward") fetches the remote
 * tip and rebuilds the commit on it (the tip's tree plus our cassettes). A cassette the remote changed meanwhile:
 *  - by another re-record that left it fresh on the new tip (two jobs at once): ours is dropped,
 *    "already refreshed by <sha>"; when nothing is left to push the job ends with exit 0;
 *  - otherwise the job stops, nothing pushed (as before: a conflicting change).
 */
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import {
  authEnvironment,
  pushBotBranch,
  DEFAULT_PUSH_ATTEMPTS,
  fail,
  gitErrorLine,
  gitIn,
  fetchCommit,
  headSha,
  isNonFastForward,
  pushRefused,
  stagedFiles,
  type GitContext,
} from "./git.js";
import type { ApiCommitter } from "./api-commit.js";
import { ISOLATED_PREFIX, repoPaths, recordAdvance, completeAdvance, clearAdvance } from "./journal.js";

export interface IsolatedPushOptions {
  remote?: string;
  branch: string;
  maxAttempts?: number;
  beforePush?: (attempt: number) => void | Promise<void>;
  /**
   * After a rebuild on a newer remote tip, with the path of each refreshed cassette in the rebuilt
   * tree: a reason to stop (e.g. they are stale again on the new tip), or undefined.
   */
  afterRebase?: (pathIn: (file: string) => string) => Promise<string | undefined>;
  /** Whether the cassette at this path (in a checkout of the new tip) is fresh there. */
  isFresh?: (path: string) => Promise<boolean>;
  /** make the commit and move the branch through the GitHub API (commit-signing: api) instead of git commit + push */
  api?: ApiCommitter;
  /** test hook, api only: runs once the branch ref has moved, before the branch is fetched (a job killed there) */
  afterRefUpdate?: (sha: string) => void | Promise<void>;
}

export interface IsolatedPushResult {
  /** the pushed commit; undefined when nothing was left to push */
  sha?: string;
  attempts: number;
  rebased: boolean;
  /** cassettes (absolute paths in the user's work tree) another run had already refreshed on the remote, with its commit */
  alreadyRefreshed: { file: string; sha: string }[];
  /** why the user's branch was not fast-forwarded to the pushed commit (it is on the remote all the same) */
  localNote?: string;
  /** api: whether GitHub reports the commit's signature verified */
  verified?: boolean;
}

export async function isolatedCommitAndPush(
  ctx: GitContext,
  files: readonly string[],
  message: string,
  opts: IsolatedPushOptions,
): Promise<IsolatedPushResult> {
  const remote = opts.remote ?? "origin";
  const target = `${remote}/${opts.branch}`;
  const max = Math.max(1, opts.maxAttempts ?? DEFAULT_PUSH_ATTEMPTS);
  const repo = await repoPaths(ctx.dir, ctx.env);
  const user = gitIn({ ...ctx, dir: repo.top });
  const base = await headSha({ ...ctx, dir: repo.top });
  const rels = files.map((f) => relative(repo.top, f).split("\\").join("/"));
  const name = `${ISOLATED_PREFIX}${process.pid}-${randomBytes(4).toString("hex")}`;
  const wt = join(tmpdir(), name);
  const auth = await authEnvironment(ctx, remote);
  const iso = () => gitIn({ ...ctx, dir: wt });
  // push and fetch from the user's repository (the linked work tree shares its objects and refs):
  // a remote given as a relative path resolves as the user configured it
  const net = () => gitIn({ ...ctx, dir: repo.top }, auth);
  const alreadyRefreshed: { file: string; sha: string }[] = [];
  let rebased = false;
  // our cassettes, byte for byte, into the work tree (on top of whatever commit it has checked out)
  const placeMine = async (mine: readonly string[]) => {
    for (const f of mine) {
      await mkdir(dirname(join(wt, f)), { recursive: true });
      await copyFile(join(repo.top, f), join(wt, f));
    }
  };
  // the commit `to` is on the remote: now (journal first) bring the user's branch to it; a failed
  // fast-forward is only a note (the remote has the commit all the same)
  const advance = async (to: string, attempts: number, sha?: string): Promise<IsolatedPushResult> => {
    await recordAdvance(repo.gitDir, opts.branch, base, to);
    const note = await completeAdvance(repo, { branch: opts.branch, from: base, to }, ctx.env).catch(
      (e: unknown) => `not fast-forwarded (${gitErrorLine(e)})`,
    );
    await clearAdvance(repo.gitDir);
    return {
      ...(sha !== undefined ? { sha } : {}),
      attempts,
      rebased,
      alreadyRefreshed,
      ...(note ? { localNote: note } : {}),
    };
  };
  try {
    await user.raw(["worktree", "add", "--detach", "--quiet", wt, base]);
    let parent = base;
    let mine = [...rels];
    // placed once per commit built: here on `base`; after a rebuild, on the new tip (below)
    await placeMine(mine);
    for (let attempt = 1; ; attempt++) {
      await iso().raw(["add", "--", ...mine]);
      const staged = (await iso().raw(["diff", "--cached", "--name-only", "-z"])).split("\0").filter((s) => s !== "");
      if (staged.length === 0) {
        // the remote already holds exactly these bytes: nothing to push
        return await advance(parent, attempt);
      }
      let rejected = false;
      if (opts.api) {
        // the same parent and tree as git would commit: the API's commit, then its ref update
        const commit = await opts.api.createCommit({
          parent,
          parentTree: (await iso().raw(["rev-parse", `${parent}^{tree}`])).trim(),
          files: (await stagedFiles(iso(), mine)).map((f) => ({ ...f, source: join(wt, f.path) })),
          message,
          expectedTree: (await iso().raw(["write-tree"])).trim(),
        });
        await opts.beforePush?.(attempt);
        if ((await opts.api.updateBranch(opts.branch, commit.sha)) === "updated") {
          await opts.afterRefUpdate?.(commit.sha);
          // the commit is on the remote; bring it here, then the user's branch to it (a failure is only a note)
          const missing = await fetchCommit(
            { ...ctx, dir: repo.top },
            { remote, branch: opts.branch, sha: commit.sha },
          );
          const done = missing
            ? {
                sha: commit.sha,
                attempts: attempt,
                rebased,
                alreadyRefreshed,
                localNote: `not fast-forwarded (${missing})`,
              }
            : await advance(commit.sha, attempt, commit.sha);
          return { ...done, verified: commit.verified };
        }
        rejected = true;
      } else {
        await iso().raw(["commit", "--no-verify", "-q", "-m", message]);
        const sha = await headSha({ ...ctx, dir: wt });
        await opts.beforePush?.(attempt);
        try {
          await net().raw(["push", remote, `${sha}:refs/heads/${opts.branch}`]);
        } catch (e) {
          if (!isNonFastForward(e) && !lostRefRace(e)) pushRefused(target, e);
          rejected = true;
        }
        if (!rejected) return await advance(sha, attempt, sha);
      }
      if (attempt >= max)
        fail(
          `${opts.api ? `the API update of ${target}` : `push to ${target}`} was rejected as non-fast-forward ${max} times — gave up (nothing was force-pushed; the refreshed cassettes stay in the work tree)`,
        );
      const tracking = `refs/remotes/${remote}/${opts.branch}`;
      try {
        await net().raw(["fetch", "--no-tags", "--quiet", remote, `+refs/heads/${opts.branch}:${tracking}`]);
      } catch (e) {
        fail(`fetch of ${target} failed: ${gitErrorLine(e)}`);
      }
      const tip = (await iso().raw(["rev-parse", tracking])).trim();
      // what the remote changed among our cassettes since the commit we built on
      const theirs = new Set(
        (await iso().raw(["diff", "--name-only", "-z", parent, tip, "--", ...mine]))
          .split("\0")
          .filter((s) => s !== ""),
      );
      await iso().raw(["checkout", "--detach", "--force", "--quiet", tip]);
      rebased = true;
      const conflicts: string[] = [];
      for (const f of [...theirs]) {
        const by = (await iso().raw(["log", "-1", "--format=%H", `${parent}..${tip}`, "--", f])).trim();
        if (opts.isFresh && (await opts.isFresh(join(wt, f))))
          alreadyRefreshed.push({ file: join(repo.top, f), sha: by });
        else conflicts.push(f);
      }
      if (conflicts.length > 0) {
        fail(
          `push to ${target}: the remote changed ${conflicts.join(", ")} as well — rebasing the re-record commit conflicts; rebase aborted, nothing pushed (re-run the re-record on the new tip)`,
        );
      }
      mine = mine.filter((f) => !theirs.has(f));
      parent = tip;
      if (mine.length === 0) return await advance(tip, attempt);
      await placeMine(mine);
      const stop = await opts.afterRebase?.((file) => join(wt, relative(repo.top, file)));
      if (stop !== undefined) fail(`push to ${target} stopped after the rebase: ${stop}`);
    }
  } finally {
    await user.raw(["worktree", "remove", "--force", wt]).catch(() => undefined);
    await rm(wt, { recursive: true, force: true });
    await user.raw(["worktree", "prune"]).catch(() => undefined);
  }
}

/** A push that lost the race for the remote ref's lock to a concurrent push: fetch and try again, as for a non-fast-forward. */
export function lostRefRace(e: unknown): boolean {
  const text = e instanceof Error ? e.message : String(e);
  return /\(failed to update ref\)|cannot lock ref|incorrect old value provided/i.test(text);
}

/**
 * pushBotBranch, for two re-record jobs at once: when the other job moved the bot branch between our
 * read of it and our push (the lease is stale, or we lost the race for the ref lock), read it again
 * and push again — the bot branch is ours alone, the later re-record replaces the earlier, and the
 * one PR is updated. Three attempts.
 */
export async function pushBotBranchRaced(
  ctx: GitContext,
  sha: string,
  opts: { remote?: string; branch: string },
): Promise<{ existed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pushBotBranch(ctx, sha, opts);
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      if (attempt >= 3 || !(/\(stale info\)/i.test(text) || lostRefRace(e))) throw e;
    }
  }
}
