/**
 * The GitHub API layer of `commit-mode: pull-request` (create-pull-request's fixed-branch model,
 * docs/reference.md#github-actions-practice): one open PR from the bot branch `cowork/rerecord-<base>` into `<base>`,
 * created on the first run and updated in place on every later one; closed with a comment, and
 * the bot branch deleted, by a run that finds nothing stale. A PR someone closed without merging
 * is recognized by the key in its body (the stale cassettes and why), so a later run does not
 * open the same PR again (see `findDeclinedPullRequest`). The PR's metadata (labels, reviewers,
 * team reviewers, assignees) is applied when it is created and again on every update (added, never
 * removed: a label or reviewer a person changed stays); draft only when it is created. A
 * metadata request GitHub refuses is a warning, never a lost re-record: the PR is there.
 */
import type { GitHubClient } from "../../gate/github/client.js";
import { DEFAULT_RETRY, describeFailure, httpStatus, withRetry, type RetryPolicy } from "../../gate/github/retry.js";
import { EXIT, HarnessError } from "../../core/util/errors.js";
import { BOT_BRANCH_PREFIX } from "./git.js";

export function rerecordBranchFor(base: string): string {
  return `${BOT_BRANCH_PREFIX}${base}`;
}

/** What the re-record PR is given besides its title and body (the Action's labels … draft inputs). */
export interface PullRequestMetadata {
  labels: string[];
  /** user logins */
  reviewers: string[];
  /** team slugs (an `org/` prefix is dropped) */
  teamReviewers: string[];
  assignees: string[];
  /** open it as a draft (when it is created) */
  draft: boolean;
}

/** A comma- and/or newline-separated list: trimmed, empty entries dropped, each once. */
export function splitNames(value: string | undefined): string[] {
  const names = (value ?? "")
    .split(/[,\n]/)
    .map((n) => n.trim())
    .filter((n) => n !== "");
  return [...new Set(names)];
}

/** Team reviewers as the API takes them: the slug, without an `org/` prefix. */
export function teamSlugs(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => n.replace(/^[^/]+\//, "")))];
}

export const NO_PULL_REQUEST_METADATA: PullRequestMetadata = {
  labels: [],
  reviewers: [],
  teamReviewers: [],
  assignees: [],
  draft: false,
};

export interface PullRequestSpec {
  owner: string;
  repo: string;
  /** the bot branch, in the same repository */
  head: string;
  base: string;
  title: string;
  body: string;
  metadata?: PullRequestMetadata;
}

export interface PullRequestOutcome {
  number: number;
  url?: string;
  operation: "created" | "updated";
  /** created as a draft */
  draft?: boolean;
  /** metadata GitHub refused (one line each): the PR is there without it */
  warnings?: string[];
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

type BranchPair = Pick<PullRequestSpec, "owner" | "repo" | "head" | "base">;

/** The pull requests from `spec.head` into `spec.base` in one state, with retries; a failure is apiFailure's line. */
async function listPulls(
  client: GitHubClient,
  spec: BranchPair,
  policy: RetryPolicy,
  page: { state: "open" } | { state: "closed"; sort: "created"; direction: "desc" },
  perPage: number,
  what: string,
) {
  try {
    const res = await withRetry(
      () =>
        client.rest.pulls.list({
          owner: spec.owner,
          repo: spec.repo,
          head: `${spec.owner}:${spec.head}`,
          base: spec.base,
          ...page,
          per_page: perPage,
        }),
      policy,
    );
    return res.data;
  } catch (e) {
    return apiFailure(what, e);
  }
}

async function findOpen(
  client: GitHubClient,
  spec: BranchPair,
  policy: RetryPolicy,
): Promise<{ number: number; html_url?: string; body?: string | null } | undefined> {
  const data = await listPulls(client, spec, policy, { state: "open" }, 100, `listing pull requests from ${spec.head}`);
  return data.find((p) => p.head?.ref === spec.head) ?? data[0];
}

/** The body marker carrying the key of what a re-record PR refreshes (hidden in the rendered body). */
export function keyMarker(key: string): string {
  return `<!-- cowork-harness:rerecord key=${key} -->`;
}

/** The body marker of a PR the job itself closed (nothing was stale any more). */
export const CLOSED_BY_HARNESS_MARKER = "<!-- cowork-harness:rerecord closed-by-harness -->";

export interface DeclinedPullRequest {
  number: number;
  url?: string;
  closedAt?: string;
}

/**
 * The newest bot PR from `spec.head` into `spec.base` that was closed without merging by someone
 * else than this job, when it refreshed exactly what `key` names. Such a PR was declined: the
 * same re-record is not offered again until what is stale, or why, changes.
 */
export async function findDeclinedPullRequest(
  client: GitHubClient,
  spec: BranchPair,
  key: string,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<DeclinedPullRequest | undefined> {
  const data = await listPulls(
    client,
    spec,
    policy,
    { state: "closed", sort: "created", direction: "desc" },
    10,
    `listing closed pull requests from ${spec.head}`,
  );
  const newest = data.filter((p) => p.head?.ref === undefined || p.head.ref === spec.head)[0];
  if (!newest || newest.merged_at || !newest.body) return undefined;
  if (!newest.body.includes(keyMarker(key)) || newest.body.includes(CLOSED_BY_HARNESS_MARKER)) return undefined;
  return {
    number: newest.number,
    ...(newest.html_url ? { url: newest.html_url } : {}),
    ...(newest.closed_at ? { closedAt: newest.closed_at } : {}),
  };
}

export interface ClosedPullRequest {
  number: number;
  url?: string;
  branchDeleted: boolean;
}

/**
 * Closes the open bot PR from `spec.head`, if there is one: a comment saying why, then the PR
 * closed (its body marked as closed by this job), then the bot branch deleted.
 */
export async function closeBotPullRequest(
  client: GitHubClient,
  spec: Pick<PullRequestSpec, "owner" | "repo" | "head" | "base">,
  why: string,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<ClosedPullRequest | undefined> {
  const { owner, repo } = spec;
  const open = await findOpen(client, spec, policy);
  if (!open) return undefined;
  const number = open.number;
  try {
    await withRetry(() => client.rest.issues.createComment({ owner, repo, issue_number: number, body: why }), policy);
  } catch (e) {
    return apiFailure(`commenting on pull request #${number}`, e);
  }
  try {
    const body = `${open.body ?? ""}\n\n${CLOSED_BY_HARNESS_MARKER}\n`;
    await withRetry(
      () => client.rest.pulls.update({ owner, repo, pull_number: number, state: "closed", body }),
      policy,
    );
  } catch (e) {
    return apiFailure(`closing pull request #${number}`, e);
  }
  let branchDeleted = true;
  try {
    await withRetry(() => client.rest.git.deleteRef({ owner, repo, ref: `heads/${spec.head}` }), policy);
  } catch (e) {
    const status = httpStatus(e);
    // 422 "Reference does not exist": someone deleted it already
    if (status !== 422 && status !== 404) return apiFailure(`deleting branch ${spec.head}`, e);
    branchDeleted = false;
  }
  return { number, ...(open.html_url ? { url: open.html_url } : {}), branchDeleted };
}

/** Labels, assignees and reviewers onto PR `number`: what GitHub refused, one line each. */
async function applyMetadata(
  client: GitHubClient,
  spec: PullRequestSpec,
  number: number,
  policy: RetryPolicy,
): Promise<string[]> {
  const m = spec.metadata;
  if (!m) return [];
  const { owner, repo } = spec;
  const warnings: string[] = [];
  const attempt = async (what: string, call: () => Promise<unknown>) => {
    try {
      await withRetry(call, policy);
    } catch (e) {
      const status = httpStatus(e);
      const hint =
        status === 403 || status === 401 ? " — the token needs pull-requests: write (issues: write for labels)" : "";
      warnings.push(`${what} on pull request #${number} failed (${describeFailure(e)})${hint}`);
    }
  };
  if (m.labels.length > 0)
    await attempt(`adding labels ${m.labels.join(", ")}`, () =>
      client.rest.issues.addLabels({ owner, repo, issue_number: number, labels: m.labels }),
    );
  if (m.assignees.length > 0)
    await attempt(`assigning ${m.assignees.join(", ")}`, () =>
      client.rest.issues.addAssignees({ owner, repo, issue_number: number, assignees: m.assignees }),
    );
  const teams = teamSlugs(m.teamReviewers);
  if (m.reviewers.length > 0 || teams.length > 0)
    await attempt(`requesting reviews from ${[...m.reviewers, ...teams.map((t) => `team ${t}`)].join(", ")}`, () =>
      client.rest.pulls.requestReviewers({
        owner,
        repo,
        pull_number: number,
        ...(m.reviewers.length > 0 ? { reviewers: m.reviewers } : {}),
        ...(teams.length > 0 ? { team_reviewers: teams } : {}),
      }),
    );
  return warnings;
}

const DRAFT_UNSUPPORTED = /draft pull requests are not supported/i;

/** Updates the open PR from `spec.head`, or creates it; then applies spec.metadata. */
export async function openOrUpdatePullRequest(
  client: GitHubClient,
  spec: PullRequestSpec,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<PullRequestOutcome> {
  const { owner, repo } = spec;
  const withMetadata = async (o: PullRequestOutcome, early: string[] = []): Promise<PullRequestOutcome> => {
    const warnings = [...early, ...(await applyMetadata(client, spec, o.number, policy))];
    return { ...o, ...(warnings.length > 0 ? { warnings } : {}) };
  };
  const update = async (number: number): Promise<PullRequestOutcome> => {
    try {
      const res = await withRetry(
        () => client.rest.pulls.update({ owner, repo, pull_number: number, title: spec.title, body: spec.body }),
        policy,
      );
      return withMetadata({ number, operation: "updated", ...(res.data.html_url ? { url: res.data.html_url } : {}) });
    } catch (e) {
      return apiFailure(`updating pull request #${number}`, e);
    }
  };
  const existing = await findOpen(client, spec, policy);
  if (existing) return update(existing.number);
  const create = (draft: boolean) =>
    client.rest.pulls.create({
      owner,
      repo,
      head: spec.head,
      base: spec.base,
      title: spec.title,
      body: spec.body,
      ...(draft ? { draft: true } : {}),
    });
  const draft = spec.metadata?.draft === true;
  const early: string[] = [];
  try {
    let res;
    try {
      res = await create(draft);
    } catch (e) {
      // drafts need a plan that has them: the PR is opened ready for review instead, with a warning
      if (!draft || httpStatus(e) !== 422 || !DRAFT_UNSUPPORTED.test(describeFailure(e))) throw e;
      early.push(`opened as ready for review: ${describeFailure(e)}`);
      res = await create(false);
    }
    return withMetadata(
      {
        number: res.data.number,
        operation: "created",
        ...(res.data.html_url ? { url: res.data.html_url } : {}),
        ...(draft && early.length === 0 ? { draft: true } : {}),
      },
      early,
    );
  } catch (e) {
    // Another run opened it between our list and create: update that one instead.
    if (httpStatus(e) === 422 && /already exists/i.test(describeFailure(e))) {
      const raced = await findOpen(client, spec, policy);
      if (raced) return update(raced.number);
    }
    return apiFailure(`creating the pull request ${spec.head} → ${spec.base}`, e);
  }
}
