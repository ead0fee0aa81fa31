/**
 * Publishing a gate report through every channel the token allows (common GitHub Actions practice (docs/reference.md#github-actions-practice)):
 * job summary and workflow-command annotations always (they need no token), then a check run
 * on the head commit and a sticky PR comment. A refused write (401/403/404/422), a fork PR's
 * read-only token or no token degrades to annotations + summary with a notice; server errors
 * and rate limits are retried with a bounded backoff, then degraded. Never throws.
 * Every channel is fed from a copy of the report with credential-shaped text masked
 * (src/core/util/secret-scan.ts), and every log line is masked again as it is written.
 */
import { neutraliseLog } from "../../core/util/log-guard.js";
import { appendFileSync } from "node:fs";
import { collectAnnotations, formatNotice, renderAnnotations } from "../report/annotations.js";
import { checkRunTitle, renderCheckRunMarkdown } from "../report/check-run-md.js";
import { renderCommentMarkdown, stickyMarker } from "../report/comment-md.js";
import type { GateReport } from "../report/gate-report.js";
import { renderSummaryMarkdown } from "../report/summary-md.js";
import { oneLine } from "../../core/util/errors.js";
import { envSecretValues, maskSecrets, maskSecretsDeep } from "../../core/util/secret-scan.js";
import { createGitHubClient } from "./client.js";
import type { GitHubClient } from "./client.js";
import { publishCheckRun } from "./check-run.js";
import { eventInfo, readEventPayload } from "./event.js";
import type { EventInfo } from "./event.js";
import { DEFAULT_RETRY, describeFailure, isPermissionFailure, isRefusal } from "./retry.js";
import type { RetryPolicy } from "./retry.js";
import { upsertStickyComment } from "./sticky-comment.js";

export type CommentMode = "always" | "on-failure" | "never";
export const COMMENT_MODES: readonly CommentMode[] = ["always", "on-failure", "never"];

export interface PublishContext {
  /** github-token input; absent or empty → no API channels */
  token?: string;
  /** GITHUB_API_URL (GHES); default https://api.github.com */
  apiUrl?: string;
  /** GITHUB_REPOSITORY, `owner/repo` */
  repository?: string;
  /** GITHUB_EVENT_NAME */
  eventName?: string;
  /** GITHUB_EVENT_PATH */
  eventPath?: string;
  /** GITHUB_SHA, used only when the event names no head commit */
  sha?: string;
  /** check-run name, or false for none */
  checkRun: string | false;
  comment: CommentMode;
  /** print workflow-command annotations */
  annotations: boolean;
  /** GITHUB_STEP_SUMMARY; the summary is appended there */
  summaryPath?: string;
  /** link to this workflow run (check run details, comment footer) */
  runUrl?: string;
  /** the uploaded HTML report's artifact page (check run summary, comment footer) */
  reportUrl?: string;
  /** log sink (default process.stdout) */
  write?: (text: string) => void;
  retry?: Partial<RetryPolicy>;
  /** per-request timeout for GitHub API calls (default 30 s); a timed-out request is retried like a 5xx */
  requestTimeoutMs?: number;
}

export type ChannelStatus = "done" | "skipped" | "refused" | "failed";

export interface ChannelOutcome {
  status: ChannelStatus;
  detail: string;
  id?: number;
  requests?: number;
}

export interface PublishOutcome {
  annotations: { printed: number; omitted: number };
  summary: ChannelOutcome;
  checkRun: ChannelOutcome;
  comment: ChannelOutcome;
  event?: EventInfo;
  /** notices printed about degraded channels */
  notices: string[];
}

const FORK_HINT = "see the workflow_run recipe in the README to publish check runs and comments for fork PRs";

/** A PublishContext from the environment GitHub gives an action, plus the action's inputs. */
export function publishContextFromEnv(
  env: NodeJS.ProcessEnv,
  inputs: { token?: string; checkRun: string | false; comment: CommentMode; annotations: boolean },
): PublishContext {
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL.replace(/\/+$/, "")}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  const pick = (v: string | undefined) => (v !== undefined && v !== "" ? v : undefined);
  const ctx: PublishContext = { checkRun: inputs.checkRun, comment: inputs.comment, annotations: inputs.annotations };
  const fields: [keyof PublishContext, string | undefined][] = [
    ["token", pick(inputs.token)],
    ["apiUrl", pick(env.GITHUB_API_URL)],
    ["repository", pick(env.GITHUB_REPOSITORY)],
    ["eventName", pick(env.GITHUB_EVENT_NAME)],
    ["eventPath", pick(env.GITHUB_EVENT_PATH)],
    ["sha", pick(env.GITHUB_SHA)],
    ["summaryPath", pick(env.GITHUB_STEP_SUMMARY)],
    ["runUrl", runUrl],
  ];
  for (const [k, v] of fields) if (v !== undefined) (ctx as unknown as Record<string, unknown>)[k] = v;
  return ctx;
}

function splitRepo(repository: string | undefined): { owner: string; repo: string } | undefined {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(repository ?? "");
  return m ? { owner: m[1] as string, repo: m[2] as string } : undefined;
}

/** " (the token needs `scope`)" for a refusal that is about permissions; nothing for a network or server error. */
function permissionHint(e: unknown, scope: string): string {
  return isPermissionFailure(e) ? ` (the token needs \`${scope}\`)` : "";
}

function failureOutcome(e: unknown, channel: string): ChannelOutcome {
  const why = describeFailure(e);
  if (isRefusal(e)) return { status: "refused", detail: `${channel} refused (${why})` };
  return { status: "failed", detail: `${channel} failed (${why})` };
}

export async function publishReport(unmasked: GateReport, ctx: PublishContext): Promise<PublishOutcome> {
  const secrets = envSecretValues();
  if (ctx.token) secrets.unshift(ctx.token);
  const report = maskSecretsDeep(unmasked, secrets);
  const sink = ctx.write ?? ((text: string) => void process.stdout.write(neutraliseLog(text)));
  const write = (text: string): void => sink(maskSecrets(text, secrets));
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...ctx.retry };
  const notices: string[] = [];
  const notice = (message: string): void => {
    notices.push(message);
    write(`${formatNotice(`cowork-harness: ${message}`)}\n`);
  };

  // 1. job summary — needs no token
  let summary: ChannelOutcome = { status: "skipped", detail: "no GITHUB_STEP_SUMMARY" };
  if (ctx.summaryPath) {
    try {
      appendFileSync(ctx.summaryPath, renderSummaryMarkdown(report));
      summary = { status: "done", detail: ctx.summaryPath };
    } catch (e) {
      summary = { status: "failed", detail: `job summary not written (${oneLine(e)})` };
      notice(summary.detail);
    }
  }

  // 2. workflow-command annotations — need no token
  let annotations = { printed: 0, omitted: 0 };
  if (ctx.annotations) {
    const rendered = renderAnnotations(report);
    for (const line of rendered.lines) write(`${line}\n`);
    annotations = { printed: rendered.shown, omitted: rendered.omitted };
  }

  // 3 + 4. API channels
  let checkRun: ChannelOutcome = { status: "skipped", detail: ctx.checkRun === false ? "check-run disabled" : "" };
  let comment: ChannelOutcome = { status: "skipped", detail: ctx.comment === "never" ? "comment disabled" : "" };
  const wantCheck = ctx.checkRun !== false;
  const wantComment = ctx.comment === "never" ? false : ctx.comment === "always" || report.conclusion === "failure";
  const mayUpdateComment = ctx.comment !== "never";

  let event: EventInfo | undefined;
  try {
    if (ctx.eventName)
      event = eventInfo(ctx.eventName, ctx.eventPath ? readEventPayload(ctx.eventPath) : {}, {
        ...(ctx.sha ? { sha: ctx.sha } : {}),
        ...(ctx.repository ? { repository: ctx.repository } : {}),
      });
  } catch (e) {
    notice(`${oneLine(e)} — check run and comment skipped`);
    return {
      annotations,
      summary,
      checkRun: { status: "skipped", detail: "no event" },
      comment: { status: "skipped", detail: "no event" },
      notices,
    };
  }
  const repo = splitRepo(ctx.repository);
  const skipAll = (detail: string, say: boolean): PublishOutcome => {
    if (say && (wantCheck || mayUpdateComment))
      notice(`${detail}; reported through annotations and the job summary only`);
    if (wantCheck) checkRun = { status: "skipped", detail };
    if (mayUpdateComment) comment = { status: "skipped", detail };
    return { annotations, summary, checkRun, comment, ...(event ? { event } : {}), notices };
  };
  if (!wantCheck && !mayUpdateComment) return skipAll("", false);
  if (!ctx.token) return skipAll("no github-token given, so no check run or PR comment", true);
  if (!repo)
    return skipAll(
      `GITHUB_REPOSITORY "${ctx.repository ?? ""}" is not owner/repo, so no check run or PR comment`,
      true,
    );
  if (event?.readOnlyToken)
    return skipAll(
      `pull request from a fork: the token is read-only, so no check run or PR comment (${FORK_HINT})`,
      true,
    );

  let client: GitHubClient;
  try {
    client = createGitHubClient(ctx.token, ctx.apiUrl, process.env, ctx.requestTimeoutMs);
  } catch (e) {
    return skipAll(`GitHub client not available (${oneLine(e)})`, true);
  }

  if (wantCheck) {
    const headSha = event?.headSha ?? ctx.sha;
    if (!headSha) {
      checkRun = { status: "skipped", detail: "no head commit known" };
      notice("no head commit known for a check run; reported through annotations and the job summary");
    } else {
      try {
        const r = await publishCheckRun(
          client,
          {
            ...repo,
            name: ctx.checkRun as string,
            headSha,
            conclusion: report.conclusion,
            title: checkRunTitle(report),
            summary: renderCheckRunMarkdown(report, ctx.reportUrl ? { reportUrl: ctx.reportUrl } : {}),
            annotations: collectAnnotations(report),
            ...(ctx.runUrl ? { detailsUrl: ctx.runUrl } : {}),
          },
          policy,
        );
        checkRun = { status: "done", detail: `check run ${r.id} on ${headSha}`, id: r.id, requests: r.requests };
      } catch (e) {
        checkRun = failureOutcome(e, "check run");
        notice(
          `${checkRun.detail}; reported through annotations and the job summary${event?.isFork ? ` (${FORK_HINT})` : permissionHint(e, "checks: write")}`,
        );
      }
    }
  }

  if (mayUpdateComment) {
    if (event?.prNumber === undefined) {
      comment = { status: "skipped", detail: "not a pull request" };
    } else {
      try {
        const body = renderCommentMarkdown(report, {
          ...(ctx.runUrl ? { runUrl: ctx.runUrl } : {}),
          ...(event.headSha ? { sha: event.headSha } : {}),
          ...(ctx.reportUrl ? { reportUrl: ctx.reportUrl } : {}),
        });
        const r = await upsertStickyComment(
          client,
          { ...repo, issueNumber: event.prNumber, body, marker: stickyMarker(report), create: wantComment },
          policy,
        );
        comment =
          r.action === "none"
            ? { status: "skipped", detail: "gate passed and no earlier comment (comment: on-failure)" }
            : { status: "done", detail: `comment ${r.action}`, ...(r.id !== undefined ? { id: r.id } : {}) };
      } catch (e) {
        comment = failureOutcome(e, "PR comment");
        notice(
          `${comment.detail}; reported through annotations and the job summary${permissionHint(e, "pull-requests: write")}`,
        );
      }
    }
  }
  return { annotations, summary, checkRun, comment, ...(event ? { event } : {}), notices };
}
