/**
 * The re-record commit made through GitHub's Git Data API (`commit-signing: api`), so that GitHub
 * signs it and shows it as verified — on a repository whose rules require signed commits a
 * commit git made locally can neither be pushed nor merged. The same approach as
 * create-pull-request's `sign-commits`, in our own terms:
 *  1. one blob per refreshed cassette (its bytes, base64);
 *  2. a tree on the parent's tree with exactly those paths replaced (whole files), which must be
 *     the very tree git builds locally for the same files — a tree the API built otherwise stops
 *     the job before any ref moves;
 *  3. a commit of that tree with the one parent, no author, committer or signature given: GitHub
 *     makes the token's identity its author and signs it;
 *  4. the ref: in push mode the branch is updated without force (a non-fast-forward is answered
 *     as git's rejection is: isolated-push.ts fetches, rebuilds on the new head and retries); the
 *     bot branch of pull-request mode is created, or updated with force (it is the job's alone,
 *     as with the local path's lease-guarded push).
 * Blobs, trees and commits the API made are unreachable garbage until a ref names them: a job
 * killed before step 4 changed no branch.
 */
import { readFile } from "node:fs/promises";
import type { GitHubClient } from "../../gate/github/client.js";
import { DEFAULT_RETRY, describeFailure, httpStatus, withRetry, type RetryPolicy } from "../../gate/github/retry.js";
import { EXIT, HarnessError, UsageError } from "../../core/util/errors.js";
import { BOT_BRANCH_PREFIX } from "./git.js";

export const COMMIT_SIGNINGS = ["api", "local"] as const;
/** api: the commit is made through the GitHub API (verified); local: git commits and pushes it (unsigned). */
export type CommitSigning = (typeof COMMIT_SIGNINGS)[number];

export function parseCommitSigning(value: string, what = "--commit-signing"): CommitSigning {
  const v = value.trim();
  if ((COMMIT_SIGNINGS as readonly string[]).includes(v)) return v as CommitSigning;
  throw new UsageError(`${what} must be one of ${COMMIT_SIGNINGS.join(", ")} (got "${value}")`);
}

/** The repository the API writes to, with the client that reaches it. */
export interface ApiRepository {
  client: GitHubClient;
  owner: string;
  repo: string;
}

/** One file of the commit: its path in the repository, the mode and blob git gives it, and where its bytes are. */
export interface CommitFile {
  path: string;
  mode: string;
  /** the blob sha git computes for the bytes (the API's must be the same) */
  blob: string;
  /** absolute path of the bytes */
  source: string;
}

export interface ApiCommit {
  sha: string;
  tree: string;
  /** what GitHub said of the commit's signature */
  verified: boolean;
  reason?: string;
}

type TreeMode = "100644" | "100755" | "120000";
const TREE_MODES = new Set<string>(["100644", "100755", "120000"]);

function refused(what: string, e: unknown): never {
  const status = httpStatus(e);
  const hint = status === 403 || status === 401 || status === 404 ? " — the token needs contents: write" : "";
  throw new HarnessError(`${what} through the GitHub API failed (${describeFailure(e)})${hint}`, EXIT.fail);
}

/** A ref update GitHub refused because the branch moved meanwhile: fetch, rebuild on the new head, retry. */
export function isApiNonFastForward(e: unknown): boolean {
  return httpStatus(e) === 422 && /not a fast.?forward|reference update failed/i.test(describeFailure(e));
}

/**
 * Makes re-record commits through the Git Data API. Blobs are uploaded once per file and reused
 * by every rebuild of the commit (their bytes do not change within a job).
 */
export class ApiCommitter {
  private readonly blobs = new Map<string, string>();
  private readonly policy: RetryPolicy;

  constructor(
    private readonly target: ApiRepository,
    policy?: RetryPolicy,
  ) {
    this.policy = policy ?? DEFAULT_RETRY;
  }

  get repository(): string {
    return `${this.target.owner}/${this.target.repo}`;
  }

  private async blob(f: CommitFile): Promise<string> {
    const known = this.blobs.get(f.blob);
    if (known) return known;
    const content = (await readFile(f.source)).toString("base64");
    const { owner, repo, client } = this.target;
    let sha: string;
    try {
      sha = (
        await withRetry(() => client.rest.git.createBlob({ owner, repo, content, encoding: "base64" }), this.policy)
      ).data.sha;
    } catch (e) {
      return refused(`uploading ${f.path}`, e);
    }
    if (sha !== f.blob)
      throw new HarnessError(
        `uploading ${f.path} through the GitHub API gave blob ${sha}, git computes ${f.blob} for its bytes — nothing was committed`,
        EXIT.fail,
      );
    this.blobs.set(f.blob, sha);
    return sha;
  }

  /**
   * A commit of `parentTree` with `files` replaced, parented on `parent`. `expectedTree`: the tree
   * git builds locally for the same change; the API's must be it, or nothing is committed.
   */
  async createCommit(spec: {
    parent: string;
    parentTree: string;
    files: readonly CommitFile[];
    message: string;
    expectedTree: string;
  }): Promise<ApiCommit> {
    const { owner, repo, client } = this.target;
    const entries: { path: string; mode: TreeMode; type: "blob"; sha: string }[] = [];
    for (const f of spec.files) {
      if (!TREE_MODES.has(f.mode)) throw new HarnessError(`${f.path}: mode ${f.mode} cannot be committed`, EXIT.fail);
      entries.push({ path: f.path, mode: f.mode as TreeMode, type: "blob", sha: await this.blob(f) });
    }
    let tree: string;
    try {
      tree = (
        await withRetry(
          () => client.rest.git.createTree({ owner, repo, base_tree: spec.parentTree, tree: entries }),
          this.policy,
        )
      ).data.sha;
    } catch (e) {
      return refused("building the re-record tree", e);
    }
    if (tree !== spec.expectedTree)
      throw new HarnessError(
        `the GitHub API built tree ${tree} for the re-record commit, git builds ${spec.expectedTree} for the same files — nothing was committed`,
        EXIT.fail,
      );
    try {
      const res = await withRetry(
        () => client.rest.git.createCommit({ owner, repo, message: spec.message, tree, parents: [spec.parent] }),
        this.policy,
      );
      const v = res.data.verification;
      return {
        sha: res.data.sha,
        tree: res.data.tree.sha,
        verified: v?.verified === true,
        ...(v?.reason ? { reason: v.reason } : {}),
      };
    } catch (e) {
      return refused("creating the re-record commit", e);
    }
  }

  /** Moves `branch` to `sha`, never forced: "rejected" when that is not a fast-forward (the branch moved). */
  async updateBranch(branch: string, sha: string): Promise<"updated" | "rejected"> {
    const { owner, repo, client } = this.target;
    try {
      await withRetry(
        () => client.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: false }),
        this.policy,
      );
      return "updated";
    } catch (e) {
      if (isApiNonFastForward(e)) return "rejected";
      return refused(`updating ${this.repository}@${branch}`, e);
    }
  }

  /** Points the bot-owned branch at `sha`: created when absent, else moved there (forced: the branch is the job's alone). */
  async setBotBranch(branch: string, sha: string): Promise<{ existed: boolean }> {
    if (!branch.startsWith(BOT_BRANCH_PREFIX) || branch.length === BOT_BRANCH_PREFIX.length)
      throw new HarnessError(
        `refusing to force-update ${branch}: only the bot-owned ${BOT_BRANCH_PREFIX}<base> branch may be`,
        EXIT.fail,
      );
    const { owner, repo, client } = this.target;
    const update = async () => {
      try {
        await withRetry(
          () => client.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: true }),
          this.policy,
        );
        return { existed: true };
      } catch (e) {
        return refused(`updating ${this.repository}@${branch}`, e);
      }
    };
    const exists = await withRetry(() => client.rest.git.getRef({ owner, repo, ref: `heads/${branch}` }), this.policy)
      .then(() => true)
      .catch((e: unknown) => {
        if (httpStatus(e) === 404) return false;
        return refused(`reading ${this.repository}@${branch}`, e);
      });
    if (exists) return update();
    try {
      await withRetry(() => client.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha }), this.policy);
      return { existed: false };
    } catch (e) {
      // another job created it between our read and our create: the later re-record replaces the earlier
      if (httpStatus(e) === 422 && /already exists/i.test(describeFailure(e))) return update();
      return refused(`creating ${this.repository}@${branch}`, e);
    }
  }
}
