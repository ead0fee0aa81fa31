/**
 * Writing the refreshed cassettes back (common GitHub Actions practice (docs/reference.md#github-actions-practice)), kept apart from both the git layer
 * and the API layer it drives:
 *  - push: one commit of exactly those files on the current branch, pushed with a bounded
 *    fetch-rebase-retry (never forced);
 *  - pull-request: the same files committed off-branch onto `cowork/rerecord-<base>`, pushed
 *    with a lease, and one PR opened or updated through the API (with its labels, reviewers,
 *    assignees and, when created, draft state);
 *  - none: nothing is written back.
 * `signing: "api"` (commit-signing: api) makes the commit through the GitHub API instead of git
 * (api-commit.ts), which GitHub signs; the retry and conflict rules are the same.
 */
import { join, relative } from "node:path";
import type { GitHubClient } from "../../gate/github/client.js";
import { HarnessError } from "../../core/util/errors.js";
import { rerecordCommitMessage, rerecordTitle } from "./commit-message.js";
import { ApiCommitter, type CommitSigning } from "./api-commit.js";
import { commitOffBranch, currentBranch, fetchCommit, offBranchTree, workTreeRoot, type GitContext } from "./git.js";
import type { CommitMode } from "./guards.js";
import { isolatedCommitAndPush, pushBotBranchRaced } from "./isolated-push.js";
import type { WriteBackGuard } from "./journal.js";
import {
  openOrUpdatePullRequest,
  rerecordBranchFor,
  type PullRequestMetadata,
  type PullRequestOutcome,
} from "./pull-request.js";
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
  /** required for pull-request mode, and for signing "api" */
  github?: GitHubTarget;
  /** api: the commit is made through the GitHub API (verified); local (the default): git commits and pushes it */
  signing?: CommitSigning;
  /** test hook, signing api in push mode: runs once the branch ref moved, before it is fetched */
  afterRefUpdate?: (sha: string) => void | Promise<void>;
  /** pull-request mode: labels, reviewers, team reviewers, assignees, draft */
  pullRequestMetadata?: PullRequestMetadata;
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
  /** how the commit was made: through the GitHub API (signed by GitHub) or by git */
  signing?: CommitSigning;
  /** signing api: whether GitHub reports the commit verified */
  verified?: boolean;
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
  const signing: CommitSigning = opts.signing ?? "local";
  if (signing === "api" && !opts.github)
    throw new HarnessError(
      "commit-signing api needs a GitHub token and repository (the commit is made through the API)",
    );
  const api = signing === "api" && opts.github ? new ApiCommitter(opts.github) : undefined;
  const how = api ? { signing } : {};

  if (opts.mode === "push") {
    // built and pushed in a work tree of its own, then the branch fast-forwards (isolated-push.ts)
    const pushed = await isolatedCommitAndPush(opts.git, files, message, {
      branch: base,
      ...(opts.remote ? { remote: opts.remote } : {}),
      ...(opts.maxPushAttempts ? { maxAttempts: opts.maxPushAttempts } : {}),
      ...(opts.beforePush ? { beforePush: opts.beforePush } : {}),
      ...(opts.afterRebase ? { afterRebase: opts.afterRebase } : {}),
      ...(opts.isFresh ? { isFresh: opts.isFresh } : {}),
      ...(api ? { api } : {}),
      ...(opts.afterRefUpdate ? { afterRefUpdate: opts.afterRefUpdate } : {}),
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
    return {
      changesDetected: true,
      commitSha: pushed.sha,
      branch: base,
      pushAttempts: pushed.attempts,
      ...already,
      ...how,
      ...(pushed.verified !== undefined ? { verified: pushed.verified } : {}),
    };
  }

  if (!opts.github) throw new HarnessError("commit-mode pull-request needs a GitHub token and repository");
  const branch = rerecordBranchFor(base);
  let sha: string;
  let verified: boolean | undefined;
  if (api) {
    // HEAD's tree with the cassettes, as git builds it; the API makes that commit and moves the bot branch
    const built = await offBranchTree(opts.git, files);
    const commit = await api.createCommit({
      parent: built.parent,
      parentTree: built.parentTree,
      files: built.files.map((f) => ({ ...f, source: join(built.top, f.path) })),
      message,
      expectedTree: built.tree,
    });
    await api.setBotBranch(branch, commit.sha);
    ({ sha, verified } = commit);
    // the bot branch's new head, here too (refs/remotes/<remote>/<bot branch>); the user's branch is not moved
    const missing = await fetchCommit(opts.git, { ...(opts.remote ? { remote: opts.remote } : {}), branch, sha });
    if (missing) opts.guard?.log(`the pull request's commit is on the remote; ${missing}`);
  } else {
    sha = await commitOffBranch(opts.git, files, message);
    await pushBotBranchRaced(opts.git, sha, { branch, ...(opts.remote ? { remote: opts.remote } : {}) });
  }
  const pullRequest = await openOrUpdatePullRequest(opts.github.client, {
    owner: opts.github.owner,
    repo: opts.github.repo,
    head: branch,
    base,
    title: rerecordTitle(refreshed.length, unrecorded),
    body: opts.pullRequestBody?.(branch) ?? "",
    ...(opts.pullRequestMetadata ? { metadata: opts.pullRequestMetadata } : {}),
  });
  return {
    changesDetected: true,
    commitSha: sha,
    branch,
    pullRequest,
    ...how,
    ...(verified !== undefined ? { verified } : {}),
  };
}
