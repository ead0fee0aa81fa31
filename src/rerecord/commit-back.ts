/**
 * Writing the refreshed cassettes back (spec/actions.md §5.3), kept apart from both the git layer
 * and the API layer it drives:
 *  - push: one commit of exactly those files on the current branch, pushed with a bounded
 *    fetch-rebase-retry (never forced);
 *  - pull-request: the same files committed off-branch onto `cowork/rerecord-<base>`, pushed
 *    with a lease, and one PR opened or updated through the API;
 *  - none: nothing is written back.
 */
import { relative } from "node:path";
import type { GitHubClient } from "../github/client.js";
import { HarnessError } from "../util/errors.js";
import { rerecordCommitMessage, rerecordTitle } from "./commit-message.js";
import {
  commitOffBranch,
  commitOnly,
  currentBranch,
  pushBotBranch,
  pushWithRebase,
  workTreeRoot,
  type GitContext,
} from "./git.js";
import type { CommitMode } from "./guards.js";
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
  afterRebase?: () => Promise<string | undefined>;
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
}

export async function commitBack(items: readonly RerecordItem[], opts: CommitBackOptions): Promise<CommitBackResult> {
  const refreshed = items.filter((i) => i.status === "refreshed");
  if (refreshed.length === 0) return { changesDetected: false };
  if (opts.mode === "none") return { changesDetected: true };

  const top = await workTreeRoot(opts.git);
  const rel = (p: string) => relative(top, p).split("\\").join("/");
  const files = refreshed.map((i) => i.cassettePath);
  const message = rerecordCommitMessage(files.map(rel), { skipCi: opts.skipCi === true, ...(opts.commitDetails ? { details: opts.commitDetails } : {}) });
  const base = await currentBranch(opts.git);

  if (opts.mode === "push") {
    const sha = await commitOnly(opts.git, files, message);
    if (sha === undefined) return { changesDetected: false };
    const pushed = await pushWithRebase(opts.git, {
      branch: base,
      ...(opts.remote ? { remote: opts.remote } : {}),
      ...(opts.maxPushAttempts ? { maxAttempts: opts.maxPushAttempts } : {}),
      ...(opts.beforePush ? { beforePush: opts.beforePush } : {}),
      ...(opts.afterRebase ? { afterRebase: opts.afterRebase } : {}),
    });
    return { changesDetected: true, commitSha: pushed.sha, branch: base, pushAttempts: pushed.attempts };
  }

  if (!opts.github) throw new HarnessError("commit-mode pull-request needs a GitHub token and repository");
  const branch = rerecordBranchFor(base);
  const sha = await commitOffBranch(opts.git, files, message);
  await pushBotBranch(opts.git, sha, { branch, ...(opts.remote ? { remote: opts.remote } : {}) });
  const pullRequest = await openOrUpdatePullRequest(opts.github.client, {
    owner: opts.github.owner,
    repo: opts.github.repo,
    head: branch,
    base,
    title: rerecordTitle(refreshed.length),
    body: opts.pullRequestBody?.(branch) ?? "",
  });
  return { changesDetected: true, commitSha: sha, branch, pullRequest };
}
