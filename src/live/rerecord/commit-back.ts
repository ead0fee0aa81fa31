/**
 * Writing the refreshed cassettes back (common GitHub Actions practice (docs/reference.md#github-actions-practice)), kept apart from both the git layer
 * and the API layer it drives:
 *  - push: one commit of exactly those files on the current branch, pushed with a bounded
 *    fetch-rebase-retry (never forced);
 *  - pull-request: the same files committed off-branch onto `cowork/rerecord-<base>`, pushed
 *    with a lease, and one PR opened or updated through the API;
 *  - none: nothing is written back.
 */
import { relative } from "node:path";
import type { GitHubClient } from "../../gate/github/client.js";
import { HarnessError } from "../../core/util/errors.js";
import { rerecordCommitMessage, rerecordTitle } from "./commit-message.js";
import { commitOffBranch, currentBranch, workTreeRoot, type GitContext } from "./git.js";
import type { CommitMode } from "./guards.js";
import { isolatedCommitAndPush, pushBotBranchRaced } from "./isolated-push.js";
import type { WriteBackGuard } from "./journal.js";
import { openOrUpdatePullRequest, rerecordBranchFor, type PullRequestOutcome } from "./pull-request.js";
import type { RerecordItem } from "./rerecord.js";

export interface GitHubTarget {
  client: GitHubClient;
  owner: string;
  repo: string;
}

export interface CommitBackOptions {
  mode: CommitMode;
  git: GitContext;
  remote?: string;
  skipCi?: boolean;
  maxPushAttempts?: number;
  /** test hook: runs before every push attempt in push mode */
  beforePush?: (attempt: number) => void | Promise<void>;
  /** after a rebase in push mode: a reason to stop, or undefined */
  afterRebase?: (pathIn?: (file: string) => string) => Promise<string | undefined>;
  /** push mode, after a rebuild on a newer tip: whether the cassette at this path is fresh there */
  isFresh?: (path: string) => Promise<boolean>;
  /** the job's crash journal (journal.ts): told what reached the remote, ended after the last git write */
  guard?: WriteBackGuard;
  /** required for pull-request mode */
  github?: GitHubTarget;
  /** the commit message's details after the list of files (report-md.ts) */
  commitDetails?: string;
  /** the pull request body (report-md.ts), given the branch it comes from */
  pullRequestBody?: (branch: string) => string;
}

export interface CommitBackResult {
  changesDetected: boolean;
  commitSha?: string;
  branch?: string;
  pushAttempts?: number;
  pullRequest?: PullRequestOutcome;
  /** push mode: cassettes another run had already refreshed on the remote (not pushed again), with its commit */
  alreadyRefreshed?: { file: string; sha: string }[];
}

export async function commitBack(items: readonly RerecordItem[], opts: CommitBackOptions): Promise<CommitBackResult> {
  try {
    return await commitBackUnguarded(items, opts);
  } finally {
    await opts.guard?.end();
  }
}

async function commitBackUnguarded(items: readonly RerecordItem[], opts: CommitBackOptions): Promise<CommitBackResult> {
  const refreshed = items.filter((i) => i.status === "refreshed");
  if (refreshed.length === 0) return { changesDetected: false };
  if (opts.mode === "none") return { changesDetected: true };

  const top = await workTreeRoot(opts.git);
  const rel = (p: string) => relative(top, p).split("\\").join("/");
  const files = refreshed.map((i) => i.cassettePath);
  // the first cassettes of unrecorded scenarios are new files: committed the same way
  const unrecorded = refreshed.filter((i) => i.unrecorded).length;
  const message = rerecordCommitMessage(files.map(rel), {
    skipCi: opts.skipCi === true,
    ...(unrecorded > 0 ? { unrecorded } : {}),
    ...(opts.commitDetails ? { details: opts.commitDetails } : {}),
  });
  const base = await currentBranch(opts.git);

  if (opts.mode === "push") {
    // built and pushed in a work tree of its own, then the branch fast-forwards (isolated-push.ts)
    const pushed = await isolatedCommitAndPush(opts.git, files, message, {
      branch: base,
      ...(opts.remote ? { remote: opts.remote } : {}),
      ...(opts.maxPushAttempts ? { maxAttempts: opts.maxPushAttempts } : {}),
      ...(opts.beforePush ? { beforePush: opts.beforePush } : {}),
      ...(opts.afterRebase ? { afterRebase: opts.afterRebase } : {}),
      ...(opts.isFresh ? { isFresh: opts.isFresh } : {}),
    });
    await opts.guard?.written(files);
    for (const a of pushed.alreadyRefreshed)
      opts.guard?.log(
        `${rel(a.file)}: already refreshed by ${a.sha.slice(0, 12)} on ${opts.remote ?? "origin"}/${base} — not pushed again`,
      );
    if (pushed.localNote) opts.guard?.log(`pushed; ${pushed.localNote}`);
    const already = pushed.alreadyRefreshed.length > 0 ? { alreadyRefreshed: pushed.alreadyRefreshed } : {};
    if (pushed.sha === undefined)
      return { changesDetected: true, branch: base, pushAttempts: pushed.attempts, ...already };
    return { changesDetected: true, commitSha: pushed.sha, branch: base, pushAttempts: pushed.attempts, ...already };
  }

  if (!opts.github) throw new HarnessError("commit-mode pull-request needs a GitHub token and repository");
  const branch = rerecordBranchFor(base);
  const sha = await commitOffBranch(opts.git, files, message);
  await pushBotBranchRaced(opts.git, sha, { branch, ...(opts.remote ? { remote: opts.remote } : {}) });
  const pullRequest = await openOrUpdatePullRequest(opts.github.client, {
    owner: opts.github.owner,
    repo: opts.github.repo,
    head: branch,
    base,
    title: rerecordTitle(refreshed.length, unrecorded),
    body: opts.pullRequestBody?.(branch) ?? "",
  });
  return { changesDetected: true, commitSha: sha, branch, pullRequest };
}
