/**
 * A completed check run on the head commit. The Checks API takes at most 50 annotations per
 * request and appends on every update (GitHub's documented limits (docs/reference.md#github-actions-practice)): the create carries the first 50,
 * then one update per further batch of 50.
 */
import type { ReportAnnotation } from "../report/annotations.js";
import type { GitHubClient } from "./client.js";
import { withRetry } from "./retry.js";
import type { RetryPolicy } from "./retry.js";
import { clip } from "../../core/util/clip.js";

export const ANNOTATIONS_PER_REQUEST = 50;
/** beyond this many, annotations are left to the summary (20 requests) */
export const MAX_CHECK_ANNOTATIONS = 1000;

export type CheckConclusion = "success" | "failure" | "neutral";

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: "notice" | "warning" | "failure";
  title: string;
  message: string;
}

export interface CheckRunInput {
  owner: string;
  repo: string;
  name: string;
  headSha: string;
  conclusion: CheckConclusion;
  title: string;
  summary: string;
  annotations: readonly ReportAnnotation[];
  detailsUrl?: string;
}

export interface CheckRunOutcome {
  id: number;
  htmlUrl?: string;
  requests: number;
  annotationsSent: number;
}

export function toCheckAnnotation(a: ReportAnnotation): CheckAnnotation {
  const line = a.line ?? 1;
  return {
    path: a.file,
    start_line: line,
    end_line: line,
    annotation_level: a.level === "error" ? "failure" : a.level,
    title: clip(a.title, 255),
    message: clip(a.message, 60_000),
  };
}

/** Splits into request-sized batches; always at least one (possibly empty) batch for the create. */
export function annotationBatches<T>(items: readonly T[], size = ANNOTATIONS_PER_REQUEST): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches.length > 0 ? batches : [[]];
}

/** The Checks API anchors annotations to repository paths; anything outside the repository is left to the summary. */
export function isRepositoryPath(file: string): boolean {
  return (
    file !== "" && !file.startsWith("/") && !/^[A-Za-z]:[\\/]/.test(file) && file !== ".." && !file.startsWith("../")
  );
}

export async function publishCheckRun(
  client: GitHubClient,
  input: CheckRunInput,
  policy: RetryPolicy,
): Promise<CheckRunOutcome> {
  const all = input.annotations
    .filter((a) => isRepositoryPath(a.file))
    .slice(0, MAX_CHECK_ANNOTATIONS)
    .map(toCheckAnnotation);
  const [first, ...rest] = annotationBatches(all);
  const output = (annotations: CheckAnnotation[]) => ({
    title: input.title,
    summary: input.summary,
    ...(annotations.length > 0 ? { annotations } : {}),
  });
  const created = await withRetry(
    () =>
      client.rest.checks.create({
        owner: input.owner,
        repo: input.repo,
        name: input.name,
        head_sha: input.headSha,
        status: "completed",
        conclusion: input.conclusion,
        ...(input.detailsUrl ? { details_url: input.detailsUrl } : {}),
        output: output(first ?? []),
      }),
    policy,
  );
  const id = created.data.id;
  let requests = 1;
  for (const batch of rest) {
    await withRetry(
      () =>
        client.rest.checks.update({ owner: input.owner, repo: input.repo, check_run_id: id, output: output(batch) }),
      policy,
    );
    requests++;
  }
  return {
    id,
    ...(created.data.html_url ? { htmlUrl: created.data.html_url } : {}),
    requests,
    annotationsSent: all.length,
  };
}
