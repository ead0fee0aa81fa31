/**
 * One sticky PR comment, found again by a hidden marker: list the PR's issue comments (every
 * page), update the marked one in place, else create it.
 */
import type { GitHubClient } from "./client.js";
import { withRetry } from "./retry.js";
import type { RetryPolicy } from "./retry.js";

export interface StickyCommentInput {
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  marker: string;
  /** create when none exists (false: only update an existing one) */
  create: boolean;
}

export interface StickyCommentOutcome {
  action: "created" | "updated" | "none";
  id?: number;
}

interface CommentLike {
  id: number;
  body?: string | null;
  user?: { type?: string } | null;
}

/** The marked comment: bodies that start with the marker first, bot authors first, oldest first. */
export function pickStickyComment(comments: readonly CommentLike[], marker: string): CommentLike | undefined {
  const marked = comments.filter((c) => (c.body ?? "").includes(marker));
  const score = (c: CommentLike): number =>
    ((c.body ?? "").startsWith(marker) ? 0 : 2) + (c.user?.type === "Bot" ? 0 : 1);
  return [...marked].sort((a, b) => score(a) - score(b))[0];
}

export async function upsertStickyComment(
  client: GitHubClient,
  input: StickyCommentInput,
  policy: RetryPolicy,
): Promise<StickyCommentOutcome> {
  const { owner, repo } = input;
  const comments = await withRetry(
    () =>
      client.paginate(client.rest.issues.listComments, { owner, repo, issue_number: input.issueNumber, per_page: 100 }),
    policy,
  );
  const existing = pickStickyComment(comments, input.marker);
  if (existing) {
    await withRetry(
      () => client.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body: input.body }),
      policy,
    );
    return { action: "updated", id: existing.id };
  }
  if (!input.create) return { action: "none" };
  const created = await withRetry(
    () => client.rest.issues.createComment({ owner, repo, issue_number: input.issueNumber, body: input.body }),
    policy,
  );
  return { action: "created", id: created.data.id };
}
