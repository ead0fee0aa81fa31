/**
 * The GitHub API layer of `commit-mode: pull-request` (create-pull-request's fixed-branch model,
 * spec/actions.md §2.5): one open PR from the bot branch `cowork/rerecord-<base>` into `<base>`,
 * created on the first run and updated in place on every later one.
 */
import type { GitHubClient } from "../github/client.js";
import { DEFAULT_RETRY, describeFailure, httpStatus, withRetry, type RetryPolicy } from "../github/retry.js";
import { EXIT, HarnessError } from "../util/errors.js";
import { BOT_BRANCH_PREFIX } from "./git.js";

export function rerecordBranchFor(base: string): string {
  return `${BOT_BRANCH_PREFIX}${base}`;
}

export interface PullRequestSpec {
  owner: string;
  repo: string;
  /** the bot branch, in the same repository */
  head: string;
  base: string;
  title: string;
  body: string;
}

export interface PullRequestOutcome {
  number: number;
  url?: string;
  operation: "created" | "updated";
}

/** "owner/name" → its parts; a malformed value is a one-line usage error. */
export function splitRepository(value: string | undefined): { owner: string; repo: string } {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec((value ?? "").trim());
  if (!m) throw new HarnessError(`the repository must be given as owner/name (GITHUB_REPOSITORY or --repo), got "${value ?? ""}"`);
  return { owner: m[1]!, repo: m[2]! };
}

const ACTIONS_MAY_NOT_CREATE = /not permitted to create or approve pull requests/i;

function apiFailure(what: string, e: unknown): never {
  const line = describeFailure(e);
  if (ACTIONS_MAY_NOT_CREATE.test(line)) {
    throw new HarnessError(
      `${what} failed (${line}) — enable Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests", or use an App token`,
      EXIT.fail,
    );
  }
  const status = httpStatus(e);
  const hint = status === 403 || status === 401 ? " — the token needs pull-requests: write" : "";
  throw new HarnessError(`${what} failed (${line})${hint}`, EXIT.fail);
}

async function findOpen(client: GitHubClient, spec: PullRequestSpec, policy: RetryPolicy): Promise<{ number: number; html_url?: string } | undefined> {
  try {
    const res = await withRetry(
      () => client.rest.pulls.list({ owner: spec.owner, repo: spec.repo, head: `${spec.owner}:${spec.head}`, base: spec.base, state: "open", per_page: 100 }),
      policy,
    );
    return res.data.find((p) => p.head?.ref === spec.head) ?? res.data[0];
  } catch (e) {
    return apiFailure(`listing pull requests from ${spec.head}`, e);
  }
}

/** Updates the open PR from `spec.head`, or creates it. */
export async function openOrUpdatePullRequest(client: GitHubClient, spec: PullRequestSpec, policy: RetryPolicy = DEFAULT_RETRY): Promise<PullRequestOutcome> {
  const { owner, repo } = spec;
  const update = async (number: number): Promise<PullRequestOutcome> => {
    try {
      const res = await withRetry(() => client.rest.pulls.update({ owner, repo, pull_number: number, title: spec.title, body: spec.body }), policy);
      return { number, operation: "updated", ...(res.data.html_url ? { url: res.data.html_url } : {}) };
    } catch (e) {
      return apiFailure(`updating pull request #${number}`, e);
    }
  };
  const existing = await findOpen(client, spec, policy);
  if (existing) return update(existing.number);
  try {
    const res = await client.rest.pulls.create({ owner, repo, head: spec.head, base: spec.base, title: spec.title, body: spec.body });
    return { number: res.data.number, operation: "created", ...(res.data.html_url ? { url: res.data.html_url } : {}) };
  } catch (e) {
    // Another run opened it between our list and create: update that one instead.
    if (httpStatus(e) === 422 && /already exists/i.test(describeFailure(e))) {
      const raced = await findOpen(client, spec, policy);
      if (raced) return update(raced.number);
    }
    return apiFailure(`creating the pull request ${spec.head} → ${spec.base}`, e);
  }
}
